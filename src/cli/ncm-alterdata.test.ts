import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAlterdataEntradas } from '../../tests/fixtures/erp/alterdata-entradas';
import { tempDir } from '../../tests/fixtures/sheets/builders';
import { run } from './ncm';

const tablesDir = process.env.TABLES_DIR ?? path.resolve(__dirname, '../..', '../shared/data');

afterEach(() => {
  vi.restoreAllMocks();
});

/** Issue 14 item 3: the Alterdata entries export through `apura ncm`. */
describe('apura ncm — relatório de entradas do Alterdata', () => {
  it('reads the NCM from "Classificação", leaves out the "registros" line and the cancelled notes, and says how many were left out', async () => {
    const { path: file, cancelled } = await writeAlterdataEntradas(tempDir(), 'entradas.xlsx', { rows: 60, cancelEvery: 20 });
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await run([file, '--json', '--data', '15/03/2025', '--tabelas', tablesDir])).toBe(0);
    const res = JSON.parse(out.join('')) as { summary: Record<string, number>; notes: string[]; issues: { line: number }[] };
    expect(cancelled).toBe(3);
    expect(res.summary.correct + res.summary.suggestions + res.summary.errors).toBe(57);
    expect(res.notes).toContain('3 linhas de notas canceladas ignoradas (coluna de nota cancelada/situação da planilha): nota cancelada não tem efeito fiscal.');
    // The totals line (row 66) is never an item.
    expect(res.issues.some((i) => i.line === 66)).toBe(false);
  });
});
