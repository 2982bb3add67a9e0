import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents, readXlsx, uploadForm } from './support/check-client';
import { efdContribLines } from '../fixtures/sped/efd-contrib-builder';
import { efdIcmsFullLines } from '../fixtures/sped/efd-icms-full-builder';
import { lineOf } from '../fixtures/sped/efd-test-kit';
import { tempDir, writeZip } from '../fixtures/sheets/builders';
import { startTestServer, type TestServer } from './support/test-server';

/** Issue 19: the PIS/COFINS check reads an EFD-Contribuições (regime from 0110, findings at the SPED line). */
describe('PIS/COFINS from an EFD-Contribuições through HTTP and the queue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.tables.ready();
  });
  afterAll(async () => t?.stop());

  const lines = efdContribLines();
  const text = lines.join('\r\n') + '\r\n';

  async function runUpload(body: FormData, cookie: string): Promise<{ task_id: string; body: Record<string, any> }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of the API, checked field by field below
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie, body });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    expect((await followEvents(t, '/api/pis-cofins', task_id, cookie)).at(-1)?.status).toBe('concluido');
    return { task_id, body: await (await t.fetch(`/api/pis-cofins/tarefas/${task_id}`, { cookie })).json() };
  }

  it('a .txt without the regime field: regime from 0110, findings at the SPED line with the register, XLSX/PDF name the SPED line', async () => {
    const u = await t.signUp();
    const { task_id, body } = await runUpload(uploadForm(Buffer.from(text, 'latin1'), 'efd-contribuicoes.txt', { service_tier: 'flex' }), u.cookie);
    expect(body.result.detalhes.regime).toBe('lucro-real');
    expect(body.result.detalhes.sped.regimeOrigem).toMatch(/^registro 0110 \(linha 4\), COD_INC_TRIB = 1/);
    expect(body.summary.sped.periodo).toEqual({ inicio: '01/03/2023', fim: '31/03/2023' });
    const c170 = lineOf(lines, 'C170', 0) + 1;
    expect(body.result.issues.map((f: { code: string; line: number; registro: string }) => [f.code, f.registro, f.line])).toEqual([['PC_BASE', 'C170', c170]]);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(8);

    const wb = await readXlsx(await (await t.fetch(`/api/pis-cofins/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie })).arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Itens do SPED', 'Resumo', 'Apontamentos', 'Segregação Simples']);
    const items = wb.getWorksheet('Itens do SPED')!;
    expect((items.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Linha do SPED', 'Registro']);
    expect(items.getRow(2).getCell(1).value).toBe(lineOf(lines, 'A170') + 1);
    const ap = wb.getWorksheet('Apontamentos')!;
    expect((ap.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Linha do SPED', 'Registro']);
    expect([ap.getRow(2).getCell(1).value, ap.getRow(2).getCell(2).value]).toEqual([c170, 'C170']);
    const pdf = Buffer.from(await (await t.fetch(`/api/pis-cofins/tarefas/${task_id}/relatorio.pdf`, { cookie: u.cookie })).arrayBuffer());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('a .zip with the EFD-Contribuições inside is read the same way; a regime sent with it is ignored (the 0110 decides)', async () => {
    const u = await t.signUp();
    const zip = readFileSync(writeZip(tempDir(), 'efd.zip', [['PISCOFINS_20230301_20230331.txt', text]]));
    const { body } = await runUpload(uploadForm(zip, 'efd.zip', { regime: 'lucro-presumido' }), u.cookie);
    expect(body.result.detalhes.regime).toBe('lucro-real');
    expect(body.result.detalhes.sped.registros.C170).toBe(3);
  });

  it('an EFD ICMS/IPI sent to PIS/COFINS is refused in pt-BR, pointing to Escrituração, and takes no credit', async () => {
    const u = await t.signUp();
    const icms = efdIcmsFullLines('017', '012023').join('\r\n') + '\r\n';
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(Buffer.from(icms, 'latin1'), 'sped-fiscal.txt') });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/EFD ICMS\/IPI.*módulo Escrituração/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });

  it('a .zip without an EFD-Contribuições is refused in pt-BR before any credit is taken', async () => {
    const u = await t.signUp();
    const zip = readFileSync(writeZip(tempDir(), 'notas.zip', [['leia-me.txt', 'não é um SPED']]));
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(zip, 'notas.zip', { regime: 'lucro-real' }) });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/não contém uma EFD-Contribuições/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });
});
