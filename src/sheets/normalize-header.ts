/**
 * Header text normalisation: ERPs spell the same column in many ways ("Cód. NCM", "COD_NCM",
 * "Código NCM"), so headers and synonyms are compared as canonical token lists.
 */

/** Abbreviations seen in ERP exports, mapped to one canonical token so "Vlr. PIS" equals "Valor PIS". */
const TOKEN_ALIASES: Record<string, string> = {
  cod: 'codigo',
  cd: 'codigo',
  codg: 'codigo',
  vl: 'valor',
  vlr: 'valor',
  val: 'valor',
  aliq: 'aliquota',
  qtd: 'quantidade',
  qtde: 'quantidade',
  qt: 'quantidade',
  num: 'numero',
  nro: 'numero',
  nr: 'numero',
  dt: 'data',
  doc: 'documento',
  prod: 'produto',
  descr: 'descricao',
  bc: 'base',
  calc: 'calculo',
  sit: 'situacao',
  trib: 'tributaria',
  classif: 'classificacao',
  class: 'classificacao',
  clas: 'classificacao',
  fisc: 'fiscal',
  perc: 'aliquota',
  pct: 'aliquota',
  percentual: 'aliquota',
  // "Nº NF" normalises to "no nf" and "N° NF" (degree sign) to "n nf".
  no: 'numero',
  n: 'numero',
};

/** windows-1252 bytes 0x80–0x9F by the character they decode to ("‡" ← 0x87); unassigned ones are themselves. */
const CP1252_HIGH: ReadonlyMap<string, number> = new Map(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((ch, i): [string, number] => [ch, 0x80 + i]),
);
/** "Ã" or "Â" followed by what a UTF-8 continuation byte looks like in windows-1252. */
const MOJIBAKE = /[\u00c2\u00c3][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2122]/;

/**
 * UTF-8 text that was read once as windows-1252 and saved again ("ClassificaÃ§Ã£o", "DESCRIÃ‡ÃƒO"):
 * a UTF-8 CSV opened in Excel without a BOM and saved as .xlsx, or an ERP that encodes twice. The text
 * is turned back into its bytes and read as UTF-8; text that is not entirely such a mix stays as it is.
 */
export function repairMojibake(value: string): string {
  if (!MOJIBAKE.test(value)) return value;
  const bytes: number[] = [];
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    // Latin-1 readings (PHP's utf8_encode) leave 0x80–0x9F as control characters: they are the byte too.
    const b = code <= 0xff && (code < 0x80 || code >= 0xa0 || !CP1252_HIGH.has(ch)) ? code : CP1252_HIGH.get(ch);
    if (b === undefined) return value;
    bytes.push(b);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return value;
  }
}

/** Lower-case, no accents, punctuation as spaces, single spaces: `Cód.` → `cod`, `NCM/SH` → `ncm sh`. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Canonical tokens of a header or synonym, with abbreviations expanded and repeated tokens dropped.
 * "%" is a word here, not punctuation: "% PIS" is the rate and a bare "PIS" is the value, so "%"
 * reads as "alíquota" ("Alíq. PIS (%)" = "Alíquota PIS"). "R$" only says the column is money and
 * is dropped ("PIS R$" = "PIS").
 */
export function headerTokens(value: string): string[] {
  const text = normalizeText(
    repairMojibake(value)
      .replace(/R\$/gi, ' ')
      .replace(/%/g, ' aliquota ')
      // Dotted acronyms are one word: "N.C.M." is NCM and "C.F.O.P." CFOP, not "n c m" (n = número).
      .replace(/(?<![A-Za-z])(?:[A-Za-z]\.){2,}[A-Za-z]?(?![A-Za-z])/g, (a) => a.replace(/\./g, '')),
  );
  if (text === '') return [];
  const out: string[] = [];
  for (const t of text.split(' ')) {
    const c = TOKEN_ALIASES[t] ?? t;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}
