import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents, readXlsx, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer } from './support/test-server';

describe('Reforma Tributária (CBS/IBS) check through HTTP and the queue', () => {
  let t: TestServer;
  let tablesDir: string;
  beforeAll(async () => {
    t = await startTestServer();
    tablesDir = (await t.server.ctx.tables.ready()).dir as string;
  });
  afterAll(async () => t?.stop());

  const credits = async (cookie: string) => (await (await t.fetch('/api/me', { cookie })).json()).credits as number;

  it('register: LC 214/2025 findings by line with suggestions, 2027 simulation; 2 credits once; XLSX and PDF', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(
      ['Código', 'Descrição', 'NCM', 'CST IBS/CBS', 'cClassTrib', 'Valor de venda'],
      [
        ['1', 'ARROZ TIPO 1 5KG', '10063021', '000', '000001', 1000],
        ['2', 'PARAFUSO SEXTAVADO', '73181500', '200', '200003', 500],
        ['3', 'PARAFUSO SEXTAVADO', '73181500', '000', '000001', 500],
      ],
    );
    const res = await t.fetch('/api/reforma/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'cadastro.xlsx', { data: '24/11/2026', aliquota_cbs: '8,8' }) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const events = await followEvents(t, '/api/reforma', task_id, u.cookie);
    expect(events.at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/reforma/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.issues.map((i: { line: number; code: string }) => [i.line, i.code])).toEqual([[2, 'REF_BENEFICIO_NAO_APLICADO'], [3, 'REF_CCLASSTRIB_NCM']]);
    expect(body.result.issues[1].sugestao).toEqual({ cst: '000', cClassTrib: '000001' });
    expect(body.result.simulacao.aliquotas.cbs).toBe(8.8);
    expect(await credits(u.cookie)).toBe(8);
    const page = await (await t.fetch(`/api/reforma/tarefas/${task_id}/achados?tipo=error`, { cookie: u.cookie })).json();
    expect(page.total).toBe(1);
    const xlsx = await t.fetch(`/api/reforma/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie });
    expect(xlsx.headers.get('content-disposition')).toMatch(/relatorio_reforma_\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = await readXlsx(await xlsx.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Resumo', 'Achados', 'Tratamento por item', 'Correções das tabelas']);
    const pdf = await t.fetch(`/api/reforma/tarefas/${task_id}/relatorio.pdf`, { cookie: u.cookie });
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    // Another user cannot read it.
    const other = await t.signUp();
    expect([403, 404]).toContain((await t.fetch(`/api/reforma/tarefas/${task_id}`, { cookie: other.cookie })).status);
  });

  it('XMLs: the sample NF-e (main field + extra xmls) are checked against NT 2025.002 rules', async () => {
    const u = await t.signUp();
    const dir = path.join(tablesDir, 'reforma', 'samples', 'rs_2025-11_anonimizadas');
    const main = await readFile(path.join(dir, '200_200030_43251105147696000105550030000000041317599764-nfe.xml'));
    const extra = [{ field: 'xmls', name: '620.xml', data: await readFile(path.join(dir, '620_620001_43251105147696000105550030000000111942147699-nfe.xml')) }];
    const res = await t.fetch('/api/reforma/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(main, '200.xml', {}, extra) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    expect((await followEvents(t, '/api/reforma', task_id, u.cookie)).at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/reforma/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.summary).toMatchObject({ tipo: 'xml', total: 2 });
    expect((body.result.issues as { regra?: string; code: string }[]).map((i) => i.regra ?? i.code).sort()).toEqual(['LA01-30', 'REF_CCLASSTRIB_NCM', 'UB45-15']);
  });

  it('a .zip without any NF-e fails with a pt-BR message and the 2 credits are given back', async () => {
    const u = await t.signUp();
    // An empty zip: end-of-central-directory record only (passes the type check, holds no XML).
    const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const res = await t.fetch('/api/reforma/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(emptyZip, 'notas.zip') });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const events = await followEvents(t, '/api/reforma', task_id, u.cookie);
    expect(events.at(-1)?.status).toBe('erro');
    const body = await (await t.fetch(`/api/reforma/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.erro ?? body.error ?? body.mensagem ?? JSON.stringify(body)).toMatch(/Nenhuma NF-e/);
    expect(await credits(u.cookie)).toBe(10);
  });

  it('bad parameters and files without the NCM column are refused before any credit is taken', async () => {
    const u = await t.signUp();
    const bad = await t.fetch('/api/reforma/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(await xlsxBuffer(['NCM'], [['73181500']]), 'c.xlsx', { data: '31/02/2026' }) });
    expect(bad.status).toBe(400);
    const noNcm = await t.fetch('/api/reforma/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(await xlsxBuffer(['Produto', 'Preço'], [['X', 1]]), 'c.xlsx') });
    expect(noNcm.status).toBeGreaterThanOrEqual(400);
    expect(await credits(u.cookie)).toBe(10);
    expect((await t.fetch('/api/reforma/enfileirar', { method: 'POST', body: uploadForm('a', 'c.csv') })).status).toBe(401);
  });
});
