/**
 * Retail vocabulary, sixth round: farmácia (medicamentos, MIP), dermocosméticos, ortopedia, material médico-hospitalar, odontológico e de laboratório; salão de beleza e perfumaria. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-health-beauty.tsv; never fitted to a held-out set (ADR 010).
 */
export const HEALTH_BEAUTY_LEXICON = `
`;
