/**
 * Note-level rules (NT 2025.002 v1.34 §7): IBSCBSTot present iff some item has IBSCBS (W34-10/-20), totals equal
 * the sums of the items (W35-10, W38-10, W39-10, W41-10, W43-10, W44-10, W46-10, W47-10, W53-10, W54-10, W56-10),
 * vItem (VB01-05, VB01-10) and vNFTot = Σ vItem (W60-05, W60-10).
 */
import type { IbsCbsTributo } from '../nfe/nfe-item-types';
import { TOL, money, report, type XmlCtx } from './xml-context';

export function totalRules(c: XmlCtx): void {
  const itens = c.doc.itens ?? [];
  const comGrupo = itens.filter((i) => i.ibscbs !== null);
  const tot = c.doc.ibscbsTot ?? null;
  if (tot && !comGrupo.length) report(c, null, 'W34-10', 'REF_TOTAL', 'Grupo de totais IBSCBSTot informado, mas nenhum item tem o grupo IBSCBS.');
  if (!tot && comGrupo.length) report(c, null, 'W34-20', 'REF_TOTAL', `${comGrupo.length} item(ns) com o grupo IBSCBS, mas a nota não tem o grupo de totais IBSCBSTot.`);
  if (tot && comGrupo.length) {
    const g = comGrupo.map((i) => i.ibscbs!.gIBSCBS).filter((x): x is NonNullable<typeof x> => x !== null);
    const sum = (f: (x: (typeof g)[number]) => number): number => g.reduce((s, x) => s + f(x), 0);
    const t = (x: IbsCbsTributo | null) => ({ v: x?.v ?? 0, dif: x?.gDif?.vDif ?? 0, dev: x?.vDevTrib ?? 0 });
    const checks: [string, string, number, number][] = [
      ['W35-10', 'vBCIBSCBS', tot.vBCIBSCBS, sum((x) => x.vBC ?? 0)],
      ['W38-10', 'vDif do IBS da UF', tot.uf.vDif, sum((x) => t(x.uf).dif)],
      ['W39-10', 'vDevTrib do IBS da UF', tot.uf.vDevTrib, sum((x) => t(x.uf).dev)],
      ['W41-10', 'vIBSUF', tot.uf.v, sum((x) => t(x.uf).v)],
      ['W43-10', 'vDif do IBS do Município', tot.mun.vDif, sum((x) => t(x.mun).dif)],
      ['W44-10', 'vDevTrib do IBS do Município', tot.mun.vDevTrib, sum((x) => t(x.mun).dev)],
      ['W46-10', 'vIBSMun', tot.mun.v, sum((x) => t(x.mun).v)],
      ['W47-10', 'vIBS', tot.vIBS, sum((x) => x.vIBS ?? 0)],
      ['W53-10', 'vDif da CBS', tot.cbs.vDif, sum((x) => t(x.cbs).dif)],
      ['W54-10', 'vDevTrib da CBS', tot.cbs.vDevTrib, sum((x) => t(x.cbs).dev)],
      ['W56-10', 'vCBS', tot.cbs.v, sum((x) => t(x.cbs).v)],
    ];
    for (const [rule, nome, total, soma] of checks) {
      if (Math.abs(total - soma) > TOL) report(c, null, rule, 'REF_TOTAL', `Total ${nome} de R$ ${money(total)} em IBSCBSTot; a soma dos itens é R$ ${money(soma)}.`);
    }
  }
  // vItem and vNFTot (implementação futura in v1.34: warnings; "malha fiscal" reported by OCA/l10n-brazil PR #4681).
  for (const it of itens) {
    if (it.vItem === null) {
      if (it.ibscbs?.gIBSCBS) report(c, it, 'VB01-05', 'REF_VITEM', 'Item com gIBSCBS sem vItem (valor total do item).');
      continue;
    }
    // 2025–2026: vIBS, vCBS, vIS and the mono values are not added (VB01-10, exceção 1); from 2027 they are.
    const esperado = c.ano <= 2026 ? it.vItemCalc : it.vItemCalc + it.vRtcItem;
    if (Math.abs(it.vItem - esperado) > TOL) {
      const somaRtc = c.ano <= 2026 && it.vRtcItem > 0 && Math.abs(it.vItem - (it.vItemCalc + it.vRtcItem)) <= TOL;
      report(c, it, 'VB01-10', 'REF_VITEM', somaRtc
        ? `vItem de R$ ${money(it.vItem)} soma vIBS/vCBS (R$ ${money(it.vRtcItem)}); em 2025 e 2026 a NT manda não somá-los: esperado R$ ${money(esperado)}.`
        : `vItem de R$ ${money(it.vItem)}; a soma das parcelas do item (vProd - vDesc + ST + frete + seguro + outras + II + IPI…) é R$ ${money(esperado)}.`);
    }
  }
  const comVItem = itens.filter((i) => i.vItem !== null);
  if (tot && (c.doc.vNFTot ?? null) === null) report(c, null, 'W60-05', 'REF_VNFTOT', 'Nota com IBSCBSTot sem vNFTot (valor total da NF-e com IBS/CBS/IS).');
  if (c.doc.vNFTot !== null && c.doc.vNFTot !== undefined && comVItem.length === itens.length && itens.length) {
    const soma = comVItem.reduce((s, i) => s + (i.vItem ?? 0), 0);
    if (Math.abs(c.doc.vNFTot - soma) > TOL) report(c, null, 'W60-10', 'REF_VNFTOT', `vNFTot de R$ ${money(c.doc.vNFTot)}; a soma dos vItem é R$ ${money(soma)}.`);
  }
}
