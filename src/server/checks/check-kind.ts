import type { FileIdentity } from '../../fiscal/company/file-identity';
import type { ReferenceTables } from '../../fiscal/tables/load-tables';
import type { AppContext } from '../context';
import type { checks } from '../db/schema';
import type { Env } from '../env';
import type { ModuleId } from '../modules/modules';

export type CheckRow = typeof checks.$inferSelect;
export type CheckKindId = CheckRow['kind'];

/** An upload as stored: what crosses to the engine child (no path: the store may be remote). */
export interface StoredFile {
  field: string;
  fileName: string;
  /** Storage key of the stored copy. */
  key: string;
  size: number;
}

/** An upload as a preflight sees it: with a local path valid for the preflight only (storage.withLocalFile). */
export interface UploadedFile extends StoredFile {
  /** Local path of the stored copy (engines read by path); a temporary copy for an object store. */
  path: string;
}

export interface CheckOutput {
  /** Small JSON kept on the check row (counts, totals, table versions): lists and dashboards read it. */
  summary: Record<string, unknown>;
  /** The full result JSON returned by GET …/tarefas/:id (stored as a file: it can be large). */
  result: unknown;
  /** Storage keys of generated files, when the kind produces them. */
  reportXlsxKey?: string;
  reportPdfKey?: string;
}

/**
 * What an engine run may use: no database and no queue. Runs happen in the engine child process
 * (src/server/engine/), which has only these; the job-taking process does every database write.
 */
export type EngineContext = Pick<AppContext, 'env' | 'storage' | 'tables' | 'log'>;

export interface RunInput {
  ctx: EngineContext;
  check: CheckRow;
  /** Inputs with a local path valid during `run` only (temporary copies for an object store). */
  files: { key: string; path: string }[];
  tables: ReferenceTables | null;
  /** 0–100; throttled by the caller. `stage` is a short pt-BR label. */
  progress(percent: number, stage?: string): void;
  /** Where to write outputs: keys under `users/<id>/checks/<checkId>/`. */
  outputKey(name: string): string;
  /** What the kind's `gather` read from the database in the job-taking process (JSON, crosses IPC). */
  gathered: Record<string, unknown>;
}

/** One kind of check (NCM, PIS/COFINS, escrituração): what it accepts, what it costs, how it runs. */
export interface CheckKind {
  kind: CheckKindId;
  moduleId: ModuleId;
  /** pt-BR name used in activity, e-mails and the ledger ('Conferência de NCM'). */
  label: string;
  cost(env: Env): number;
  maxBytes(env: Env): number;
  /** Lower-case extensions accepted for the main file (field `usuario`). */
  extensions: string[];
  /** Optional extra files (e.g. NF-e XMLs in field `xmls`). */
  extraFiles?: { field: string; extensions: string[]; maxCount: number };
  needsTables: boolean;
  /** Validates the form fields (zod); returns what is stored in `checks.params`. */
  parseParams(fields: Record<string, string>, ctx: AppContext, officeId: string): Promise<Record<string, unknown>>;
  /**
   * Cheap input validation before any credit is taken (extension, magic bytes, header row…).
   * Throws AppError/SheetError with a pt-BR message. Runs in the uploads engine child (it reads the file).
   */
  preflight(file: UploadedFile, params: Record<string, unknown>, ctx: EngineContext): Promise<void>;
  /**
   * Whose file it is and which month (SPED 0000, NF-e emitter), read after a passed preflight in the same
   * child; null when the file does not say (a spreadsheet). The check is then filed under that client.
   */
  identify?(file: UploadedFile, params: Record<string, unknown>): Promise<FileIdentity | null>;
  /**
   * Reads what the engine needs from the database (e.g. the office's NCM decisions). Runs in the
   * job-taking process, because the engine child has no database; the result must be plain JSON.
   */
  gather?(check: CheckRow, ctx: AppContext): Promise<Record<string, unknown>>;
  run(input: RunInput): Promise<CheckOutput>;
  /** pt-BR one-liner for activity/e-mail once done, from the summary. */
  describe(summary: Record<string, unknown>): string;
}
