import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from './sped';
import { efdIcmsLines } from '../../tests/fixtures/sped/efd-builder';
import { setField, TABLES_DIR } from '../../tests/fixtures/sped/efd-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'apura-cli-sped-'));

function capture() {
  let out = '', err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => { out += String(s); return true; });
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => { err += String(s); return true; });
  return { out: () => out, err: () => err };
}
afterEach(() => vi.restoreAllMocks());

describe('apura sped', () => {
  it('--json: resumo e ocorrências; código 0 mesmo com erros no arquivo', async () => {
    const p = join(dir, 'efd.txt');
    writeFileSync(p, setField(efdIcmsLines(), 'C170', 3, 'NAO_EXISTE').join('\r\n'));
    const c = capture();
    const code = await run([p, '--tabelas', TABLES_DIR, '--json']);
    expect(code).toBe(0);
    const j = JSON.parse(c.out());
    expect(j.summary).toMatchObject({ errors: 1, warnings: 0 });
    expect(j.summary.lines).toBeGreaterThan(30);
    expect(j.issues[0]).toMatchObject({ code: 'SPED_ITEM_0200', register: 'C170', field: 'COD_ITEM' });
  });
  it('arquivo inexistente: código ≠ 0 e mensagem em pt-BR', async () => {
    const c = capture();
    expect(await run([join(dir, 'nao.txt'), '--tabelas', TABLES_DIR, '--json'])).not.toBe(0);
    expect(c.err()).toMatch(/não encontrado/);
  });
  it('sem argumentos: uso em pt-BR', async () => {
    const c = capture();
    expect(await run([])).toBe(2);
    expect(c.err()).toMatch(/uso: apura sped/);
  });
});
