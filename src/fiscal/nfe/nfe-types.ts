import type { IbsCbsTotal, NfeItem } from './nfe-item-types';

/** One NF-e/NFC-e as read from its XML. Values in reais; dates ISO yyyy-mm-dd (issuer's local date). */
export interface NfeDoc {
  chave: string;
  modelo: string;
  serie: string;
  numero: string;
  cnpjEmitente: string;
  nomeEmitente: string;
  cnpjDestinatario: string;
  dataEmissao: string;
  /** 0 = entrada, 1 = saída (from the issuer's point of view). */
  tpNF: string;
  valores: { total: number; icms: number; ipi: number; pis: number; cofins: number };
  /** ICMSTot vFCP and vIPIDevol: the EFD may carry ICMS with the FCP added, and a return's IPI in VL_IPI. */
  vFCP?: number;
  vIPIDevol?: number;
  /** CBS + IBS + IS of the tax reform (NT 2025.002-RTC, IBSCBSTot/ISTot): not part of the EFD's VL_DOC in 2026. */
  vRtc?: number;
  cancelada: boolean;
  /** Use denied by the SEFAZ (protNFe cStat 110, 301, 302, 303): no operation happened. */
  denegada?: boolean;
  /** Authorization protocol (nProt) when the XML carries protNFe, else ''. */
  protocolo: string;
  /** cStat of protNFe when present (100 autorizada, 101/135 cancelada, 110/301/302 denegada). */
  cStat: string;
  /** File (or zip entry) it came from, for messages. */
  origem: string;
  /** Issuer's regime (emit/CRT: 1, 2, 4 Simples/MEI; 3 regime normal), finNFe, time of issue (dhEmi as written). */
  crt?: string;
  finNFe?: string;
  dhEmi?: string;
  /** Items with their IBS/CBS group and the IBS/CBS totals (NT 2025.002-RTC), for the tax-reform check. */
  itens?: NfeItem[];
  ibscbsTot?: IbsCbsTotal | null;
  vNFTot?: number | null;
  ufEmit?: string;
  ufDest?: string;
}

export interface NfeCancelamento { chave: string; protocolo: string; origem: string }

export type ParsedXml =
  | { kind: 'nfe'; docs: NfeDoc[] }
  | { kind: 'cancelamento'; evento: NfeCancelamento }
  | { kind: 'ignorado'; motivo: string };
