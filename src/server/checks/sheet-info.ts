/** Which sheet and header row were read: the user can tell when a workbook held several. */
export function sheetInfo(header: { sheetName?: string; line: number }): { aba?: string; linhaCabecalho: number } {
  return { ...(header.sheetName ? { aba: header.sheetName } : {}), linhaCabecalho: header.line };
}
