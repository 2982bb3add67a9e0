/**
 * Retail vocabulary, sixth round, varredura geral A: supermercado, padaria, açougue, hortifrúti, bebidas, farmácia, perfumaria, pet shop, agropecuária, restaurante e food service. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-a.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const SWEEP_A_LEXICON = `
`;
