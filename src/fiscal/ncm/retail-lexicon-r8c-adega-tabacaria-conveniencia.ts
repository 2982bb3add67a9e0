/**
 * Retail vocabulary, eighth session, fourth batch: adega, tabacaria, conveniência e lanchonete. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-adega-tabacaria-conveniencia.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8C_ADEGA_TABACARIA_LEXICON = `
`;
