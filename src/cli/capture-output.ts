import { vi } from 'vitest';

/**
 * Test helper: what a CLI command writes to stdout and stderr, chunk by chunk. The spies are undone by
 * the caller's `vi.restoreAllMocks()` (afterEach).
 */
export function captureOutput(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  return { out, err };
}
