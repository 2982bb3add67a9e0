import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { canWatchSheet, sheetDrained } from './xlsx-backpressure';

describe('waiting for the zip while streaming a sheet (issue 17: bounded memory for 100k-row files)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('sees the sheet’s zip entry in this exceljs version, and waits for it when the writer runs ahead', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-xlsx-bp-'));
    dirs.push(dir);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, 'x.xlsx'), useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('Linhas');
    let waits = 0;
    for (let i = 0; i < 20_000; i++) {
      ws.addRow([`P${i}`, `PRODUTO DE TESTE ${i} MARCA 500ML`, '22021000', 12.5]).commit();
      if (i === 0) expect(canWatchSheet(ws)).toBe(true);
      if (i % 500 === 499) waits += await sheetDrained(ws);
    }
    ws.commit();
    await wb.commit();
    // Without the waits every row's XML would sit in the zip entry's buffer until the end.
    expect(waits).toBeGreaterThan(0);
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(path.join(dir, 'x.xlsx'));
    expect(back.getWorksheet('Linhas')!.rowCount).toBe(20_000);
  });
});
