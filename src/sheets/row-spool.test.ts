import { describe, expect, it } from 'vitest';
import { createRowSpool } from './row-spool';
import type { CellValue } from './types';

describe('row spool (rows parked on disk between two passes)', () => {
  it('gives back every row in order with its cell types: text, numbers, booleans, null and dates', async () => {
    const spool = createRowSpool<{ line: number; raw: CellValue[] }>();
    try {
      const date = new Date(Date.UTC(2025, 2, 1, 12, 30));
      const rows = [
        { line: 2, raw: ['P1', 'LEITE "UHT"\nINTEGRAL', 4012010, true, null, date] },
        { line: 3, raw: [{ $data: 'texto' } as unknown as CellValue, '', 0.5] },
      ];
      for (const r of rows) await spool.write(r);
      await spool.close();
      const back: { line: number; raw: CellValue[] }[] = [];
      for await (const r of spool.rows()) back.push(r);
      expect(back).toEqual(rows);
      expect(back[0]!.raw[5]).toBeInstanceOf(Date);
    } finally {
      spool.dispose();
    }
  });

  it('holds 20,000 rows written faster than the disk takes them (waits for drain)', async () => {
    const spool = createRowSpool<{ line: number; raw: CellValue[] }>();
    try {
      for (let i = 0; i < 20_000; i++) await spool.write({ line: i, raw: [`PRODUTO ${i}`, i] });
      await spool.close();
      let n = 0, outOfOrder = 0;
      for await (const r of spool.rows()) if (r.line !== n++ || r.raw[0] !== `PRODUTO ${r.line}`) outOfOrder++;
      expect([n, outOfOrder]).toEqual([20_000, 0]);
    } finally {
      spool.dispose();
    }
  });
});
