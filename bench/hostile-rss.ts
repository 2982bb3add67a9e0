/**
 * Peak memory of the app for every file of the hostile corpus (issue 16): `npx tsx bench/hostile-rss.ts
 * [filter]`. One app in a child process (bench/hostile-server.ts) takes each upload as a user would, through
 * HTTP; the table gives the outcome and the peak RSS sampled while the case ran, and the last line the
 * process's true peak (getrusage). Target: every case ≤ 1 GB.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, ENQUEUE, type HostileCase } from '../tests/fixtures/hostile/hostile-case';
import { nfeCases } from '../tests/fixtures/hostile/nfe-cases';
import { sheetCases } from '../tests/fixtures/hostile/sheet-cases';
import { spedCases } from '../tests/fixtures/hostile/sped-cases';

interface Reply { url?: string; peak?: number; maxRss?: number; now?: number }

const child = fork(new URL('./hostile-server.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const next = () => new Promise<Reply>((resolve) => child.once('message', (m) => resolve(m as Reply)));
let died: string | null = null;
child.on('exit', (code, signal) => { died = `o app terminou (código ${code}, sinal ${signal})`; });

const { url } = await next();
const origin = new URL(url!).origin;
const call = (p: string, init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  if (init.cookie) headers.set('cookie', init.cookie);
  return fetch(url + p, { ...init, headers });
};

async function signUp(): Promise<string> {
  const email = `rss${Date.now()}${Math.random().toString(36).slice(2, 6)}@teste.com.br`;
  const res = await call('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'SenhaForte123', name: 'Bench', company: 'Bench' }) });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function send(c: HostileCase, dir: string, cookie: string): Promise<{ http: number; final: string; message: string }> {
  const up = await c.build(dir);
  const fd = new FormData();
  fd.append('usuario', await openAsBlob(up.main.path), up.main.name);
  for (const [k, v] of Object.entries(up.fields ?? {})) fd.append(k, v);
  for (const e of up.extra ?? []) fd.append('xmls', await openAsBlob(e.path), e.name);
  const res = await call(ENQUEUE[c.check], { method: 'POST', cookie, body: fd });
  const body = (await res.json()) as { task_id?: string; erro?: string };
  if (!body.task_id) return { http: res.status, final: 'recusado', message: body.erro ?? '' };
  const text = await (await call(`${BASE[c.check]}/tarefas/${body.task_id}/eventos`, { cookie })).text();
  const last = text.split('\n\n').filter((e) => e.startsWith('event: status')).map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)) as { status: string; error_message: string | null }).at(-1);
  return { http: res.status, final: last?.status ?? '?', message: last?.error_message ?? '' };
}

const filter = process.argv[2];
const cases = [...sheetCases('ncm'), ...sheetCases('pis-cofins'), ...spedCases(), ...nfeCases()].filter((c) => !filter || c.id.includes(filter));
const mb = (b: number) => Math.round(b / 1024 / 1024);
child.send('peak');
const base = await next();
console.log(`app em repouso: ${mb(base.now!)} MB`);
console.log('| caso | HTTP | estado | pico RSS (MB) | mensagem |');
console.log('|---|---|---|---|---|');
let cookie = await signUp();
let worst = 0;
for (const c of cases) {
  if (died) break;
  const dir = mkdtempSync(join(tmpdir(), 'apura-rss-case-'));
  try {
    cookie = (await (await call('/api/me', { cookie })).json() as { credits: number }).credits < 4 ? await signUp() : cookie;
    const r = await send(c, dir, cookie);
    child.send('peak');
    const { peak } = await next();
    worst = Math.max(worst, peak!);
    console.log(`| ${c.id} | ${r.http} | ${r.final} | ${mb(peak!)} | ${r.message.slice(0, 90).replace(/\|/g, '\\|')} |`);
  } catch (err) {
    console.log(`| ${c.id} | — | falhou | — | ${died ?? (err as Error).message} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!died) {
  child.send('peak');
  const end = await next();
  console.log(`\npico amostrado (pior caso): ${mb(worst)} MB; pico real do processo (getrusage): ${mb(end.maxRss!)} MB; alvo ≤ 1024 MB`);
  child.send('stop');
} else console.log(`\n${died}`);
