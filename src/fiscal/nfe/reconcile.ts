import { COD_SIT_SEM_VALORES } from '../sped/c100-checks';
import { money, sameCents } from '../sped/field-checks';
import type { SpedDocument, SpedFinding, SpedKind } from '../sped/types';
import type { NfeDoc } from './nfe-types';

type Valores = NfeDoc['valores'];
export type ReconStatus = 'ok' | 'nao_escriturado' | 'divergente' | 'cancelada';

export interface ReconRow {
  chave: string;
  emitente: string;
  data: string;
  xml: Valores;
  sped: (Valores & { line: number; data: string; codSit: string }) | null;
  status: ReconStatus;
}

export interface ReconcileOptions {
  /** Company CNPJ (0000) and period (ISO) of the SPED, to tell own-period notes from others. */
  cnpj?: string;
  period?: { start: string; end: string };
  /**
   * Which EFD the documents come from. In the EFD-Contribuições the sales and purchases of NF-e/NFC-e may be
   * bookkept consolidated by item (C010 IND_ESCRI 1: C180/C190; NFC-e also C490) instead of one C100 per note.
   */
  sped?: SpedKind;
}

const LABEL: Record<keyof Valores, string> = { total: 'valor total', icms: 'ICMS', ipi: 'IPI', pis: 'PIS', cofins: 'COFINS' };
const SPED_FIELD: Record<keyof Valores, string> = { total: 'VL_DOC', icms: 'VL_ICMS', ipi: 'VL_IPI', pis: 'VL_PIS', cofins: 'VL_COFINS' };
const brDate = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '(vazia)');

function finding(type: 'error' | 'warning', code: SpedFinding['code'], line: number, field: string, message: string): SpedFinding {
  return { type, code, line, register: 'C100', field, message };
}

/**
 * NF-e XML × SPED C100 by access key. Taxes on third-party notes (IND_EMIT=1) may legitimately differ
 * (credit not taken, Simples Nacional), so their tax divergences are warnings; total and date are errors.
 */
/** An XML left out of the reconciliation, with the reason (pt-BR). */
export interface ReconIgnored { chave: string; origem: string; motivo: string }

export function reconcileNfe(documents: Map<string, SpedDocument>, notes: NfeDoc[], cancelled: Set<string>, opts: ReconcileOptions = {}) {
  const findings: SpedFinding[] = [];
  const rows: ReconRow[] = [];
  const ignored: ReconIgnored[] = [];
  const seen = new Map<string, NfeDoc>();
  // The same note often comes twice (NFe and nfeProc): keep the one with the protocol, and say which file
  // was set aside, so every XML read is accounted for.
  for (const n of notes) {
    const p = seen.get(n.chave);
    if (!p) { seen.set(n.chave, n); continue; }
    const [kept, dropped] = !p.protocolo && n.protocolo ? [n, p] : [p, n];
    seen.set(n.chave, kept);
    ignored.push({ chave: n.chave, origem: dropped.origem, motivo: `mesma chave de ${kept.origem}${kept.protocolo ? ' (com protocolo de autorização)' : ''}: a nota foi considerada uma vez` });
  }
  const root = (opts.cnpj ?? '').slice(0, 8);
  for (const n of seen.values()) {
    const s = documents.get(n.chave) ?? null;
    // A zip of "all the office's XMLs" often holds other clients' notes: neither issued nor received by
    // this company (CNPJ root of 0000, so branches count) and not in the file → not this file's business.
    if (!s && root !== '' && n.cnpjEmitente.slice(0, 8) !== root && n.cnpjDestinatario.slice(0, 8) !== root) {
      ignored.push({ chave: n.chave, origem: n.origem, motivo: `nota de ${n.cnpjEmitente || '?'} para ${n.cnpjDestinatario || '(sem destinatário)'}: o contribuinte ${opts.cnpj} não é emitente nem destinatário` });
      continue;
    }
    // An own note (this CNPJ) issued outside the file's period and absent from it belongs to the EFD of its own month
    // (Guia Prático EFD ICMS/IPI, C100: own exits are bookkept in the period of issue): not this file's business.
    // A third party's note issued earlier may be an entry of this month, so it stays in the reconciliation.
    if (!s && opts.period && opts.cnpj && n.cnpjEmitente === opts.cnpj && n.dataEmissao && (n.dataEmissao < opts.period.start || n.dataEmissao > opts.period.end)
      && !(n.cancelada || cancelled.has(n.chave))) {
      ignored.push({ chave: n.chave, origem: n.origem, motivo: `nota própria ${n.modelo}/${n.serie}/${n.numero} emitida em ${brDate(n.dataEmissao)}, fora do período do arquivo (${brDate(opts.period.start)} a ${brDate(opts.period.end)}): é escriturada na EFD do mês da emissão` });
      continue;
    }
    const who = `NF-e ${n.modelo}/${n.serie}/${n.numero} de ${n.nomeEmitente || n.cnpjEmitente} (${brDate(n.dataEmissao)}), chave ${n.chave}`;
    const spedV = s ? { ...s.valores, line: s.line, data: s.dataDoc, codSit: s.codSit } : null;
    const row: ReconRow = { chave: n.chave, emitente: n.nomeEmitente || n.cnpjEmitente, data: n.dataEmissao, xml: n.valores, sped: spedV, status: 'ok' };
    rows.push(row);
    if (n.cancelada || cancelled.has(n.chave)) {
      row.status = 'cancelada';
      if (s && !COD_SIT_SEM_VALORES.has(s.codSit)) {
        findings.push(finding('error', 'XML_CANCELADA', s.line, 'COD_SIT', `${who}: cancelada, mas escriturada como regular (COD_SIT ${s.codSit}); use COD_SIT 02`));
      }
      continue;
    }
    if (n.denegada) {
      // Guia Prático EFD ICMS/IPI, C100: since the Ajustes SINIEF 34/2021 and 38/2021 (12/2021) a denied note need
      // not be in the file; COD_SIT 04 (until 12/2022) is the only way to carry it.
      if (!s || s.codSit === '04') continue;
      row.status = 'divergente';
      findings.push(finding('error', 'XML_DIVERGENTE', s.line, 'COD_SIT', `${who}: uso denegado pela SEFAZ (cStat ${n.cStat}), mas escriturada com COD_SIT ${s.codSit}; nota denegada não gera operação`));
      continue;
    }
    if (!s) {
      row.status = 'nao_escriturado';
      const own = root !== '' && n.cnpjEmitente.slice(0, 8) === root;
      // Same root, other CNPJ: another establishment, whose notes go to its own EFD ICMS/IPI.
      const otherBranch = own && !!opts.cnpj && n.cnpjEmitente !== opts.cnpj;
      const inPeriod = !opts.period || (n.dataEmissao >= opts.period.start && n.dataEmissao <= opts.period.end);
      // NFC-e may be bookkept consolidated (EFD-Contribuições C175/C181, some states' rules): a warning only.
      const nfce = n.modelo === '65';
      // Own notes of the period must be in this file; received ones may be bookkept in the month they arrive.
      const contrib = opts.sped === 'efd_contribuicoes';
      const type = own && inPeriod && !otherBranch && !nfce && !contrib ? 'error' : 'warning';
      const why = !inPeriod ? ' (emitida fora do período do arquivo)'
        : contrib ? ' (na EFD-Contribuições a nota pode estar consolidada por item em C180/C190 ou C490: confira)'
        : otherBranch ? ` (emitida por outro estabelecimento, CNPJ ${n.cnpjEmitente}: na EFD ICMS/IPI ela vai no arquivo dele)`
          : !own ? ' (nota de terceiro: verifique se entrou em outro mês)'
            : nfce ? ' (NFC-e: confira se foi escriturada no C100 ou de forma consolidada)' : '';
      findings.push(finding(type, 'XML_NAO_ESCRITURADO', 0, 'CHV_NFE', `${who}: sem C100 com esta chave no arquivo${why}`));
      continue;
    }
    if (COD_SIT_SEM_VALORES.has(s.codSit)) {
      row.status = 'divergente';
      findings.push(finding('warning', 'XML_DIVERGENTE', s.line, 'COD_SIT', `${who}: escriturada com COD_SIT ${s.codSit} (cancelada/denegada/inutilizada), mas o XML enviado é o da autorização e não veio o evento de cancelamento: envie também o XML do cancelamento (evento 110111) para confirmar, ou corrija o COD_SIT se a nota não foi cancelada`));
      continue;
    }
    const diffs: string[] = [];
    let hard = false;
    for (const k of Object.keys(LABEL) as (keyof Valores)[]) {
      const x = n.valores[k], e = s.valores[k];
      if (sameCents(x, e)) continue;
      // VL_ICMS may include the FCP (C190/C191) and a return's VL_IPI the IPI devolvido (vIPIDevol).
      if (k === 'icms' && sameCents(x + (n.vFCP ?? 0), e)) continue;
      if (k === 'ipi' && sameCents(x + (n.vIPIDevol ?? 0), e)) continue;
      // Guia Prático EFD ICMS/IPI 3.2.x, C100 campo 12: in 2026 VL_DOC leaves out CBS, IBS and IS.
      if (k === 'total' && n.vRtc && sameCents(x - n.vRtc, e)) continue;
      // Guia Prático EFD ICMS/IPI, C100 campos 26/27: whoever files the EFD-Contribuições leaves VL_PIS/VL_COFINS
      // empty; in the EFD-Contribuições they are the contributor's own debit/credit (base without ICMS, credit
      // taken), which may differ from the issuer's XML: a warning at most, and nothing when the file has none.
      const tax = k === 'pis' || k === 'cofins';
      if (tax && e === 0) continue;
      diffs.push(`${LABEL[k]} (${SPED_FIELD[k]}): XML ${money(x)}, SPED ${money(e)}`);
      if (k === 'total' || (s.indEmit === '0' && !tax)) hard = true;
    }
    if (n.dataEmissao && s.dataDoc && n.dataEmissao !== s.dataDoc) {
      diffs.push(`data de emissão (DT_DOC): XML ${brDate(n.dataEmissao)}, SPED ${brDate(s.dataDoc)}`);
      hard = true;
    }
    if (diffs.length) {
      row.status = 'divergente';
      findings.push(finding(hard ? 'error' : 'warning', 'XML_DIVERGENTE', s.line, '', `${who}: ${diffs.join('; ')}`));
    }
  }
  return { findings, rows, ignored };
}
