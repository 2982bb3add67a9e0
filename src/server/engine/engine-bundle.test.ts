import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env';
import { ENGINE_BUNDLE, ensureEngineBundle } from './engine-bundle';

describe('the engine child’s bundle (ADR 019)', () => {
  it('holds the engine and the check kinds, not the server or its database connection', () => {
    expect(ensureEngineBundle()).toBe(ENGINE_BUNDLE);
    const inputs = JSON.parse(readFileSync(path.join(path.dirname(ENGINE_BUNDLE), 'inputs.json'), 'utf8')) as string[];
    expect(inputs).toContain('src/server/engine/engine-child.ts');
    expect(inputs).toContain('src/fiscal/ncm/check-ncm.ts');
    expect(inputs).toContain('src/server/checks/ncm/ncm-kind.ts');
    // The server and the database connection stay out (table definitions come in with the check kinds' types).
    for (const f of ['src/server/start-server.ts', 'src/server/db/client.ts', 'src/server/main.ts']) expect(inputs).not.toContain(f);
    // Two levels under the repository, like src/server/: modules that derive REPO_ROOT from their own URL agree.
    expect(path.resolve(path.dirname(ENGINE_BUNDLE), '../..')).toBe(REPO_ROOT);
  });

  it('is reused while its sources are unchanged (no rebuild at every engine restart)', () => {
    ensureEngineBundle();
    const builtAt = statSync(ENGINE_BUNDLE).mtimeMs;
    ensureEngineBundle();
    expect(statSync(ENGINE_BUNDLE).mtimeMs).toBe(builtAt);
  });
});
