import { EnvError, loadEnv, type Env } from './env';
import { runEngineChild } from './engine/engine-child';
import { describeStartupError } from './startup-error';
import type { Role } from './start-server';

function parseRole(argv: string[]): Role | 'engine' {
  const i = argv.indexOf('--role');
  const value = i >= 0 ? argv[i + 1] : 'all';
  // 'engine' is the child a job-taking process starts itself (engine/engine-supervisor.ts).
  if (value === 'all' || value === 'web' || value === 'worker' || value === 'engine') return value;
  console.error(`--role inválido: ${value} (use all, web ou worker)`);
  process.exit(2);
}

let loadedEnv: Env | null = null;

async function main() {
  const role = parseRole(process.argv.slice(2));
  // The engine child gets its configuration from its parent (engine-supervisor.ts), not from the environment.
  if (role === 'engine') return runEngineChild();
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  loadedEnv = env;
  // Imported here, not at the top: the engine child (above) never serves HTTP or opens the database, and
  // the server's modules (Fastify, better-auth, drizzle, PGlite, pg-boss) cost it ~100 MB of RSS idle.
  const { startServer } = await import('./start-server');
  const server = await startServer(env, { role });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info(`${signal} recebido: encerrando`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // One pt-BR line naming the variable; the stack only with LOG_LEVEL=debug (never by default).
  console.error(describeStartupError(err, loadedEnv));
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
});
