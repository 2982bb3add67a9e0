import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth';
import type { CheckChanges } from './checks/check-changes';
import type { Database, Db } from './db/client';
import type { EngineRunner } from './engine/engine-messages';
import type { Env } from './env';
import type { Boss } from './jobs/boss';
import type { JobRegistry } from './jobs/registry';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
import type { ServerTables } from './tables/reference-tables';

/** Everything a route, job or service needs, built once at start-up (see app-context.ts). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  boss: Boss;
  jobs: JobRegistry;
  storage: Storage;
  mailer: Mailer;
  tables: ServerTables;
  log: FastifyBaseLogger;
  /** Where check engines run: the supervised engine child of job-taking processes (start-server.ts). */
  engine: EngineRunner;
  /** Where uploads are preflighted (they are read): a second child, in processes that serve HTTP. */
  uploadEngine: EngineRunner;
  /** Check status changes announced by any process (PostgreSQL LISTEN/NOTIFY), for SSE. */
  checkChanges: CheckChanges;
  /** This process's id in worker_heartbeats and check_leases. */
  workerId: string;
}
