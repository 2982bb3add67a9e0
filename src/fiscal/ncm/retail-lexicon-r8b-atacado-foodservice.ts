/**
 * Retail vocabulary, eighth session, second batch: atacarejo e food service: insumos de padaria e confeitaria, carnes em peças, laticínios food service, congelados, molhos a granel, bebidas em fardos, descartáveis, limpeza profissional. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-atacado-foodservice.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 */
export const R8B_ATACADO_FOODSERVICE_LEXICON = `
`;
