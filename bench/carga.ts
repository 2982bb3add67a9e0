/**
 * `npm run bench -- carga` (issue 17): the started app under 50 concurrent connections, in the embedded
 * default (PGlite) and with PostgreSQL (a fresh database on 127.0.0.1:5432, dropped afterwards; skipped
 * with a line when no server listens). Per route: p50/p95/p99, req/s, errors, and server CPU ms per
 * request (app + database backends), which a busy machine disturbs far less than latency.
 * CARGA_SEGUNDOS (default 15), CARGA_CONEXOES (50), CARGA_MODOS ('embutido,postgresql'), CARGA_LOG_LEVEL.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/server/env';
import { createTestDatabase, postgresAvailable } from '../tests/api/support/postgres';
import { startAppUnderLoad, type AppUnderLoad } from './carga/app-under-load';
import { runLoad, type LoadResult } from './carga/load';

type Mode = 'embutido' | 'postgresql';

interface Route {
  name: string;
  path(app: AppUnderLoad): string;
  signedIn: boolean;
  /** p95 targets in ms (issue 17), per mode; absent = no target. */
  target?: Record<Mode, number>;
}

const ROUTES: Route[] = [
  { name: 'landing /', path: () => '/', signedIn: false, target: { embutido: 20, postgresql: 20 } },
  { name: '/api/health', path: () => '/api/health', signedIn: false },
  { name: 'dashboard', path: () => '/api/dashboard', signedIn: true, target: { embutido: 250, postgresql: 100 } },
  { name: 'status da verificação', path: (a) => `/api/ncm/tarefas/${a.checkId}?resumo=1`, signedIn: true, target: { embutido: 250, postgresql: 100 } },
  // The history page (Histórico de créditos) asks for both.
  { name: 'histórico: extrato', path: () => '/api/credits/ledger?pagina=1&porPagina=20', signedIn: true },
  { name: 'histórico: saldo', path: () => '/api/credits', signedIn: true },
];

const seconds = Number(process.env.CARGA_SEGUNDOS ?? 15);
const connections = Number(process.env.CARGA_CONEXOES ?? 50);
const modes = (process.env.CARGA_MODOS ?? 'embutido,postgresql').split(',').map((m) => m.trim()) as Mode[];

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

export async function runCargaBench(): Promise<void> {
  buildWebIfStale();
  console.log(`${connections} conexões, ${seconds} s por rota; ${os.cpus().length} núcleos; carga média ao iniciar: ${loadavg()}`);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanAll = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch((err: unknown) => console.error(`limpeza falhou: ${err}`));
  };
  // Ctrl-C still stops the app, removes the temporary folder and drops the database.
  const onSignal = () => void cleanAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const results: { mode: Mode; route: Route; r: LoadResult }[] = [];
  try {
    for (const mode of modes) {
      if (mode !== 'embutido' && mode !== 'postgresql') throw new Error(`modo desconhecido em CARGA_MODOS: ${mode}`);
      console.log(`\n--- modo ${mode === 'embutido' ? 'embutido (PGlite)' : 'PostgreSQL'} ---`);
      let databaseUrl: string | null = null;
      if (mode === 'postgresql') {
        if (!(await postgresAvailable())) {
          console.log('PostgreSQL: nenhum servidor em 127.0.0.1:5432 (TEST_POSTGRES_URL) — modo pulado.');
          continue;
        }
        const database = await createTestDatabase();
        cleanups.push(() => database.drop());
        databaseUrl = database.url;
      }
      const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-carga-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const app = await startAppUnderLoad(dir, databaseUrl, (m) => console.log(m));
      cleanups.push(() => app.stop());
      printHeader();
      for (const route of ROUTES) {
        const url = app.app.url + route.path(app);
        const headers = route.signedIn ? { cookie: app.cookie } : undefined;
        // A short warm-up (JIT, connection pools) that is not measured.
        await runLoad({ url, headers, seconds: 2, connections: 10, serverPids: () => app.serverPids() });
        const r = await runLoad({ url, headers, seconds, connections, serverPids: () => app.serverPids() });
        results.push({ mode, route, r });
        printRow(mode, route, r);
      }
      console.log(`carga média após o modo: ${loadavg()}`);
      await cleanAll();
    }
  } finally {
    await cleanAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  printSummary(results);
}

function printHeader(): void {
  console.log(`${'rota'.padEnd(24)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(8)} ${'erros'.padStart(6)} ${'CPU/req'.padStart(8)}  meta p95`);
}

function printRow(mode: Mode, route: Route, r: LoadResult): void {
  const target = route.target?.[mode];
  const verdict = target === undefined ? '—' : `≤ ${target} ms ${r.p95 <= target ? 'ok' : 'ACIMA'}`;
  const odd = Object.entries(r.statuses).filter(([code]) => !code.startsWith('2'));
  const statuses = odd.length ? `  (${odd.map(([c, n]) => `HTTP ${c}: ${n}`).join(', ')})` : '';
  const cpu = r.cpuMsPerRequest === null ? '—' : r.cpuMsPerRequest.toFixed(2);
  console.log(`${route.name.padEnd(24)} ${ms(r.p50).padStart(7)} ${ms(r.p95).padStart(7)} ${ms(r.p99).padStart(7)} ${r.rps.toFixed(0).padStart(8)} ${String(r.errors).padStart(6)} ${cpu.padStart(8)}  ${verdict}${statuses}`);
}

function printSummary(results: { mode: Mode; route: Route; r: LoadResult }[]): void {
  const judged = results.filter((x) => x.route.target);
  const missed = judged.filter((x) => x.r.p95 > x.route.target![x.mode] || x.r.errors > 0);
  console.log(`\nlatências em ms; CPU/req = ms de CPU do servidor (app + banco) por requisição; carga média ao terminar: ${loadavg()}`);
  if (judged.length === 0) return;
  console.log(missed.length === 0 ? 'metas de p95 atingidas em todas as rotas medidas.' : `metas não atingidas: ${missed.map((x) => `${x.route.name} (${x.mode}, p95 ${ms(x.r.p95)} ms, erros ${x.r.errors})`).join('; ')}`);
}

function buildWebIfStale(): void {
  const check = spawnSync(process.execPath, ['--input-type=module', '-e', `import { webIsStale } from './scripts/lib/web-build.mjs'; process.exit(webIsStale(process.cwd()) ? 1 : 0)`], { cwd: REPO_ROOT });
  if (check.status === 0) return;
  console.log('compilando a interface web (vite build) para a página inicial…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('vite build falhou');
}
