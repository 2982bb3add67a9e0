/** Check digits of Brazilian identifiers (CNPJ, CPF, NF-e access key). Pure. */

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function allSame(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s[i] !== s[0]) return false;
  return true;
}

function mod11Digit(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i]!;
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/**
 * CNPJ, numeric or alphanumeric (IN RFB 2.229/2024, assigned from July 2026: 12 characters 0–9/A–Z and two
 * check digits, each character worth its ASCII code − 48, e.g. 12ABC34501DE35). Repeated-digit strings are
 * rejected, as the Receita does.
 */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  return mod11Digit(cnpj, CNPJ_W1) === cnpj.charCodeAt(12) - 48 && mod11Digit(cnpj, CNPJ_W2) === cnpj.charCodeAt(13) - 48;
}

export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  for (let n = 9; n <= 10; n++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += (cpf.charCodeAt(i) - 48) * (n + 1 - i);
    const d = ((sum * 10) % 11) % 10;
    if (d !== cpf.charCodeAt(n) - 48) return false;
  }
  return true;
}

/** NF-e/NFC-e/CT-e access key check digit (mod 11, weights 2..9 from the right; 0 when remainder < 2). */
export function nfeKeyDigit(first43: string): number {
  let sum = 0;
  let w = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += (first43.charCodeAt(i) - 48) * w;
    w = w === 9 ? 2 : w + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function isValidNfeKey(key: string): boolean {
  return /^\d{6}[0-9A-Z]{12}\d{26}$/.test(key) && nfeKeyDigit(key.slice(0, 43)) === key.charCodeAt(43) - 48;
}

/**
 * `isValidNfeKey` on the bytes `b[from..to)` of an undecoded line (no string per document). The issuer's
 * CNPJ (positions 7–20) may be alphanumeric (from July 2026), its letters worth ASCII − 48 as in the CNPJ.
 */
export function isNfeKeyAt(b: Uint8Array, from: number, to: number): boolean {
  if (to - from !== 44) return false;
  let sum = 0, w = 2;
  for (let i = to - 2; i >= from; i--) {
    const c = b[i]! - 48;
    if ((c < 0 || c > 9) && !(c >= 17 && c <= 42 && i >= from + 6 && i < from + 18)) return false;
    sum += c * w;
    w = w === 9 ? 2 : w + 1;
  }
  const last = b[to - 1]! - 48;
  if (last < 0 || last > 9) return false;
  const r = sum % 11;
  return (r < 2 ? 0 : 11 - r) === last;
}

/** Parts of a 44-digit access key (layout of NT 2005/001 onwards). */
export function splitNfeKey(key: string) {
  return {
    uf: key.slice(0, 2),
    aamm: key.slice(2, 6),
    cnpjCpf: key.slice(6, 20),
    modelo: key.slice(20, 22),
    serie: key.slice(22, 25),
    numero: key.slice(25, 34),
    tpEmis: key.slice(34, 35),
  };
}
