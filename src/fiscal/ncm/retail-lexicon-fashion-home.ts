/**
 * Retail vocabulary, sixth round: vestuário e calçados, roupa íntima, cama-mesa-banho, tecidos e aviamentos, bolsas e acessórios, bijuteria, joias, relógios e óptica; utilidades domésticas, decoração, camping, pesca, esportes e bicicletas. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-fashion-home.tsv; never fitted to a held-out set (ADR 010).
 */
export const FASHION_HOME_LEXICON = `
`;
