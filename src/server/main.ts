import { EnvError, loadEnv } from './env';
import { startServer, type Role } from './start-server';

function parseRole(argv: string[]): Role {
  const i = argv.indexOf('--role');
  const value = i >= 0 ? argv[i + 1] : 'all';
  if (value === 'all' || value === 'web' || value === 'worker') return value;
  console.error(`--role inválido: ${value} (use all, web ou worker)`);
  process.exit(2);
}

async function main() {
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
  const server = await startServer(env, { role: parseRole(process.argv.slice(2)) });
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
  console.error('Falha ao iniciar o Apura:', err);
  process.exit(1);
});
