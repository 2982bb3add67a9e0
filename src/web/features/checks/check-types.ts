// Client mirror of the generic check pipeline's JSON (src/server/checks/check-access.ts checkStatus,
// findings-page.ts). One shape for every kind of check.

export type CheckPhase = 'aguardando' | 'processando' | 'concluido' | 'erro';

export type CheckStatus = {
  task_id: string;
  status: CheckPhase;
  progress: number;
  stage: string | null;
  error_message: string | null;
  file_name: string;
  file_size: number;
  credits: number;
  created_at: string;
  finished_at: string | null;
  /** Small per-kind JSON (counts, totals, table version); null until done. */
  summary: Record<string, unknown> | null;
  has_xlsx: boolean;
  has_pdf: boolean;
  params: Record<string, unknown> | null;
  /** The client the check is filed under and its competência ('AAAA-MM'); null when not said. */
  client_id?: string | null;
  competencia?: string | null;
  cliente?: { id: string; razao_social: string; cnpj_formatado: string } | null;
};

export type CheckTask<R> = CheckStatus & { result: R | null };

export type FindingsPage<F> = {
  total: number;
  pagina: number;
  tamanho: number;
  paginas: number;
  porCodigo: Record<string, number>;
  /** Findings of the check the office marked (whatever the filters). */
  resolvidos?: number;
  itens: F[];
};

/** `situacao`: the office's marks (abertos = not marked, resolvidos = marked). */
export type FindingsFilter = { tipo?: string; codigo?: string; registro?: string; busca?: string; situacao?: string };

/** GET /api/public/config (src/server/http/core-routes.ts). */
export type CheckConfig = {
  googleEnabled: boolean;
  custos: { ncm: number; pisCofins: number; escrituracao: number; reforma: number };
  limites: { ncmMb: number; ncmLinhas: number; pisCofinsMb: number; spedMb: number };
};

/** Where a check kind lives on the server. */
export type CheckEndpoints = {
  /** e.g. '/api/ncm/enfileirar' */
  enqueue: string;
  /** e.g. '/api/ncm' — tarefas, eventos and downloads hang under it. */
  base: string;
};

export const isFinished = (s: CheckPhase) => s === 'concluido' || s === 'erro';
