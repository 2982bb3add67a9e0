/**
 * Retail vocabulary, sixth round: supermercado: mercearia, hortifrúti, açougue e peixaria, padaria e confeitaria, frios e laticínios, congelados, bebidas, importados, food service e descartáveis. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-grocery.tsv; never fitted to a held-out set (ADR 010).
 */
export const GROCERY_LEXICON = `
`;
