/**
 * Retail vocabulary, eighth session, fourth batch: peças de caminhões, ônibus, tratores e máquinas pesadas. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-caminhoes-maquinas.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8C_CAMINHOES_MAQUINAS_LEXICON = `
`;
