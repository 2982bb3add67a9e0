/**
 * Retail vocabulary, eighth session: moda, calçados, bolsas, bijuterias, cama mesa e banho, utilidades domésticas, móveis, decoração, papelaria, brinquedos, esporte e camping. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-moda-casa-papelaria.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_MODA_CASA_PAPELARIA_LEXICON = `
`;
