/** Client check of a code typed in "Informar NCM" (the server then checks it against the table in force). */
export function typedCodeError(v: string): string | null {
  const digits = v.replace(/[.\s-]/g, '');
  if (!digits) return 'Informe o NCM correto.';
  if (!/^\d+$/.test(digits)) return 'O NCM tem só números (pontos são opcionais), ex.: 2203.00.00.';
  if (digits.length !== 8) return `O NCM tem 8 dígitos; você digitou ${digits.length}.`;
  return null;
}
