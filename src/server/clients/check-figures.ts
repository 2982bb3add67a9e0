import type { CheckKindId } from '../checks/check-kind';

/** What a finished check's summary says in the client's history: findings, and R$ where the kind measures it. */
export interface CheckFigures {
  achados: number;
  /** R$ paid in excess that may be recovered (PIS/COFINS totais.recolhido_a_maior). */
  recuperar: number;
  /** R$ paid short, an assessment risk (PIS/COFINS totais.recolhido_a_menor, kept negative by the engine). */
  risco: number;
}

const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * Every kind's summary carries errors and warnings (NCM: errors and suggestions); only PIS/COFINS measures
 * money paid in excess or short. The Reforma simulation (2027 vs. today) is a projection, not a risk.
 */
export function checkFigures(kind: CheckKindId, summary: Record<string, unknown> | null): CheckFigures {
  if (!summary) return { achados: 0, recuperar: 0, risco: 0 };
  const achados = n(summary.errors) + n(summary.warnings) + (kind === 'ncm' ? n(summary.suggestions) : 0);
  if (kind !== 'pis-cofins') return { achados, recuperar: 0, risco: 0 };
  const t = (summary.totais ?? {}) as Record<string, unknown>;
  return { achados, recuperar: Math.abs(n(t.recolhido_a_maior)), risco: Math.abs(n(t.recolhido_a_menor)) };
}
