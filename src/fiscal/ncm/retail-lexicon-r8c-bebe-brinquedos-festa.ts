/**
 * Retail vocabulary, eighth session, fourth batch: bebê e infantil, brinquedos e artigos de festa. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-bebe-brinquedos-festa.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8C_BEBE_BRINQUEDOS_FESTA_LEXICON = `
`;
