import type { Env } from './env';
import { StorageUnavailableError } from './storage/s3-storage';

type ErrLike = { code?: unknown; message?: unknown; errors?: unknown; address?: unknown; port?: unknown; path?: unknown };

function codeOf(err: unknown): string {
  const e = (err ?? {}) as ErrLike;
  if (typeof e.code === 'string') return e.code;
  // Node's happy-eyeballs connect to 'localhost' fails with an AggregateError of per-address errors.
  if (Array.isArray(e.errors) && e.errors.length) return codeOf(e.errors[0]);
  return '';
}

/** `host:port` of DATABASE_URL, never its user or password. */
export function databaseTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return '(endereço ilegível)';
  }
}

function databaseName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || '(padrão)';
  } catch {
    return '(padrão)';
  }
}

const PG_REASONS: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada',
  ENOTFOUND: 'servidor não encontrado (confira o nome do host)',
  EAI_AGAIN: 'servidor não encontrado (confira o nome do host)',
  ETIMEDOUT: 'tempo de conexão esgotado',
  EHOSTUNREACH: 'servidor inalcançável',
  ECONNRESET: 'a conexão foi encerrada pelo servidor',
  '28P01': 'usuário ou senha recusados',
  '28000': 'acesso recusado para este usuário',
};

/**
 * One pt-BR line naming the variable to fix, for an error that stopped start-up (never a stack
 * trace: the operator reads this in a terminal or a service log).
 */
export function describeStartupError(err: unknown, env: Pick<Env, 'DATABASE_URL' | 'PORT' | 'HOST' | 'DATA_DIR'> | null): string {
  if (err instanceof StorageUnavailableError) return err.message;
  const code = codeOf(err);
  const e = (err ?? {}) as ErrLike;
  if (env?.DATABASE_URL) {
    const target = databaseTarget(env.DATABASE_URL);
    if (code === '3D000') return `O banco "${databaseName(env.DATABASE_URL)}" não existe no PostgreSQL em DATABASE_URL (${target}). Crie-o ou corrija o nome.`;
    const reason = PG_REASONS[code];
    if (reason) return `Não foi possível conectar ao PostgreSQL em DATABASE_URL (${target}): ${reason}.`;
  }
  if (code === 'EADDRINUSE') return `A porta ${env?.PORT ?? ''} já está em uso em ${env?.HOST ?? ''} (PORT). Encerre o outro processo ou escolha outra porta.`;
  if (code === 'EADDRNOTAVAIL') return `O endereço HOST=${env?.HOST ?? ''} não existe nesta máquina (HOST).`;
  if (code === 'EACCES' && typeof e.port === 'number') return `Sem permissão para escutar na porta ${e.port} (PORT). Use uma porta acima de 1024.`;
  if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') {
    return `Sem permissão para gravar em DATA_DIR (${env?.DATA_DIR ?? String(e.path ?? '')}). Ajuste as permissões ou aponte DATA_DIR para outra pasta.`;
  }
  const first = typeof e.message === 'string' ? e.message.split('\n')[0] : String(err);
  return `Falha ao iniciar o Apura: ${first}`;
}
