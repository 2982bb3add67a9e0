/** IBS/CBS of one item (NT 2025.002-RTC, group det/imposto/IBSCBS, PL_010 `TCIBS`). null = tag absent. */
export interface IbsCbsTributo {
  /** pIBSUF / pIBSMun / pCBS. */
  p: number | null;
  gDif: { pDif: number; vDif: number } | null;
  vDevTrib: number;
  gRed: { pRedAliq: number; pAliqEfet: number } | null;
  /** vIBSUF / vIBSMun / vCBS. */
  v: number | null;
}

export interface IbsCbsItem {
  cst: string;
  cClassTrib: string;
  gIBSCBS: { vBC: number | null; uf: IbsCbsTributo | null; mun: IbsCbsTributo | null; vIBS: number | null; cbs: IbsCbsTributo | null; compraGov: boolean; tribRegular: boolean } | null;
  gIBSCBSMono: boolean;
  gTransfCred: boolean;
  gCredPresIBSZFM: boolean;
  gAjusteCompet: boolean;
  gEstornoCred: boolean;
  gCredPresOper: boolean;
}

/** One det of an NF-e/NFC-e: product, the values vItem is made of, PIS/COFINS charged and IBS/CBS. */
export interface NfeItem {
  nItem: string;
  cProd: string;
  xProd: string;
  ncm: string;
  cfop: string;
  vProd: number;
  /** Sum of the parts VB01-10 adds and subtracts, without IBS/CBS/IS (2025–2026 form). */
  vItemCalc: number;
  /** vIBS + vCBS + vIS + mono item totals, for the "with RTC" form of VB01-10 (2027+). */
  vRtcItem: number;
  vItem: number | null;
  vPIS: number;
  vCOFINS: number;
  /** prod/comb present (fuel group, LA01). */
  comb: boolean;
  ibscbs: IbsCbsItem | null;
}

/** total/IBSCBSTot (W34), null when absent. */
export interface IbsCbsTotal {
  vBCIBSCBS: number;
  uf: { vDif: number; vDevTrib: number; v: number };
  mun: { vDif: number; vDevTrib: number; v: number };
  vIBS: number;
  cbs: { vDif: number; vDevTrib: number; v: number };
}
