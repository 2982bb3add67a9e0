/**
 * Retail vocabulary, sixth round, varredura geral C: vestuário, calçados, cama-mesa-banho, móveis, utilidades domésticas, eletroeletrônicos, informática, celulares, papelaria, brinquedos, esporte, camping, pesca, joias, óptica, relógios, material médico e odontológico. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-c.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const SWEEP_C_LEXICON = `
`;
