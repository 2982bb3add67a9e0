/**
 * Retail vocabulary, eighth session, second batch: indústria e manutenção: rolamentos, transmissão, hidráulica e pneumática, ferramentas industriais, solda, abrasivos, fixadores, químicos industriais, EPIs, automação. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-industria-manutencao.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8B_INDUSTRIA_MANUTENCAO_LEXICON = `
`;
