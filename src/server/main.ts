import { EnvError, loadEnv, type Env } from './env';
import { describeStartupError } from './startup-error';
import type { Role } from './start-server';

function parseRole(argv: string[]): Role {
  const i = argv.indexOf('--role');
  const value = i >= 0 ? argv[i + 1] : 'all';
  // The engine child is not a role: a job-taking process starts it from its own bundle (engine/engine-bundle.ts).
  if (value === 'all' || value === 'web' || value === 'worker') return value;
  console.error(`--role inválido: ${value} (use all, web ou worker)`);
  process.exit(2);
}

let loadedEnv: Env | null = null;

async function main() {
  const role = parseRole(process.argv.slice(2));
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
  // Imported after the environment is validated: a bad setting is reported before the server's modules load.
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
