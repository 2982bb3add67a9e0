import { describe, expect, it } from 'vitest';
import { parseCfop } from './cfop-kind';
import { RateScaleDetector } from './rate-scale';
import { normalizeNcm, parseDate, readItem } from './row-values';

describe('leitura dos valores de uma linha (formatos de ERP)', () => {
  it.each([
    ['15/03/2025', '2025-03-15'],
    ['15/03/25', '2025-03-15'],
    ['2025-03-15', '2025-03-15'],
    ['15032025', '2025-03-15'],
    ['15/03/2025 10:22', '2025-03-15'],
    [45731, '2025-03-15'],
    ['20250315', '2025-03-15'],
    ['15.03.2025', '2025-03-15'],
    ['31/12/99', '1999-12-31'],
    ['2025-03-15T00:00:00', '2025-03-15'],
    // Datas exportadas como número (Protheus aaaammdd no Excel; ddmmaaaa sem o zero à esquerda).
    [20250315, '2025-03-15'],
    [15032025, '2025-03-15'],
    [1032025, '2025-03-01'],
    ['2025/03/15', '2025-03-15'],
    ['2025.3.5', '2025-03-05'],
  ])('data %j → %s', (input, iso) => {
    expect(parseDate(input)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each([['31/02/2025'], ['15/13/2025'], ['32/01/2025'], ['2025-02-30'], ['15132025'], ['abc'], [''], [12], [99999999], [2025]])('data inválida %j → null', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it.each([
    [30049099, '30049099'],
    [2013000, '02013000'],
    ['2013000', '02013000'],
    ['0201.30.00', '02013000'],
    ['3004.90', '300490'],
    ['', ''],
    // Text of a number written by Python/BI exports and spreadsheets converted by scripts.
    ['30049099.0', '30049099'],
    ['2013000.0', '02013000'],
    ['3.0049099E7', '30049099'],
    ['3004.90.99 - Medicamentos', '30049099'],
    ['\u200b30049099', '30049099'],
  ])('NCM %j → %j', (input, out) => {
    expect(normalizeNcm(input)).toBe(out);
  });

  it.each([
    ['5102', { direction: 'saida', revenda: true, producao: false, devolucao: false }],
    ['5.101', { direction: 'saida', revenda: false, producao: true }],
    [6405, { direction: 'saida', revenda: true }],
    ['1.102', { direction: 'entrada', revenda: false }],
    ['7101', { direction: 'saida', exportacao: true, producao: true }],
    ['6110', { zfm: true, receita: true, revenda: false }],
    ['5202', { direction: 'saida', devolucao: true }],
  ])('CFOP %j', (input, expected) => {
    expect(parseCfop(input)).toMatchObject(expected);
  });

  it.each([['4102'], ['51'], [''], [null]])('CFOP inválido %j → null', (input) => {
    expect(parseCfop(input)).toBeNull();
  });

  it('valores com C/D de extratos contábeis ("1.234,56 C", "D 1.234,56") são lidos pelo valor, sem sinal', () => {
    const item = readItem({ valor: '1.234,56 C', desconto: 'D 10,00', base_pis: '1.224,56 D', valor_pis: '20,20 C' });
    expect(item.valor).toBe(1234.56);
    expect(item.desconto).toBe(10);
    expect(item.pis.base).toBe(1224.56);
    expect(item.pis.valor).toBe(20.2);
  });

  it('fórmula sem resultado ("=FÓRMULA", do leitor de planilhas) é lida como vazia, não como CFOP, CST, NCM ou valor', () => {
    const item = readItem({ cfop: '=A2+5100', cst_pis: '=B2', ncm: '=VLOOKUP(A2,T!A:B,2,0)', valor: '=C2*D2', produto: 'LEITE' });
    expect([item.cfopRaw, item.cfop, item.pis.cstRaw, item.ncm, item.valor, item.produto]).toEqual(['', null, '', '', null, 'LEITE']);
  });

  it('CST "1", 1, "01 - Operação tributável" e "1.0" viram "01"; texto solto não', () => {
    for (const v of ['1', 1, '01 - Operação Tributável', '1.0']) expect(readItem({ cst_pis: v }).pis.cst).toBe('01');
    expect(readItem({ cst_pis: 'tributado' }).pis.cst).toBeNull();
    expect(readItem({}).pis.cstColumn).toBe(false);
  });
});

describe('escala da alíquota por arquivo (percentual × fração)', () => {
  it('fração na primeira linha decide o arquivo', () => {
    const s = new RateScaleDetector();
    expect(s.resolve(0.0165, null, null, false).aliquota).toBeCloseTo(1.65);
    expect(s.scale).toBe('fracao');
    expect(s.resolve(0.076, null, null, false).aliquota).toBeCloseTo(7.6);
  });

  it('percentual decide o arquivo; uma alíquota errada de 0,165 não vira 16,5', () => {
    const s = new RateScaleDetector();
    expect(s.resolve(1.65, 100, 1.65, false).aliquota).toBe(1.65);
    expect(s.scale).toBe('percentual');
    expect(s.resolve(0.165, null, null, false).aliquota).toBe(0.165);
  });

  it('a própria linha prevalece quando base × alíquota reproduz o valor', () => {
    const s = new RateScaleDetector();
    s.resolve(1.65, null, null, false);
    expect(s.resolve(0.076, 1000, 76, false).aliquota).toBeCloseTo(7.6);
  });

  it('sem alíquota: derivada de valor ÷ base; por unidade (CST 03) fica como está', () => {
    const s = new RateScaleDetector();
    expect(s.resolve(null, 1000, 16.5, false)).toEqual({ aliquota: 1.65, derived: true });
    expect(s.resolve(null, null, 16.5, false)).toEqual({ aliquota: null, derived: false });
    expect(s.resolve(0.0341, 10, 0.34, true)).toEqual({ aliquota: 0.0341, derived: false });
  });
});
