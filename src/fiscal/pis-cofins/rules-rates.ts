import { formatCfop, isRevenueOutput } from './cfop-kind';
import { LEGAL } from './legal-basis';
import { brl, pct } from './money';
import { addFinding, isBasicCredit, type RowEval, type Trib, type TribEval } from './row-context';
import { certainTreatments } from './rules-ncm';

const BASIC = {
  'lucro-real': { PIS: 1.65, COFINS: 7.6 },
  'lucro-presumido': { PIS: 0.65, COFINS: 3 },
} as const;
// PIS/COFINS-Importação rates (Lei 10.865/2004, art. 8º, as amended by Lei 13.137/2015): credit on imports.
const IMPORT = { PIS: [2.1], COFINS: [9.65] } as const;
// 9,65% + the surcharge of art. 8º, § 21 (at most 1 point), which gives no credit (art. 15, § 1º-A).
const IMPORT_COFINS_COM_ADICIONAL = 10.65;
const RATE_TOLERANCE = 0.005;
const CREDIT_ICMS_FROM = Date.UTC(2023, 4, 1);

/** 'do PIS', 'da COFINS', 'do PIS/COFINS'. */
export const doTrib = (t: string): string => (t === 'COFINS' ? 'da COFINS' : `do ${t}`);

const near = (a: number, b: number, tol = RATE_TOLERANCE): boolean => Math.abs(a - b) <= tol;

function regimeBasis(ev: RowEval): string {
  return ev.regime === 'lucro-real' ? LEGAL.naoCumulativo : LEGAL.cumulativo;
}

/** Rate matches `expected` either directly or, for a derived rate, by the value it produces. */
function rateMatches(t: TribEval, expected: number, base: number | null): boolean {
  if (t.aliquota === null) return true;
  if (t.aliquotaDerivada && base !== null && t.raw.valor !== null) {
    return Math.abs(t.raw.valor - (base * expected) / 100) <= 0.01;
  }
  return near(t.aliquota, expected);
}

function baseOf(t: TribEval, ev: RowEval): number | null {
  if (t.raw.base !== null) return t.raw.base;
  if (ev.item.valor === null) return null;
  return ev.item.valor - ev.item.desconto;
}

/**
 * Sheets with neither base nor rate: the rate is inferred from value ÷ (item − discount) only when it
 * is exactly the other regime's basic rate (e.g. 1,65% in Lucro Presumido). Any other ratio may come
 * from a base that legitimately excludes ICMS or includes freight, so it is left alone.
 */
function inferRateFromItemValue(ev: RowEval, t: TribEval): void {
  const cfop = ev.item.cfop;
  if (ev.regime === 'simples' || t.cstNum !== 1 || t.raw.base !== null || t.raw.valor === null || ev.item.valor === null) return;
  if (cfop?.direction === 'entrada' || cfop?.exportacao || cfop?.zfm) return;
  const net = ev.item.valor - ev.item.desconto;
  if (net <= 0) return;
  const expected = BASIC[ev.regime][t.trib];
  const other = BASIC[ev.regime === 'lucro-real' ? 'lucro-presumido' : 'lucro-real'][t.trib];
  if (Math.abs(t.raw.valor - (net * expected) / 100) <= 0.01) return;
  if (Math.abs(t.raw.valor - (net * other) / 100) > 0.01) return;
  t.aliquota = other;
  t.aliquotaDerivada = true;
}

/** PC_ALIQUOTA for one tributo. Returns true when a finding was added (PC_VALOR then skips the zero-rate case). */
function checkRate(ev: RowEval, t: TribEval): boolean {
  const n = t.cstNum;
  const cfop = ev.item.cfop;
  if (n === null || ev.regime === 'simples') return false;
  const cst = t.cst?.code ?? '';
  // Zero-rate CSTs: any value charged is wrong, with or without a rate column.
  if (n >= 4 && n <= 9) {
    const charged = t.cobrado ?? 0;
    const rate = t.aliquota ?? 0;
    if (rate <= RATE_TOLERANCE && charged <= 0.005) return false;
    // CST 05: the substituto's ST amount may have been exported in the value column, so only a warning.
    addFinding(
      ev,
      n === 5 ? 'warning' : 'error',
      'PC_ALIQUOTA',
      `CST ${cst} (${t.cst?.description ?? ''}) não admite cobrança ${doTrib(t.trib)}, mas o item tem ${rate > RATE_TOLERANCE ? `alíquota de ${pct(rate)}` : 'valor'}${charged > 0 ? `${rate > RATE_TOLERANCE ? ' e' : ' de'} ${brl(charged)} de ${t.trib}` : ''}. O esperado é alíquota 0% e valor zero — ${LEGAL.cstTabelas}.`,
      charged > 0 ? charged : null,
      { tributo: t.trib },
    );
    return true;
  }

  // Export revenue is immune (CF, art. 149, § 2º, I): PIS/COFINS charged on a 7.xxx output was not due.
  if ((n === 1 || n === 2) && cfop?.exportacao && cfop.direction === 'saida' && (t.cobrado ?? 0) > 0.005) {
    const charged = t.cobrado ?? 0;
    const goods = cfop.revenda || cfop.producao;
    addFinding(
      ev,
      goods ? 'error' : 'warning',
      'PC_ALIQUOTA',
      `Operação com o exterior (CFOP ${formatCfop(cfop.code)}) com CST ${cst} e ${brl(charged)} de ${t.trib}: as receitas de exportação não sofrem incidência ${doTrib(t.trib)} — ${ev.regime === 'lucro-real' ? LEGAL.exportacaoNaoCumulativo : LEGAL.exportacaoCumulativo}. O esperado é CST 08 (sem incidência) e valor zero${goods ? '' : '; em serviços, desde que haja ingresso de divisas'}.`,
      charged,
      { tributo: t.trib },
    );
    return true;
  }

  // Remessas com fim específico de exportação (x501/x502) to a trading company are not taxed either, if the
  // goods are exported in time (Lei 10.833/2003, art. 9º): a warning.
  const fimExportacao = cfop?.direction === 'saida' && (cfop.code.endsWith('501') || cfop.code.endsWith('502'));
  if ((n === 1 || n === 2) && fimExportacao && (t.cobrado ?? 0) > 0.005) {
    const charged = t.cobrado ?? 0;
    addFinding(
      ev,
      'warning',
      'PC_ALIQUOTA',
      `Venda com fim específico de exportação (CFOP ${formatCfop(cfop.code)}) com CST ${cst} e ${brl(charged)} de ${t.trib}: a receita de venda a empresa comercial exportadora com o fim específico de exportação não sofre incidência ${doTrib(t.trib)} — ${ev.regime === 'lucro-real' ? LEGAL.fimExportacaoNaoCumulativo : LEGAL.exportacaoCumulativo}. O esperado é CST 08 e valor zero, desde que a mercadoria seja exportada no prazo.`,
      charged,
      { tributo: t.trib },
    );
    return true;
  }

  // Sales to the ZFM/ALC (x109/x110) are zero-rated under conditions the sheet cannot show (buyer in the
  // area, products outside the Decreto-lei 288/1967 exclusions): charged tax is possibly recoverable.
  // CST 02 (monofásico producers) is left alone: their ZFM sales follow rules of their own.
  if (n === 1 && cfop?.zfm && (t.cobrado ?? 0) > 0.005) {
    const charged = t.cobrado ?? 0;
    addFinding(
      ev,
      'warning',
      'PC_ALIQUOTA',
      `Venda destinada à Zona Franca de Manaus ou Área de Livre Comércio (CFOP ${formatCfop(cfop.code)}) com CST ${cst} e ${brl(charged)} de ${t.trib}: a receita de venda de mercadorias para consumo ou industrialização na ZFM, por vendedor de fora dela, tem alíquota zero (CST 06, naturezas 908/909 da tabela 4.3.13) — ${LEGAL.zfm}. Confirme as condições (destinatário pessoa jurídica na área, com inscrição na Suframa; produto não excluído pelo Decreto-lei 288/1967, art. 3º, § 1º).`,
      charged,
      { tributo: t.trib },
    );
    return true;
  }

  // Sale of a fixed asset (x551) is not receita bruta: PIS/COFINS charged on it was not due.
  if ((n === 1 || n === 2) && cfop?.direction === 'saida' && cfop.code.endsWith('551') && (t.cobrado ?? 0) > 0.005) {
    const charged = t.cobrado ?? 0;
    addFinding(
      ev,
      'warning',
      'PC_ALIQUOTA',
      `Venda de bem do ativo imobilizado (CFOP ${formatCfop(cfop.code)}) com CST ${cst} e ${brl(charged)} de ${t.trib}: a receita da venda de bens do ativo não circulante não integra a base ${doTrib(t.trib)} — ${ev.regime === 'lucro-real' ? LEGAL.ativoNaoCumulativo : LEGAL.ativoCumulativo}. O esperado é um CST sem tributação (08 ou 49) e valor zero, salvo se o bem era, de fato, mercadoria.`,
      charged,
      { tributo: t.trib },
    );
    return true;
  }

  if (t.aliquota === null) inferRateFromItemValue(ev, t);
  if (t.aliquota === null) return false;
  const base = baseOf(t, ev);

  if (n === 1 && cfop?.direction !== 'entrada' && !cfop?.exportacao && !cfop?.zfm) {
    const expected = BASIC[ev.regime][t.trib];
    if (rateMatches(t, expected, base)) return false;
    // Lucro Real companies keep some revenues in the cumulative regime (Lei 10.833/2003, art. 10):
    // the cumulative rate there is possible, so only a warning.
    const cumulativeInReal = ev.regime === 'lucro-real' && rateMatches(t, BASIC['lucro-presumido'][t.trib], base);
    // Declared with revenues in both regimes (EFD-Contribuições 0110, COD_INC_TRIB = 3): the cumulative rate is expected.
    if (cumulativeInReal && ev.regimeMisto) return false;
    // Receitas financeiras of a Lucro Real company: 0,65% / 4% (Decreto 8.426/2015, art. 1º). Only on rows
    // without a CFOP (EFD-Contribuições F100, "demais operações"): goods always have one, financial revenue never.
    if (ev.regime === 'lucro-real' && cfop === null && rateMatches(t, t.trib === 'PIS' ? 0.65 : 4, base)) return false;
    // Transfers, remessas, bonificações and purchase returns are usually not revenue: CST 01 there is
    // more likely a misclassified CST 49 than tax paid short, so neither an error nor an amount.
    const semReceita = cfop !== null && !isRevenueOutput(cfop);
    const impacto = base !== null && !semReceita ? (base * (t.aliquota - expected)) / 100 : null;
    t.aliquotaEsperada = expected;
    const note = semReceita
      ? ` O CFOP ${formatCfop(cfop.code)} normalmente não gera receita: se não houver receita, use o CST 49 (outras operações de saída); se houver, a alíquota está errada.`
      : cumulativeInReal
        ? ' Se a receita for das mantidas no regime cumulativo (Lei 10.833/2003, art. 10), a alíquota está correta.'
        : '';
    addFinding(
      ev,
      cumulativeInReal || semReceita ? 'warning' : 'error',
      'PC_ALIQUOTA',
      `Alíquota ${doTrib(t.trib)} de ${pct(t.aliquota)} com CST ${cst}; no ${ev.regime === 'lucro-real' ? 'regime não cumulativo' : 'regime cumulativo'} a alíquota básica é ${pct(expected)} — ${regimeBasis(ev)}.${note}${impacto !== null ? ` Diferença: ${brl(impacto)}.` : ''}`,
      impacto,
      { tributo: t.trib },
    );
    return true;
  }

  if (n === 2 && cfop?.direction !== 'entrada') {
    const mono = certainTreatments(ev, '4.3.10').filter(
      (x) => x.unidadeAliquota === 'percentual' && (t.trib === 'PIS' ? x.aliquotaPis : x.aliquotaCofins) !== null,
    );
    if (mono.length === 0) return false;
    const allowed = [...new Set(mono.map((x) => (t.trib === 'PIS' ? x.aliquotaPis : x.aliquotaCofins) as number))];
    if (allowed.some((r) => rateMatches(t, r, base))) return false;
    addFinding(
      ev,
      'warning',
      'PC_ALIQUOTA',
      `Alíquota ${doTrib(t.trib)} de ${pct(t.aliquota)} com CST 02 (alíquota diferenciada); para o NCM ${ev.ncm} a tabela indica ${allowed.map(pct).join(' ou ')} — ${LEGAL.monofasico}. Indicativo: alíquotas da transcrição OCA (2019) da tabela 4.3.10; confira a legislação vigente.`,
      null,
      { tributo: t.trib, tabela: '4.3.10' },
    );
    return true;
  }

  if (isBasicCredit(n) && ev.regime === 'lucro-real' && cfop?.direction !== 'saida') {
    const expected = BASIC['lucro-real'][t.trib];
    if (t.aliquota <= RATE_TOLERANCE && (t.raw.valor ?? 0) <= 0.005) {
      addFinding(
        ev,
        'warning',
        'PC_ALIQUOTA',
        `CST ${cst} indica direito a crédito, mas ${t.trib === 'PIS' ? 'o PIS' : 'a COFINS'} do item está zerado. Se a aquisição dá direito a crédito, ele é de ${pct(expected)} sobre a base; se não dá, use CST 70 a 75 ou 98 — ${LEGAL.creditoNaoCumulativo}.`,
        null,
        { tributo: t.trib },
      );
      return true;
    }
    if (rateMatches(t, expected, base)) return false;
    const importacao = cfop?.code.startsWith('3') ?? false;
    if (importacao && IMPORT[t.trib].some((r) => rateMatches(t, r, base))) return false;
    // The COFINS-Importação surcharge (up to 1 point over 9,65%; reduced year by year from 2025) is paid but
    // never credited.
    const ratePlain = IMPORT.COFINS[0];
    if (importacao && t.trib === 'COFINS' && t.aliquota > ratePlain + RATE_TOLERANCE && t.aliquota <= IMPORT_COFINS_COM_ADICIONAL + RATE_TOLERANCE) {
      const impacto = base !== null ? -(base * (t.aliquota - ratePlain)) / 100 : null;
      addFinding(
        ev,
        'error',
        'PC_ALIQUOTA',
        `Crédito da COFINS-Importação calculado a ${pct(t.aliquota)} com CST ${cst}: o adicional da COFINS-Importação (art. 8º, § 21) não gera crédito, que é de ${pct(ratePlain)} — ${LEGAL.adicionalCofinsImportacao}.${impacto !== null ? ` Crédito a maior: ${brl(Math.abs(impacto))}.` : ''}`,
        impacto,
        { tributo: t.trib },
      );
      return true;
    }
    // Credit in excess means tax paid short (negative); credit below the rate is recoverable (positive).
    const impacto = base !== null ? -(base * (t.aliquota - expected)) / 100 : null;
    t.aliquotaEsperada = expected;
    const excess = t.aliquota > expected;
    addFinding(
      ev,
      excess ? 'error' : 'warning',
      'PC_ALIQUOTA',
      `Crédito ${doTrib(t.trib)} calculado a ${pct(t.aliquota)} com CST ${cst}; no regime não cumulativo o crédito é de ${pct(expected)} — ${LEGAL.creditoNaoCumulativo}.${impacto !== null ? ` ${excess ? 'Crédito a maior' : 'Crédito a menor'}: ${brl(Math.abs(impacto))}.` : ''}`,
      impacto,
      { tributo: t.trib },
    );
    return true;
  }
  return false;
}

/** Sign of a value difference: outputs as is; credits reversed (more credit = tax paid short). */
function valueSign(ev: RowEval, t: TribEval): number | null {
  if (ev.regime === 'simples') return null;
  if (t.cstNum !== null && t.cstNum <= 49) return 1;
  if (isBasicCredit(t.cstNum) && ev.regime === 'lucro-real') return -1;
  return null;
}

function checkValue(ev: RowEval, t: TribEval): void {
  const { base, valor } = t.raw;
  if (t.aliquotaDerivada || t.aliquota === null || base === null || valor === null || t.cstNum === 3) return;
  const expected = (base * t.aliquota) / 100;
  const diff = valor - expected;
  if (Math.abs(diff) <= 0.01 + 1e-9) return;
  const sign = valueSign(ev, t);
  // ERPs that compute the tax on the invoice total and apportion it to the items leave a few cents
  // per item: worth a look, not an error.
  const apportionment = Math.abs(diff) <= 0.05 + 1e-9;
  addFinding(
    ev,
    apportionment ? 'warning' : 'error',
    'PC_VALOR',
    `Valor ${doTrib(t.trib)} de ${brl(valor)} não confere com base × alíquota (${brl(base)} × ${pct(t.aliquota)} = ${brl(expected)}); diferença de ${brl(diff)} — ${ev.regime === 'lucro-presumido' ? LEGAL.cumulativo : LEGAL.naoCumulativo}.`,
    sign === null ? null : sign * diff,
    { tributo: t.trib },
  );
}

interface BaseIssue {
  message: string;
  impacto: number | null;
  /** The ICMS destacado was kept in a sale's base (Tema 69): a recovery, summed for the file. */
  tema69?: boolean;
}

function baseIssue(ev: RowEval, t: TribEval): BaseIssue | null {
  const item = ev.item;
  const base = t.raw.base;
  if (item.valor === null || base === null || t.aliquota === null) return null;
  const net = item.valor - item.desconto;
  // When the rate itself was wrong, its excess is already in PC_ALIQUOTA: price the base at the right rate.
  const rate = t.aliquotaEsperada ?? t.aliquota;
  const icms = item.icms !== null && item.icms > 0 ? item.icms : null;
  if (base > net + 0.01) {
    if (item.desconto > 0 && Math.abs(base - item.valor) <= 0.01) {
      return {
        message: `a base (${brl(base)}) não excluiu o desconto incondicional de ${brl(item.desconto)}; o esperado é ${brl(net)} — ${LEGAL.base}.`,
        impacto: (item.desconto * rate) / 100,
      };
    }
    // Frete, seguro and outras despesas charged on the invoice legitimately raise the base; only a
    // large excess is reported, without an amount.
    if (base > net * 1.25 + 0.01) {
      return {
        message: `a base (${brl(base)}) é bem maior que o valor do item menos desconto (${brl(net)}); confira se inclui valores que não são receita (IPI, ICMS-ST) — ${LEGAL.base}.`,
        impacto: null,
      };
    }
    return null;
  }
  if (base < net - 0.01) {
    if (icms !== null) {
      const expected = net - icms;
      if (base >= expected - 0.01) return null; // ICMS excluded (Tema 69) — or partly: no loss for the fisco
      return {
        message: `a base (${brl(base)}) é menor que o valor do item menos desconto e ICMS (${brl(expected)}), diferença que as exclusões conhecidas não explicam — ${LEGAL.base}; ${LEGAL.tema69}.`,
        impacto: -((expected - base) * rate) / 100,
      };
    }
    // Without the ICMS column a reduction of up to ~40% is what the ICMS exclusion (rates 4%–35% with
    // FCP) can explain.
    if (base >= net * 0.6) return null;
    return {
      message: `a base (${brl(base)}) é muito menor que o valor do item menos desconto (${brl(net)}); a exclusão do ICMS (Tema 69) não explica a diferença — ${LEGAL.base}.`,
      impacto: null,
    };
  }
  // Credits: since Lei 14.592/2023 (MP 1.159/2023, from 01/05/2023) the ICMS destacado is excluded
  // from the credit base too; keeping it is credit taken in excess. (Sign flipped by the caller.)
  if (icms !== null && isBasicCredit(t.cstNum) && (t.cobrado ?? 0) > 0 && item.date !== null && item.date.getTime() >= CREDIT_ICMS_FROM) {
    return {
      message: `a base do crédito (${brl(base)}) inclui o ICMS destacado de ${brl(icms)}, que desde 01/05/2023 deve ser excluído — ${LEGAL.creditoSemIcms}.`,
      impacto: (icms * rate) / 100,
    };
  }
  // Base = item value: the ICMS destacado could have been excluded (Tema 69) — a recovery.
  if (icms !== null && t.cstNum !== null && t.cstNum <= 2 && (t.cobrado ?? 0) > 0) {
    return {
      message: `a base (${brl(base)}) inclui o ICMS destacado de ${brl(icms)}, que pode ser excluído — ${LEGAL.tema69}.`,
      impacto: (icms * rate) / 100,
      tema69: true,
    };
  }
  return null;
}

function checkBase(ev: RowEval, tribs: TribEval[]): void {
  const cfop = ev.item.cfop;
  const issues: { t: TribEval; issue: BaseIssue }[] = [];
  for (const t of tribs) {
    const n = t.cstNum;
    // Transfers and remessas have no revenue to compare the base with (their "valor" is often cost).
    const outputTaxed = n !== null && (n === 1 || n === 2) && (cfop ? isRevenueOutput(cfop) : true);
    const credit = isBasicCredit(n) && ev.regime === 'lucro-real' && cfop?.direction !== 'saida';
    if (!outputTaxed && !credit) continue;
    const issue = baseIssue(ev, t);
    if (!issue) continue;
    // For credits the sign flips: a base too high is credit taken in excess.
    if (credit && issue.impacto !== null) issue.impacto = -issue.impacto;
    issues.push({ t, issue });
  }
  if (issues.length === 0) return;
  const sameBase = issues.length === 2 && issues[0].t.raw.base === issues[1].t.raw.base;
  const groups = sameBase ? [issues] : issues.map((i) => [i]);
  for (const g of groups) {
    const label: Trib | 'PIS/COFINS' = g.length === 2 ? 'PIS/COFINS' : g[0].t.trib;
    const impactos = g.map((x) => x.issue.impacto);
    const impacto = impactos.every((x) => x !== null) ? impactos.reduce((s: number, x) => s + (x as number), 0) : null;
    if (impacto !== null && g.every((x) => x.issue.tema69)) ev.icmsNaBase += impacto;
    addFinding(
      ev,
      'warning',
      'PC_BASE',
      `Base de cálculo ${doTrib(label)}: ${g[0].issue.message}${impacto !== null ? ` Efeito estimado: ${brl(impacto)}.` : ''}`,
      impacto,
      { tributo: label },
    );
  }
}

/** PC_ALIQUOTA, PC_VALOR and PC_BASE for the tributos not already reported as monofásico / alíquota zero. */
export function checkRates(ev: RowEval): void {
  if (ev.regime === 'simples') return;
  const open = [ev.pis, ev.cofins].filter((t) => !ev.handled.has(t.trib) && t.cst !== null);
  for (const t of open) {
    const rateFinding = checkRate(ev, t);
    const zeroRateCst = t.cstNum !== null && t.cstNum >= 4 && t.cstNum <= 9;
    if (!(rateFinding && zeroRateCst)) checkValue(ev, t);
  }
  checkBase(ev, open);
}
