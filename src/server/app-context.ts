import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordActivity } from './activity/record-activity';
import { recordAudit } from './audit/record-audit';
import { promoteVerifiedAdmins } from './auth/admin-emails';
import { createAuth, type AuthHooks } from './auth/auth';
import type { AppContext } from './context';
import { addEntry } from './credits/ledger';
import { ensurePersonalOffice } from './office/resolve-office';
import { openDatabase, type Db } from './db/client';
import { user } from './db/schema';
import type { Env } from './env';
import { startBoss } from './jobs/boss';
import { JobRegistry } from './jobs/registry';
import { createMailer } from './mail/mailer';
import { EngineRunError, type EngineRunner } from './engine/engine-messages';
import { seedModules } from './modules/modules';
import { seedSiteSettings } from './site/site-settings';
import { createCheckChanges } from './checks/check-changes';
import { createStorage } from './storage/create-storage';
import { loadReferenceTablesInBackground } from './tables/reference-tables';

export interface ContextOptions {
  /** PGlite in memory instead of DATA_DIR/db (tests). */
  inMemoryDb?: boolean;
}

export async function buildContext(env: Env, log: FastifyBaseLogger, opts: ContextOptions = {}): Promise<AppContext> {
  // Checked first: a bucket that cannot be used stops the start before any database connection is opened.
  const storage = createStorage(env);
  await storage.verify();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: opts.inMemoryDb ? null : path.join(env.DATA_DIR, 'db'),
  });
  const db = database.db;
  await database.startupExclusive(async () => {
    await seedModules(db);
    await seedSiteSettings(db);
    await promoteVerifiedAdmins(db, env.ADMIN_EMAILS);
  });
  const boss = await startBoss(database.boss, { onError: (err) => log.error({ err }, 'pg-boss') });
  const mailer = createMailer({
    smtp: env.SMTP_HOST
      ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS, from: env.SMTP_FROM }
      : null,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    log: (m) => log.info(m),
  });
  const auth = createAuth({ db, env, mailer, hooks: authHooks(db, env), log });
  return {
    env,
    database,
    db,
    auth,
    boss,
    jobs: new JobRegistry(),
    storage,
    mailer,
    tables: loadReferenceTablesInBackground(env.TABLES_DIR, (m) => log.info(m)),
    log,
    engine: noEngine,
    uploadEngine: noEngine,
    checkChanges: createCheckChanges(database, log),
    workerId: randomUUID(),
  };
}

/** Until start-server.ts gives a process the engines its role needs (web: uploads; worker: checks). */
const noEngine: EngineRunner = {
  run: () => Promise.reject(new EngineRunError(null, 'este processo não executa verificações (papel web)')),
  preflight: () => Promise.reject(new EngineRunError(null, 'este processo não recebe envios (papel worker)')),
  read: () => Promise.reject(new EngineRunError(null, 'este processo não recebe envios (papel worker)')),
  ready: () => false,
  pid: () => null,
  stop: async () => undefined,
};

function authHooks(db: Db, env: Env): AuthHooks {
  return {
    async onUserCreated(u) {
      // Every account starts as a one-person office (ADR 016); the welcome credits go to it.
      await ensurePersonalOffice(db, u);
      if (env.CREDITOS_INICIAIS > 0) {
        await addEntry(db, {
          userId: u.id,
          officeId: u.id,
          amount: env.CREDITOS_INICIAIS,
          kind: 'concessao',
          description: 'Créditos iniciais de boas-vindas',
          refType: 'cadastro',
          refId: u.id,
        });
      }
      await recordActivity(db, { userId: u.id, officeId: u.id, type: 'cadastro', title: 'Conta criada', description: `${env.CREDITOS_INICIAIS} créditos iniciais concedidos`, status: 'info', credits: env.CREDITOS_INICIAIS });
      await recordAudit(db, { userId: u.id, action: 'cadastro', details: 'Conta criada' });
    },
    async onSignIn({ userId, ip }) {
      await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, userId));
      await recordActivity(db, { userId, type: 'login', title: 'Login realizado', status: 'info' });
      await recordAudit(db, { userId, action: 'login', details: 'Login realizado', ip });
    },
    async onSignInFailed({ email, ip, reason }) {
      const [u] = email ? await db.select({ id: user.id }).from(user).where(eq(user.email, email)) : [];
      await recordAudit(db, { userId: u?.id ?? null, userEmail: email || null, action: 'login_falhou', details: `Falha de login (${reason})`, ip });
    },
  };
}
