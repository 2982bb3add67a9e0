/**
 * Retail vocabulary, sixth round, varredura geral B: material de construção, ferragens, elétrica, hidráulica, tintas, autopeças, motopeças, ferramentas e suprimentos industriais, embalagens. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-b.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const SWEEP_B_LEXICON = `
`;
