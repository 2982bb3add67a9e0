/**
 * Retail vocabulary, eighth session: eletrônicos, informática, telefonia, eletrodomésticos, climatização e iluminação. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-eletronicos-informatica.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_ELETRONICOS_INFORMATICA_LEXICON = `
`;
