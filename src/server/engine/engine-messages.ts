import type { FileIdentity } from '../../fiscal/company/file-identity';
import type { CheckKindId, CheckRow, StoredFile } from '../checks/check-kind';
import type { Env } from '../env';

/** One check handed to the engine: the row as read by the job-taking process and its input files. */
export interface EngineRequest {
  check: CheckRow;
  /** Storage keys: the engine fetches the files itself (storage.withLocalFile). */
  files: { key: string }[];
  /** The kind's `gather` output (database reads done by the job-taking process). */
  gathered?: Record<string, unknown>;
}

/** What the engine leaves for the job-taking process to write to the database. */
export interface EngineOutput {
  summary: Record<string, unknown>;
  resultKey: string;
  reportXlsxKey: string | null;
  reportPdfKey: string | null;
}

/** `config` comes first: the child uses its parent's validated Env (tests pass their own, not process.env). */
export type ToEngine =
  | { type: 'config'; env: Env }
  | { type: 'run'; id: number; req: EngineRequest }
  | { type: 'preflight'; id: number; req: PreflightRequest }
  | { type: 'read'; id: number; req: ReadRequest };

/**
 * A user's file read for something other than a check (a client register spreadsheet, the 0000 of SPEDs,
 * the SPEDs inside a batch .zip): it reads the file, so it runs in the uploads child too (ADR 007).
 * See read-tasks.ts for each task and its output.
 */
export type ReadRequest =
  | { task: 'clientes-planilha'; key: string; fileName: string }
  | { task: 'sped-identidade'; key: string }
  | { task: 'lote-zip'; key: string; checksPrefix: string; maxEntryBytes: number; maxEntries: number };

/** An upload's cheap check before any debit (the kind's `preflight`): it reads the file, so it runs in a child too. */
export interface PreflightRequest {
  kind: CheckKindId;
  file: StoredFile;
  params: Record<string, unknown>;
}

export type FromEngine =
  /** The child listens: messages sent before that would be lost, so the parent answers with `config`. */
  | { type: 'hello' }
  | { type: 'ready' }
  | { type: 'progress'; id: number; percent: number; stage?: string }
  | { type: 'done'; id: number; output: EngineOutput }
  | { type: 'accepted'; id: number; identity: FileIdentity | null }
  | { type: 'read-done'; id: number; output: unknown }
  /** `userMessage` is the pt-BR text the user may read (bad input); null = a server-side failure. */
  | { type: 'failed'; id: number; userMessage: string | null; detail: string; http?: { status: number; codigo: string } };

/** The engine failed on this input (bad file) or on our side; the check fails and is refunded. */
export class EngineRunError extends Error {
  constructor(
    public readonly userMessage: string | null,
    detail: string,
    /** Status and code of the AppError the engine threw, so an upload is refused as it would be in-process. */
    public readonly http?: { status: number; codigo: string },
  ) {
    super(detail);
    this.name = 'EngineRunError';
  }
}

/** The engine process ended during the run (killed, out of memory): the check may be retried once. */
export class EngineDiedError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'EngineDiedError';
  }
}

/** This process is shutting down: the check is left for the sweeper of the next start (its lease goes stale). */
export class EngineStoppedError extends Error {
  constructor() {
    super('o processo está encerrando');
    this.name = 'EngineStoppedError';
  }
}

/** Runs one check's engine work somewhere (a supervised child process, or in-process for one test). */
export interface EngineRunner {
  run(req: EngineRequest, progress: (percent: number, stage?: string) => void): Promise<EngineOutput>;
  /**
   * Resolves when the upload passes the kind's preflight, with whose file it is when the file says (SPED
   * 0000, NF-e emitter); rejects with EngineRunError (bad file) or EngineDiedError.
   */
  preflight(req: PreflightRequest): Promise<FileIdentity | null>;
  /** Runs one read task (read-tasks.ts) on an uploaded file; rejects like `preflight` on a bad file. */
  read(req: ReadRequest): Promise<unknown>;
  /** True while an engine can take work now (child up and ready). */
  ready(): boolean;
  pid(): number | null;
  stop(): Promise<void>;
}
