import { describe, expect, it } from 'vitest';
import { databaseTarget, describeStartupError } from './startup-error';

const env = { DATABASE_URL: 'postgres://app:segredo@db.interno:6432/apura', PORT: 3000, HOST: '0.0.0.0', DATA_DIR: '/srv/apura' };
const err = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`boom ${code}`), { code, ...extra });

describe('describeStartupError: one pt-BR line naming the variable', () => {
  it.each<[string, unknown, typeof env | null, string]>([
    ['refused', err('ECONNREFUSED'), env, 'Não foi possível conectar ao PostgreSQL em DATABASE_URL (db.interno:6432): conexão recusada.'],
    ['refused on localhost (AggregateError)', Object.assign(new AggregateError([err('ECONNREFUSED'), err('ECONNREFUSED')]), {}), env, 'Não foi possível conectar ao PostgreSQL em DATABASE_URL (db.interno:6432): conexão recusada.'],
    ['bad password', err('28P01'), env, 'Não foi possível conectar ao PostgreSQL em DATABASE_URL (db.interno:6432): usuário ou senha recusados.'],
    ['unknown database', err('3D000'), env, 'O banco "apura" não existe no PostgreSQL em DATABASE_URL (db.interno:6432). Crie-o ou corrija o nome.'],
    ['port in use', err('EADDRINUSE'), env, 'A porta 3000 já está em uso em 0.0.0.0 (PORT). Encerre o outro processo ou escolha outra porta.'],
    ['privileged port', err('EACCES', { port: 80 }), env, 'Sem permissão para escutar na porta 80 (PORT). Use uma porta acima de 1024.'],
    ['DATA_DIR not writable', err('EACCES', { path: '/srv/apura/db' }), { ...env, DATABASE_URL: undefined as unknown as string }, 'Sem permissão para gravar em DATA_DIR (/srv/apura). Ajuste as permissões ou aponte DATA_DIR para outra pasta.'],
    ['anything else: first line only', new Error('algo quebrou\n    at x (y.ts:1:1)'), env, 'Falha ao iniciar o Apura: algo quebrou'],
  ])('%s', (_name, e, environment, line) => {
    const out = describeStartupError(e, environment);
    expect(out).toBe(line);
    expect(out).not.toContain('segredo');
    expect(out).not.toContain('\n');
  });

  it('databaseTarget never shows the user or password', () => {
    expect(databaseTarget('postgresql://u:p@127.0.0.1/db')).toBe('127.0.0.1:5432');
  });
});
