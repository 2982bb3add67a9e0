/**
 * A cell as read from a spreadsheet: text, a real number (Excel numeric cell), a date, a boolean,
 * or empty. It lives in `src/fiscal` because the fiscal engines take cell values as input and
 * `src/fiscal` imports nothing outside itself; `src/sheets/types.ts` re-exports it.
 */
export type CellValue = string | number | boolean | Date | null;
