/**
 * Rates and values of one item's gIBSCBS (NT 2025.002 v1.34 §7): the year's rates (UB18-10, UB37-10, UB56-10),
 * the code's reduction (UB27-10, UB46-10, UB65-10), effective rates (UB28-10, UB47-10, UB66-10), deferral values
 * (UB23-10, UB42-10, UB61-10), tax values vBC × rate (UB35-10, UB54-10, UB67-10) and vIBS = UF + Mun (UB54a-10).
 */
import type { IbsCbsItem, IbsCbsTributo, NfeItem } from '../nfe/nfe-item-types';
import type { CstIbsCbs } from '../tables/reforma-types';
import { TOL, dec, money, report, type XmlCtx } from './xml-context';

/** UB56-10 exceção 2: CBS may be zero between issuer and buyer of the ZFM/ALC (AC, AM, RO, RR, AP) … */
const ZFM_UF = new Set(['AC', 'AM', 'RO', 'RR', 'AP']);
/** … unless the NCM is arms (93), tobacco (24), alcoholic drinks (2203–2208), cars (8703) or perfumery (33 except 3303–3307). */
const ZFM_EXCLUIDO = /^(93|24|220[3-8]|8703|33(?!0[3-7]))/;

/** The rates the NT fixes for the year of issue; null where it leaves them to a future reference rate. */
function yearRates(ano: number): { uf: number; mun: number; cbs: number | null } | null {
  if (ano <= 2026) return { uf: 0.1, mun: 0, cbs: 0.9 }; // LC 214 arts. 343 and 346 (2025 and 2026)
  if (ano <= 2028) return { uf: 0.05, mun: 0.05, cbs: null }; // art. 344; CBS: reference rate still to be published
  return null;
}

const round4 = (n: number): number => Math.round(n * 10000) / 10000;

export function valueRules(c: XmlCtx, it: NfeItem, g: IbsCbsItem, cst: CstIbsCbs): void {
  const gi = g.gIBSCBS;
  if (!gi) return;
  const k = c.t.cclass.get(g.cClassTrib);
  const rates = yearRates(c.ano);
  const regular = k?.gTribRegular ?? false;
  const zfm = ZFM_UF.has(c.doc.ufEmit ?? '') && ZFM_UF.has(c.doc.ufDest ?? '') && !ZFM_EXCLUIDO.test(it.ncm);
  const parts: [IbsCbsTributo | null, string, 'uf' | 'mun' | 'cbs', string, string, string, string, string, number][] = [
    [gi.uf, 'IBS da UF', 'uf', 'UB18-10', 'UB27-10', 'UB28-10', 'UB23-10', 'UB35-10', k?.pRedIBS ?? 0],
    [gi.mun, 'IBS do Município', 'mun', 'UB37-10', 'UB46-10', 'UB47-10', 'UB42-10', 'UB54-10', k?.pRedIBS ?? 0],
    [gi.cbs, 'CBS', 'cbs', 'UB56-10', 'UB65-10', 'UB66-10', 'UB61-10', 'UB67-10', k?.pRedCBS ?? 0],
  ];
  for (const [x, nome, key, rRate, rRed, rEfet, rDif, rVal, pRedCode] of parts) {
    if (!x) continue;
    const p = x.p ?? 0;
    const expected = regular ? 0 : rates ? rates[key] : null;
    const zeroOk = key === 'cbs' && p === 0 && zfm;
    if (expected !== null && Math.abs(p - expected) > 1e-6 && !zeroOk) {
      report(c, it, rRate, 'REF_ALIQUOTA', `Alíquota do ${nome} de ${dec(p)}%; para emissão em ${c.ano} a NT exige ${dec(expected)}%${regular ? ' (cClassTrib com indicador de tributação regular)' : ''}.`);
    }
    let efet = p;
    if (x.gRed) {
      if (cst.gRed && Math.abs(x.gRed.pRedAliq - pRedCode) > 1e-6) {
        report(c, it, rRed, 'REF_REDUCAO', `Percentual de redução do ${nome} de ${dec(x.gRed.pRedAliq)}%; o cClassTrib ${g.cClassTrib} dá ${dec(pRedCode)}%.`);
      }
      const calc = round4(p * (1 - x.gRed.pRedAliq / 100));
      if (!gi.compraGov && Math.abs(x.gRed.pAliqEfet - calc) > 0.00011) {
        report(c, it, rEfet, 'REF_ALIQUOTA_EFETIVA', `Alíquota efetiva do ${nome} de ${dec(x.gRed.pAliqEfet)}%; ${dec(p)}% × (1 - ${dec(x.gRed.pRedAliq)}%) = ${dec(calc)}%.`);
      }
      efet = x.gRed.pAliqEfet;
    }
    const vBC = gi.vBC ?? 0;
    if (x.gDif) {
      const dif = (vBC * efet * x.gDif.pDif) / 10000;
      if (Math.abs(x.gDif.vDif - dif) > TOL) report(c, it, rDif, 'REF_VALOR', `Diferimento do ${nome} de R$ ${money(x.gDif.vDif)}; ${money(vBC)} × ${dec(efet)}% × ${dec(x.gDif.pDif)}% = R$ ${money(dif)}.`);
    }
    if (x.v !== null) {
      const v = (vBC * efet) / 100 - (x.gDif?.vDif ?? 0) - x.vDevTrib;
      if (Math.abs(x.v - v) > TOL) {
        report(c, it, rVal, 'REF_VALOR', `Valor do ${nome} de R$ ${money(x.v)}; vBC ${money(vBC)} × ${dec(efet)}%${x.gDif ? ' - diferimento' : ''}${x.vDevTrib ? ' - devolução' : ''} = R$ ${money(v)}.`);
      }
    }
  }
  if (gi.vIBS !== null && (gi.uf || gi.mun)) {
    const soma = (gi.uf?.v ?? 0) + (gi.mun?.v ?? 0);
    // vCredPres deduction (indDeduzCredPres) is not read: only a larger vIBS than the sum is certain to be wrong.
    if (gi.vIBS - soma > TOL || (!g.gCredPresOper && Math.abs(gi.vIBS - soma) > TOL)) {
      report(c, it, 'UB54a-10', 'REF_VALOR', `vIBS do item de R$ ${money(gi.vIBS)}; vIBSUF + vIBSMun = R$ ${money(soma)}.`);
    }
  }
}
