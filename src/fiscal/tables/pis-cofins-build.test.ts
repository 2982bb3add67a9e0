import { describe, expect, it } from 'vitest';
import { buildPisCofinsTables, normalizeCst, rateFromTaxId } from './pis-cofins-build';
import { parseCsv } from './pis-cofins-csv';
import { loadPisCofinsTables } from './pis-cofins-ncm';
import { resolve } from 'node:path';

const HEADER = 'tabela_sped_inferida,codigo_natureza_receita,descricao,ncms,ncm_ex,ncms_excluidos,oca_tax_pis,oca_tax_pis_st,oca_tax_cofins,oca_tax_cofins_st,oca_id';
const NATUREZA = [
  HEADER,
  '4.3.10,201,Produtos Farmacêuticos,3003;3004;30029020,,30039056;30049046,tax_pis_monofasico_2_10,,tax_cofins_monofasico_9_90,,x1',
  '4.3.10,427,"Cervejas especiais, com Ex",22029000,03,,tax_pis_monofasico_1_86,,tax_cofins_monofasico_8_54,,x2',
  '4.3.11,101,Gasolinas,27101259,,,tax_pis_value_141_10,,tax_cofins_value_651_40,,x3',
  '4.3.12,101,Cigarros,2402,,,,tax_pis_st_0_65,,tax_cofins_st_3,x4',
  '4.3.13,121,Carnes,0201;0202,,,tax_pis_0,,tax_cofins_0,,x5',
  '4.3.16,405,Desperdícios,3915,,,tax_pis_seminc,,tax_cofins_seminc,,x6',
  ',000,Regime cumulativo,,,,tax_pis_0_65,,tax_cofins_3,,x7',
].join('\n');
const CST = ['tabela_sped,tributo,cst,descricao,tipo_operacao_oca', '4.3.3,PIS/PASEP,01,Básica,saida', '4.3.4,COFINS,01,Básica,saida', '4.3.3,PIS/PASEP,50,"Crédito, vinculada",entrada', '4.3.3,PIS/PASEP,99,Outras,saida'].join('\n');

describe('tabelas de PIS/COFINS por NCM (SOURCES.md §5)', () => {
  const t = buildPisCofinsTables(NATUREZA, CST);

  it('casa por prefixo e respeita ncms_excluidos (tabela 4.3.10, natureza 201)', () => {
    expect(t.treatmentFor('30049099').map((x) => [x.table, x.natureza, x.matchedPrefix, x.aliquotaPis, x.aliquotaCofins])).toEqual([['4.3.10', '201', '3004', 2.1, 9.9]]);
    expect(t.treatmentFor('30029020').map((x) => x.natureza)).toEqual(['201']);
    expect(t.treatmentFor('30049046')).toEqual([]);
    expect(t.treatmentFor('3004.90.99').length).toBe(1);
  });

  it('linhas restritas a Ex da TIPI: marcadas sem Ex, filtradas com Ex', () => {
    expect(t.treatmentFor('22029000').map((x) => x.ex)).toEqual(['03']);
    expect(t.treatmentFor('22029000', '3').map((x) => x.natureza)).toEqual(['427']);
    expect(t.treatmentFor('22029000', '01')).toEqual([]);
  });

  it('alíquotas vêm dos ids OCA: percentual, por unidade, ST e sem alíquota', () => {
    expect(t.treatmentFor('27101259')[0]).toMatchObject({ table: '4.3.11', aliquotaPis: 141.1, aliquotaCofins: 651.4, unidadeAliquota: 'reais-por-unidade' });
    expect(t.treatmentFor('24022000')[0]).toMatchObject({ table: '4.3.12', aliquotaPis: 0.65, aliquotaCofins: 3, unidadeAliquota: 'percentual' });
    expect(t.treatmentFor('02013000')[0]).toMatchObject({ table: '4.3.13', aliquotaPis: 0, aliquotaCofins: 0 });
    expect(t.treatmentFor('39159000')[0]).toMatchObject({ table: '4.3.16', aliquotaPis: null, unidadeAliquota: null });
    expect(rateFromTaxId('tax_pis_monofasico_5_08')).toEqual({ rate: 5.08, unit: 'percentual' });
    expect(rateFromTaxId('tax_pis_monofasico_1')).toEqual({ rate: 1, unit: 'percentual' });
    expect(rateFromTaxId('tax_pis_isento')).toBeNull();
  });

  it('a chave da natureza é (tabela, código); linhas genéricas sem tabela não entram', () => {
    expect(t.natureza('4.3.10', '201')?.description).toBe('Produtos Farmacêuticos');
    expect(t.natureza('4.3.11', '201')).toBeUndefined();
    expect(t.treatmentFor('99999999')).toEqual([]);
  });

  it('CST das tabelas 4.3.3/4.3.4: "1" = "01"; 99 vale para entrada e saída', () => {
    expect(t.cst('1')).toMatchObject({ code: '01', tributo: 'PIS', table: '4.3.3', direction: 'saida' });
    expect(t.cst('01', 'COFINS')).toMatchObject({ table: '4.3.4' });
    expect(t.cst('50')).toMatchObject({ direction: 'entrada', description: 'Crédito, vinculada' });
    expect(t.cst('99')?.direction).toBe('ambas');
    expect(t.cst('10')).toBeUndefined();
    expect(t.cst('abc')).toBeUndefined();
    expect(normalizeCst('1.0')).toBe('01');
  });

  it('CSV: aspas, vírgulas e quebras de linha dentro de campos, BOM e CRLF', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""","linha\nnova"\r\n')).toEqual([['a', 'b'], ['x, "y"', 'linha\nnova']]);
  });

  it('arquivos reais de ../shared/data: 33+33 CSTs e as linhas com NCM', () => {
    const real = loadPisCofinsTables(resolve(process.cwd(), process.env.TABLES_DIR ?? '../shared/data'));
    expect(real.version.rows).toBe(271);
    for (const c of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '49', '50', '56', '60', '67', '70', '75', '98', '99']) {
      expect(real.cst(c, 'PIS')).toBeDefined();
      expect(real.cst(c, 'COFINS')).toBeDefined();
    }
    expect(real.treatmentFor('30039056').filter((x) => x.table === '4.3.10')).toEqual([]);
    expect(real.treatmentFor('22071000').map((x) => `${x.table}/${x.natureza}`)).toEqual(expect.arrayContaining(['4.3.10/112', '4.3.11/112']));
  });

  it('pasta sem os arquivos: erro em pt-BR com o caminho', () => {
    expect(() => loadPisCofinsTables('/nao/existe')).toThrow(/Tabela de PIS\/COFINS não encontrada/);
  });
});
