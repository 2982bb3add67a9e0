#!/usr/bin/env node
// `npm test`: the whole suite in order — strict typecheck, unit + API tests (vitest), e2e (Playwright
// in Debian's Chromium) — then one closing line with the totals. Exits non-zero if any step failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'apura-test-report-'));

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exit = 0;

console.log('\n== typecheck (tsc --noEmit, strict)');
const tsc = await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
if (tsc === 0) passed++;
else {
  failed++;
  exit = 1;
}

console.log('\n== unit + API (vitest)');
const vitestJson = path.join(tmp, 'vitest.json');
const vitest = await run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (vitest !== 0) {
  exit = 1;
  if (!v || !v.numFailedTests) failed++;
}

console.log('\n== e2e (Playwright + Debian Chromium)');
const ensure = await run(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]);
const pwJson = path.join(tmp, 'playwright.json');
const e2e = ensure === 0 ? await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) : ensure;
const p = readJson(pwJson);
if (p?.stats) {
  passed += p.stats.expected ?? 0;
  failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0);
  skipped += p.stats.skipped ?? 0;
}
if (e2e !== 0) {
  exit = 1;
  if (!p?.stats?.unexpected) failed++;
}

rmSync(tmp, { recursive: true, force: true });
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exit);
