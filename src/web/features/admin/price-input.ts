/** "1.234,56" / "1234.56" / "R$ 39,90" → centavos; null when it is not a price. */
export function parsePriceCents(text: string): number | null {
  let t = text.replace(/R\$|\s/g, '');
  if (t === '') return null;
  // pt-BR: "." groups thousands and "," marks decimals; a lone "." with 1–2 digits after is a decimal point.
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
