import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadReformaTables } from '../tables/load-reforma';
import { readCsvObjects } from '../tables/load-reforma-csv';
import { createRegisterChecker } from './check-register';
import { CONDICIONAIS } from './expected-treatment';
import { aliquotas2027 } from './simulation';

const TABLES = resolve(process.env.TABLES_DIR ?? '../shared/data');
const t = loadReformaTables(TABLES);

type Row = [ncm: string | number, descricao: string, cst: string | number | null, cclasstrib: string | number | null];
function run(rows: Row[], data = '2026-11-24', extra: Record<string, unknown>[] = []) {
  const c = createRegisterChecker({ tables: t, data });
  rows.forEach(([ncm, descricao, cst, cclasstrib], i) => c.check({ line: i + 2, values: { ncm, descricao, cst, cclasstrib, ...(extra[i] ?? {}) } as never }));
  return c.result();
}

// [case name with legal basis, row, expected findings (code:type), expected treatment cst/cClassTrib/confiança, suggestion]
const cases: [string, Row, string[], [string | null, string | null, string], { cst: string | null; cClassTrib: string | null } | null][] = [
  ['LC 214/2025 art. 125, Anexo I item 1: arroz 200/200003 is right', ['10063021', 'ARROZ TIPO 1 5KG', '200', '200003'], [], ['200', '200003', 'ncm'], null],
  ['LC 214/2025 art. 125, Anexo I: arroz with 000001 → possible benefit not taken', ['10063021', 'ARROZ TIPO 1 5KG', '000', '000001'], ['REF_BENEFICIO_NAO_APLICADO:warning'], ['200', '200003', 'ncm'], { cst: '200', cClassTrib: '200003' }],
  ['LC 214/2025 art. 125, Anexo I: 200003 on a screw (73181500) has no basis', ['73181500', 'PARAFUSO SEXTAVADO', '200', '200003'], ['REF_CCLASSTRIB_NCM:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['LC 214/2025 art. 131, Anexo IV: 200030 on mayonnaise (21039011) has no basis', ['21039011', 'MAIONESE 500G', '200', '200030'], ['REF_CCLASSTRIB_NCM:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['LC 214/2025 art. 135, Anexo VII item 16 over VI item 15: tomato (20021000) by NCM', ['20021000', 'TOMATE PELADO LATA', '200', '200034'], [], ['200', '200034', 'ncm'], null],
  ['LC 214/2025 art. 148, Anexo XV: batata (0701) with CST 000 only → CST contradicts', ['07019000', 'BATATA INGLESA KG', '000', null], ['REF_CST_TRATAMENTO:warning'], ['200', '200014', 'ncm'], { cst: '200', cClassTrib: '200014' }],
  ['LC 214/2025 art. 138, Anexo IX item 3 (prefix 25): cement depends on the description', ['25232910', 'CIMENTO PORTLAND CP II 50KG', '000', '000001'], [], [null, null, 'depende da descrição'], null],
  ['LC 214/2025 art. 138, Anexo IX item 3: 200038 on cement → warning, suggestion 000001', ['25232910', 'CIMENTO PORTLAND CP II 50KG', '200', '200038'], ['REF_CCLASSTRIB_DESCRICAO:warning'], [null, null, 'depende da descrição'], { cst: '000', cClassTrib: '000001' }],
  ['LC 214/2025 art. 132, Anexo V item 3.1 (prefix 85171): smartphone with 200031 → warning', ['85171300', 'SMARTPHONE GALAXY A15', '200', '200031'], ['REF_CCLASSTRIB_DESCRICAO:warning'], [null, null, 'depende da descrição'], { cst: '000', cClassTrib: '000001' }],
  ['LC 214/2025 art. 132, Anexo V item 3.3: an ordinary mouse with 000001 is not flagged', ['84716053', 'MOUSE OPTICO USB', '000', '000001'], [], [null, null, 'depende da descrição'], null],
  ['LC 214/2025 art. 146, Anexo XIV: a listed medicine (abacavir) is decided by the description', ['30049069', 'ABACAVIR 300MG CX 60 COMP', '200', '200009'], [], ['200', '200009', 'descricao'], null],
  ['NT 2025.002 UB14-10: cClassTrib 999999 does not exist', ['73181500', 'PARAFUSO', '000', '999999'], ['REF_CCLASSTRIB_INEXISTENTE:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['NT 2025.002 UB14-10 by version: 210001 (CST 210 only in the table of 03/10/2025) is not valid in 2026', ['73181500', 'PARAFUSO', '000', '210001'], ['REF_CCLASSTRIB_VIGENCIA:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['NT 2025.002 UB13-10: CST 999 does not exist', ['73181500', 'PARAFUSO', '999', null], ['REF_CST_INEXISTENTE:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['NT 2025.002 UB14-20: CST 200 with cClassTrib 000001 is an invalid pair', ['73181500', 'PARAFUSO', '200', '000001'], ['REF_CST_CCLASSTRIB:error'], ['000', '000001', 'ncm'], { cst: '000', cClassTrib: '000001' }],
  ['ERP exports print the code with its name ("200 - Alíquota reduzida", "200003 – Cesta básica"; LC 214/2025 art. 125)', ['10063021', 'ARROZ TIPO 1', '200 - Alíquota reduzida', '200003 – Cesta Básica Nacional'], [], ['200', '200003', 'ncm'], null],
  ['Excel numeric cells: NCM 2102000 → 02102000, CST 0 → 000, cClassTrib 1 → 000001 (LC 214/2025 art. 125: carne salgada no Anexo I)', [2102000, 'CARNE BOVINA SALGADA', 200, 200003], [], ['200', '200003', 'ncm'], null],
];

describe('reforma register: expected treatment and findings', () => {
  it.each(cases)('%s', (_name, row, findings, [cst, cClassTrib, confianca], sugestao) => {
    const r = run([row]);
    expect(r.issues.map((i) => `${i.code}:${i.type}`)).toEqual(findings);
    const tr = r.itens[0]!.tratamento;
    expect([tr.cst, tr.cClassTrib, tr.confianca]).toEqual([cst, cClassTrib, confianca]);
    if (findings.length) expect(r.issues[0]!.sugestao).toEqual(sugestao);
    for (const i of r.issues) expect('line' in i ? i.line : null).toBe(2);
  });

  it('a treatment names the annex item, its legal text and the reduction (LC 214/2025, Anexo I item 1)', () => {
    const tr = run([['10063021', 'ARROZ', null, null]]).itens[0]!.tratamento;
    expect(tr).toMatchObject({ anexo: 'I', item: '1', reducao: 100, fundamento: expect.stringContaining('art. 125') });
    expect(tr.texto).toContain('Arroz');
  });

  it('rows without NCM get REF_NCM_INVALIDO (warning) and no guessed treatment', () => {
    const r = run([['', 'PRODUTO SEM NCM', '000', '000001']]);
    expect(r.issues.map((i) => i.code)).toEqual(['REF_NCM_INVALIDO']);
    expect(r.itens[0]!.tratamento.cClassTrib).toBeNull();
  });
});

describe('reforma register: the calculator’s own 8-digit rows (ncm_anexo_cclasstrib.csv)', () => {
  const rows = readCsvObjects(resolve(TABLES, 'reforma', 'ncm_anexo_cclasstrib.csv')).filter((r) => r.digitos === '8' && r.excecao === '0');
  const texts = new Map(readCsvObjects(resolve(TABLES, 'reforma', 'anexos_itens.csv')).map((r) => [`${r.anexo}|${r.item}`, r.texto]));
  it('each row, described by its annex item text and billed with its own CST/cClassTrib, gets that code (or it is one of the options) and no finding', () => {
    const r = run(rows.map((x) => [x.ncm_ou_prefixo, texts.get(`${x.anexo}|${x.item}`) ?? '', x.cst, x.cclasstrib]));
    expect(r.issues).toEqual([]);
    let exact = 0;
    r.itens.forEach((it, i) => {
      const row = rows[i]!;
      const tr = it.tratamento;
      if (tr.cClassTrib === row.cclasstrib) { exact++; expect(tr.cst).toBe(row.cst); return; }
      // Otherwise: a conditional code (public buyer, health emergency, deferral) or a code the description cannot
      // separate (same item with two codes, or the same text in two annexes) — listed as an option, never dropped.
      const option = tr.alternativas.some((a) => a.cClassTrib === row.cclasstrib);
      expect(option && (CONDICIONAIS.has(row.cclasstrib) || tr.confianca === 'depende da descrição' || (tr.alternativas.find((a) => a.cClassTrib === row.cclasstrib)?.item === tr.item)), `${row.ncm_ou_prefixo} ${row.cclasstrib}`).toBe(true);
    });
    expect(rows.length).toBe(1461);
    expect(exact).toBeGreaterThan(700);
  });
});

describe('reforma register: 2027 simulation (EC 132/2023; LC 214/2025 art. 344; calculator reference rates)', () => {
  it('PIS/COFINS today vs CBS + IBS 2027 per row and in total, with the rates named', () => {
    const r = run([['73181500', 'PARAFUSO', '000', '000001'], ['10063021', 'ARROZ', '200', '200003']], '2026-11-24', [{ valor: 1000, valor_pis: 16.5, valor_cofins: 76 }, { valor: 1000 }]);
    expect(r.itens[0]!.simulacao).toEqual({ base: 1000, pisCofinsHoje: 92.5, pisCofinsInformado: true, cbs2027: 84, ibs2027: 1, diferenca: -7.5 });
    expect(r.itens[1]!.simulacao).toEqual({ base: 1000, pisCofinsHoje: 92.5, pisCofinsInformado: false, cbs2027: 0, ibs2027: 0, diferenca: -92.5 });
    expect(r.simulacao).toMatchObject({ linhas: 2, pisCofinsHoje: 185, cbs2027: 84, ibs2027: 1, diferenca: -100 });
    expect(r.simulacao!.aliquotas.fonte).toContain('8,4%');
  });
  it('the CBS rate is a parameter the user may change', () => {
    const c = createRegisterChecker({ tables: t, data: '2026-11-24', aliquotas: aliquotas2027(t, { cbs: 8.8 }) });
    c.check({ line: 2, values: { ncm: '73181500', descricao: 'PARAFUSO', cst: null, cclasstrib: null, valor: 1000 } });
    const r = c.result();
    expect(r.itens[0]!.simulacao!.cbs2027).toBe(88);
    expect(r.simulacao!.aliquotas.fonte).toContain('informadas pelo usuário');
  });
  it('LC 214/2025 art. 348 / art. 41 §2: Simples Nacional register gets the 2026/2027 text instead of regular-regime findings', () => {
    const c = createRegisterChecker({ tables: t, data: '2026-11-24', regime: 'simples' });
    c.check({ line: 2, values: { ncm: '73181500', descricao: 'PARAFUSO', cst: null, cclasstrib: null } });
    const r = c.result();
    expect(r.issues).toEqual([]);
    expect(r.simplesNacional.join(' ')).toMatch(/2026.*2027/s);
  });
});
