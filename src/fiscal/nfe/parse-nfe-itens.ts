/** Items (det) and the IBS/CBS totals of an NF-e, for the tax-reform check; values as the XML states them. */
import type { IbsCbsItem, IbsCbsTotal, IbsCbsTributo, NfeItem } from './nfe-item-types';

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const arr = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const num = (v: unknown): number => { const n = Number(str(v)); return Number.isFinite(n) ? n : 0; };
const opt = (v: unknown): number | null => (str(v) === '' ? null : num(v));
const has = (n: Node, k: string): boolean => n[k] !== undefined;

/** The single child group of ICMS/PIS/COFINS (ICMS00, PISAliq …), whatever its name. */
const inner = (n: unknown): Node => { const o = obj(n); const k = Object.keys(o)[0]; return k ? obj(o[k]) : {}; };

function tributo(n: unknown, pTag: string, vTag: string): IbsCbsTributo | null {
  if (n === undefined) return null;
  const g = obj(n);
  const dif = has(g, 'gDif') ? obj(g.gDif) : null;
  const red = has(g, 'gRed') ? obj(g.gRed) : null;
  return {
    p: opt(g[pTag]), v: opt(g[vTag]), vDevTrib: num(obj(g.gDevTrib).vDevTrib),
    gDif: dif ? { pDif: num(dif.pDif), vDif: num(dif.vDif) } : null,
    gRed: red ? { pRedAliq: num(red.pRedAliq), pAliqEfet: num(red.pAliqEfet) } : null,
  };
}

function ibscbs(n: unknown): IbsCbsItem | null {
  if (n === undefined) return null;
  const g = obj(n);
  const gi = has(g, 'gIBSCBS') ? obj(g.gIBSCBS) : null;
  return {
    cst: str(g.CST), cClassTrib: str(g.cClassTrib),
    gIBSCBS: gi ? {
      vBC: opt(gi.vBC), uf: tributo(gi.gIBSUF, 'pIBSUF', 'vIBSUF'), mun: tributo(gi.gIBSMun, 'pIBSMun', 'vIBSMun'), vIBS: opt(gi.vIBS),
      cbs: tributo(gi.gCBS, 'pCBS', 'vCBS'), compraGov: has(gi, 'gCompraGov') || has(g, 'gCompraGov'), tribRegular: has(gi, 'gTribRegular'),
    } : null,
    gIBSCBSMono: has(g, 'gIBSCBSMono'), gTransfCred: has(g, 'gTransfCred'), gCredPresIBSZFM: has(g, 'gCredPresIBSZFM'),
    gAjusteCompet: has(g, 'gAjusteCompet'), gEstornoCred: has(g, 'gEstornoCred'), gCredPresOper: has(g, 'gCredPresOper'),
  };
}

function item(det: Node): NfeItem {
  const prod = obj(det.prod), imp = obj(det.imposto);
  const icms = inner(imp.ICMS), ipi = obj(obj(imp.IPI).IPITrib), pis = inner(imp.PIS), cof = inner(imp.COFINS);
  const ib = ibscbs(imp.IBSCBS);
  const deson = str(icms.indDeduzDeson) === '1' ? num(icms.vICMSDeson) : 0;
  const pisSt = str(obj(imp.PISST).indSomaPISST) === '1' ? num(obj(imp.PISST).vPIS) : 0;
  const cofSt = str(obj(imp.COFINSST).indSomaCOFINSST) === '1' ? num(obj(imp.COFINSST).vCOFINS) : 0;
  // VB01-10: the parts of vItem (vServ is an ISSQN item's value, in prod/vProd for NF-e conjugada).
  const vItemCalc = num(prod.vProd) - num(prod.vDesc) - deson + num(icms.vICMSST) + num(icms.vICMSMonoReten) + num(icms.vFCPST)
    + num(prod.vFrete) + num(prod.vSeg) + num(prod.vOutro) + num(obj(imp.II).vII) + num(ipi.vIPI) + num(obj(obj(det.impostoDevol).IPI).vIPIDevol)
    + pisSt + cofSt;
  const g = obj(obj(imp.IBSCBS).gIBSCBS), mono = obj(obj(imp.IBSCBS).gIBSCBSMono);
  const vRtcItem = num(g.vIBS) + num(obj(g.gCBS).vCBS) + num(obj(imp.IS).vIS) + num(mono.vTotIBSMonoItem) + num(mono.vTotCBSMonoItem);
  return {
    nItem: str(det['@_nItem']), cProd: str(prod.cProd), xProd: str(prod.xProd), ncm: str(prod.NCM), cfop: str(prod.CFOP),
    vProd: num(prod.vProd), vItemCalc, vRtcItem, vItem: opt(det.vItem), vPIS: num(pis.vPIS), vCOFINS: num(cof.vCOFINS), comb: has(prod, 'comb'), ibscbs: ib,
  };
}

const totTrib = (n: unknown, vTag: string) => { const g = obj(n); return { vDif: num(g.vDif), vDevTrib: num(g.vDevTrib), v: num(g[vTag]) }; };

/** det → items; total/IBSCBSTot → totals (null when absent); vNFTot (null when absent). */
export function readNfeItens(inf: Node): { itens: NfeItem[]; ibscbsTot: IbsCbsTotal | null; vNFTot: number | null; ufEmit: string; ufDest: string } {
  const total = obj(inf.total);
  const t = has(total, 'IBSCBSTot') ? obj(total.IBSCBSTot) : null;
  const gIBS = obj(t?.gIBS);
  return {
    itens: arr(inf.det).map(item),
    ibscbsTot: t ? {
      vBCIBSCBS: num(t.vBCIBSCBS), uf: totTrib(gIBS.gIBSUF, 'vIBSUF'), mun: totTrib(gIBS.gIBSMun, 'vIBSMun'), vIBS: num(gIBS.vIBS),
      cbs: totTrib(t.gCBS, 'vCBS'),
    } : null,
    vNFTot: opt(total.vNFTot),
    ufEmit: str(obj(obj(inf.emit).enderEmit).UF), ufDest: str(obj(obj(inf.dest).enderDest).UF),
  };
}
