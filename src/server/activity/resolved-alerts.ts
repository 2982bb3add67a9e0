/**
 * 'Alertas Resolvidos', defined so it can be computed from real data and stated in the card's tooltip:
 * when a user checks a file again (same check kind, same file name once "corrigido"/copy suffixes are
 * removed), every problem of the earlier run that no longer appears counts as resolved, credited to the
 * month of the later check. Problems = errors + warnings + suggestions in the check's summary.
 */
export interface CheckForAlerts {
  kind: string;
  fileName: string;
  createdAt: Date;
  summary: Record<string, unknown> | null;
}

const PROBLEM_KEYS = ['errors', 'warnings', 'suggestions', 'erros', 'avisos', 'sugestoes'];

/** Problems counted in a summary; null when the summary carries no counts (not comparable). */
export function problemsIn(summary: Record<string, unknown> | null): number | null {
  if (!summary) return null;
  let total = 0;
  let seen = false;
  for (const key of PROBLEM_KEYS) {
    const v = summary[key];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) {
      total += v;
      seen = true;
    }
  }
  return seen ? total : null;
}

/** 'Vendas_2024 (corrigido) (1).xlsx' and 'vendas_2024.xlsx' are the same file for this purpose. */
export function fileIdentity(fileName: string): string {
  let base = fileName.trim().toLowerCase().replace(/\.[a-z0-9]{1,5}$/, '');
  base = base.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (let i = 0; i < 4; i++) {
    const before = base;
    base = base
      .replace(/\s*\(\d+\)$/, '')
      .replace(/[\s_-]*(-\s*)?(copia|copy)$/, '')
      .replace(/[\s_-]*\(?(corrigid[oa]s?|corrigir|ajustad[oa]|revisad[oa]|final|v\d+)\)?$/, '');
    if (base === before) break;
  }
  return base.replace(/[\s_-]+/g, ' ').trim();
}

/** Resolved alerts per check, for checks created inside [start, end). `checks` must include earlier runs. */
export function resolvedAlertsBetween(checks: CheckForAlerts[], start: Date, end: Date): number {
  const sorted = [...checks].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lastProblems = new Map<string, number>();
  let resolved = 0;
  for (const c of sorted) {
    const problems = problemsIn(c.summary);
    if (problems === null) continue;
    const key = `${c.kind}|${fileIdentity(c.fileName)}`;
    const prior = lastProblems.get(key);
    if (prior !== undefined && c.createdAt >= start && c.createdAt < end) resolved += Math.max(0, prior - problems);
    lastProblems.set(key, problems);
  }
  return resolved;
}
