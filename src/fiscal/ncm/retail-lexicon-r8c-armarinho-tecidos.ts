/**
 * Retail vocabulary, eighth session, fourth batch: armarinho, tecidos, aviamentos, costura e artesanato. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-armarinho-tecidos.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8C_ARMARINHO_TECIDOS_LEXICON = `
`;
