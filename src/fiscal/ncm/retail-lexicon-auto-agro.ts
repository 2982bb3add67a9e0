/**
 * Retail vocabulary, sixth round: autopeças, motopeças, pneus e oficina; agropecuária (insumos, selaria, cercas, irrigação, instrumentos veterinários). Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-auto-agro.tsv; never fitted to a held-out set (ADR 010).
 */
export const AUTO_AGRO_LEXICON = `
`;
