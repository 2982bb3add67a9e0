import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestServer, type TestServer } from './support/test-server';

const json = (body: unknown, cookie?: string) => ({ method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
let n = 0;
const fresh = (p: string) => `${p}.${Date.now()}${++n}@contas.test`;

// Issue 16: ADMIN_EMAILS made admin whoever signed up first with the address; sign-up said which
// e-mails had accounts. Now the e-mail is verified by a link (outbox offline) and sign-up answers
// the same for a new and a taken address.
describe('accounts: e-mail verification, ADMIN_EMAILS and sign-up that reveals nothing', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'chefe@contas.test, dona@contas.test' } });
  });
  afterAll(async () => t?.stop());

  const me = async (cookie: string) => (await t.fetch('/api/me', { cookie })).json();

  it('sign-up does not sign in; the e-mailed link verifies, signs in and lands on /verificar-email', async () => {
    const email = fresh('nova');
    const res = await t.fetch('/api/auth/sign-up/email', json({ email, password: 'SenhaForte123', name: 'Nova' }));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const mail = t.mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Apura — confirme seu e-mail');
    expect(mail.text).toMatch(/confirmar que este e-mail é seu/);
    const link = await t.openVerificationLink(email);
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/verificar-email');
    const cookie = cookieHeader(link);
    expect(await me(cookie)).toMatchObject({ email, emailVerified: true, role: 'user' });
  });

  it('an unverified account may sign in and use the app; /api/me says it is unverified', async () => {
    const u = await t.signUp({ verified: false });
    expect(await me(u.cookie)).toMatchObject({ emailVerified: false, credits: 10 });
  });

  it('ADMIN_EMAILS: signing up with a listed address gives no admin until its link is opened', async () => {
    const u = await t.signUp({ email: 'chefe@contas.test', verified: false });
    expect((await me(u.cookie)).role).toBe('user');
    expect((await t.fetch('/api/admin/usuarios', { cookie: u.cookie })).status).toBe(403);
    const verified = await t.openVerificationLink('chefe@contas.test');
    expect(await me(cookieHeader(verified))).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('ADMIN_EMAILS: a squatter never verifies; the real owner resets the password by e-mail and becomes admin', async () => {
    const squatter = await t.signUp({ email: 'dona@contas.test', password: 'SenhaDoIntruso1', verified: false });
    expect((await me(squatter.cookie)).role).toBe('user');
    expect((await t.fetch('/api/auth/request-password-reset', json({ email: 'dona@contas.test', redirectTo: '/redefinir-senha' }))).status).toBe(200);
    const reset = t.mailsTo('dona@contas.test').filter((m) => m.subject.includes('redefinição')).at(-1)!;
    const token = reset.text.match(/reset-password\/([^?\s]+)/)![1];
    expect((await t.fetch('/api/auth/reset-password', json({ token, newPassword: 'SenhaDaDona123' }))).status).toBe(200);
    expect((await t.fetch('/api/me', { cookie: squatter.cookie })).status).toBe(401);
    const owner = await t.signIn('dona@contas.test', 'SenhaDaDona123');
    expect(await me(cookieHeader(owner))).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('a new and a taken e-mail get the same sign-up answer; the owner is told by e-mail', async () => {
    const owner = await t.signUp();
    const mailsBefore = t.mailsTo(owner.email).length;
    const taken = await t.fetch('/api/auth/sign-up/email', json({ email: owner.email, password: 'OutraSenha123', name: 'Outra', company: 'X' }));
    const novel = await t.fetch('/api/auth/sign-up/email', json({ email: fresh('livre'), password: 'OutraSenha123', name: 'Outra', company: 'X' }));
    expect(taken.status).toBe(novel.status);
    expect(taken.headers.getSetCookie()).toEqual(novel.headers.getSetCookie());
    expect(taken.headers.get('content-type')).toBe(novel.headers.get('content-type'));
    expect(await taken.text()).toBe(await novel.text());
    const told = t.mailsTo(owner.email).slice(mailsBefore);
    expect(told.map((m) => m.subject)).toEqual(['Apura — tentativa de cadastro com o seu e-mail']);
    // The owner's password still works; the attempt's does not.
    expect((await t.signIn(owner.email, owner.password)).status).toBe(200);
    expect((await t.signIn(owner.email, 'OutraSenha123')).status).toBe(401);
  });

  it('forgot-password answers the same for a known and an unknown e-mail', async () => {
    const u = await t.signUp();
    const known = await t.fetch('/api/auth/request-password-reset', json({ email: u.email, redirectTo: '/redefinir-senha' }));
    const unknown = await t.fetch('/api/auth/request-password-reset', json({ email: fresh('ninguem'), redirectTo: '/redefinir-senha' }));
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('a bad or expired link goes back to /verificar-email with the reason', async () => {
    const bad = await t.fetch('/api/auth/verify-email?token=nao-e-um-token&callbackURL=/verificar-email', { redirect: 'manual' });
    expect(bad.headers.get('location')).toBe('/verificar-email?error=INVALID_TOKEN');
    const u = await t.signUp({ verified: false });
    const expired = await createEmailVerificationToken(t.server.ctx.env.BETTER_AUTH_SECRET, u.email, undefined, -60, { userId: u.id });
    const res = await t.fetch(`/api/auth/verify-email?token=${expired}&callbackURL=/verificar-email`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/verificar-email?error=TOKEN_EXPIRED');
    expect((await me(u.cookie)).emailVerified).toBe(false);
  });

  it('"Reenviar" sends a new link, at most 3 per address in 15 minutes', async () => {
    const u = await t.signUp({ verified: false });
    const before = t.mailsTo(u.email).length;
    const resend = () => t.fetch('/api/auth/send-verification-email', json({ email: u.email, callbackURL: '/verificar-email' }, u.cookie));
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect((await limited.json()).erro).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(t.mailsTo(u.email).length - before).toBe(3);
  });
});

describe('ADMIN_EMAILS at start-up promotes only verified addresses', () => {
  it('adding addresses to ADMIN_EMAILS and restarting promotes the verified one only', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-admins-'));
    try {
      const first = await startTestServer({ dataDir });
      const verified = await first.signUp({ email: 'verificada@contas.test' });
      await first.signUp({ email: 'pendente@contas.test', verified: false });
      await first.stop();
      const second = await startTestServer({ dataDir, env: { ADMIN_EMAILS: 'verificada@contas.test,pendente@contas.test' } });
      try {
        expect((await (await second.fetch('/api/me', { cookie: verified.cookie })).json()).role).toBe('admin');
        const pending = await second.signIn('pendente@contas.test', 'SenhaForte123');
        expect((await (await second.fetch('/api/me', { cookie: cookieHeader(pending) })).json()).role).toBe('user');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
