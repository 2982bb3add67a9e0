import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { checkNcmRows, createNcmChecker, ibptExpiredNote } from './check-ncm';
import { productLabel, type NcmInputRow } from './types';
import type { CellValue } from '../cell-value';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const AFTER = day('2026-03-01'); // NCM 05/07/2026 (Res. Gecex 812/2025) in force
const BEFORE = day('2025-12-01'); // NCM 04/11/2025 (Res. Camex 771/2025) in force

function one(ncm: CellValue, description: string | null, date = AFTER) {
  const r = checkNcmRows([{ line: 2, product: 'P1', description, ncm }], { tables, referenceDate: date });
  return { result: r, findings: r.issues };
}

describe('NCM codes (issue 4) — one row each', () => {
  it.each<[string, CellValue, string | null, string | null]>([
    ['NCM_AUSENTE: empty cell', null, 'CERV SKOL LATA 350ML', 'NCM_AUSENTE'],
    ['NCM_AUSENTE: blanks only', '   ', 'CERV SKOL LATA 350ML', 'NCM_AUSENTE'],
    ['NCM_FORMATO: 5 digits', '12345', 'X', 'NCM_FORMATO'],
    ['NCM_FORMATO: letters', '2203.00.0A', 'X', 'NCM_FORMATO'],
    ['NCM_FORMATO: 9 digits', '220300001', 'X', 'NCM_FORMATO'],
    ['NCM_FORMATO: decimal number', 2203.5, 'X', 'NCM_FORMATO'],
    ['NCM_FORMATO: boolean cell', true, 'X', 'NCM_FORMATO'],
    ['NCM_FORMATO: 7 digits whose padded form does not exist', '9999999', 'X', 'NCM_FORMATO'],
    ['NCM_ZERO_ESQUERDA: Excel number lost the zero (0101.21.00)', 1012100, 'CAVALO REPRODUTOR', 'NCM_ZERO_ESQUERDA'],
    ['NCM_ZERO_ESQUERDA: 7-digit text', '2071210', 'FRANGO INTEIRO CONGELADO', 'NCM_ZERO_ESQUERDA'],
    ['NCM_INEXISTENTE: 8 digits never in any version', '22030099', 'CERVEJA PILSEN', 'NCM_INEXISTENTE'],
    ['NCM_EXTINTO: removed by Res. Gecex 812/2025', '59039000', 'TECIDO PLASTIFICADO', 'NCM_EXTINTO'],
    ['valid with dots, spaces and hyphens', '2203.00-00 ', 'CERV SKOL LATA 350ML', null],
    ['valid with a leading apostrophe (Excel text)', "'22030000", 'CERVEJA', null],
    ['valid as a number', 22030000, 'CERVEJA', null],
  ])('%s', (_name, ncm, desc, code) => {
    const { findings } = one(ncm, desc);
    expect(findings.map((f) => f.code)).toEqual(code ? [code] : []);
    for (const f of findings) {
      expect(f.line).toBe(2);
      expect(f.product).toBe('P1');
      expect(f.description).toBe(desc);
      expect(f.reason).toMatch(/Tabela NCM vigente em/);
      expect(f.suggestions.length).toBeLessThanOrEqual(3);
    }
  });

  it('NCM_ZERO_ESQUERDA suggests the padded code with its official text', () => {
    const f = one(1012100, 'CAVALO').findings[0]!;
    expect(f).toMatchObject({ type: 'error', currentNCM: '1012100', suggestion: '01012100' });
    expect(f.suggestions[0]!.description).toContain('Reprodutores de raça pura');
  });

  it('NCM_EXTINTO says when it stopped and suggests the successors ranked by the description', () => {
    const f = one('59039000', 'TECIDO PLASTIFICADO DE POLIURETANO').findings[0]!;
    expect(f.reason).toContain('31/01/2026');
    expect(f.reason).toContain('5903.90.10');
    expect(f.suggestions.map((s) => s.code).sort()).toEqual(['59039010', '59039090']);
    expect(f.suggestion).toBe(f.suggestions[0]!.code);
  });

  it('NCM_INEXISTENTE suggests codes of the same heading ranked by the description', () => {
    const f = one('40119999', 'PNEU MOTO 90/90-18').findings[0]!;
    expect(f.code).toBe('NCM_INEXISTENTE');
    expect(f.suggestions.every((s) => s.code.startsWith('4011'))).toBe(true);
    expect(f.suggestion).toBe('40114000');
  });

  it('NCM_AUSENTE of a formula without a result says the cell has a formula, not that the NCM is missing', () => {
    const f = one('=VLOOKUP(A2,Tabela!A:B,2,0)', 'CERV SKOL LATA 350ML').findings[0]!;
    expect(f.code).toBe('NCM_AUSENTE');
    expect(f.reason).toContain('a fórmula =VLOOKUP(A2,Tabela!A:B,2,0) e nenhum valor');
    expect(f.reason).toContain('abra-o no Excel, salve e envie novamente');
    expect(f.reason).not.toContain('não foi informado');
    expect(f.suggestions.map((s) => s.code)).toContain('22030000');
  });

  it.each([
    ['#N/A', '#N/D'],
    ['#VALUE!', '#VALOR!'],
    ['#REF!', '#REF!'],
  ])('NCM_FORMATO of an Excel error (%s) names the error as Excel shows it', (input, shown) => {
    const f = one(input, 'CERVEJA').findings[0]!;
    expect(f.code).toBe('NCM_FORMATO');
    expect(f.currentNCM).toBe(shown);
    expect(f.reason).toContain(`erro do Excel ${shown}`);
    expect(f.reason).not.toContain('não é um NCM válido');
  });

  it('NCM_AUSENTE suggests from the description', () => {
    const f = one(null, 'CERV SKOL LATA 350ML').findings[0]!;
    expect(f.suggestions.map((s) => s.code)).toContain('22030000');
  });

  // Without a code, the vocabulary's heading and the labelled exemplars rank the suggestions, as for a flagged row
  // (ADR 010, sixth round); the index alone put 0406.30 (processed cheese) first for provolone and 8511.80
  // (ignition equipment) first for a breaker. RGI 1 for the heading, RGI 6 for the subitem.
  it.each([
    ['QUEIJO PROVOLONE KG', '04069020'],
    ['LEITE UHT INTEGRAL 1L', '04012010'],
    ['ARROZ PARBOILIZADO 5KG', '10063011'],
    ['NOTEBOOK DELL INSPIRON 15 I5', '84713012'],
    ['DISJUNTOR BIPOLAR 32A', '85362000'],
  ])('NCM_AUSENTE of %s: the first suggestions hold %s (RGI 1 and 6)', (name, code) => {
    const f = one(null, name).findings[0]!;
    expect(f.code).toBe('NCM_AUSENTE');
    expect(f.suggestions.slice(0, 2).map((s) => s.code)).toContain(code);
  });
});

describe('both table versions (reference date)', () => {
  it('59039000 is valid before 01/02/2026 and extinct after', () => {
    expect(one('59039000', 'TECIDO', BEFORE).findings).toEqual([]);
    expect(one('59039000', 'TECIDO', AFTER).findings[0]!.code).toBe('NCM_EXTINTO');
  });

  it('59039010 (created by Res. Gecex 812/2025) does not exist yet before 01/02/2026', () => {
    const f = one('59039010', 'TECIDO', BEFORE).findings[0]!;
    expect(f.code).toBe('NCM_INEXISTENTE');
    expect(f.reason).toContain('01/02/2026');
    expect(one('59039010', 'TECIDO', AFTER).findings).toEqual([]);
  });

  it('names the version used, and says so when the date is before the oldest table', () => {
    const r = one('59039000', 'TECIDO', day('2020-05-01')).result;
    expect(r.ncmVersion.id).toContain('Res. Camex 771/2025');
    expect(r.notes.join(' ')).toContain('anterior à tabela NCM mais antiga');
    expect(one('12345', 'X', day('2020-05-01')).findings[0]!.reason).toContain('anterior à tabela NCM mais antiga');
    expect(one('22030000', 'CERVEJA').result.versions[0]!.id).toContain('Res. Gecex 812/2025');
  });
});

describe('NCM_DESCRICAO (suggestion, only with strong evidence)', () => {
  it('flags a beer sold under a smartphone code and suggests 2203.00.00', () => {
    const f = one('85171300', 'CERVEJA PILSEN LATA 350ML').findings[0]!;
    expect(f).toMatchObject({ type: 'suggestion', code: 'NCM_DESCRICAO', currentNCM: '85171300' });
    expect(f.suggestions.map((s) => s.code)).toContain('22030000');
    expect(f.reason).toContain('Telefones inteligentes');
  });

  it.each([
    ['REFRIG COCA COLA PET 2L', '22021000'],
    ['CERV HEINEKEN LONG NECK 330ML', '22030000'],
    ['SHAMPOO PANTENE 400ML', '33051000'],
    ['PRODUTO XPTO MARCA ABC', '22030000'], // nothing known in the description: abstain
    ['', '85171300'],
  ])('does not flag "%s" under %s', (desc, ncm) => {
    expect(one(ncm, desc).findings).toEqual([]);
  });
});

describe('streaming checker and summary', () => {
  it('counts rows and keeps the user line numbers', () => {
    const rows: NcmInputRow[] = [
      { line: 2, product: 'A', description: 'CERVEJA', ncm: '22030000' },
      { line: 3, product: 'B', description: 'CERVEJA', ncm: null },
      { line: 5, product: 'C', description: 'CERVEJA PILSEN LATA', ncm: '85171300' },
    ];
    const c = createNcmChecker({ tables, referenceDate: AFTER });
    const outcomes = rows.map((r) => c.checkRow(r));
    expect(outcomes.map((o) => o.status)).toEqual(['correto', 'erro', 'sugestao']);
    expect(c.count).toBe(3);
    const r = c.result();
    expect(r.summary).toMatchObject({ correct: 1, suggestions: 1, errors: 1 });
    expect(r.issues.map((i) => i.line)).toEqual([3, 5]);
  });

  it('gives the taxes per code: IPI (with Ex), PIS/COFINS indicativo, CEST, IBPT', () => {
    const c = createNcmChecker({ tables, referenceDate: AFTER });
    const o = c.checkRow({ line: 2, product: null, description: 'CERVEJA', ncm: '22030000' });
    expect(o.info!.description).toBe('Cervejas de malte');
    expect(o.info!.ipi).not.toBeNull();
    expect(o.info!.pisCofins!.indicativo).toBe(true);
    expect(o.info!.pisCofins!.label).toMatch(/monofásico/);
    expect(o.info!.cest.length).toBeGreaterThan(0);
    expect(o.info!.ibpt!.versao).toBe('25.1.E');
    expect(c.result().taxInfo['22030000']).toBe(o.info);
    const refri = c.checkRow({ line: 3, product: null, description: 'REFRIGERANTE', ncm: '22021000' }).info!;
    expect(refri.ipi!.ex.map((e) => e.ex)).toContain('01');
  });
});

describe('cells for the corrected spreadsheet', () => {
  it('fills Status, code, reason, suggested NCM, official text, IPI, PIS/COFINS and CEST', async () => {
    const { ncmResultCells, NCM_RESULT_HEADERS } = await import('./row-columns');
    const { ncmTaxInfo } = await import('./tax-info');
    const c = createNcmChecker({ tables, referenceDate: AFTER });
    const cells = ncmResultCells(c.checkRow({ line: 2, product: null, description: 'CAVALO', ncm: 1012100 }), (code) => ncmTaxInfo(code, tables));
    expect(cells).toHaveLength(NCM_RESULT_HEADERS.length);
    expect(cells.slice(0, 2)).toEqual(['Erro', 'NCM_ZERO_ESQUERDA']);
    expect(cells[3]).toBe('0101.21.00');
    expect(cells[4]).toContain('Reprodutores de raça pura');
    expect(cells[6]).toMatch(/indicativo/);
    const ok = ncmResultCells(c.checkRow({ line: 3, product: null, description: 'CERVEJA', ncm: '22030000' }), (code) => ncmTaxInfo(code, tables));
    expect(ok[0]).toBe('Correto');
    expect(ok[4]).toBe('Cervejas de malte');
  });
});

describe('como o achado nomeia o produto', () => {
  it.each([
    ['código e descrição', '005', 'SABAO EM PO 1,6KG', '005 — SABAO EM PO 1,6KG'],
    ['planilha só com descrição (sem coluna de código)', null, 'SABAO EM PO 1,6KG', 'SABAO EM PO 1,6KG'],
    ['planilha só com código', '005', null, '005'],
    ['código igual à descrição não se repete', 'PARAFUSO', 'PARAFUSO', 'PARAFUSO'],
    ['nenhum dos dois', null, '  ', ''],
  ])('%s', (_n, product, description, label) => {
    const f = checkNcmRows([{ line: 2, product, description, ncm: '34022000' }], { tables, referenceDate: AFTER }).issues[0]!;
    expect(productLabel(f)).toBe(label);
  });
});

describe('NCM_INEXISTENTE: a subposição que ainda existe vem primeiro nas sugestões', () => {
  it.each([
    // Res. Camex 272/2021 (NCM 2022) desdobrou a subposição 9401.30 em 9401.31 (de madeira) e 9401.39 (outros).
    ['NCM 2017 desdobrado pela Res. Camex 272/2021: 9401.30.00 → 9401.31/9401.39', '94013000', 'CADEIRA ESCRITORIO', '94013', 'Na mesma subposição (9401.3)'],
    // 8443.31 tem itens de 8 dígitos; "8443.31.00" é a subposição completada com zeros.
    ['subposição completada com zeros: 8443.31.00', '84433100', 'IMPRESSORA MULTIFUNCIONAL', '844331', 'a subposição 8443.31 é desdobrada em itens'],
    // NCM 2022: lâmpadas e tubos de LED passaram a 8539.52 (8539.50 desdobrada).
    ['8539.50.00 (NCM 2017) → módulos e lâmpadas LED de 8539.5', '85395000', 'LAMPADA LED 9W', '85395', 'Na mesma subposição (8539.5)'],
  ])('%s', (_n, ncm, desc, prefix, where) => {
    const [f] = one(ncm, desc).findings;
    expect(f!.code).toBe('NCM_INEXISTENTE');
    expect(f!.suggestion!.startsWith(prefix)).toBe(true);
    expect(f!.suggestions.filter((s) => s.code.startsWith(prefix)).length).toBeGreaterThanOrEqual(2);
    expect(f!.reason).toContain(where);
  });
  it('sem nível que ainda exista (3402.20 não tem sucessor em 3402.2): sugestões da posição inteira', () => {
    const [f] = one('34022000', 'DETERGENTE YPE 500ML').findings;
    expect(f!.code).toBe('NCM_INEXISTENTE');
    expect(f!.suggestion!.startsWith('3402')).toBe(true);
    expect(f!.reason).toContain('Na mesma posição');
  });
  it('descrição que claramente pertence a outra subposição da posição: a descrição decide', () => {
    // 8517.12.31 (NCM 2017, celulares) não existe mais; 8517.1 ainda existe, e smartphones são 8517.13.00.
    const [f] = one('85171231', 'SMARTPHONE SAMSUNG A10').findings;
    expect(f!.suggestion).toBe('85171300');
  });
});

describe('IBPT table past its validity (Lei 12.741/2012, art. 1º; issue 18)', () => {
  const tables = { ibpt: { meta: { versao: '25.1.A', validFrom: '2025-04-01', validTo: '2025-05-31', fonte: 'IBPT' } } } as unknown as Parameters<typeof ibptExpiredNote>[0];
  it.each([
    ['2025-05-31', null],
    ['2025-06-01', 'A tabela IBPT carregada (versão 25.1.A) valia até 31/05/2025'],
  ])('reference date %s', (iso, text) => {
    const note = ibptExpiredNote(tables, new Date(`${iso}T12:00:00Z`));
    if (text === null) expect(note).toBeNull();
    else expect(note).toContain(text);
  });
  it('says nothing without an IBPT table', () => expect(ibptExpiredNote({ ibpt: null }, new Date())).toBeNull());
});
