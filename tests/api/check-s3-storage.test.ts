import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { followEvents, readXlsx, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Temporary copies the S3 provider lent to these processes (storage/temp-file.ts names them for their pid). */
const tempCopiesOf = (pids: (number | null)[]) => readdirSync(tmpdir()).filter((f) => pids.some((pid) => pid !== null && f.startsWith(`apura-arquivo-${pid}-`)));

describe('a check end to end with S3-compatible storage (s3rver)', () => {
  let s3: TestS3;
  let t: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startTestServer({ env: s3.env });
    await t.server.ctx.tables.ready();
  });
  afterAll(async () => {
    await t?.stop();
    await s3?.stop();
  });

  it('keeps the upload and the reports in the bucket, streams downloads from it, and leaves nothing on local disk', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(['Código', 'Descrição do produto', 'NCM'], [
      ['P1', 'NOTEBOOK DELL 15 POL', '84713012'],
      ['P2', 'LEITE UHT INTEGRAL 1L', 4012010],
    ]);
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'produtos.xlsx', { data: '01/03/2026' }) });
    expect(res.status).toBe(202);
    const { task_id } = (await res.json()) as { task_id: string };
    const events = await followEvents(t, '/api/ncm', task_id, u.cookie);
    expect(events.at(-1)).toMatchObject({ status: 'concluido', progress: 100 });

    const body = await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.issues.map((f: { code: string }) => f.code)).toContain('NCM_ZERO_ESQUERDA');

    // The corrected sheet, the report workbook and the PDF come from the bucket.
    const corrected = await t.fetch(`/api/ncm/download/${task_id}`, { cookie: u.cookie });
    expect(corrected.status).toBe(200);
    const ws = (await readXlsx(await corrected.arrayBuffer())).worksheets[0]!;
    expect(ws.getRow(3).getCell(3).value).toBe('04012010');
    const report = await t.fetch(`/api/ncm/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie });
    expect(report.status).toBe(200);
    expect((await readXlsx(await report.arrayBuffer())).worksheets.length).toBeGreaterThan(0);
    const pdf = await t.fetch(`/api/ncm/tarefas/${task_id}/relatorio.pdf`, { cookie: u.cookie });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Another user gets nothing from the bucket.
    const other = await t.signUp();
    expect((await t.fetch(`/api/ncm/download/${task_id}`, { cookie: other.cookie })).status).toBe(403);

    const bucket = createS3Storage(s3.settings);
    const base = `users/${u.id}/checks/${task_id}`;
    expect(await bucket.size(`${base}/saida/resultado.json`)).toBeGreaterThan(0);
    expect(await bucket.size(`${base}/saida/relatorio-ncm.pdf`)).toBeGreaterThan(0);
    // Nothing on the server's disk: no DATA_DIR/files, and the engines' temporary copies are gone.
    expect(existsSync(path.join(t.dataDir, 'files'))).toBe(false);
    // The engine children (checks, upload preflight) read the files; none of their copies is left.
    const readers = [t.server.ctx.engine.pid(), t.server.ctx.uploadEngine.pid()];
    expect(readers.every((pid) => pid !== null)).toBe(true);
    expect(tempCopiesOf(readers)).toEqual([]);
  }, 180_000);

  it('refuses a bad upload before any credit and deletes it from the bucket', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm('não é planilha', 'produtos.xlsx') });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
    const client = new S3Client({ endpoint: s3.settings.endpoint!, region: s3.settings.region, forcePathStyle: true, credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `users/${u.id}/` }));
    client.destroy();
    expect(listed.Contents ?? []).toEqual([]);
  }, 120_000);
});
