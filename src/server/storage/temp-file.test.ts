import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTempFilesOf, withTempFile } from './temp-file';

describe('temporary local copies', () => {
  it('are named for their process and removed after the callback, even when it throws', async () => {
    let seen = '';
    await expect(withTempFile('users/u/checks/c/entrada/principal.zip', async (file) => {
      seen = file;
      writeFileSync(file, 'x');
      expect(path.basename(file)).toBe('principal.zip');
      expect(path.basename(path.dirname(file))).toMatch(new RegExp(`^apura-arquivo-${process.pid}-`));
      throw new Error('motor falhou');
    })).rejects.toThrow('motor falhou');
    expect(existsSync(path.dirname(seen))).toBe(false);
  });

  it('left by a killed process are removed by its supervisor, and only that process\'s', () => {
    const dead = path.join(tmpdir(), 'apura-arquivo-999999991-abc');
    const other = path.join(tmpdir(), 'apura-arquivo-999999992-abc');
    for (const d of [dead, other]) {
      mkdirSync(d, { recursive: true });
      writeFileSync(path.join(d, 'entrada.csv'), 'x');
    }
    removeTempFilesOf(999999991);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(other)).toBe(true);
    removeTempFilesOf(999999992);
    expect(existsSync(other)).toBe(false);
  });
});
