/**
 * Reading a workbook sheet by sheet from one stream of rows: readers yield every visible sheet in
 * order, each row tagged with its sheet, and readRows looks at one sheet's head at a time.
 */
import { HEADER_SEARCH_ROWS } from './header-match';
import { isEmptyRow, type RawRow } from './row-source';

/** Rows of a rejected sheet read past its head while looking for the next sheet; more → give up. */
const MAX_SKIPPED_SHEET_ROWS = 5000;

/** A source read row by row, with one row of look-ahead (the first row of the next sheet). */
export class RowCursor {
  private carry: RawRow | undefined;
  private done = false;
  constructor(private readonly source: AsyncGenerator<RawRow>) {}

  async next(): Promise<RawRow | undefined> {
    if (this.carry) {
      const r = this.carry;
      this.carry = undefined;
      return r;
    }
    if (this.done) return undefined;
    const n = await this.source.next();
    if (n.done) {
      this.done = true;
      return undefined;
    }
    return n.value;
  }

  pushBack(row: RawRow): void {
    this.carry = row;
  }

  async close(): Promise<void> {
    this.done = true;
    await this.source.return(undefined);
  }
}

/** The first filled rows of the next sheet (where its header is searched), or null at the end. */
export async function readSheetHead(cursor: RowCursor): Promise<RawRow[] | null> {
  let first = await cursor.next();
  while (first && isEmptyRow(first.cells)) first = await cursor.next();
  if (!first) return null;
  const rows = [first];
  while (rows.length < HEADER_SEARCH_ROWS) {
    const r = await cursor.next();
    if (!r) break;
    if (r.sheet !== first.sheet) {
      cursor.pushBack(r);
      break;
    }
    if (!isEmptyRow(r.cells)) rows.push(r);
  }
  return rows;
}

/** Reads on to the next sheet; false when the source ended or the sheet is too long to be a cover. */
export async function skipSheet(cursor: RowCursor, sheet: string): Promise<boolean> {
  for (let n = 0; n < MAX_SKIPPED_SHEET_ROWS; n++) {
    const r = await cursor.next();
    if (!r) return false;
    if (r.sheet !== sheet) {
      cursor.pushBack(r);
      return true;
    }
  }
  return false;
}
