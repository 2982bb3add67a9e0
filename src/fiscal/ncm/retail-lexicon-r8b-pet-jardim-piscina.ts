/**
 * Retail vocabulary, eighth session, second batch: pet shop, veterinária de pequenos animais, jardinagem, paisagismo e piscina. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-pet-jardim-piscina.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8B_PET_JARDIM_PISCINA_LEXICON = `
`;
