/**
 * Retail vocabulary, eighth session, second batch: esporte, camping, pesca, ciclismo, instrumentos musicais, ótica, relojoaria, joalheria, festas e presentes. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-esporte-lazer-otica.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8B_ESPORTE_LAZER_OTICA_LEXICON = `
`;
