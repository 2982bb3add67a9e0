import type { PisCofinsTableId, PisCofinsTreatment } from '../tables/pis-cofins-types';
import { pisCofinsTableLabel } from '../tables/pis-cofins-build';
import { BEBIDAS_FRIAS_FROM, isBebidaFria } from './bebidas-frias';
import { formatCfop } from './cfop-kind';
import { plausibleZeroRate } from './zero-rate-supplement';
import { LEGAL } from './legal-basis';
import { brl } from './money';
import { addFinding, distinctByCst, isBasicCredit, tribLabel, type RowEval, type TribEval } from './row-context';

const indicativo = (table: PisCofinsTableId): string =>
  `Indicativo — ${pisCofinsTableLabel(table)} da EFD-Contribuições, transcrição OCA (2019), parcial`;

/** Which table must list the NCM for each "non-taxed" output CST. */
const TABLE_FOR_CST: Record<string, PisCofinsTableId> = {
  '04': '4.3.10',
  '05': '4.3.12',
  '06': '4.3.13',
  '07': '4.3.14',
  '08': '4.3.15',
  '09': '4.3.16',
};

/**
 * Rows that apply for sure: without a known TIPI Ex, rows restricted to an Ex are only "maybe"
 * (e.g. 2202.90.00 Ex 03 is cerveja sem álcool, the rest of 2202.90.00 is not monofásico).
 */
export function certainTreatments(ev: RowEval, table: PisCofinsTableId): PisCofinsTreatment[] {
  return ev.treatments.filter((t) => t.table === table && (t.ex === null || ev.item.exTipi !== undefined));
}

function naturezas(list: PisCofinsTreatment[]): string {
  const seen = new Map<string, string>();
  for (const t of list) if (!seen.has(t.natureza)) seen.set(t.natureza, t.description);
  return [...seen]
    .slice(0, 3)
    .map(([code, desc]) => `${code} – ${desc.length > 70 ? `${desc.slice(0, 67)}…` : desc}`)
    .join('; ');
}

/**
 * The law that zero-rates the resale, by the natureza group of table 4.3.10: 1xx combustíveis,
 * 2xx farmacêuticos/perfumaria, 3xx veículos/autopeças/pneus. A medicine's law is never cited for petrol.
 */
function revendaBasis(mono: PisCofinsTreatment[]): string {
  const groups = new Set(mono.map((m) => m.natureza[0]));
  if (groups.size !== 1) return LEGAL.revendaMonofasico;
  const g = [...groups][0];
  return g === '1' ? LEGAL.revendaCombustiveis : g === '2' ? LEGAL.revendaFarmacos : g === '3' ? LEGAL.revendaVeiculos : LEGAL.revendaMonofasico;
}

/** What the tributes charged add up to, and their CSTs as the messages write them ("01/02"). */
function charged(tribs: TribEval[]): { total: number; csts: string } {
  return { total: tribs.reduce((s, t) => s + (t.cobrado ?? 0), 0), csts: [...new Set(tribs.map((t) => t.cst?.code))].join('/') };
}

const taxedTribs = (ev: RowEval): TribEval[] =>
  [ev.pis, ev.cofins].filter(
    (t) => t.cstNum !== null && t.cstNum >= 1 && t.cstNum <= 3 && (t.cobrado ?? 0) > 0.005,
  );

/** PC_MONOFASICO, PC_ALIQUOTA_ZERO and PC_CST_SEM_AMPARO (outputs, non-Simples regimes). */
export function checkNcmTreatment(ev: RowEval): void {
  const cfop = ev.item.cfop;
  if (ev.ncm && cfop && cfop.direction === 'entrada') {
    checkPurchaseCredit(ev);
    checkMissedCredit(ev);
  }
  if (!ev.ncm || !cfop || cfop.direction !== 'saida' || cfop.exportacao || cfop.zfm) return;

  const mono = certainTreatments(ev, '4.3.10');
  const zero = certainTreatments(ev, '4.3.13');
  const taxed = taxedTribs(ev);

  if (taxed.length > 0 && cfop.revenda && mono.length > 0) {
    const { total, csts } = charged(taxed);
    addFinding(
      ev,
      'error',
      'PC_MONOFASICO',
      `Revenda (CFOP ${formatCfop(cfop.code)}) de produto monofásico (NCM ${ev.ncm}, natureza ${naturezas(mono)}) tributada com CST ${csts}: ${brl(total)} de PIS/COFINS pagos a maior. Na revenda o CST é 04 (alíquota zero), pois o tributo já foi recolhido pelo fabricante/importador — ${revendaBasis(mono)}. ${indicativo('4.3.10')}.`,
      total,
      { tributo: tribLabel(taxed), tabela: '4.3.10' },
    );
    for (const t of taxed) ev.handled.add(t.trib);
  } else if (taxed.length > 0 && (cfop.revenda || cfop.producao) && zero.length > 0) {
    const { total, csts } = charged(taxed);
    addFinding(
      ev,
      'error',
      'PC_ALIQUOTA_ZERO',
      `Produto com alíquota zero (NCM ${ev.ncm}, natureza ${naturezas(zero)}) tributado com CST ${csts}: ${brl(total)} de PIS/COFINS pagos a maior. O esperado é CST 06 com alíquota 0% — ${LEGAL.aliquotaZero}. ${indicativo('4.3.13')}; confirme se o produto atende às condições da natureza.`,
      total,
      { tributo: tribLabel(taxed), tabela: '4.3.13' },
    );
    for (const t of taxed) ev.handled.add(t.trib);
  }

  if (cfop.producao && mono.length > 0) checkProducerRate(ev, mono);

  const bebidaFria = ev.date.getTime() >= BEBIDAS_FRIAS_FROM && isBebidaFria(ev.ncm, ev.item.exTipi);
  if (bebidaFria && cfop.revenda) checkBebidaFriaResale(ev, taxed);

  for (const t of distinctByCst(ev)) {
    const code = t.cst?.code;
    if (!code) continue;
    // CST 06 is the varejista's CST (Lei 13.097/2015, art. 28), and CST 04 was reported above.
    if (bebidaFria && cfop.revenda && (code === '04' || code === '06')) continue;
    const table = TABLE_FOR_CST[code];
    if (!table) continue;
    // Isenção, não incidência and suspensão depend mostly on the operation, not the product: only a
    // plain domestic sale is suspicious when the product is not in the table.
    if ((code === '07' || code === '08' || code === '09') && !(cfop.revenda || cfop.producao)) continue;
    if (ev.treatments.some((x) => x.table === table)) continue;
    if (table === '4.3.13' && plausibleZeroRate(ev.ncm)) continue;
    const label = ev.pis.cst?.code === ev.cofins.cst?.code ? 'PIS/COFINS' : t.trib;
    addFinding(
      ev,
      'warning',
      'PC_CST_SEM_AMPARO',
      `CST ${code} ${label === 'COFINS' ? 'da COFINS' : `do ${label}`} sem amparo aparente: o NCM ${ev.ncm} não consta da ${pisCofinsTableLabel(table)}. Confirme a natureza da receita e o fundamento legal; sem ele a operação seria tributada pela alíquota do regime. ${indicativo(table)}: autopeças (Anexos I e II da Lei 10.485/2002) e produtos incluídos após 2019 podem não constar.`,
      null,
      { tributo: label, tabela: table },
    );
  }
}

// Domestic purchases (last three CFOP digits): for industrialização (101, 401) or for resale (102, 117, 118, 403).
const PURCHASE_INSUMO = new Set(['101', '401']);
const PURCHASE_RESALE = new Set(['102', '117', '118', '403']);

/**
 * Lucro Real purchases with a basic credit CST (50–56) that the law denies credit for:
 * - monofásico products bought for resale (Lei 10.637/2002 and Lei 10.833/2003, art. 3º, I, "b");
 * - alíquota-zero products, which were not subject to the contribution (art. 3º, § 2º, II of both laws).
 * Imports (3.xxx: PIS/COFINS-Importação paid, Lei 10.865/2004, art. 15) and returns are left alone.
 */
function checkPurchaseCredit(ev: RowEval): void {
  const cfop = ev.item.cfop;
  if (ev.regime !== 'lucro-real' || !cfop || !ev.ncm || cfop.devolucao || cfop.code.startsWith('3')) return;
  const nature = cfop.code.slice(1);
  const resale = PURCHASE_RESALE.has(nature);
  if (!resale && !PURCHASE_INSUMO.has(nature)) return;
  const credited = [ev.pis, ev.cofins].filter((t) => isBasicCredit(t.cstNum) && (t.cobrado ?? 0) > 0.005 && !ev.handled.has(t.trib));
  if (credited.length === 0) return;
  const mono = resale ? certainTreatments(ev, '4.3.10') : [];
  const zero = mono.length > 0 ? [] : certainTreatments(ev, '4.3.13');
  if (mono.length === 0 && zero.length === 0) return;
  const { total, csts } = charged(credited);
  const what =
    mono.length > 0
      ? `Compra para revenda (CFOP ${formatCfop(cfop.code)}) de produto monofásico (NCM ${ev.ncm}, natureza ${naturezas(mono)}) com crédito (CST ${csts}): a aquisição para revenda de produto monofásico não gera crédito — ${LEGAL.creditoMonofasico}. ${indicativo('4.3.10')}.`
      : `Compra (CFOP ${formatCfop(cfop.code)}) de produto com alíquota zero (NCM ${ev.ncm}, natureza ${naturezas(zero)}) com crédito (CST ${csts}): aquisição não sujeita ao pagamento da contribuição não gera crédito — ${LEGAL.creditoAliquotaZero}. ${indicativo('4.3.13')}; confirme se o produto atende às condições da natureza.`;
  addFinding(
    ev,
    'error',
    mono.length > 0 ? 'PC_MONOFASICO' : 'PC_ALIQUOTA_ZERO',
    `${what} Use CST ${mono.length > 0 ? '70' : '73'} (aquisição sem direito a crédito); crédito indevido de ${brl(total)}.`,
    -total,
    { tributo: tribLabel(credited), tabela: mono.length > 0 ? '4.3.10' : '4.3.13' },
  );
  for (const t of credited) ev.handled.add(t.trib);
}

/**
 * Positions where Lei 10.485/2002, Anexos I e II (autopeças, absent from the OCA table) list codes: a
 * purchase there without credit may well be a monofásico autopeça, so no "credit not taken" warning.
 */
const AUTOPECAS_POSITIONS = new Set(
  '4009 4010 4016 6813 7007 7009 7320 8301 8302 8407 8408 8409 8413 8414 8415 8421 8431 8433 8481 8482 8483 8505 8507 8511 8512 8527 8536 8539 8544 8706 8707 8708 9026 9029 9031 9032 9104 9401'.split(' '),
);

/**
 * Lucro Real purchases for resale or industrialização booked without credit (CST 70 or 98) of a product
 * none of the tables exempts: the acquisition gives credit (Leis 10.637/2002 e 10.833/2003, art. 3º, I e II),
 * so the credit was possibly left on the table. A warning: a supplier pessoa física, or a product under a
 * rule the tables miss (autopeças, bebidas frias), also explain the CST. The credit is estimated on the
 * item value less discount and, from 01/05/2023, the ICMS destacado (art. 3º, § 2º, III).
 */
function checkMissedCredit(ev: RowEval): void {
  const cfop = ev.item.cfop;
  if (ev.regime !== 'lucro-real' || !cfop || !ev.ncm || cfop.devolucao || cfop.code.startsWith('3')) return;
  const nature = cfop.code.slice(1);
  if (!PURCHASE_RESALE.has(nature) && !PURCHASE_INSUMO.has(nature)) return;
  const codes = [ev.pis.cst?.code, ev.cofins.cst?.code];
  if (!codes.every((c) => c === '70' || c === '98')) return;
  if (ev.treatments.length > 0 || plausibleZeroRate(ev.ncm) || isBebidaFria(ev.ncm, ev.item.exTipi)) return;
  if (AUTOPECAS_POSITIONS.has(ev.ncm.slice(0, 4))) return;
  let base: number | null = ev.item.valor === null ? null : ev.item.valor - ev.item.desconto;
  if (base !== null && ev.item.icms !== null && ev.item.icms > 0 && ev.date.getTime() >= Date.UTC(2023, 4, 1)) base -= ev.item.icms;
  const impacto = base !== null && base > 0 ? (base * (1.65 + 7.6)) / 100 : null;
  addFinding(
    ev,
    'warning',
    'PC_ALIQUOTA',
    `Compra ${PURCHASE_RESALE.has(nature) ? 'para revenda' : 'para industrialização'} (CFOP ${formatCfop(cfop.code)}) do NCM ${ev.ncm} sem crédito (CST ${[...new Set(codes)].join('/')}): no regime não cumulativo a aquisição de bens para revenda ou de insumos dá crédito de 1,65% e 7,6% — ${LEGAL.creditoNaoCumulativo}. Se o fornecedor não é pessoa física e o produto não é monofásico, de alíquota zero, isento ou suspenso, use CST 50${impacto !== null ? `; crédito estimado de ${brl(impacto)}` : ''}.`,
    impacto,
    { tributo: 'PIS/COFINS' },
  );
}

/**
 * Resale of bebidas frias after 01/05/2015: not monofásico any more. The varejista sells at alíquota zero
 * (CST 06, art. 28), the atacadista pays the bebidas-frias rates of art. 25 (CST 02, any regime) — which
 * one the company is, the sheet does not say,
 * so both directions are warnings: taxed → possibly paid in excess; CST 04 → possibly paid short.
 */
function checkBebidaFriaResale(ev: RowEval, taxed: TribEval[]): void {
  const cfop = ev.item.cfop;
  if (!cfop) return;
  // CST 02 at the bebidas-frias rates is the atacadista's right choice: only CST 01 may be a varejista's mistake.
  const open = taxed.filter((t) => !ev.handled.has(t.trib) && t.cstNum === 1);
  if (open.length > 0) {
    const { total, csts } = charged(open);
    addFinding(
      ev,
      'warning',
      'PC_ALIQUOTA_ZERO',
      `Revenda (CFOP ${formatCfop(cfop.code)}) de bebida fria (NCM ${ev.ncm}) tributada com CST ${csts}: se a empresa é varejista, a receita tem alíquota zero e o CST é 06 (natureza 918), e ${brl(total)} de PIS/COFINS foram pagos a maior; se é atacadista, a receita é tributada pelas alíquotas próprias das bebidas frias (CST 02; art. 25: 2,32% e 10,68%, com as reduções da lei), em qualquer regime — ${LEGAL.bebidasFrias}.`,
      total,
      { tributo: tribLabel(open), tabela: '4.3.13' },
    );
    for (const t of open) ev.handled.add(t.trib);
    return;
  }
  const cst04 = distinctByCst(ev).filter((t) => t.cst?.code === '04');
  if (cst04.length === 0) return;
  addFinding(
    ev,
    'warning',
    'PC_CST_SEM_AMPARO',
    `CST 04 (monofásico) na revenda (CFOP ${formatCfop(cfop.code)}) de bebida fria (NCM ${ev.ncm}): desde 01/05/2015 as bebidas frias não são monofásicas. Na venda por varejista o CST é 06 (alíquota zero, natureza 918 da tabela 4.3.13); o atacadista tributa pelas alíquotas próprias das bebidas frias (CST 02; art. 25: 2,32% e 10,68%, com as reduções da lei) — ${LEGAL.bebidasFrias}.`,
    null,
    { tributo: tribLabel(cst04.length === 1 && ev.pis.cst?.code === ev.cofins.cst?.code ? [ev.pis, ev.cofins] : cst04), tabela: '4.3.10' },
  );
}

/**
 * A manufacturer/importer selling a monofásico product pays the concentrated (differentiated) rate
 * with CST 02; CST 01 at the basic rate pays short. Reported only when every matching table row gives
 * the same rates (e.g. not for cervejas, whose rate depends on packaging and buyer).
 */
function checkProducerRate(ev: RowEval, mono: PisCofinsTreatment[]): void {
  const pairs = new Set(mono.map((m) => `${m.aliquotaPis}|${m.aliquotaCofins}|${m.unidadeAliquota}`));
  const m = mono[0];
  if (pairs.size !== 1 || m.unidadeAliquota !== 'percentual' || m.aliquotaPis === null || m.aliquotaCofins === null) return;
  const tribs = [ev.pis, ev.cofins].filter((t) => t.cstNum === 1 && !ev.handled.has(t.trib) && t.aliquota !== null);
  if (tribs.length === 0) return;
  const base = ev.item.valor === null ? null : ev.item.valor - ev.item.desconto;
  let impacto: number | null = 0;
  for (const t of tribs) {
    const expected = t.trib === 'PIS' ? m.aliquotaPis : m.aliquotaCofins;
    const b = t.raw.base ?? base;
    if (b === null || t.aliquota === null) impacto = null;
    else if (impacto !== null) impacto += (b * (t.aliquota - expected)) / 100;
    ev.handled.add(t.trib);
  }
  addFinding(
    ev,
    'warning',
    'PC_ALIQUOTA',
    `Venda de produção própria (CFOP ${formatCfop(ev.item.cfop?.code ?? '')}) de produto monofásico (NCM ${ev.ncm}, natureza ${naturezas(mono)}) com CST 01: o fabricante ou importador usa CST 02 com as alíquotas diferenciadas de ${m.aliquotaPis.toLocaleString('pt-BR')}% (PIS) e ${m.aliquotaCofins.toLocaleString('pt-BR')}% (COFINS) — ${LEGAL.monofasico}. ${indicativo('4.3.10')}; alíquotas de 2019.${impacto !== null ? ` Diferença estimada: ${brl(impacto)}.` : ''}`,
    impacto,
    { tributo: tribLabel(tribs), tabela: '4.3.10' },
  );
}
