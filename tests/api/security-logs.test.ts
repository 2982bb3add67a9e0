import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnApp, waitHealthy, type SpawnedApp } from './support/spawn-app';
import { cookieHeader } from './support/test-server';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres-0123456789';

// Issue 16: the outbox mode wrote password-reset links into the server log. The real process runs
// sign-up, verification, password reset and sign-in at LOG_LEVEL=info; its whole output must hold
// none of the links, tokens, passwords, cookies or the auth secret.
describe('no secrets or links in the server log (real process, outbox mode)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-logs-'));
  let app: SpawnedApp;
  let url = '';
  const secrets: string[] = [SECRET];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    app = spawnApp({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'info', BETTER_AUTH_SECRET: SECRET, TABLES_DIR: dataDir });
    await waitHealthy(app, url, 220_000);
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (p: string, body: unknown, cookie?: string) =>
    fetch(url + p, { method: 'POST', headers: { origin: url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const mails = () =>
    readdirSync(path.join(dataDir, 'outbox')).map((f) => JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')) as { subject: string; text: string });
  const linkIn = (subject: string) => {
    const m = mails().filter((x) => x.subject.includes(subject)).at(-1);
    return m?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  };

  it('sign-up, verification, reset and sign-in leave only file names in the log', async () => {
    const email = 'registro@logs.test';
    const password = 'SenhaSecreta-Cadastro-1';
    expect((await post('/api/auth/sign-up/email', { email, password, name: 'Registro' })).status).toBe(200);
    const verify = linkIn('confirme seu e-mail');
    expect(verify).toContain('/api/auth/verify-email?token=');
    secrets.push(verify, new URL(verify).searchParams.get('token')!, password);
    const verified = await fetch(verify, { redirect: 'manual' });
    const cookie = cookieHeader(verified);
    secrets.push(...cookie.split('; ').map((c) => decodeURIComponent(c.split('=')[1] ?? '')).filter((v) => v.length > 10));

    expect((await post('/api/auth/request-password-reset', { email, redirectTo: '/redefinir-senha' })).status).toBe(200);
    const reset = linkIn('redefinição');
    const token = reset.match(/reset-password\/([^?\s]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    secrets.push(reset, token);
    // The link itself (GET with the token in the path) is followed, as a browser does.
    await fetch(reset, { redirect: 'manual' });
    const newPassword = 'SenhaSecreta-Nova-2';
    secrets.push(newPassword);
    expect((await post('/api/auth/reset-password', { token, newPassword })).status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signIn.status).toBe(200);
    await post('/api/auth/sign-in/email', { email, password: 'SenhaSecreta-Errada-3' });
    secrets.push('SenhaSecreta-Errada-3');
    // A taken e-mail on sign-up (the owner is e-mailed).
    await post('/api/auth/sign-up/email', { email, password: 'SenhaSecreta-Outra-4', name: 'X' });
    secrets.push('SenhaSecreta-Outra-4');

    // Let the last lines reach the pipe before reading.
    await app.stop();
    const log = app.output();
    expect(log).toMatch(/e-mail gravado em DATA_DIR\/outbox\/[^\s"]+\.json/);
    // Requests are logged (so the check below means something), without query string or token.
    expect(log).toContain('"url":"/api/auth/verify-email"');
    expect(log).toContain('"url":"/api/auth/reset-password/[oculto]"');
    for (const s of secrets) expect(log.includes(s), `o log contém ${s.slice(0, 24)}…`).toBe(false);
    expect(log).not.toMatch(/https?:\/\/\S*(token|reset-password\/)/);
    expect(log).not.toMatch(/better-auth\.session_token/);
  }, 180_000);
});
