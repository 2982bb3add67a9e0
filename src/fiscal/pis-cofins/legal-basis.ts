/** Legal references cited in the messages, in one place so every message cites them the same way. */
export const LEGAL = {
  cstTabelas: 'Tabelas 4.3.3 e 4.3.4 do Guia Prático da EFD-Contribuições',
  naoCumulativo: 'Lei 10.637/2002, art. 2º (PIS 1,65%) e Lei 10.833/2003, art. 2º (COFINS 7,6%)',
  cumulativo: 'Lei 9.715/1998, art. 8º (PIS 0,65%) e Lei 9.718/1998, art. 8º (COFINS 3%)',
  creditoNaoCumulativo: 'Lei 10.637/2002, art. 3º e Lei 10.833/2003, art. 3º',
  creditoMonofasico: 'Lei 10.637/2002, art. 3º, I, "b" e Lei 10.833/2003, art. 3º, I, "b" (sem crédito na aquisição para revenda de produtos monofásicos)',
  creditoAliquotaZero: 'Lei 10.637/2002, art. 3º, § 2º, II e Lei 10.833/2003, art. 3º, § 2º, II (sem crédito na aquisição de bens não sujeitos ao pagamento da contribuição)',
  creditoCumulativo: 'Lei 10.833/2003, art. 10 (regime cumulativo não gera créditos)',
  devolucaoCumulativo: 'Lei 9.718/1998, art. 3º, § 2º, I (vendas canceladas, inclusive devoluções, excluídas da receita bruta)',
  ativoCumulativo: 'Lei 9.718/1998, art. 3º, § 2º, IV (venda de bens do ativo não circulante excluída da receita bruta)',
  ativoNaoCumulativo: 'Lei 10.637/2002, art. 1º, § 3º, II e Lei 10.833/2003, art. 1º, § 3º, II (venda de bens do ativo não circulante fora da base)',
  exportacaoNaoCumulativo: 'CF, art. 149, § 2º, I; Lei 10.637/2002, art. 5º e Lei 10.833/2003, art. 6º (não incidência sobre receitas de exportação)',
  exportacaoCumulativo: 'CF, art. 149, § 2º, I; MP 2.158-35/2001, art. 14 (receitas de exportação isentas no regime cumulativo)',
  adicionalCofinsImportacao: 'Lei 10.865/2004, art. 15, § 1º-A (o adicional da COFINS-Importação do art. 8º, § 21 não gera crédito)',
  fimExportacaoNaoCumulativo: 'Lei 10.637/2002, art. 5º, III e Lei 10.833/2003, art. 6º, III (vendas a empresa comercial exportadora com o fim específico de exportação)',
  creditoSimples: 'LC 123/2006, art. 23 (optante pelo Simples Nacional não apura créditos de PIS/COFINS)',
  monofasico:
    'Lei 10.147/2000 (medicamentos e perfumaria), Lei 10.485/2002 (veículos, autopeças e pneus), Lei 9.718/1998 e Lei 11.116/2005 (combustíveis)',
  revendaMonofasico: 'Lei 10.147/2000, art. 2º; Lei 10.485/2002, art. 3º, § 2º (revenda a alíquota zero, CST 04)',
  revendaFarmacos: 'Lei 10.147/2000, art. 2º (revenda de produtos farmacêuticos, de perfumaria e de higiene pessoal a alíquota zero, CST 04)',
  revendaVeiculos: 'Lei 10.485/2002, art. 3º, § 2º (revenda de veículos, autopeças e pneus a alíquota zero, CST 04)',
  revendaCombustiveis:
    'Lei 9.718/1998, arts. 4º e 5º (combustíveis: contribuições concentradas no produtor ou importador; a revenda por distribuidor e varejista é a alíquota zero, CST 04)',
  bebidasFrias:
    'Lei 13.097/2015, arts. 14 e 25 (desde 01/05/2015 as bebidas frias não são monofásicas) e art. 28 (alíquota zero só na venda por varejista: CST 06, natureza 918 da tabela 4.3.13)',
  aliquotaZero: 'Lei 10.925/2004, art. 1º; Lei 10.865/2004, art. 28 (alíquota zero, CST 06)',
  tema69: 'RE 574.706 (Tema 69 do STF): o ICMS destacado não compõe a base do PIS/COFINS',
  creditoSemIcms: 'Lei 10.637/2002, art. 3º, § 2º, III e Lei 10.833/2003, art. 3º, § 2º, III, incluídos pela Lei 14.592/2023',
  base: 'Lei 9.718/1998, art. 3º, § 2º, I (descontos incondicionais excluídos da receita bruta)',
  cbs: 'EC 132/2023 e LC 214/2025 (PIS/COFINS substituídos pela CBS a partir de 01/01/2027)',
  simplesSegregacao:
    'LC 123/2006, art. 18, § 4º-A, I e Resolução CGSN 140/2018, art. 25 (segregação no PGDAS-D das receitas monofásicas e com alíquota zero)',
  zfm: 'Lei 10.996/2004, art. 2º (vendas à Zona Franca de Manaus)',
} as const;
