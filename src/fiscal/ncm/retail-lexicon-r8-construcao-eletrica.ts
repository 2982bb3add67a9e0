/**
 * Retail vocabulary, eighth session: material de construção, elétrica, hidráulica, ferragens, ferramentas e EPI. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-construcao-eletrica.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_CONSTRUCAO_ELETRICA_LEXICON = `
`;
