import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from './sped';
import { efdIcmsLines, nfeKey, OWN_CNPJ, partCnpj } from '../../tests/fixtures/sped/efd-builder';
import { atYear, setField, TABLES_DIR } from '../../tests/fixtures/sped/efd-test-kit';
import { nfeXml } from '../../tests/fixtures/sped/nfe-builder';

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
  it('--xml: XMLs ignorados listados com o motivo (texto e JSON) e summary.byCode soma os XML_* (issue 19)', async () => {
    const p = join(dir, 'efd-xml.txt');
    writeFileSync(p, efdIcmsLines({ docs: 2 }).join('\r\n'));
    const xdir = mkdtempSync(join(tmpdir(), 'apura-cli-xml-'));
    // A third party's note absent from the file (a warning), another company's note and an unreadable file (both ignored).
    writeFileSync(join(xdir, 'faltando.xml'), nfeXml({ chave: nfeKey(partCnpj(3), 90), cnpjEmit: partCnpj(3), cnpjDest: OWN_CNPJ, dhEmi: '2025-01-20T10:00:00-03:00', vNF: '10.00', vICMS: '0' }));
    writeFileSync(join(xdir, 'outro-cliente.xml'), nfeXml({ chave: nfeKey(partCnpj(7), 91), cnpjEmit: partCnpj(7), cnpjDest: partCnpj(8), dhEmi: '2025-01-20T10:00:00-03:00', vNF: '10.00', vICMS: '0' }));
    writeFileSync(join(xdir, 'quebrado.xml'), '<nfeProc');
    let c = capture();
    expect(await run([p, '--tabelas', TABLES_DIR, '--xml', xdir, '--json'])).toBe(0);
    const j = JSON.parse(c.out());
    const byCode = Object.values(j.summary.byCode as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(byCode).toBe(j.summary.errors + j.summary.warnings);
    expect(j.summary.byCode.XML_NAO_ESCRITURADO).toBe(1);
    expect(j.xml.ignorados.map((i: { origem: string }) => i.origem.split('/').pop()).sort()).toEqual(['outro-cliente.xml', 'quebrado.xml']);
    expect(j.xml.ignorados.every((i: { motivo: string }) => i.motivo.length > 5)).toBe(true);
    vi.restoreAllMocks();
    c = capture();
    await run([p, '--tabelas', TABLES_DIR, '--xml', xdir]);
    expect(c.out()).toContain('2 ignorado(s):\n');
    expect(c.out()).toMatch(/ {2}- .*outro-cliente\.xml: .*não é emitente nem destinatário/);
    expect(c.out()).toMatch(/quebrado\.xml: /);
  });
  it('leiaute do arquivo ausente das tabelas (2014, 008): texto lista as regras não aplicadas', async () => {
    const p = join(dir, 'efd-2014.txt');
    writeFileSync(p, atYear(efdIcmsLines({ docs: 2 }), '008', '2014').join('\r\n'));
    const c = capture();
    await run([p, '--tabelas', TABLES_DIR]);
    expect(c.out()).toContain('Regras não aplicadas:');
    expect(c.out()).toContain('leiaute 008 do arquivo não está nas tabelas');
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
