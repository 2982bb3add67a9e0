/**
 * Retail vocabulary, eighth session: farmácia e perfumaria: medicamentos, suplementos, curativos e material hospitalar, cosméticos, maquiagem, cabelo, perfumes, higiene oral, fraldas. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-farmacia-beleza.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8_FARMACIA_BELEZA_LEXICON = `
`;
