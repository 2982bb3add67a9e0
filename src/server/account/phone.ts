/**
 * Brazilian phone numbers: DDD + 8 digits (landline) or DDD + 9 digits starting with 9 (mobile).
 * A leading +55 / 0 is accepted. Returns the display form '(11) 98765-4321', '' for empty, null if invalid.
 */
export function normalizePhoneBR(input: string): string | null {
  let d = input.replace(/\D/g, '');
  if (d === '') return '';
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  if (d.length > 11 && d.startsWith('0')) d = d.replace(/^0+/, '');
  if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  const ddd = d.slice(0, 2);
  if (!/^[1-9][1-9]$/.test(ddd)) return null;
  const n = d.slice(2);
  if (n.length === 9 && n.startsWith('9')) return `(${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`;
  if (n.length === 8 && /^[2-5]/.test(n)) return `(${ddd}) ${n.slice(0, 4)}-${n.slice(4)}`;
  return null;
}
