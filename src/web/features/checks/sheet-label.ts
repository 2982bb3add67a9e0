/** ' · aba "Produtos", cabeçalho na linha 7' — which part of the workbook was read ('' when unknown). */
export function sheetLabel(summary: { aba?: string; linhaCabecalho?: number } | null | undefined): string {
  if (!summary) return '';
  const parts: string[] = [];
  if (summary.aba) parts.push(`aba "${summary.aba}"`);
  if (summary.linhaCabecalho && summary.linhaCabecalho > 1) parts.push(`cabeçalho na linha ${summary.linhaCabecalho}`);
  return parts.length ? ` · ${parts.join(', ')}` : '';
}
