import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('foundation: health, auth and guards over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'chefe@escritorio.com.br' } });
  });
  afterAll(async () => t?.stop());

  it('GET /api/health answers ok once the database and queue are ready', async () => {
    const res = await t.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', banco: 'ok', fila: 'ok' });
  });

  it('sign-up sets an httpOnly session cookie and grants the initial credits', async () => {
    const u = await t.signUp({ name: '', company: 'Contábil Silva' });
    expect(u.cookie).toContain('better-auth.session_token=');
    const me = await (await t.fetch('/api/me', { cookie: u.cookie })).json();
    expect(me).toMatchObject({ email: u.email, company: 'Contábil Silva', credits: 10, role: 'user' });
    // Spec §3: an empty name falls back to the e-mail's local part.
    expect(me.name).toBe(u.email.split('@')[0]);
    const raw = await t.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(raw.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const u = await t.signUp();
    const wrong = await t.signIn(u.email, 'senha-errada-123');
    const unknown = await t.signIn('ninguem@nada.com.br', 'senha-errada-123');
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('ADMIN_EMAILS makes the address admin once its e-mail is verified (test helper opens the link)', async () => {
    const a = await t.signUp({ email: 'chefe@escritorio.com.br' });
    const me = await (await t.fetch('/api/me', { cookie: a.cookie })).json();
    expect(me.role).toBe('admin');
  });

  it('private API routes answer 401 without a session, in pt-BR', async () => {
    const res = await t.fetch('/api/me');
    expect(res.status).toBe(401);
    expect((await res.json()).erro).toBe('Faça login para continuar.');
  });

  it('sign-out ends the session', async () => {
    const u = await t.signUp();
    const out = await t.fetch('/api/auth/sign-out', { method: 'POST', cookie: u.cookie, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    expect((await t.fetch('/api/me', { cookie: u.cookie })).status).toBe(401);
  });

  it('unknown API paths get a JSON 404', async () => {
    const res = await t.fetch('/api/nao-existe');
    expect(res.status).toBe(404);
    expect((await res.json()).erro).toBe('Rota não encontrada.');
  });
});
