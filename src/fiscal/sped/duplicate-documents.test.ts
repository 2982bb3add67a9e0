import { describe, expect, it } from 'vitest';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { lineOf, ofCode, recount, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

/** The `nth` C100 with its children (C170/C190), as lines. */
function docBlock(lines: string[], nth: number): string[] {
  const i = lineOf(lines, 'C100', nth);
  let j = i + 1;
  while (lines[j]!.startsWith('|C170|') || lines[j]!.startsWith('|C190|')) j++;
  return lines.slice(i, j);
}
/** The file with `block` inserted before the C990. */
function withExtra(lines: string[], block: string[]): string[] {
  const at = lineOf(lines, 'C990');
  return recount([...lines.slice(0, at), ...block, ...lines.slice(at)]);
}
const dupErrors = (lines: string[]) => ofCode(validateLines(lines), 'SPED_CHAVE').filter((f) => /duplicidade/.test(f.message));

describe('C100 escriturado em duplicidade (Guia Prático EFD ICMS/IPI, C100: chave do registro)', () => {
  it('Guia Prático, C100 — a mesma nota de entrada (mesma chave, IND_OPER, IND_EMIT, COD_SIT) duas vezes: erro na segunda, citando a primeira', () => {
    const base = efdIcmsLines();
    const lines = withExtra(base, docBlock(base, 0));
    const first = lineOf(lines, 'C100', 0) + 1, second = lineOf(lines, 'C100', 2) + 1;
    const f = dupErrors(lines);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ type: 'error', register: 'C100', field: 'CHV_NFE', line: second });
    expect(f[0]!.message).toContain(`linha ${first}`);
  });
  it('Guia Prático, C100 — IND_OPER faz parte da chave: a mesma NF-e como entrada e como saída (nota própria para si mesmo) não é duplicidade', () => {
    const base = efdIcmsLines();
    const own = docBlock(base, 1); // an own exit (IND_OPER 1, IND_EMIT 0)
    const asEntry = own.map((l, i) => (i === 0 ? l.replace(/^\|C100\|1\|/, '|C100|0|') : l.replace('|5102|', '|1102|')));
    expect(dupErrors(withExtra(base, asEntry))).toEqual([]);
  });
  it('arquivo sem repetição: nenhuma duplicidade', () => {
    expect(dupErrors(efdIcmsLines({ docs: 6 }))).toEqual([]);
  });
  it('COD_SIT diferente (a nota regular e a mesma chave como cancelada) é outra combinação; a terceira repetição ainda é pega', () => {
    const base = efdIcmsLines();
    const cancelled = setField(docBlock(base, 0), 'C100', 6, '02');
    let lines = withExtra(base, cancelled);
    expect(dupErrors(lines)).toEqual([]);
    lines = withExtra(lines, cancelled);
    expect(dupErrors(lines)).toHaveLength(1);
  });
});
