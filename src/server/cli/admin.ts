/**
 * `npm run admin -- promover EMAIL` / `rebaixar EMAIL` / `rotacionar-chave` (ERP credentials key, vault/README.md).
 * PGlite allows one process per data directory, so when the server is running the command goes
 * through it (a loopback-only endpoint authenticated by a secret file in DATA_DIR); otherwise it
 * opens the database directly.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { user } from '../db/schema';
import { EnvError, loadEnv } from '../env';
import { runAdminCommand, type AdminCommand } from './admin-commands';
import { SERVER_FILE } from './local-control';
import { rotateCredentialKey, serverRunning } from '../analista-pro/vault/rotate-credentials';

async function main(argv: string[]): Promise<number> {
  const [verb, arg] = argv;
  if (verb === 'rotacionar-chave') return rotateKeyCommand();
  const command = parse(verb, arg);
  if (!command) {
    console.error('Uso: npm run admin -- promover EMAIL | rebaixar EMAIL | rotacionar-chave');
    return 2;
  }
  const env = loadEnv();
  const serverFile = path.join(env.DATA_DIR, SERVER_FILE);
  if (existsSync(serverFile)) {
    const { port, token } = JSON.parse(readFileSync(serverFile, 'utf8')) as { port: number; token: string };
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/interno/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-apura-local-token': token },
        body: JSON.stringify(command),
      });
      const body = (await res.json()) as { mensagem?: string; erro?: string };
      console.log(body.mensagem ?? body.erro);
      return res.ok ? 0 : 1;
    } catch {
      // The file is stale (server gone): fall through to the database.
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'db') });
  try {
    const r = await runAdminCommand(database.db, command);
    console.log(r.mensagem);
    return r.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** Re-encrypts every stored ERP credential with a new key (vault/README.md); needs every process stopped. */
async function rotateKeyCommand(): Promise<number> {
  const env = loadEnv();
  if (serverRunning(env.DATA_DIR, SERVER_FILE)) {
    console.error('Pare o servidor (e os workers) antes de rotacionar a chave: um processo em execução continuaria cifrando com a chave antiga.');
    return 1;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'db') });
  try {
    const r = await rotateCredentialKey(database.db, { dataDir: env.DATA_DIR, envKey: env.APP_ENCRYPTION_KEY, envPreviousKeys: process.env.APP_ENCRYPTION_KEY_PREVIOUS });
    for (const l of r.lines) console.log(l);
    return r.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

function parse(verb: string | undefined, arg: string | undefined): AdminCommand | null {
  if ((verb === 'promover' || verb === 'rebaixar') && arg && arg.includes('@')) return { acao: verb, email: arg.toLowerCase() };
  return null;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof EnvError ? err.message : `Falha: ${(err as Error).message}`);
    process.exit(1);
  });
