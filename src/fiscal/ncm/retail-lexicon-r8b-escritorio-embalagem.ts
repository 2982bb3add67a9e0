/**
 * Retail vocabulary, eighth session, second batch: escritório, escolar, gráfica e embalagens. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-escritorio-embalagem.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8B_ESCRITORIO_EMBALAGEM_LEXICON = `
`;
