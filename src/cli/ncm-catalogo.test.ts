import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from './capture-output';
import { run } from './ncm';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = path.join(repoRoot, 'tests/fixtures/ncm/produtos-exemplo.csv');
const tablesDir = process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data');
const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-cli-catalogo-'));

// The catalogue as the web app exports it (UTF-8 with BOM, ';', dotted codes, dd/mm/aaaa hh:mm).
const catalogue = path.join(dir, 'catalogo.csv');
writeFileSync(
  catalogue,
  '\ufeff' +
    [
      'Descrição do produto;NCM no arquivo;Decisão;NCM correto;Decidido por;Data da decisão',
      'Cerveja pilsen lata 350ml;8517.13.00;NCM está correto;;Ana Souza;24/11/2026 14:03',
      'CERV SKOL LATA 350ML;;NCM informado;2203.00.00;Ana Souza;24/11/2026 14:05',
      'SABONETE DOVE 90G;;NCM informado;3401;Ana Souza;24/11/2026 14:06',
    ].join('\r\n') +
    '\r\n',
);

afterEach(() => vi.restoreAllMocks());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Out = { summary: Record<string, number>; issues: { code: string; line: number; suggestion: string | null; suggestions: { learned?: { by: string } }[] }[] };

describe('apura ncm --catalogo (issue 14: the office catalogue in the CLI)', () => {
  it('applies the exported catalogue like the server: no repeated finding, learned code first, bad rows refused in pt-BR', async () => {
    const plain = captureOutput();
    expect(await run([fixture, '--json', '--data', '01/03/2026', '--tabelas', tablesDir])).toBe(0);
    const before = JSON.parse(plain.out.join('')) as Out;
    vi.restoreAllMocks();

    const io = captureOutput();
    expect(await run([fixture, '--json', '--data', '01/03/2026', '--tabelas', tablesDir, '--catalogo', catalogue])).toBe(0);
    const after = JSON.parse(io.out.join('')) as Out;
    // Line 8: "NCM está correto" → its description finding is not repeated.
    expect(before.issues.some((f) => f.line === 8 && f.code === 'NCM_DESCRICAO')).toBe(true);
    expect(after.issues.some((f) => f.line === 8)).toBe(false);
    // Line 6 (empty NCM) keeps its error, with the learned code as the first suggestion.
    const f6 = after.issues.find((f) => f.line === 6)!;
    expect(f6).toMatchObject({ code: 'NCM_AUSENTE', suggestion: '22030000' });
    expect(f6.suggestions[0]!.learned?.by).toBe('Ana Souza');
    expect(after.summary.correct).toBe(before.summary.correct! + 1);
    expect(io.err.join('')).toMatch(/Catálogo: Linha 4: .*informe os 8 dígitos|Catálogo: Linha 4: .*8 dígitos/);
  });

  it('a catalogue without the expected columns is refused in pt-BR (exit 1)', async () => {
    const bad = path.join(dir, 'errado.csv');
    writeFileSync(bad, 'Código;Nome\r\n1;X\r\n');
    const io = captureOutput();
    expect(await run([fixture, '--data', '01/03/2026', '--tabelas', tablesDir, '--catalogo', bad])).toBe(1);
    expect(io.err.join('')).toMatch(/^Catálogo errado.csv: /);
  });
});
