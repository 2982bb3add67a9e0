import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, enginePidOf, freePort, signUpOn, startAppProcess, type AppProcess } from './support/app-process';
import { bigNcmCsv, checkState, creditsOf, ended, enqueueNcm, expectFinishedOrRefunded, FAST_SWEEP_ENV, waitFor } from './support/fault-helpers';
import { createTestDatabase, postgresAvailable } from './support/postgres';

/** The bound: a check whose worker died ends (finished or refunded) within 2 minutes. */
const RECOVERY_BOUND_MS = 120_000;

/**
 * kill -9 of the engine child while it runs a check (ADR 007): the site stays up, the child is restarted,
 * and the check is run once more (or refunded) — one debit, never two.
 */
async function killEngineMidCheck(app: AppProcess, engineOwner: AppProcess, label: string): Promise<void> {
  const cookie = await signUpOn(app, `motor-${label}-${Date.now()}@teste.com.br`);
  const res = await enqueueNcm(app, cookie, bigNcmCsv(8_000));
  expect(res.status).toBe(202);
  const { task_id: id } = (await res.json()) as { task_id: string };
  const running = await waitFor(app, cookie, id, (s) => (s.status === 'processando' && s.progress > 0) || ended(s), RECOVERY_BOUND_MS);
  // The engine reported progress: the kill lands while it works on the file.
  expect(running.status).toBe('processando');

  const victim = engineOwner.enginePid();
  expect(victim).not.toBeNull();
  const killedAt = Date.now();
  process.kill(victim!, 'SIGKILL');
  // The site never went down with it.
  expect((await app.fetch('/api/public/config')).status).toBe(200);

  let engineBackMs: number | null = null;
  const final = await waitFor(app, cookie, id, (s) => {
    if (engineBackMs === null && engineOwner.enginePid() !== null && engineOwner.enginePid() !== victim) engineBackMs = Date.now() - killedAt;
    return ended(s);
  }, RECOVERY_BOUND_MS);
  const recoveredMs = Date.now() - killedAt;
  console.log(`[medição] ${label}: kill -9 do motor → novo motor em ${((engineBackMs ?? recoveredMs) / 1000).toFixed(1)} s; verificação '${final.status}' em ${(recoveredMs / 1000).toFixed(1)} s`);
  await expectFinishedOrRefunded(app, cookie, final, 10);
  expect(alive(victim!)).toBe(false);
  const next = engineOwner.enginePid();
  expect(next).not.toBeNull();
  expect(next).not.toBe(victim);
}

describe('a killed engine child never takes the site down nor strands a check', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('embedded (PGlite, role all): kill -9 of the engine child mid-check → the check ends with one debit', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-motor-'));
    const app = await startAppProcess({ dataDir, port: await freePort(), env: FAST_SWEEP_ENV });
    cleanups.push(async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await killEngineMidCheck(app, app, 'embutido');
    expect((await app.fetch('/api/health')).status).toBe(200);
  }, 600_000);

  it('embedded: a sheet with one 15 MB cell is refused without a debit, and at most an engine child dies — never the site', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-bomba-'));
    // A small heap cap makes the child's limit, not the machine's, the one this file meets.
    const app = await startAppProcess({ dataDir, port: await freePort(), env: { ...FAST_SWEEP_ENV, ENGINE_MAX_MEMORY_MB: '256' } });
    cleanups.push(async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const cookie = await signUpOn(app, `bomba-${Date.now()}@teste.com.br`);
    const uploadsChild = enginePidOf(app.proc.pid!, 'envios');
    expect(uploadsChild).not.toBeNull();
    const res = await enqueueNcm(app, cookie, `Código;Descrição;NCM\nP1;${'A'.repeat(15 * 1024 * 1024)};84713012\n`);
    // Refused with a pt-BR message (by a reader's limit, or because the reading child ran out of memory).
    expect(res.status).toBe(422);
    expect(((await res.json()) as { erro: string }).erro).toMatch(/arquivo|célula|linha/i);
    expect(app.proc.exitCode).toBeNull();
    expect((await app.fetch('/api/health')).status).toBe(200);
    expect(await creditsOf(app, cookie)).toEqual({ saldo: 10, debitos: 0, estornos: 0 });
    const died = uploadsChild !== null && !alive(uploadsChild);
    console.log(`[medição] célula de 15 MB: recusada (422); filho de envios ${died ? 'morreu e foi reiniciado' : 'sobreviveu'}`);
    // A normal sheet goes through right after (the uploads child is back if it died).
    const ok = await enqueueNcm(app, cookie, bigNcmCsv(3));
    expect(ok.status).toBe(202);
    const { task_id: id } = (await ok.json()) as { task_id: string };
    expect((await waitFor(app, cookie, id, ended, RECOVERY_BOUND_MS)).status).toBe('concluido');
  }, 600_000);

  it('PostgreSQL (--role web + --role worker): health is 503 while checks wait with no worker; a killed worker engine is recovered', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: variante PostgreSQL ignorada (skipped).');
      t.skip();
      return;
    }
    const db = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-motor-pg-'));
    const env = { ...FAST_SWEEP_ENV, DATABASE_URL: db.url };
    const web = await startAppProcess({ dataDir, port: await freePort(), env, args: ['--role', 'web'], waitForEngine: false });
    let worker: AppProcess | null = null;
    cleanups.push(async () => {
      await worker?.stop();
      await web.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    // A check waits and nothing can run it: health says so.
    const cookie = await signUpOn(web, `saude-${Date.now()}@teste.com.br`);
    const res = await enqueueNcm(web, cookie, bigNcmCsv(10));
    const { task_id: waiting } = (await res.json()) as { task_id: string };
    const down = await web.fetch('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'indisponivel', banco: 'ok', fila: 'ok', workers: { ativos: 0 }, verificacoes_pendentes: 1 });

    worker = await startAppProcess({ dataDir, port: await freePort(), env, args: ['--role', 'worker'], probe: web });
    expect((await waitFor(web, cookie, waiting, ended, RECOVERY_BOUND_MS)).status).toBe('concluido');
    const up = await web.fetch('/api/health');
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ok', workers: { ativos: 1 } });

    await killEngineMidCheck(web, worker, 'postgres');
    expect((await checkState(web, cookie, waiting)).status).toBe('concluido');
  }, 600_000);
});
