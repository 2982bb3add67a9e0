import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** Connection errors (timeouts included) + answers that were not 2xx. */
  errors: number;
  /** e.g. { 200: 1234, 429: 5 } — a 429 on a signed-in GET is a finding (only sign-in is limited). */
  statuses: Record<string, number>;
  /** Server CPU (app process + its database backends) per request, ms: robust to a noisy machine. */
  cpuMsPerRequest: number | null;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms (Linux /proc), or null once it is gone. */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: "pid (comm) state ppid … utime stime".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function cpuSnapshot(pids: () => Promise<number[]>): Promise<Map<number, number>> {
  const snap = new Map<number, number>();
  for (const pid of await pids()) {
    const ms = cpuMsOf(pid);
    if (ms !== null) snap.set(pid, ms);
  }
  return snap;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `connections` clients hammer one URL for `seconds`. Every response time is kept, so p95 is exact
 * (autocannon's own summary has p97.5, not p95). `serverPids` are the processes whose CPU is charged.
 */
export async function runLoad(opts: {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  serverPids: () => Promise<number[]>;
}): Promise<LoadResult> {
  const times: number[] = [];
  const before = await cpuSnapshot(opts.serverPids);
  const instance = autocannon({ url: opts.url, connections: opts.connections, duration: opts.seconds, headers: opts.headers, timeout: 10 });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  const after = await cpuSnapshot(opts.serverPids);
  let cpu = 0;
  for (const [pid, ms] of after) cpu += ms - (before.get(pid) ?? 0);

  const sorted = Float64Array.from(times).sort();
  const statuses: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats)) statuses[code] = s.count;
  const total = result.requests.total;
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: total / result.duration,
    requests: total,
    errors: result.errors + result.non2xx,
    statuses,
    cpuMsPerRequest: total > 0 ? cpu / total : null,
  };
}
