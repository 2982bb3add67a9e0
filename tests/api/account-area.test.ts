import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function avatarForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('foto', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('account area: profile, avatar, tokens, deletion and isolation between users', () => {
  let t: TestServer;
  let ana: TestUser;
  let bia: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@x.com' } });
    ana = await t.signUp({ name: 'Ana Souza' });
    bia = await t.signUp({ name: 'Bia Lima' });
    admin = await t.signUp({ email: 'admin@x.com' });
  });
  afterAll(async () => t?.stop());

  it('PATCH /api/profile saves name, formatted phone and company; an empty name falls back to the e-mail', async () => {
    const res = await t.fetch('/api/profile', { ...json({ name: '  Ana Paula Souza ', phone: '11987654321', company: 'Souza Contábil' }), method: 'PATCH', cookie: ana.cookie });
    expect(res.status).toBe(200);
    const me = await (await t.fetch('/api/me', { cookie: ana.cookie })).json();
    expect(me).toMatchObject({ name: 'Ana Paula Souza', phone: '(11) 98765-4321', company: 'Souza Contábil', email: ana.email });

    // A client that sends only the name keeps the saved phone and company.
    await t.fetch('/api/profile', { ...json({ name: 'Ana Paula Souza' }), method: 'PATCH', cookie: ana.cookie });
    expect(await (await t.fetch('/api/me', { cookie: ana.cookie })).json()).toMatchObject({ phone: '(11) 98765-4321', company: 'Souza Contábil' });

    await t.fetch('/api/profile', { ...json({ name: '   ', phone: '' }), method: 'PATCH', cookie: bia.cookie });
    expect((await (await t.fetch('/api/me', { cookie: bia.cookie })).json()).name).toBe(bia.email.split('@')[0]);
  });

  it('rejects an invalid phone with a pt-BR message and leaves the profile unchanged', async () => {
    const res = await t.fetch('/api/profile', { ...json({ name: 'Ana', phone: '12345' }), method: 'PATCH', cookie: ana.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).erro).toContain('Telefone inválido');
    expect((await (await t.fetch('/api/me', { cookie: ana.cookie })).json()).phone).toBe('(11) 98765-4321');
  });

  it('avatar: a JPEG is resized to a 256×256 WebP served only to its owner and admins', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const up = await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(jpeg, 'eu.jpg', 'image/jpeg'), cookie: ana.cookie });
    expect(up.status).toBe(200);
    const { image } = await up.json();
    expect(image).toMatch(new RegExp(`^/api/profile/avatar/${ana.id}\\?v=\\d+$`));
    expect((await (await t.fetch('/api/me', { cookie: ana.cookie })).json()).image).toBe(image);

    const own = await t.fetch(image, { cookie: ana.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    expect((await t.fetch(image, { cookie: bia.cookie })).status).toBe(404);
    expect((await t.fetch(image)).status).toBe(401);
    expect((await t.fetch(image, { cookie: admin.cookie })).status).toBe(200);
  });

  it('avatar: judged by its bytes, not its name; anything but PNG/JPEG/WebP or over 2 MB is refused clearly', async () => {
    const text = Buffer.from('isto não é uma imagem, só texto com extensão de foto');
    const fake = await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(text, 'foto.png', 'image/png'), cookie: bia.cookie });
    expect(fake.status).toBe(415);
    expect((await fake.json()).erro).toBe('Formato de imagem não aceito. Envie uma foto PNG, JPEG ou WebP de até 2 MB.');

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(gif, 'a.webp', 'image/webp'), cookie: bia.cookie })).status).toBe(415);

    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const tooBig = await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(big, 'grande.png', 'image/png'), cookie: bia.cookie });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).erro).toBe('A foto deve ter no máximo 2 MB.');

    // Right magic bytes, broken body.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const bad = await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(broken, 'x.jpg', 'image/jpeg'), cookie: bia.cookie });
    expect(bad.status).toBe(400);
    expect((await (await t.fetch('/api/me', { cookie: bia.cookie })).json()).image).toBeNull();
  });

  it('preferences: notifyOnCheck toggles', async () => {
    const res = await t.fetch('/api/profile/preferences', { ...json({ notifyOnCheck: false }), method: 'PATCH', cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect((await (await t.fetch('/api/me', { cookie: ana.cookie })).json()).notifyOnCheck).toBe(false);
    expect((await t.fetch('/api/profile/preferences', { ...json({ notifyOnCheck: 'sim' }), method: 'PATCH', cookie: ana.cookie })).status).toBe(400);
  });

  it('API tokens: shown once, stored hashed, usable as Bearer, listed with last use, revocable', async () => {
    const created = await t.fetch('/api/tokens', { ...json({ nome: 'Integração ERP' }), cookie: ana.cookie });
    expect(created.status).toBe(201);
    const tok = await created.json();
    expect(tok.token).toMatch(/^apura_[A-Za-z0-9_-]{40,}$/);

    const { rows } = await t.server.ctx.database.db.execute<{ token_hash: string }>(
      (await import('drizzle-orm')).sql`select token_hash from api_tokens where id = ${tok.id}`,
    ) as unknown as { rows: { token_hash: string }[] };
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(tok.token);

    const bearer = { headers: { authorization: `Bearer ${tok.token}` } };
    const credits = await t.fetch('/api/credits', bearer);
    expect(credits.status).toBe(200);
    expect((await credits.json()).saldo).toBe(10);
    // A token is not a session: it cannot manage tokens or reach session-only routes.
    expect((await t.fetch('/api/tokens', bearer)).status).toBe(401);

    const list = await (await t.fetch('/api/tokens', { cookie: ana.cookie })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: tok.id, nome: 'Integração ERP' });
    expect(list[0].token).toBeUndefined();
    expect(list[0].ultimoUso).not.toBeNull();

    expect((await t.fetch(`/api/tokens/${tok.id}`, { method: 'DELETE', cookie: ana.cookie })).status).toBe(200);
    expect((await t.fetch('/api/credits', bearer)).status).toBe(401);
    expect(await (await t.fetch('/api/tokens', { cookie: ana.cookie })).json()).toEqual([]);
  });

  it('one user can never read or touch another user’s activity, history, tokens, requests or files', async () => {
    const tok = await (await t.fetch('/api/tokens', { ...json({ nome: 'da Ana' }), cookie: ana.cookie })).json();
    const pedido = await (await t.fetch('/api/credits/pedidos', { ...json({ pacoteId: 'pacote-20' }), cookie: ana.cookie })).json();

    const biaActs = await (await t.fetch('/api/activities', { cookie: bia.cookie })).json();
    expect(biaActs.total).toBeGreaterThan(0);
    expect(biaActs.itens.some((a: { titulo: string }) => a.titulo === 'Token de API criado' || a.titulo === 'Pedido de créditos enviado')).toBe(false);
    const anaActs = await (await t.fetch('/api/activities?porPagina=100', { cookie: ana.cookie })).json();
    expect(anaActs.itens.some((a: { titulo: string }) => a.titulo === 'Pedido de créditos enviado')).toBe(true);

    const biaDash = await (await t.fetch('/api/dashboard', { cookie: bia.cookie })).json();
    expect(biaDash.atividades.map((a: { id: string }) => a.id).sort()).toEqual(
      biaActs.itens.slice(0, biaDash.atividades.length).map((a: { id: string }) => a.id).sort(),
    );

    const biaLedger = await (await t.fetch('/api/credits/ledger', { cookie: bia.cookie })).json();
    expect(biaLedger.total).toBe(1);
    expect(biaLedger.itens[0]).toMatchObject({ creditos: 10, tipo: 'concessao' });

    expect(await (await t.fetch('/api/tokens', { cookie: bia.cookie })).json()).toEqual([]);
    expect((await t.fetch(`/api/tokens/${tok.id}`, { method: 'DELETE', cookie: bia.cookie })).status).toBe(404);
    expect((await t.fetch('/api/credits', { headers: { authorization: `Bearer ${tok.token}` } })).status).toBe(200);

    expect(await (await t.fetch('/api/credits/pedidos', { cookie: bia.cookie })).json()).toEqual([]);
    expect((await t.fetch(`/api/credits/pedidos/${pedido.id}/cancelar`, { method: 'POST', cookie: bia.cookie })).status).toBe(404);
    expect((await t.fetch(`/api/profile/avatar/${ana.id}`, { cookie: bia.cookie })).status).toBe(404);
    // A user id in the query string is ignored: every route reads the caller from the session.
    const spoof = await (await t.fetch(`/api/credits/ledger?userId=${ana.id}`, { cookie: bia.cookie })).json();
    expect(spoof.total).toBe(1);
  });

  it('the only admin cannot delete their account', async () => {
    const res = await t.fetch('/api/account/delete', { ...json({ password: admin.password }), cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect((await res.json()).codigo).toBe('ULTIMO_ADMIN');
    expect((await t.fetch('/api/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('account deletion: wrong password keeps everything; right password removes the person, keeps the ledger unlinked, and sign-in fails', async () => {
    const zed = await t.signUp({ name: 'Zed Apagado' });
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } }).png().toBuffer();
    await t.fetch('/api/profile/avatar', { method: 'POST', body: avatarForm(png, 'z.png', 'image/png'), cookie: zed.cookie });
    const tok = await (await t.fetch('/api/tokens', { ...json({ nome: 'script' }), cookie: zed.cookie })).json();
    await t.fetch('/api/auth/request-password-reset', { ...json({ email: zed.email, redirectTo: '/redefinir-senha' }) });
    const { sql } = await import('drizzle-orm');
    const q = async (text: ReturnType<typeof sql>) => ((await t.server.ctx.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await q(sql`select id from verification where value = ${zed.id}`)).toHaveLength(1);

    const wrong = await t.fetch('/api/account/delete', { ...json({ password: 'errada-123456' }), cookie: zed.cookie });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).erro).toBe('Senha incorreta. A conta não foi excluída.');
    expect((await t.fetch('/api/me', { cookie: zed.cookie })).status).toBe(200);

    const ok = await t.fetch('/api/account/delete', { ...json({ password: zed.password }), cookie: zed.cookie });
    expect(ok.status).toBe(200);
    expect((await t.fetch('/api/me', { cookie: zed.cookie })).status).toBe(401);
    expect((await t.fetch('/api/credits', { headers: { authorization: `Bearer ${tok.token}` } })).status).toBe(401);
    expect(await t.server.ctx.storage.size(`users/${zed.id}/perfil/avatar.webp`)).toBeNull();

    expect(await q(sql`select id from "user" where id = ${zed.id}`)).toEqual([]);
    expect(await q(sql`select id from activities where user_id = ${zed.id}`)).toEqual([]);
    expect(await q(sql`select id from verification where value = ${zed.id}`)).toEqual([]);
    expect(await q(sql`select id from credit_ledger where user_id = ${zed.id}`)).toEqual([]);
    expect(await q(sql`select id from audit_log where user_id = ${zed.id} or user_email = ${zed.email}`)).toEqual([]);
    // The ledger entries survive under a pseudonym (what was granted/consumed stays on record).
    const kept = await q(sql`select user_id from credit_ledger where user_id like 'excluido-%' and description = 'Créditos iniciais de boas-vindas'`);
    expect(kept.length).toBeGreaterThan(0);
    // Checked last: the refused sign-in itself is (rightly) a new audit entry.
    expect((await t.signIn(zed.email, zed.password)).status).toBe(401);
  });
});
