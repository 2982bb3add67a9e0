import { readNfeItens } from './parse-nfe-itens';
import type { NfeCancelamento, NfeDoc, ParsedXml } from './nfe-types';
import { parseXmlTree, XmlMalformado } from './xml-tree';

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const arr = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const num = (v: unknown): number => { const n = Number(str(v)); return Number.isFinite(n) ? n : 0; };
/** 44-character access key; the issuer's CNPJ (positions 7–18) may be alphanumeric from 07/2026 (IN RFB 2.229/2024). */
const KEY = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/** Event codes of Anexo II of the NF-e manual that mean the note no longer has effect. */
const EVENTOS_CANCELAMENTO = new Set(['110111', '110112']);
/** Common non-cancelling events, named in the skip reason so the user sees why the file was not used. */
const EVENTOS_NOMES: Record<string, string> = {
  '110110': 'carta de correção', '210200': 'confirmação da operação', '210210': 'ciência da operação',
  '210220': 'desconhecimento da operação', '210240': 'operação não realizada', '110140': 'EPEC',
};
const CSTAT_CANCELADA = new Set(['101', '135', '151', '155']);
/** Uso denegado (MOC 4.00, tabela de códigos de status): the note exists but authorises no operation. */
const CSTAT_DENEGADA = new Set(['110', '301', '302', '303']);
/** Other fiscal documents that come in the same zips, named in the skip reason. */
const OUTROS_DOCUMENTOS: [string, string][] = [
  ['cteProc', 'CT-e'], ['CTe', 'CT-e'], ['cteOSProc', 'CT-e OS'], ['procEventoCTe', 'evento de CT-e'], ['mdfeProc', 'MDF-e'], ['MDFe', 'MDF-e'],
  ['procEventoMDFe', 'evento de MDF-e'], ['CFe', 'CF-e SAT'], ['CompNfse', 'NFS-e'], ['Nfse', 'NFS-e'], ['NFSe', 'NFS-e'], ['ConsultarNfseResposta', 'NFS-e'],
  ['GerarNfseResposta', 'NFS-e'], ['ConsultarLoteRpsResposta', 'NFS-e'], ['nfseProc', 'NFS-e'],
];

function readNfe(nfe: Node, prot: Node, origem: string): NfeDoc | null {
  const inf = obj(nfe.infNFe);
  const id = str(inf['@_Id']).replace(/^NFe/, '');
  const chave = KEY.test(id) ? id : str(prot.chNFe);
  if (!chave) return null;
  const ide = obj(inf.ide), emit = obj(inf.emit), dest = obj(inf.dest), tot = obj(obj(inf.total).ICMSTot);
  const rtc = obj(obj(inf.total).IBSCBSTot), vRtc = num(obj(rtc.gIBS).vIBS) + num(obj(rtc.gCBS).vCBS) + num(obj(obj(inf.total).ISTot).vIS);
  const cStat = str(prot.cStat);
  const dh = str(ide.dhEmi) || str(ide.dEmi);
  return {
    chave,
    modelo: str(ide.mod), serie: str(ide.serie), numero: str(ide.nNF),
    cnpjEmitente: str(emit.CNPJ) || str(emit.CPF), nomeEmitente: str(emit.xNome),
    cnpjDestinatario: str(dest.CNPJ) || str(dest.CPF),
    dataEmissao: dh.slice(0, 10), tpNF: str(ide.tpNF),
    valores: { total: num(tot.vNF), icms: num(tot.vICMS), ipi: num(tot.vIPI), pis: num(tot.vPIS), cofins: num(tot.vCOFINS) },
    vFCP: num(tot.vFCP), vIPIDevol: num(tot.vIPIDevol), vRtc,
    cancelada: CSTAT_CANCELADA.has(cStat), denegada: CSTAT_DENEGADA.has(cStat), protocolo: str(prot.nProt), cStat, origem,
    crt: str(emit.CRT), finNFe: str(ide.finNFe), dhEmi: dh, ...readNfeItens(inf),
  };
}

function readEvento(root: Node, origem: string): NfeCancelamento | null {
  const ev = obj(obj(root.evento).infEvento);
  if (!EVENTOS_CANCELAMENTO.has(str(ev.tpEvento))) return null;
  const ret = obj(obj(root.retEvento).infEvento);
  // A registered event has cStat 135/136/155 in retEvento; an unanswered request is not a cancellation.
  const cStat = str(ret.cStat);
  if (cStat && !['135', '136', '155'].includes(cStat)) return null;
  return { chave: str(ev.chNFe), protocolo: str(ret.nProt), origem };
}

/** Parses one XML file's text: nfeProc, NFe, enviNFe (batch) or procEventoNFe (cancellation). */
export function parseNfeXml(text: string, origem = ''): ParsedXml {
  let doc: Node;
  // The XML-DSig block (a third of a signed note) is never read: dropped before parsing, which is the costly part.
  const sig = text.indexOf('<Signature');
  const sigEnd = sig > 0 ? text.indexOf('</Signature>', sig) : -1;
  const body = sigEnd > 0 ? text.slice(0, sig) + text.slice(sigEnd + 12) : text;
  try { doc = obj(parseXmlTree(body)); } catch (e) {
    // Only the reader's own refusal means a bad file; anything else is a bug and must not pass as one.
    if (e instanceof XmlMalformado) return { kind: 'ignorado', motivo: 'XML malformado' };
    throw e;
  }
  if (doc.nfeProc) {
    const p = obj(doc.nfeProc);
    const d = readNfe(obj(p.NFe), obj(obj(p.protNFe).infProt), origem);
    return d ? { kind: 'nfe', docs: [d] } : { kind: 'ignorado', motivo: 'nfeProc sem chave de acesso' };
  }
  if (doc.NFe || doc.enviNFe) {
    const list = doc.NFe ? arr(doc.NFe) : arr(obj(doc.enviNFe).NFe);
    const docs = list.map((n) => readNfe(n, {}, origem)).filter((d): d is NfeDoc => d !== null);
    return docs.length ? { kind: 'nfe', docs } : { kind: 'ignorado', motivo: 'NF-e sem chave de acesso' };
  }
  if (doc.procEventoNFe) {
    const e = readEvento(obj(doc.procEventoNFe), origem);
    if (e) return { kind: 'cancelamento', evento: e };
    const ev = obj(obj(obj(doc.procEventoNFe).evento).infEvento);
    const tp = str(ev.tpEvento);
    const nome = EVENTOS_NOMES[tp];
    return { kind: 'ignorado', motivo: EVENTOS_CANCELAMENTO.has(tp) ? `cancelamento ${tp} não homologado pela SEFAZ (sem cStat 135/136/155)` : `evento ${tp || '?'}${nome ? ` (${nome})` : ''} não cancela a nota` };
  }
  // The SEFAZ's answer to the event request (retEnvEvento), kept by some ERPs as the cancellation proof.
  if (doc.retEnvEvento) {
    for (const r of arr(obj(doc.retEnvEvento).retEvento)) {
      const inf = obj(r.infEvento);
      if (EVENTOS_CANCELAMENTO.has(str(inf.tpEvento)) && ['135', '136', '155'].includes(str(inf.cStat)) && KEY.test(str(inf.chNFe))) {
        return { kind: 'cancelamento', evento: { chave: str(inf.chNFe), protocolo: str(inf.nProt), origem } };
      }
    }
    return { kind: 'ignorado', motivo: 'retorno de evento (retEnvEvento) sem cancelamento homologado' };
  }
  // Summaries of the DF-e distribution (NT 2014.002): a cancellation is known by the key alone; the
  // note's summary has no taxes, so it cannot be compared with the C100.
  if (doc.resEvento) {
    const r = obj(doc.resEvento);
    const tp = str(r.tpEvento);
    if (EVENTOS_CANCELAMENTO.has(tp) && KEY.test(str(r.chNFe))) return { kind: 'cancelamento', evento: { chave: str(r.chNFe), protocolo: str(r.nProt), origem } };
    const nome = EVENTOS_NOMES[tp];
    return { kind: 'ignorado', motivo: `resumo de evento ${tp || '?'}${nome ? ` (${nome})` : ''} não cancela a nota` };
  }
  if (doc.resNFe) {
    const r = obj(doc.resNFe);
    if (str(r.cSitNFe) === '3' && KEY.test(str(r.chNFe))) return { kind: 'cancelamento', evento: { chave: str(r.chNFe), protocolo: str(r.nProt), origem } };
    return { kind: 'ignorado', motivo: 'resumo da NF-e (resNFe) sem itens nem tributos: baixe o XML completo (após a ciência da operação) para conciliar' };
  }
  const outro = OUTROS_DOCUMENTOS.find(([root]) => doc[root] !== undefined);
  if (outro) return { kind: 'ignorado', motivo: `${outro[1]}: a conciliação com o C100 é só de NF-e e NFC-e` };
  return { kind: 'ignorado', motivo: 'não é NF-e nem evento de NF-e' };
}
