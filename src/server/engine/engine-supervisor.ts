import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { FileIdentity } from '../../fiscal/company/file-identity';
import type { Env } from '../env';
import { removeTempFilesOf } from '../storage/temp-file';
import { ensureEngineBundle } from './engine-bundle';
import { EngineDiedError, EngineRunError, EngineStoppedError, type EngineOutput, type EngineRequest, type EngineRunner, type FromEngine, type PreflightRequest, type ReadRequest, type ToEngine } from './engine-messages';

/** A child that lived this long is healthy again: the next crash restarts it without delay growth. */
const STABLE_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
const ENGINE_SEMI_SPACE_MB = 4;
/** How long a run waits for an engine to come up before the check is failed and refunded. */
const READY_TIMEOUT_MS = 90_000;

interface InFlight {
  /** A run's output, a preflight's identity (null when the file does not say), or a read task's output. */
  resolve(out: unknown): void;
  reject(err: Error): void;
  progress(percent: number, stage?: string): void;
}

/** What the child is for: shown in `ps` (`--role engine --para verificacoes|envios`) and in logs. */
export type EnginePurpose = 'verificacoes' | 'envios';

/**
 * Keeps one engine child (engine-main.ts from its bundle, engine-bundle.ts; heap capped by ENGINE_MAX_MEMORY_MB) alive: started at
 * once, restarted with backoff whenever it exits. A run in flight when it dies rejects with EngineDiedError.
 */
export function startEngineSupervisor(env: Env, log: FastifyBaseLogger, opts: { purpose: EnginePurpose; onReady?: () => void }): EngineRunner {
  let child: ChildProcess | null = null;
  let isReady = false;
  let stopping = false;
  let crashes = 0;
  let startedAt = 0;
  let nextId = 1;
  let restartTimer: NodeJS.Timeout | undefined;
  const inFlight = new Map<number, InFlight>();
  let readyWaiters: (() => void)[] = [];

  const spawnChild = () => {
    restartTimer = undefined;
    startedAt = Date.now();
    // Built (or found fresh) at every spawn: a restart after an edit runs the edited engine, as tsx did.
    const c = fork(ensureEngineBundle(), ['--role', 'engine', '--para', opts.purpose], {
      // A young generation of 4 MB semi-spaces instead of 16: the 100k-row NCM check peaks ~25 MB lower for the
      // same CPU (bench/engine-rss, ADR 019). Source maps stay off (~11 MB): the bundle is not minified, so a stack
      // trace names the functions, and dist/engine/engine.mjs marks each source file with a `// src/…` comment.
      execArgv: [`--max-old-space-size=${env.ENGINE_MAX_MEMORY_MB}`, `--max-semi-space-size=${ENGINE_SEMI_SPACE_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = c;
    c.on('message', (msg: FromEngine) => {
      if (msg.type === 'hello') {
        const config: ToEngine = { type: 'config', env };
        c.send(config);
        return;
      }
      if (msg.type === 'ready') {
        isReady = true;
        const waiters = readyWaiters;
        readyWaiters = [];
        for (const w of waiters) w();
        opts.onReady?.();
        return;
      }
      const f = inFlight.get(msg.id);
      if (!f) return;
      if (msg.type === 'progress') return f.progress(msg.percent, msg.stage);
      inFlight.delete(msg.id);
      if (msg.type === 'done') f.resolve(msg.output);
      else if (msg.type === 'accepted') f.resolve(msg.identity ?? null);
      else if (msg.type === 'read-done') f.resolve(msg.output);
      else f.reject(new EngineRunError(msg.userMessage, msg.detail, msg.http));
    });
    c.on('error', (err) => log.error({ err }, 'motor de verificações: falha no processo filho'));
    c.on('exit', (code, signal) => {
      // A child killed mid-check cannot remove its temporary copies of object-store files; its parent does.
      if (c.pid) removeTempFilesOf(c.pid);
      if (child === c) child = null;
      isReady = false;
      const how = signal ? `sinal ${signal}` : `código ${code}`;
      for (const f of inFlight.values()) f.reject(stopping ? new EngineStoppedError() : new EngineDiedError(`o motor de verificações terminou (${how})`));
      inFlight.clear();
      if (stopping) return;
      crashes = Date.now() - startedAt > STABLE_MS ? 1 : crashes + 1;
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** (crashes - 1));
      // Logged when the restart happens, not at the exit: on Ctrl-C or a group kill the child gets the
      // signal before this process's own stop() runs, and "reiniciando" would then be a false statement.
      restartTimer = setTimeout(() => {
        if (stopping) return;
        log.warn(`motor (${opts.purpose}, pid ${c.pid}) terminou (${how}); reiniciado após ${delay} ms`);
        spawnChild();
      }, delay);
    });
  };

  const waitReady = () =>
    new Promise<void>((resolve, reject) => {
      if (stopping) return reject(new EngineStoppedError());
      if (isReady) return resolve();
      const timer = setTimeout(() => reject(new EngineRunError(null, 'o motor de verificações não ficou pronto a tempo')), READY_TIMEOUT_MS);
      readyWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  const send = async (make: (id: number) => ToEngine, progress: InFlight['progress']): Promise<unknown> => {
    await waitReady();
    if (stopping) throw new EngineStoppedError();
    const c = child;
    if (!c || !isReady) throw new EngineDiedError('o motor terminou antes de receber a tarefa');
    const id = nextId++;
    return new Promise<unknown>((resolve, reject) => {
      inFlight.set(id, { resolve, reject, progress });
      c.send(make(id), (err) => {
        if (err && inFlight.delete(id)) reject(new EngineDiedError(`o motor não recebeu a tarefa (${err.message})`));
      });
    });
  };

  spawnChild();
  return {
    async run(req: EngineRequest, progress) {
      const out = (await send((id) => ({ type: 'run', id, req }), progress)) as EngineOutput | null;
      if (!out) throw new EngineRunError(null, 'o motor não devolveu resultado');
      return out;
    },
    async preflight(req: PreflightRequest) {
      return ((await send((id) => ({ type: 'preflight', id, req }), () => undefined)) as FileIdentity | null) ?? null;
    },
    async read(req: ReadRequest) {
      return send((id) => ({ type: 'read', id, req }), () => undefined);
    },
    ready: () => isReady,
    pid: () => (isReady ? (child?.pid ?? null) : null),
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      for (const w of readyWaiters) w();
      readyWaiters = [];
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => c.kill('SIGKILL'), 3000);
        c.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        c.kill('SIGTERM');
      });
    },
  };
}
