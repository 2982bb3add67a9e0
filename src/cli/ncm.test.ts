import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from './capture-output';
import { parseBrDay, run } from './ncm';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = path.join(repoRoot, 'tests/fixtures/ncm/produtos-exemplo.csv');
const tablesDir = process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data');


afterEach(() => {
  vi.restoreAllMocks();
});

describe('apura ncm', () => {
  it('--json prints summary and issues with the sheet line numbers (header is line 3 here)', async () => {
    const io = captureOutput();
    const code = await run([fixture, '--json', '--data', '01/03/2026', '--tabelas', tablesDir]);
    expect(code).toBe(0);
    const res = JSON.parse(io.out.join('')) as { summary: Record<string, number>; issues: { code: string; line: number }[] };
    expect(res.summary).toMatchObject({ correct: 2, suggestions: 1, errors: 4 });
    expect(res.issues.map((i) => [i.line, i.code])).toEqual([
      [5, 'NCM_ZERO_ESQUERDA'],
      [6, 'NCM_AUSENTE'],
      [7, 'NCM_EXTINTO'],
      [8, 'NCM_DESCRICAO'],
      [9, 'NCM_INEXISTENTE'],
    ]);
  });

  it('prints a readable pt-BR report without --json, naming the tables used', async () => {
    const io = captureOutput();
    expect(await run([fixture, '--data', '01/03/2026', '--tabelas', tablesDir])).toBe(0);
    const text = io.out.join('');
    expect(text).toContain('Conferência de NCM');
    expect(text).toContain('Tabelas usadas:');
    expect(text).toContain('Res. Gecex 812/2025');
  });

  it.each([
    [['/nao/existe.xlsx', '--tabelas', tablesDir], 1, /Não foi possível abrir/],
    [[fixture, '--tabelas', '/nao/existe'], 3, /não encontrada/],
    [[fixture, '--data', '31/02/2026'], 2, /data inválida/],
    [[], 2, /informe o arquivo/],
  ])('fails with a pt-BR message on stderr: %j', async (argv, exit, msg) => {
    const io = captureOutput();
    expect(await run(argv)).toBe(exit);
    expect(io.err.join('')).toMatch(msg);
  });

  it('parses dd/mm/aaaa as a calendar day', () => {
    expect(parseBrDay('01/02/2026')!.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(parseBrDay('2026-02-01')).toBeNull();
  });
});
