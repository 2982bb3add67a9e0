/**
 * Retail vocabulary, eighth session: supermercado: mercearia, laticínios e frios, carnes e peixes, hortifrúti, padaria, congelados, bebidas, doces e snacks, limpeza, higiene básica, descartáveis, pet food. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-mercado.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_MERCADO_LEXICON = `
`;
