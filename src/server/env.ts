import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { S3Settings } from './storage/s3-storage';

/** Repository root, so defaults do not depend on the directory the process was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const intWithDefault = (def: number, min = 0) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(def));

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: intWithDefault(3000, 0).pipe(z.number().max(65535)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql:// / must start with postgres://')
      .optional(),
  ),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'mínimo de 32 caracteres / at least 32 characters').optional()),
  APP_URL: z.preprocess(emptyToUndefined, z.url('URL inválida / invalid URL').optional()),
  SMTP_HOST: optionalString,
  SMTP_PORT: intWithDefault(587, 1),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default('Apura <nao-responda@apura.local>')),
  SMTP_SECURE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAILS: z
    .preprocess(emptyToUndefined, z.string().default(''))
    .transform((v) => v.split(/[,;\s]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('e-mail inválido em ADMIN_EMAILS / invalid e-mail'))),
  TABLES_DIR: optionalString,
  APP_ENCRYPTION_KEY: optionalString,
  CREDITOS_INICIAIS: intWithDefault(10),
  CUSTO_NCM: intWithDefault(1),
  CUSTO_PIS_COFINS: intWithDefault(2),
  CUSTO_ESCRITURACAO: intWithDefault(2),
  CUSTO_REFORMA: intWithDefault(2),
  NCM_MAX_MB: intWithDefault(20, 1),
  NCM_MAX_LINHAS: intWithDefault(200_000, 1),
  PIS_COFINS_MAX_MB: intWithDefault(20, 1),
  SPED_MAX_MB: intWithDefault(1024, 1),
  AUTH_RATE_LIMIT_MAX: intWithDefault(10, 1),
  TRUST_PROXY: z.string().optional().transform((v, ctx) => {
    const r = parseTrustProxy(v);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  }),
  OMIE_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://app.omie.com.br')),
  ONVIO_AUTH_URL: z.preprocess(emptyToUndefined, z.url().default('https://auth.thomsonreuters.com/oauth/token')),
  ONVIO_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.onvio.com.br')),
  // Job-taking processes (ADR 007): the engine child's heap cap, the worker heartbeat and the sweeper.
  ENGINE_MAX_MEMORY_MB: intWithDefault(768, 128),
  WORKER_HEARTBEAT_SECONDS: intWithDefault(10, 1),
  WORKER_STALE_SECONDS: intWithDefault(45, 2),
  SWEEP_INTERVAL_SECONDS: intWithDefault(15, 1),
  // S3-compatible object storage (ADR 015): all unset = local disk under DATA_DIR/files.
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'URL http(s) inválida / invalid http(s) URL' }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], 'use true ou false / use true or false').optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, 'BETTER_AUTH_SECRET' | 'APP_URL' | 'TABLES_DIR' | 'TRUST_PROXY'> {
  /** Which proxies' X-Forwarded-For is believed (see http/trust-proxy.ts). */
  TRUST_PROXY: TrustProxy;
  BETTER_AUTH_SECRET: string;
  APP_URL: string;
  /** Absolute path, or null when no reference tables folder exists. */
  TABLES_DIR: string | null;
  DATA_DIR: string;
  /** Object storage settings, or null for local disk (DATA_DIR/files). */
  S3: S3Settings | null;
}

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Configuração inválida / invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates the environment; throws EnvError naming each bad variable. Creates DATA_DIR and the auth secret. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if ((raw.GOOGLE_CLIENT_ID && !raw.GOOGLE_CLIENT_SECRET) || (!raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError(['GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: defina os dois ou nenhum / set both or neither']);
  }
  if (raw.SMTP_HOST && raw.SMTP_USER && !raw.SMTP_PASS) {
    throw new EnvError(['SMTP_PASS: obrigatório quando SMTP_USER está definido / required when SMTP_USER is set']);
  }
  return {
    ...raw,
    S3: s3Settings(raw),
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: raw.BETTER_AUTH_SECRET ?? persistedSecret(dataDir),
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    TABLES_DIR: resolveTablesDir(raw.TABLES_DIR),
  };
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts without configuration. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ALL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', ...S3_REQUIRED] as const;

/**
 * Any S3_* set turns object storage on, and then the bucket and both keys are required: a half
 * configuration would otherwise fall back to local disk unnoticed. Values are never echoed (secrets).
 */
function s3Settings(raw: RawEnv): S3Settings | null {
  if (!S3_ALL.some((k) => raw[k] !== undefined)) return null;
  const missing = S3_REQUIRED.filter((k) => !raw[k]);
  if (missing.length) {
    throw new EnvError([`${missing.join(', ')}: obrigatório(s) para usar armazenamento S3 (há variáveis S3_* definidas); defina-as ou remova todas as S3_* para usar o disco local / required for S3 storage`]);
  }
  return {
    endpoint: raw.S3_ENDPOINT ?? null,
    bucket: raw.S3_BUCKET!,
    region: raw.S3_REGION ?? 'us-east-1',
    accessKeyId: raw.S3_ACCESS_KEY_ID!,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
  };
}

function resolveTablesDir(configured: string | undefined): string | null {
  if (configured) return path.resolve(configured);
  const sibling = path.resolve(REPO_ROOT, '../shared/data');
  return existsSync(sibling) ? sibling : null;
}
