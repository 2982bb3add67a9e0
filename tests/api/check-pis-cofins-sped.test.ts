import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents, readXlsx, uploadForm, xlsxBuffer } from './support/check-client';
import { nfeKeyDigit } from '../../src/fiscal/sped/br-docs';
import { OWN_CNPJ, partCnpj } from '../fixtures/sped/efd-builder';
import { efdContribLines } from '../fixtures/sped/efd-contrib-builder';
import { nfeXml } from '../fixtures/sped/nfe-builder';
import { startTestServer, type TestServer } from './support/test-server';

describe('PIS/COFINS and escrituração checks through HTTP and the queue', () => {
  let t: TestServer;
  let tablesDir: string;
  beforeAll(async () => {
    t = await startTestServer();
    const state = await t.server.ctx.tables.ready();
    tablesDir = state.dir as string;
  });
  afterAll(async () => t?.stop());

  it('PIS/COFINS: a monofásico medicine resold with CST 01 is found with its impact; 2 credits; report named by date', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(
      ['Data', 'Documento', 'Produto', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'Base PIS', 'Alíquota PIS', 'Valor PIS', 'CST COFINS', 'Base COFINS', 'Alíquota COFINS', 'Valor COFINS'],
      [
        ['10/03/2026', '1001', 'DIPIRONA 500MG CX 10', '30049099', '5102', 100, '01', 100, '0,65', 0.65, '01', 100, '3', 3],
        ['10/03/2026', '1002', 'CANETA ESFEROGRAFICA', '96081000', '5102', 50, '01', 50, '0,65', 0.4, '01', 50, '3', 1.5],
      ],
    );
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'vendas.xlsx', { regime: 'lucro-presumido', service_tier: 'flex' }) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const events = await followEvents(t, '/api/pis-cofins', task_id, u.cookie);
    expect(events.at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/pis-cofins/tarefas/${task_id}`, { cookie: u.cookie })).json();
    const mono = body.result.issues.find((f: { code: string }) => f.code === 'PC_MONOFASICO');
    expect(mono).toMatchObject({ line: 2, type: 'error', impacto: 3.65 });
    expect(body.result.issues.some((f: { code: string; line: number }) => f.code === 'PC_VALOR' && f.line === 3)).toBe(true);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(8);
    const xlsx = await t.fetch(`/api/pis-cofins/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie });
    expect(xlsx.headers.get('content-disposition')).toMatch(/relatorio_pis_cofins_\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = await readXlsx(await xlsx.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Itens anotados', 'Resumo', 'Apontamentos', 'Segregação Simples']);
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(-4)).toEqual(['Status', 'Códigos', 'Apontamentos', 'Impacto (R$)']);
  });

  it('PIS/COFINS: the regime is required, and its absence takes no credit', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(['CFOP', 'CST PIS'], [['5102', '01']]);
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'v.xlsx') });
    expect(res.status).toBe(400);
    expect((await res.json()).erro).toMatch(/regime/i);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });

  it('escrituração: the 2026 EFD ICMS/IPI sample is read, and XMLs of other companies are left out with the reason', async () => {
    const u = await t.signUp();
    const sped = await readFile(path.join(tablesDir, 'samples/efd/efd_icms_ipi_teste_2026_leiaute020.txt'));
    const nfeDir = path.join(tablesDir, 'samples/nfe');
    const xmlFiles = (await readdir(nfeDir)).filter((f) => f.endsWith('.xml')).slice(0, 2);
    const extra = await Promise.all(xmlFiles.map(async (name) => ({ field: 'xmls', name, data: await readFile(path.join(nfeDir, name)) })));
    const res = await t.fetch('/api/escrituracao/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sped, 'efd.txt', {}, extra) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const events = await followEvents(t, '/api/escrituracao', task_id, u.cookie);
    expect(events.at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/escrituracao/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.info.sped).toBe('efd_icms_ipi');
    expect(body.result.summary.lines).toBeGreaterThan(100);
    // The two files are the same sample NF-e (with and without protocol), issued by other CNPJs to
    // other CNPJs: one note, not this company's business, listed with the reason; the other file is the
    // same key, listed as such (every XML read is accounted for).
    const motivos = (body.result.xml.ignorados as { motivo: string }[]).map((i) => i.motivo);
    expect(motivos).toHaveLength(2);
    expect(motivos.filter((m) => /não é emitente nem destinatário/.test(m))).toHaveLength(1);
    expect(motivos.filter((m) => /mesma chave de .*: a nota foi considerada uma vez/.test(m))).toHaveLength(1);
    const recon = await (await t.fetch(`/api/escrituracao/tarefas/${task_id}/conciliacao`, { cookie: u.cookie })).json();
    expect(recon.total).toBe(0);
    const pdf = await t.fetch(`/api/escrituracao/tarefas/${task_id}/relatorio.pdf`, { cookie: u.cookie });
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('escrituração: an own NF-e missing from an EFD-Contribuições is a warning (it may be bookkept consolidated, C180/C190), not an error', async () => {
    const u = await t.signUp();
    const sped = Buffer.from(efdContribLines().join('\r\n') + '\r\n', 'latin1');
    // cUF 35, AAMM 2303, own CNPJ, model 55, series 001, number 9999, tpEmis 1, cNF: a note of the file's period.
    const key43 = `352303${OWN_CNPJ}55001000009999100009999`;
    const key = key43 + nfeKeyDigit(key43);
    const xml = nfeXml({ chave: key, cnpjEmit: OWN_CNPJ, cnpjDest: partCnpj(1), dhEmi: '2023-03-15T10:00:00-03:00', vNF: '100.00' });
    const res = await t.fetch('/api/escrituracao/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sped, 'efd-contrib.txt', {}, [{ field: 'xmls', name: `NFe${key}.xml`, data: Buffer.from(xml) }]) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    expect((await followEvents(t, '/api/escrituracao', task_id, u.cookie)).at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/escrituracao/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.info.sped).toBe('efd_contribuicoes');
    const missing = (body.result.issues as { code: string; type: string }[]).filter((i) => i.code === 'XML_NAO_ESCRITURADO');
    expect(missing).toHaveLength(1);
    expect(missing[0]!.type).toBe('warning');
  });

  it('escrituração: a file that is not a SPED is refused in pt-BR without taking credit', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/escrituracao/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm('isto não é um sped', 'efd.txt') });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/\|0000\|/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });
});
