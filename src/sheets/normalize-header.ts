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
  perc: 'aliquota',
  pct: 'aliquota',
  percentual: 'aliquota',
  // "Nº NF" normalises to "no nf" and "N° NF" (degree sign) to "n nf".
  no: 'numero',
  n: 'numero',
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

/**
 * Canonical tokens of a header or synonym, with abbreviations expanded and repeated tokens dropped.
 * "%" is a word here, not punctuation: "% PIS" is the rate and a bare "PIS" is the value, so "%"
 * reads as "alíquota" ("Alíq. PIS (%)" = "Alíquota PIS"). "R$" only says the column is money and
 * is dropped ("PIS R$" = "PIS").
 */
export function headerTokens(value: string): string[] {
  const text = normalizeText(value.replace(/R\$/gi, ' ').replace(/%/g, ' aliquota '));
  if (text === '') return [];
  const out: string[] = [];
  for (const t of text.split(' ')) {
    const c = TOKEN_ALIASES[t] ?? t;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}
