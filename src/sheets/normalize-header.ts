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
};

/** Lower-case, no accents, punctuation as spaces, single spaces: `Cód.` → `cod`, `NCM/SH` → `ncm sh`. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Canonical tokens of a header or synonym, with abbreviations expanded. */
export function headerTokens(value: string): string[] {
  const text = normalizeText(value);
  if (text === '') return [];
  return text.split(' ').map((t) => TOKEN_ALIASES[t] ?? t);
}
