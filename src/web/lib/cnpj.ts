/** Client-side twin of the server's CNPJ check (the server validates again): message in pt-BR or null. */
export function cnpjError(input: string): string | null {
  const d = input.replace(/\D/g, '');
  if (d.length !== 14) return 'O CNPJ tem 14 dígitos.';
  if (/^(\d)\1{13}$/.test(d)) return 'CNPJ inválido.';
  const digit = (len: number) => {
    const w = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * w[i]!;
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(d[12]) && digit(13) === Number(d[13]) ? null : 'CNPJ inválido: confira os dígitos verificadores.';
}
