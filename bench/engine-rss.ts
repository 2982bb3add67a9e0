/**
 * Peak memory of a real check, measured where production runs it: the supervised engine child
 * (`dist/engine/engine.mjs --role engine`, started by the same supervisor and flags as the worker, ADR 007). The parent
 * reads the child's /proc status every 20 ms (VmRSS per stage, VmHWM = the kernel's peak) and its CPU
 * time, so a stage that blocks the child's event loop (the PDF layout) is still seen.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { startEngineSupervisor } from '../src/server/engine/engine-supervisor';
import type { EngineRequest } from '../src/server/engine/engine-messages';

export interface StageMemory {
  stage: string;
  /** Highest RSS seen while the stage ran (MB). */
  peakMb: number;
  /** Child CPU time spent in the stage (ms). */
  cpuMs: number;
}

export interface EngineRunMemory {
  stages: StageMemory[];
  /** The kernel's high-water mark of the child's RSS (VmHWM), MB. */
  hwmMb: number;
  /** RSS of the idle child before the check (runtime, loader and modules), MB. */
  idleMb: number;
  cpuMs: number;
  wallMs: number;
  summary: Record<string, unknown>;
}

function procStatus(pid: number): { rss: number; hwm: number } | null {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** utime + stime of the process, ms (clock ticks of 10 ms). */
function procCpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Runs one check of `kind` on `file` in a fresh engine child. `firstStage` names the stage before the
 * kind reports its own (tables, reading and judging); the kind's progress labels name the others.
 */
export async function measureEngineRun(opts: { kind: string; file: string; fileName: string; dataDir: string; tablesDir: string; params: Record<string, unknown>; gathered?: Record<string, unknown>; firstStage: string }): Promise<EngineRunMemory> {
  const env = loadEnv({ ...process.env, DATA_DIR: opts.dataDir, TABLES_DIR: opts.tablesDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const engine = startEngineSupervisor(env, createLogger('warn'), { purpose: 'verificacoes' });
  try {
    while (engine.pid() === null) await new Promise((r) => setTimeout(r, 50));
    const pid = engine.pid()!;
    await new Promise((r) => setTimeout(r, 300));
    const idleMb = procStatus(pid)?.rss ?? 0;
    const stages: StageMemory[] = [];
    let current: StageMemory = { stage: opts.firstStage, peakMb: idleMb, cpuMs: 0 };
    let stageCpu0 = procCpuMs(pid);
    const cpu0 = stageCpu0;
    let hwmMb = 0;
    const sample = () => {
      const st = procStatus(pid);
      if (!st) return;
      current.peakMb = Math.max(current.peakMb, st.rss);
      hwmMb = Math.max(hwmMb, st.hwm);
    };
    const timer = setInterval(sample, 20);
    // The engine fetches its inputs from the store by key (ADR 015): put the file where local storage keeps it.
    mkdirSync(path.join(opts.dataDir, 'files', 'bench'), { recursive: true });
    copyFileSync(opts.file, path.join(opts.dataDir, 'files', 'bench', 'input'));
    const req: EngineRequest = {
      check: { id: 'bench', userId: 'bench', inputKeys: [], resultKey: null, kind: opts.kind, fileName: opts.fileName, params: opts.params } as unknown as EngineRequest['check'],
      files: [{ key: 'bench/input' }],
      gathered: opts.gathered ?? {},
    };
    const t0 = performance.now();
    const out = await engine.run(req, (_percent, stage) => {
      if (!stage || stage === current.stage) return;
      sample();
      const cpu = procCpuMs(pid);
      current.cpuMs = cpu - stageCpu0;
      stageCpu0 = cpu;
      stages.push(current);
      current = { stage, peakMb: procStatus(pid)?.rss ?? 0, cpuMs: 0 };
    });
    const wallMs = performance.now() - t0;
    clearInterval(timer);
    sample();
    const cpu = procCpuMs(pid);
    current.cpuMs = cpu - stageCpu0;
    stages.push(current);
    return { stages, hwmMb, idleMb, cpuMs: cpu - cpu0, wallMs, summary: out.summary };
  } finally {
    await engine.stop();
  }
}
