/**
 * Retail vocabulary, sixth round: componentes eletrônicos, automação, informática (peças e periféricos), telecom, CFTV e segurança, iluminação técnica; manutenção industrial (rolamentos, correias, vedação, hidráulica e pneumática, solda, abrasivos, EPI, medição). Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-tech-industry.tsv; never fitted to a held-out set (ADR 010).
 */
export const TECH_INDUSTRY_LEXICON = `
`;
