import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { createNcmChecker, type NcmChecker } from './check-ncm';
import {
  brDateTime,
  buildOfficeCatalogue,
  isJudgmentFinding,
  officeKey,
  validateOfficeCode,
  withOfficeCatalogue,
  type OfficeDecision,
  type OfficeSuggestion,
} from './office-catalogue';
import type { NcmFinding, NcmInputRow, NcmResult, NcmRowOutcome } from './types';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const DATE = new Date('2026-03-01T00:00:00Z');
const ctx = { tables, referenceDate: DATE };

/**
 * A stand-in for the judgment engine: it answers the findings each test gives for a line. The catalogue
 * rules are tested apart from the engine (rebuilt separately), whose own tests cover what it flags.
 */
function stubChecker(byLine: Record<number, Pick<NcmFinding, 'code' | 'type'>[]>): NcmChecker {
  let count = 0;
  const issues: NcmFinding[] = [];
  const summary = { correct: 0, suggestions: 0, errors: 0 };
  const checkRow = (row: NcmInputRow): NcmRowOutcome => {
    count++;
    const findings: NcmFinding[] = (byLine[row.line] ?? []).map((f) => ({
      ...f,
      line: row.line,
      product: row.product,
      description: row.description,
      currentNCM: row.ncm === null ? null : String(row.ncm),
      suggestion: '22030000',
      suggestions: [{ code: '22030000', description: 'Cervejas de malte.', score: 0.8 }],
      reason: 'Motivo do motor.',
    }));
    issues.push(...findings);
    const status = findings.some((f) => f.type === 'error') ? 'erro' : findings.length ? 'sugestao' : 'correto';
    summary[status === 'erro' ? 'errors' : status === 'sugestao' ? 'suggestions' : 'correct']++;
    return { line: row.line, status, findings, ncm: typeof row.ncm === 'string' && /^\d{8}$/.test(row.ncm) ? row.ncm : null, info: null };
  };
  return {
    check: (r) => checkRow(r).findings,
    checkRow,
    get count() {
      return count;
    },
    result: () => ({ summary: { ...summary }, issues, rows: count, referenceDate: '2026-03-01', ncmVersion: tables.versions[0]!, versions: [], taxInfo: {}, notes: [] }) as NcmResult,
  };
}

const ANA = { decidedBy: 'Ana Souza', decidedAt: '2026-11-24T17:03:00Z' };
const correto = (description: string, ncm: string, at = ANA.decidedAt): OfficeDecision => ({ kind: 'correto', description, ncm, code: null, decidedBy: ANA.decidedBy, decidedAt: at });
const aprendido = (description: string, code: string, at = ANA.decidedAt): OfficeDecision => ({ kind: 'informado', description, ncm: null, code, decidedBy: ANA.decidedBy, decidedAt: at });

const DESC = { code: 'NCM_DESCRICAO', type: 'suggestion' } as const;
const INEX = { code: 'NCM_INEXISTENTE', type: 'error' } as const;
const EXT = { code: 'NCM_EXTINTO', type: 'error' } as const;
const FMT = { code: 'NCM_FORMATO', type: 'error' } as const;

interface Case {
  name: string;
  decisions: OfficeDecision[];
  row: { description: string; ncm: string | null };
  engine: Pick<NcmFinding, 'code' | 'type'>[];
  /** Codes of the findings after the catalogue, and the first suggestion of the first one. */
  codes: string[];
  first?: string;
  learned?: boolean;
  status: 'correto' | 'sugestao' | 'erro';
}

describe('office catalogue (issue 14, item 1: the office\'s own corrections)', () => {
  it.each<Case>([
    { name: '"NCM está correto" hides NCM_DESCRICAO for the same description and NCM', decisions: [correto('CERVEJA PILSEN LATA', '85171300')], row: { description: 'Cerveja pilsen, lata', ncm: '85171300' }, engine: [DESC], codes: [], status: 'correto' },
    { name: '"NCM está correto" is per pair: another NCM with the same description is still judged', decisions: [correto('CERVEJA PILSEN LATA', '85171300')], row: { description: 'CERVEJA PILSEN LATA', ncm: '96190000' }, engine: [DESC], codes: ['NCM_DESCRICAO'], status: 'sugestao' },
    { name: '"NCM está correto" is per description: another product with the same NCM is still judged', decisions: [correto('CERVEJA PILSEN LATA', '85171300')], row: { description: 'CERVEJA PILSEN LATA 2L', ncm: '85171300' }, engine: [DESC], codes: ['NCM_DESCRICAO'], status: 'sugestao' },
    { name: 'validity is a fact of the official table (Decreto 11.158/2022): NCM_INEXISTENTE stays after "NCM está correto"', decisions: [correto('PRODUTO X', '22030099')], row: { description: 'PRODUTO X', ncm: '22030099' }, engine: [INEX], codes: ['NCM_INEXISTENTE'], status: 'erro' },
    { name: 'validity is a fact of the official table (Res. Gecex 812/2025): NCM_EXTINTO stays after "NCM está correto"', decisions: [correto('TECIDO', '59039000')], row: { description: 'TECIDO', ncm: '59039000' }, engine: [EXT, DESC], codes: ['NCM_EXTINTO'], status: 'erro' },
    { name: 'a learned pair flags a row of that description carrying another NCM, learned code first', decisions: [aprendido('CERVEJA PILSEN LATA', '22030000')], row: { description: 'CERVEJA PILSEN LATA', ncm: '85171300' }, engine: [], codes: ['NCM_DESCRICAO'], first: '22030000', learned: true, status: 'sugestao' },
    { name: 'a learned pair puts its code first on the engine\'s own finding', decisions: [aprendido('CAMISETA MALHA', '61091000')], row: { description: 'Camiseta malha', ncm: '22030000' }, engine: [DESC], codes: ['NCM_DESCRICAO'], first: '61091000', learned: true, status: 'sugestao' },
    { name: 'a learned pair suggests its code on a format error, which stays an error', decisions: [aprendido('CAMISETA MALHA', '61091000')], row: { description: 'CAMISETA MALHA', ncm: '6109' }, engine: [FMT], codes: ['NCM_FORMATO'], first: '61091000', learned: true, status: 'erro' },
    { name: 'a row carrying the learned code is correct as to its description', decisions: [aprendido('CAMISETA MALHA', '61091000')], row: { description: 'CAMISETA MALHA', ncm: '61091000' }, engine: [DESC], codes: [], status: 'correto' },
    { name: 'the latest decision wins: "correto" after a learned code', decisions: [aprendido('CAMISETA MALHA', '61091000', '2026-11-01T10:00:00Z'), correto('CAMISETA MALHA', '61099000', '2026-11-02T10:00:00Z')], row: { description: 'CAMISETA MALHA', ncm: '61099000' }, engine: [], codes: [], status: 'correto' },
    { name: 'the latest decision wins: a learned code after "correto"', decisions: [correto('CAMISETA MALHA', '61099000', '2026-11-01T10:00:00Z'), aprendido('CAMISETA MALHA', '61091000', '2026-11-02T10:00:00Z')], row: { description: 'CAMISETA MALHA', ncm: '61099000' }, engine: [], codes: ['NCM_DESCRICAO'], first: '61091000', learned: true, status: 'sugestao' },
    { name: 'a learned code that is not in force on the row\'s date is not offered (trust first)', decisions: [aprendido('TECIDO', '59039000')], row: { description: 'TECIDO', ncm: '59031000' }, engine: [], codes: [], status: 'correto' },
    { name: 'a row without description is untouched', decisions: [correto('', '85171300')], row: { description: '', ncm: '85171300' }, engine: [DESC], codes: ['NCM_DESCRICAO'], status: 'sugestao' },
  ])('$name', ({ decisions, row, engine, codes, first, learned, status }) => {
    const checker = withOfficeCatalogue(stubChecker({ 2: engine }), buildOfficeCatalogue(decisions), ctx);
    const out = checker.checkRow({ line: 2, product: 'P1', ...row });
    expect(out.findings.map((f) => f.code)).toEqual(codes);
    expect(out.status).toBe(status);
    if (first) expect(out.findings[0]!.suggestion).toBe(first);
    if (first) expect(out.findings[0]!.suggestions[0]!.code).toBe(first);
    const s = out.findings[0]?.suggestions[0] as OfficeSuggestion | undefined;
    if (learned) {
      const taught = decisions.filter((d) => d.code).at(-1)!;
      expect(s?.learned).toEqual({ by: 'Ana Souza', at: taught.decidedAt });
      expect(out.findings[0]!.reason).toContain('Aprendido do seu escritório');
      expect(out.findings[0]!.reason).toContain(`Ana Souza em ${brDateTime(taught.decidedAt)}`);
    }
    const r = checker.result();
    expect(r.issues).toEqual(out.findings);
    expect(r.summary.correct + r.summary.suggestions + r.summary.errors).toBe(1);
    expect(r.summary[status === 'correto' ? 'correct' : status === 'sugestao' ? 'suggestions' : 'errors']).toBe(1);
  });

  it('totals and the findings list agree over several rows', () => {
    const checker = withOfficeCatalogue(
      stubChecker({ 2: [DESC], 3: [DESC], 4: [INEX] }),
      buildOfficeCatalogue([correto('A', '85171300'), aprendido('C', '61091000')]),
      ctx,
    );
    checker.checkRow({ line: 2, product: null, description: 'A', ncm: '85171300' });
    checker.checkRow({ line: 3, product: null, description: 'B', ncm: '85171300' });
    checker.checkRow({ line: 4, product: null, description: 'D', ncm: '22030099' });
    checker.checkRow({ line: 5, product: null, description: 'C', ncm: '22030000' });
    const r = checker.result();
    expect(r.summary).toEqual({ correct: 1, suggestions: 2, errors: 1 });
    expect(r.issues.map((f) => f.line)).toEqual([3, 4, 5]);
    expect(checker.count).toBe(4);
    expect(r.taxInfo['61091000']).toBeDefined();
    expect(r.notes.at(-1)).toMatch(/1 achado não repetido.*1 linha recebeu sugestão aprendida/);
  });

  it('works over the real engine: a beer coded and learned as 2203.00.00 stays correct, one in another code is flagged', () => {
    const checker = withOfficeCatalogue(createNcmChecker(ctx), buildOfficeCatalogue([aprendido('Cerveja Artesanal Da Casa', '22030000')]), ctx);
    expect(checker.checkRow({ line: 2, product: null, description: 'CERVEJA ARTESANAL DA CASA', ncm: '22030000' }).findings).toEqual([]);
    const f = checker.checkRow({ line: 3, product: null, description: 'CERVEJA ARTESANAL DA CASA', ncm: '22021000' }).findings;
    expect(f[0]).toMatchObject({ code: 'NCM_DESCRICAO', suggestion: '22030000' });
    expect(checker.result().summary.suggestions).toBeGreaterThanOrEqual(1);
  });

  it('an empty catalogue returns the checker itself', () => {
    const inner = stubChecker({});
    expect(withOfficeCatalogue(inner, buildOfficeCatalogue([]), ctx)).toBe(inner);
  });
});

describe('office catalogue helpers', () => {
  it.each([
    ['Leite UHT  integral 1L.', 'leite uht integral 1l'],
    ['CAFÉ TORRADO/MOÍDO 500G', 'cafe torrado moido 500g'],
    ['  ', ''],
  ])('officeKey(%j) = %j', (input, key) => expect(officeKey(input)).toBe(key));

  it.each([
    ['2203.00.00', true, '22030000'],
    ['2203 00 00', true, '22030000'],
    ['2203', false, 'informe os 8 dígitos'],
    ['abc', false, 'informe os 8 dígitos'],
    ['22030099', false, 'não existe na'],
  ])('validateOfficeCode(%j): NCM in force (Decreto 11.158/2022, 8 digits)', (input, ok, expected) => {
    const v = validateOfficeCode(input, tables, DATE);
    expect(v.ok).toBe(ok);
    if (v.ok) expect(v.code).toBe(expected);
    else expect(v.message).toContain(expected);
  });

  it('judgment vs validity findings', () => {
    expect(isJudgmentFinding('NCM_DESCRICAO')).toBe(true);
    for (const c of ['NCM_AUSENTE', 'NCM_FORMATO', 'NCM_ZERO_ESQUERDA', 'NCM_INEXISTENTE', 'NCM_EXTINTO']) expect(isJudgmentFinding(c)).toBe(false);
  });

  it('brDateTime is dd/mm/aaaa hh:mm in Brasília time', () => expect(brDateTime('2026-11-24T17:03:00Z')).toBe('24/11/2026 14:03'));
});

describe('office catalogue over the real engine: findings made once the file is read (NCM_INCONSISTENTE, RGI 1)', () => {
  const sizes = ['1L', '3,6L', '18L', '900ML', '5L'];
  const rows: NcmInputRow[] = sizes.map((s, i) => ({ line: i + 2, product: s, description: `TINTA ACRILICA FOSCA BRANCA ${s} - MARCA`, ncm: '32091010' }));
  rows.push({ line: 7, product: 'odd', description: 'TINTA ACRILICA FOSCA BRANCA 2L - MARCA', ncm: '32089010' });
  const run = (decisions: OfficeDecision[]) => {
    const checker = withOfficeCatalogue(createNcmChecker(ctx), buildOfficeCatalogue(decisions), ctx);
    const outcomes = rows.map((r) => checker.checkRow(r));
    return { outcomes, result: checker.result() };
  };

  it('without decisions the outlier keeps its NCM_INCONSISTENTE', () => {
    const { result } = run([]);
    expect(result.issues.map((f) => [f.line, f.code])).toEqual([[7, 'NCM_INCONSISTENTE']]);
    expect(result.summary).toMatchObject({ correct: 5, suggestions: 1 });
  });

  it('"NCM está correto" on the outlier silences it, and the totals follow', () => {
    const { result } = run([correto('TINTA ACRILICA FOSCA BRANCA 2L - MARCA', '32089010')]);
    expect(result.issues).toEqual([]);
    expect(result.summary).toMatchObject({ correct: 6, suggestions: 0 });
  });

  it('a code the office taught goes into the corrected file (correctedNcm) and the row is counted once', () => {
    const { outcomes, result } = run([aprendido('TINTA ACRILICA FOSCA BRANCA 2L - MARCA', '32091010')]);
    expect(outcomes[5]!.correctedNcm).toBe('32091010');
    expect(result.summary.correct + result.summary.suggestions + result.summary.errors).toBe(6);
    expect(result.summary).toMatchObject({ correct: 5, suggestions: 1 });
  });
});
