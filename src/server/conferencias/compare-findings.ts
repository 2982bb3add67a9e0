/**
 * The comparison of one check with the latest finished check of the previous competência (same client,
 * same module), matched by stable finding key (finding-key.ts):
 * - novos: in the current check, not in the previous one;
 * - persistentes: in both, and not marked by the office in the current check;
 * - resolvidos: in the previous check and gone from the current one ('ausente'), or still there but marked
 *   "resolvido", "não se aplica" or "aceito" in the current check ('marcado').
 */
export type ComparisonGroup = 'novos' | 'persistentes' | 'resolvidos';

export interface KeyedFinding<F> {
  key: string;
  finding: F;
}

export interface ComparedFinding<F> {
  key: string;
  finding: F;
  /** Why a finding counts as resolved; null for novos and persistentes. */
  motivo: 'ausente' | 'marcado' | null;
}

export type Comparison<F> = Record<ComparisonGroup, ComparedFinding<F>[]>;

export function compareFindings<F>(previous: readonly KeyedFinding<F>[], current: readonly KeyedFinding<F>[], markedInCurrent: ReadonlySet<string>): Comparison<F> {
  const before = new Set(previous.map((p) => p.key));
  const now = new Set(current.map((c) => c.key));
  const out: Comparison<F> = { novos: [], persistentes: [], resolvidos: [] };
  for (const c of current) {
    if (!before.has(c.key)) out.novos.push({ ...c, motivo: null });
    else if (markedInCurrent.has(c.key)) out.resolvidos.push({ ...c, motivo: 'marcado' });
    else out.persistentes.push({ ...c, motivo: null });
  }
  for (const p of previous) if (!now.has(p.key)) out.resolvidos.push({ ...p, motivo: 'ausente' });
  return out;
}

/** 'AAAA-MM' of the month before; null when the text is not a competência. */
export function previousCompetencia(competencia: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(competencia);
  if (!m) return null;
  const year = Number(m[1]), month = Number(m[2]);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
