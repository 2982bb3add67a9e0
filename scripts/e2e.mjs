#!/usr/bin/env node
// End-to-end run: build the web if stale, start the real server on a free port with a fresh
// DATA_DIR, wait for /api/health, run Playwright against it, always stop the server, exit with
// Playwright's code. Extra arguments go to `playwright test` (e.g. a spec file or --grep).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webIsStale } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keepData = process.env.E2E_KEEP_DATA === '1';


function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// E2E_HEALTH_TIMEOUT_MS: a loaded shared machine may need longer than 2 min to load the tables and start the engine.
async function waitForHealth(url, server, timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor encerrou com código ${server.exitCode} antes de ficar pronto`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        const body = await res.json();
        if (body?.status === 'ok') return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`/api/health não respondeu {"status":"ok"} em ${timeoutMs / 1000}s`);
}

// Omie/Onvio contract servers (tests/contract-servers/run.ts): the app talks to them instead of the
// real ERPs. Resolves with the JSON line run.ts prints (URLs + demo credentials).
function startContractServers() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'tests/contract-servers/run.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    let buf = '';
    child.stdout.on('data', (chunk) => {
      buf += chunk;
      const line = buf.split('\n').find((l) => l.trim().startsWith('{'));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`servidores de contrato encerraram (código ${code})`)));
  });
}

async function main() {
  if (webIsStale(root)) {
    console.log('[e2e] compilando a interface web (vite build)…');
    const code = await run('npx', ['vite', 'build']);
    if (code !== 0) process.exit(code);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-e2e-'));
  console.log(`[e2e] servidor em ${baseUrl}, DATA_DIR=${dataDir}`);

  const contract = await startContractServers();
  const stopContract = () => {
    try {
      process.kill(-contract.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopContract);

  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Own process group, so stopping it also stops tsx's node child.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'admin@apura.test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Specs sign in many times from one IP; the limiter itself is covered by the API tests.
      AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '1000',
      // Google stays off unless the caller explicitly configured it.
      GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID ?? '',
      GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET ?? '',
      SMTP_HOST: '',
      OMIE_BASE_URL: contract.info.omie.url,
      ONVIO_AUTH_URL: contract.info.onvio.authUrl,
      ONVIO_API_URL: contract.info.onvio.url,
    },
  });

  let stopped = false;
  // A server that dies mid-run makes every later spec fail with ERR_CONNECTION_REFUSED; say so plainly.
  server.on('exit', (code, signal) => {
    if (!stopped) console.error(`[e2e] o servidor encerrou inesperadamente (código ${code ?? '-'}, sinal ${signal ?? '-'})`);
  });
  const stopServer = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    void stopServer().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let code = 1;
  try {
    await waitForHealth(baseUrl, server);
    code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_CONTRACT: JSON.stringify(contract.info) },
    });
  } catch (err) {
    console.error(`[e2e] ${err instanceof Error ? err.message : err}`);
    code = 1;
  } finally {
    await stopServer();
  }
  process.exit(code);
}

main();
