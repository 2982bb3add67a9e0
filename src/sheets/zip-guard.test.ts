import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir, writeBytes, writeXlsx } from '../../tests/fixtures/sheets/builders';
import { zipStats } from './zip-guard';

describe('zipStats', () => {
  it('sums the declared inflated sizes of an xlsx and refuses a truncated one', async () => {
    const dir = tempDir();
    const path = await writeXlsx(dir, 'z.xlsx', { sheets: [{ name: 'A', rows: Array.from({ length: 2000 }, (_, i) => ['x'.repeat(50), i]) }] });
    const stats = await zipStats(path);
    expect(stats?.entries).toBeGreaterThan(5);
    // 2000 rows of 50 characters inflate well beyond the compressed file.
    expect(stats!.uncompressedBytes).toBeGreaterThan(readFileSync(path).length * 3);
    const bytes = readFileSync(path);
    expect(await zipStats(writeBytes(dir, 'cortado.xlsx', bytes.subarray(0, bytes.length - 100)))).toBeNull();
  });
});
