// Client mirror of the escrituração result (src/fiscal/sped/types.ts, src/fiscal/nfe/reconcile.ts,
// src/server/checks/escrituracao/*) and its pt-BR labels.

export type SpedFinding = { type: 'error' | 'warning'; code: string; line: number; register: string; field: string; message: string };

type Valores = { total: number; icms: number; ipi: number; pis: number; cofins: number };
export type ReconStatus = 'ok' | 'nao_escriturado' | 'divergente' | 'cancelada';
export type ReconRow = {
  chave: string;
  emitente: string;
  data: string;
  xml: Valores;
  sped: (Valores & { line: number; data: string; codSit: string }) | null;
  status: ReconStatus;
};
export type ReconPage = { total: number; pagina: number; paginas: number; itens: ReconRow[] };

export type SpedInfo = { sped: string | null; codVer: string; layoutUsed: string; period: { start: string; end: string }; cnpj: string; name: string; signed?: boolean; skipped?: string[] };

export type EscrituracaoResult = {
  info: SpedInfo;
  summary: { omitted: number };
  xml: { arquivos: number; notas: number; ignorados: { origem: string; motivo: string }[] } | null;
};

/** What the task row keeps (escrituracao-kind.ts). */
export type EscrituracaoSummary = {
  errors?: number;
  warnings?: number;
  lines?: number;
  registers?: number;
  byCode?: Record<string, number>;
  conciliacao?: Record<ReconStatus, number>;
  sped?: string | null;
  periodo?: { start: string; end: string };
};

export const SPED_NAME: Record<string, string> = { efd_icms_ipi: 'EFD ICMS/IPI', efd_contribuicoes: 'EFD-Contribuições' };

export { SPED_CODE_LABEL } from '../../../fiscal/sped/code-labels';

export const SPED_TYPES = [
  { value: 'error', label: 'Erros' },
  { value: 'warning', label: 'Avisos' },
];

export const RECON_STATUS: Record<ReconStatus, { label: string; variant: 'secondary' | 'destructive' | 'warning' }> = {
  ok: { label: 'Conferida', variant: 'secondary' },
  nao_escriturado: { label: 'Não escriturada', variant: 'destructive' },
  divergente: { label: 'Divergente', variant: 'warning' },
  cancelada: { label: 'Cancelada escriturada', variant: 'destructive' },
};

/** ddmmaaaa (SPED) or aaaa-mm-dd (ISO) → dd/mm/aaaa. */
export function spedDate(d: string): string {
  if (/^\d{8}$/.test(d)) return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(d)) return d.split('-').reverse().join('/');
  return d || '—';
}

/** 12345678000195 → 12.345.678/0001-95 */
export function formatCnpj(c: string): string {
  return /^\d{14}$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}` : c;
}
