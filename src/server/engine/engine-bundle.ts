import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { REPO_ROOT } from '../env';

/**
 * The engine child runs one JavaScript bundle of its own modules instead of its TypeScript sources through
 * tsx (ADR 019): the loader and its per-module transforms cost ~45 MB of RSS in every child, a sixth of the
 * 300 MB a 100k-row NCM check may use (issue 17).
 *
 * The bundle lives in dist/engine/, two levels under the repository like src/server/, so the modules that
 * derive paths from import.meta.url (env.ts's REPO_ROOT, pdf-report.ts's require) see the same root.
 * Packages stay external: they are resolved from node_modules as before.
 */
const ENTRY = path.join(REPO_ROOT, 'src/server/engine/engine-main.ts');
const OUT_DIR = path.join(REPO_ROOT, 'dist/engine');
export const ENGINE_BUNDLE = path.join(OUT_DIR, 'engine.mjs');
/** The sources the bundle was made from (esbuild's metafile): a newer or missing one makes it stale. */
const INPUTS = path.join(OUT_DIR, 'inputs.json');

function isFresh(): boolean {
  if (!existsSync(ENGINE_BUNDLE) || !existsSync(INPUTS)) return false;
  const builtAt = statSync(ENGINE_BUNDLE).mtimeMs;
  try {
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[];
    return inputs.every((rel) => {
      const file = path.join(REPO_ROOT, rel);
      return existsSync(file) && statSync(file).mtimeMs <= builtAt;
    });
  } catch {
    return false;
  }
}

/**
 * Returns the path of an up-to-date bundle, building it first when it is missing or older than any of its
 * sources (about 0.5 s). Several processes may build at once (two workers on one machine, parallel tests):
 * each writes its own temporary files and renames them into place, so a reader never sees half a file.
 */
export function ensureEngineBundle(): string {
  if (isFresh()) return ENGINE_BUNDLE;
  mkdirSync(OUT_DIR, { recursive: true });
  const out = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // No source map: the child would hold it in memory (~11 MB); the unminified bundle reads well enough.
    sourcemap: false,
    outfile: ENGINE_BUNDLE,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const tmp = `.${process.pid}-${Date.now()}`;
  writeFileSync(ENGINE_BUNDLE + tmp, out.outputFiles[0]!.contents);
  const inputs = Object.keys(out.metafile.inputs).map((p) => path.relative(REPO_ROOT, path.resolve(process.cwd(), p)));
  writeFileSync(INPUTS + tmp, JSON.stringify(inputs));
  // The bundle first, its input list last: until both are in place the bundle is taken as stale.
  renameSync(ENGINE_BUNDLE + tmp, ENGINE_BUNDLE);
  renameSync(INPUTS + tmp, INPUTS);
  return ENGINE_BUNDLE;
}
