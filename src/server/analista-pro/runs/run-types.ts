import type { AppContext } from '../../context';
import type { analistaRuns } from '../../db/schema';

export type RunRow = typeof analistaRuns.$inferSelect;
export type RunLevel = 'info' | 'aviso' | 'erro';

/** What an action gets: the run, a step logger (each line is visible live over SSE) and an abort signal. */
export interface RunContext {
  ctx: AppContext;
  run: RunRow;
  log(message: string, level?: RunLevel): Promise<void>;
  signal: AbortSignal;
}

export type RunAction = (rc: RunContext) => Promise<Record<string, unknown>>;

/** pt-BR names of the actions, shown in the history. */
export const ACTION_LABELS: Record<string, string> = {
  'acessar-dominio': 'Acessar Domínio (envio de XML)',
  'cadastro-empresas': 'Cadastro de Empresas',
  'conferir-ncm': 'Conferir NCM dos produtos',
  'corrigir-ncm': 'Corrigir NCM no Omie',
};
