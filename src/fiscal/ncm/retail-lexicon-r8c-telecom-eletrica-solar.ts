/**
 * Retail vocabulary, eighth session, fourth batch: telecomunicações, redes, CFTV, energia solar, média tensão, automação predial. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-telecom-eletrica-solar.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8C_TELECOM_ELETRICA_SOLAR_LEXICON = `
`;
