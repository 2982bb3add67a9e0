/**
 * Retail vocabulary, eighth session: autopeças, motopeças, bicicletas, pneus, lubrificantes; agropecuária: sementes, adubos, defensivos, rações, veterinária, cercas, ferramentas agrícolas, selaria, irrigação. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-auto-agro.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_AUTO_AGRO_LEXICON = `
`;
