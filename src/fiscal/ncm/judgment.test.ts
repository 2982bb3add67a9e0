import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { checkNcmRows, createNcmChecker } from './check-ncm';
import { ncmTaxInfo } from './tax-info';
import type { NcmInputRow } from './types';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const REF = new Date('2026-03-01T00:00:00Z');
const check = (rows: Omit<NcmInputRow, 'line'>[], referenceDate = REF) =>
  checkNcmRows(
    rows.map((r, i) => ({ line: i + 2, ...r })),
    { tables, referenceDate },
  );

describe('the seven-row file of issue 14 (RGI 1: the heading follows the goods)', () => {
  const rows: [string, string, string | null][] = [
    ['LEITE UHT INTEGRAL 1L', '3209.10.10', '0401'],
    ['LEITE UHT INTEGRAL 1L', '0401.20.10', null],
    ['Smartphone 128GB 6GB RAM', '9619.00.00', '8517'],
    ['Camiseta malha algodão masc', '2203.00.00', '6109'],
    ['CIMENTO CP II 50KG', '6109.10.00', '2523'],
    ['Shampoo anticaspa 400ml', '7318.15.00', '3305'],
    ['NOTEBOOK DELL INSPIRON 14 I5 8GB 512GB SSD', '1006.30.21', '8471'],
  ];
  const r = check(rows.map(([description, ncm], i) => ({ product: String(i + 1), description, ncm })));

  it.each(rows.map((row, i) => [i + 1, ...row] as const))('row %i "%s" coded %s → heading %s suggested (or correct)', (n, _desc, _ncm, heading) => {
    const found = r.issues.filter((f) => f.line === n + 1);
    if (heading === null) {
      expect(found).toEqual([]);
      return;
    }
    expect(found.map((f) => f.code)).toEqual(['NCM_DESCRICAO']);
    expect(found[0]!.suggestion!.slice(0, 4)).toBe(heading);
    expect(found[0]!.reason).toMatch(/RGI 1/);
    expect(found[0]!.reason).toMatch(/Tabela NCM/);
  });

  it('counts 1 correct and 6 suggestions', () => {
    expect(r.summary).toMatchObject({ correct: 1, suggestions: 6, errors: 0 });
  });
});

describe('abstention: names that say too little are counted, never given a made-up suggestion', () => {
  it.each(['NESTLE', 'PRODUTO 123', 'KRONA 0042-B', 'XPTO'])('"%s" on a valid code of another world → no finding, counted as insufficient', (description) => {
    const r = check([{ product: 'X', description, ncm: '22030000' }]);
    expect(r.issues).toEqual([]);
    expect(r.summary.insufficientDescription).toBe(1);
  });

  it('a name with known words but no product kind the vocabulary knows is not judged (no finding), counted apart', () => {
    // "cabeçote" is an electrical conduit head here (76.09) and a cylinder head in an auto-parts register (84.09):
    // the vocabulary leaves it out on purpose ("REGISTRO" became a known kind with the hardware-shop vocabulary).
    const r = check([{ product: 'X', description: 'CABECOTE DE ALUMINIO 3/4', ncm: '76090000' }]);
    expect(r.issues).toEqual([]);
    expect(r.summary.unrecognisedDescription).toBe(1);
  });
});

describe('no false alarm on names the old lexical matcher got wrong (Oriones register, issue 14)', () => {
  it.each([
    ['CAP ROSCÁVEL 3/4 PT-10UN - KRONA', '39174090'],
    ['SAIDA ASPERSOR 1/2 - KRONA', '39174090'],
    ['SERROTE 20 POL - TRAMONTINA', '82021000'],
    ['COCA-COLA LATA 350ML', '22021000'],
    ['SAN PELLEGRINO 500ML', '22011000'],
    ['ARRUELA ZAMAC 3/4 PT-100UN - INCA', '79070010'],
    ['VASSOURA P/JARDIM 18 DENTES - TRAMONTINA', '82013000'],
    ['COPO TERMICO COLEMAN 600ML', '96170010'],
  ])('"%s" coded %s → no NCM_DESCRICAO', (description, ncm) => {
    expect(check([{ product: 'X', description, ncm }]).issues).toEqual([]);
  });
});

describe('foods coded in a chapter of preparations whose texts name nothing of the product (RGI 1)', () => {
  it.each([
    ['TOMATE KG', '20031000', '0702'],
    ['LARANJA PERA KG', '20057000', '0805'],
  ])('"%s" coded %s → NCM_DESCRICAO, heading %s suggested', (description, ncm, heading) => {
    const f = check([{ product: 'X', description, ncm }]).issues;
    expect(f.map((x) => x.code)).toEqual(['NCM_DESCRICAO']);
    expect(f[0]!.suggestion!.slice(0, 4)).toBe(heading);
  });

  it.each([
    ['SUCO DE LARANJA 1L', '20091200'],
    ['LARANJA EM CALDA', '20083000'],
    ['EXTRATO DE TOMATE 340G', '20029000'],
  ])('a preparation whose code names the product stays correct: "%s" coded %s', (description, ncm) => {
    expect(check([{ product: 'X', description, ncm }]).issues).toEqual([]);
  });
});

describe('suggestions inside the predicted heading (RGI 6: subpositions by their own texts)', () => {
  it.each([
    // A stated package size ranks "acondicionados para venda a retalho" first (3402.50, 3506.10).
    ['DETERGENTE LIQUIDO 500ML', '22030000', '34025000'],
    ['COLA BRANCA ESCOLAR 90G', '61091000', '35061090'],
    // "Não torrado" (0901.11) no longer reads as "torrado".
    ['CAFE TORRADO E MOIDO 500G', '73181500', '09012100'],
  ])('"%s" coded %s → %s among the suggestions', (description, ncm, expected) => {
    const f = check([{ product: 'X', description, ncm }]).issues;
    expect(f.map((x) => x.code)).toEqual(['NCM_DESCRICAO']);
    expect(f[0]!.suggestions.map((x) => x.code)).toContain(expected);
  });

  it('a heading none of whose codes names the product suggests its residual "Outros" first (LUVA SOLDAVEL → 3917.40.90)', () => {
    const f = check([{ product: 'X', description: 'LUVA SOLDAVEL 50MM', ncm: '84248221' }]).issues;
    expect(f[0]!.suggestion).toBe('39174090');
  });
});

describe('consistency inside the file (NCM_INCONSISTENTE, RGI 1)', () => {
  it('the heading outlier among near-identical names is flagged with the others’ code as suggestion', () => {
    const sizes = ['1L', '3,6L', '18L', '900ML', '5L'];
    const rows = sizes.map((s) => ({ product: s, description: `TINTA ACRILICA FOSCA BRANCA ${s} - MARCA`, ncm: '32091010' }));
    rows.push({ product: 'odd', description: 'TINTA ACRILICA FOSCA BRANCA 2L - MARCA', ncm: '32089010' });
    const r = check(rows);
    const f = r.issues.filter((x) => x.code === 'NCM_INCONSISTENTE');
    expect(f.map((x) => x.line)).toEqual([7]);
    expect(f[0]).toMatchObject({ type: 'suggestion', suggestion: '32091010', currentNCM: '32089010' });
    expect(f[0]!.reason).toMatch(/5 de 6/);
    expect(r.summary).toMatchObject({ correct: 5, suggestions: 1 });
  });

  it('an article is never pushed toward a raw-material heading by its siblings ("CABECOTE DE ALUMINIO" in 76.09, siblings in 76.01 "em formas brutas"; RGI 1)', () => {
    const rows = ["3/4", "1'", "2'", '1.1/4'].map((s, i) => ({ product: String(i), description: `CABECOTE DE ALUMINIO ${s} - COBREFERRO`, ncm: i === 0 ? '76090000' : '76011000' }));
    expect(check(rows).issues.filter((x) => x.code === 'NCM_INCONSISTENTE')).toEqual([]);
  });

  it('nor toward a heading the vocabulary finds implausible for the name (RGI 1)', () => {
    const rows = ['1L', '2L', '5L', '900ML'].map((s, i) => ({ product: String(i), description: `LEITE UHT INTEGRAL ${s}`, ncm: i === 0 ? '04012010' : '32091010' }));
    const r = check(rows);
    expect(r.issues.filter((x) => x.code === 'NCM_INCONSISTENTE')).toEqual([]);
    expect(r.issues.filter((x) => x.code === 'NCM_DESCRICAO').map((x) => x.line)).toEqual([3, 4, 5]);
  });

  it('two rows that disagree say nothing (no majority to trust)', () => {
    const r = check([
      { product: 'a', description: 'TINTA ACRILICA FOSCA 1L', ncm: '32091010' },
      { product: 'b', description: 'TINTA ACRILICA FOSCA 2L', ncm: '32089010' },
    ]);
    expect(r.issues.filter((x) => x.code === 'NCM_INCONSISTENTE')).toEqual([]);
  });
});

describe('dates: validity at the row’s own date (NCM table versions, Res. Gecex 812/2025)', () => {
  it('a 2025 purchase coded 6506.10.00 is not "extinto"; the same code without a date, on 01/03/2026, is', () => {
    const r = check([
      { product: 'a', description: 'CAPACETE DE SEGURANCA', ncm: '65061000', date: '15/11/2025' },
      { product: 'b', description: 'CAPACETE DE SEGURANCA', ncm: '65061000' },
    ]);
    expect(r.issues.map((f) => [f.line, f.code])).toEqual([[3, 'NCM_EXTINTO']]);
    expect(r.issues[0]!.suggestions.map((s) => s.code).sort()).toEqual(['65061010', '65061090']);
    expect(r.notes.join(' ')).toMatch(/1 linha foi conferida .* sua própria data/);
  });

  it('a spreadsheet Date cell dates the row as well; a 2025 row coded with a code created in 2026 says when it started', () => {
    const r = check([{ product: 'a', description: 'CAPACETE DE SEGURANCA', ncm: '65061010', date: new Date('2025-12-01T00:00:00Z') }]);
    expect(r.issues[0]).toMatchObject({ code: 'NCM_INEXISTENTE' });
    expect(r.issues[0]!.reason).toMatch(/só passou a vigorar em 01\/02\/2026/);
    expect(r.issues[0]!.reason).toMatch(/data da linha/);
  });

  it('3923.30.00, a subposition the NCM splits into items, says so and suggests its items (RGI 6)', () => {
    const r = check([{ product: 'a', description: 'GARRAFA PET 2L', ncm: '3923.30.00' }]);
    expect(r.issues[0]).toMatchObject({ code: 'NCM_INEXISTENTE' });
    expect(r.issues[0]!.reason).toMatch(/3923\.30 é desdobrada em itens \(3923\.30\.10, 3923\.30\.90\)/);
    expect(r.issues[0]!.suggestions.map((s) => s.code).sort()).toEqual(['39233010', '39233090']);
  });

  it('an unusable date cell falls back to the reference date', () => {
    const r = check([{ product: 'a', description: 'CAPACETE DE SEGURANCA', ncm: '65061000', date: 'sem data' }]);
    expect(r.issues.map((f) => f.code)).toEqual(['NCM_EXTINTO']);
  });
});

describe('PIS/COFINS column from the PIS/COFINS rules (one source of truth)', () => {
  const label = (code: string) => ncmTaxInfo(code, tables, REF).pisCofins!.label;
  it('café 0901.21.00 has alíquota zero (Lei 10.925/2004, art. 1º)', () => {
    expect(label('09012100')).toMatch(/^alíquota zero: natureza 123.*Lei 10\.925\/2004/);
  });
  it('leite UHT 0401.20.10: alíquota zero when the product is of the type the law defines, never "tributação normal"', () => {
    expect(label('04012010')).toMatch(/alíquota zero se o produto for do tipo/);
    expect(label('04012010')).not.toMatch(/Tributação normal/);
  });
  it('cerveja 2203.00.00 is a bebida fria, not monofásico since 05/2015 (Lei 13.097/2015, arts. 14 e 25)', () => {
    expect(label('22030000')).toMatch(/bebida fria, fora do regime monofásico desde 01\/05\/2015/);
    expect(label('22030000')).toMatch(/Lei 13\.097\/2015/);
    expect(label('22030000')).not.toMatch(/monofásico: natureza/);
  });
  it('a medicine stays monofásico (Lei 10.147/2000)', () => {
    expect(label('30049099')).toMatch(/monofásico: natureza 201.*Lei 10\.147\/2000/);
  });
});

describe('corrected code for the corrected file', () => {
  it('a lost leading zero is a certain correction; a description doubt is not', () => {
    const c = createNcmChecker({ tables, referenceDate: REF });
    expect(c.checkRow({ line: 2, product: 'a', description: 'CAVALO', ncm: 1012100 }).correctedNcm).toBe('01012100');
    expect(c.checkRow({ line: 3, product: 'b', description: 'LEITE UHT INTEGRAL 1L', ncm: '32091010' }).correctedNcm).toBeUndefined();
  });
});

describe('suggestions inside the predicted heading when the name does not name the subitem (RGI 1 and 6)', () => {
  // Coded as beer (22.03): flagged, and the suggestions are the best codes of the predicted heading.
  const suggested = (description: string): string[] =>
    check([{ product: 'X', description, ncm: '22030000' }]).issues.find((f) => f.code === 'NCM_DESCRICAO')?.suggestions.map((s) => s.code) ?? [];

  it.each([
    ['AJAX 1L', '34025000'],
    ['HARPIC 500ML', '34025000'],
  ])('RGI 1 (retail pack): brand-only "%s" stating a package size gets %s ("acondicionadas para venda a retalho") first', (description, code) => {
    expect(suggested(description)[0]).toBe(code);
  });

  it.each([
    ['TANG LARANJA 25G', '21069010'],
    ['QBOA 1L', '28289011'],
  ])('RGI 6 + CEST: brand-only "%s" gets the residual, then the codes a CEST entry lists (%s)', (description, code) => {
    expect(suggested(description)).toContain(code);
  });

  it.each([
    ['VESTIDO MIDI VISCOSE FEM M', '62044400'],
    ['LEGGING FITNESS SUPLEX FEM M', '61046300'],
    ['MALA DE VIAGEM MEDIA ABS 24', '42021210'],
  ])('RGI 1 (material words of the official texts): "%s" → %s ("fibras artificiais/sintéticas", "plásticos")', (description, code) => {
    expect(suggested(description)).toContain(code);
  });
});
