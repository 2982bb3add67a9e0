/**
 * The first thing a client reads: how much may be recovered, how much is at risk, how many findings of
 * each severity and what to fix first. Built by each report writer from its findings; printed on the
 * PDF's first page and at the top of the XLSX 'Resumo' sheet.
 */
import type { CellValue } from './types';

export interface ExecutiveSummary {
  /** R$ paid in excess that may be recovered; left out when the check does not measure money. */
  recuperar?: number;
  /** R$ paid short (or otherwise exposed to an assessment); left out when the check does not measure money. */
  risco?: number;
  /** Findings by severity, most severe first, with the page's words: ['Erros', 3], ['Avisos', 1]. */
  bySeverity: [string, number][];
  /** What to do first, most urgent first; empty when nothing was found. */
  firstSteps: string[];
}

export interface FindingLike {
  code: string;
  type: string;
  impacto?: number | null;
}

const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const RANK: Record<string, number> = { error: 0, warning: 1, suggestion: 2 };

export interface FindingGroup<F extends FindingLike> {
  code: string;
  findings: F[];
  /** 0 error, 1 warning, 2 suggestion: the most severe finding of the group. */
  rank: number;
  /** Sum of |impacto| in R$. */
  impact: number;
}

/** Findings grouped by code, most urgent first: errors before warnings before suggestions, then larger R$ impact, then more findings. */
export function groupByPriority<F extends FindingLike>(findings: Iterable<F>): FindingGroup<F>[] {
  const groups = new Map<string, FindingGroup<F>>();
  for (const f of findings) {
    const g = groups.get(f.code) ?? { code: f.code, findings: [], rank: 9, impact: 0 };
    g.rank = Math.min(g.rank, RANK[f.type] ?? 9);
    g.findings.push(f);
    g.impact += Math.abs(f.impacto ?? 0);
    groups.set(f.code, g);
  }
  return [...groups.values()].sort((a, b) => a.rank - b.rank || b.impact - a.impact || b.findings.length - a.findings.length);
}

/** The first `max` groups to fix as sentences; `unit` names what is counted ('item', 'itens'). */
export function firstSteps(findings: Iterable<FindingLike>, labels: Record<string, string>, unit: [string, string], max = 3): string[] {
  return groupByPriority(findings)
    .slice(0, max)
    .map((g) => {
      const count = g.findings.length;
      const n = `${count.toLocaleString('pt-BR')} ${count === 1 ? unit[0] : unit[1]}`;
      const money = g.impact >= 0.005 ? `, impacto de ${brl(g.impact)}` : '';
      return `${labels[g.code] ?? g.code}: ${n}${money}.`;
    });
}

/** Counts by severity in the page's words, leaving out severities with none (but always 'Erros'). */
export function severityCounts(findings: Iterable<{ type: string }>): [string, number][] {
  const n = { error: 0, warning: 0, suggestion: 0 };
  for (const f of findings) if (f.type in n) n[f.type as keyof typeof n]++;
  const out: [string, number][] = [['Erros', n.error]];
  if (n.warning) out.push(['Avisos', n.warning]);
  if (n.suggestion) out.push(['Sugestões', n.suggestion]);
  return out;
}

/** The executive summary as Item | Valor rows for the XLSX 'Resumo' sheet (money as pt-BR text, see summarySheet). */
export function executivePairs(e: ExecutiveSummary | undefined): [string, CellValue][] {
  if (!e) return [];
  const out: [string, CellValue][] = [];
  if (e.recuperar !== undefined) out.push(['R$ a recuperar', brl(e.recuperar)]);
  if (e.risco !== undefined) out.push(['R$ em risco', brl(e.risco)]);
  for (const [label, n] of e.bySeverity) out.push([label, n]);
  e.firstSteps.forEach((s, i) => out.push([i === 0 ? 'O que fazer primeiro' : '', `${i + 1}. ${s}`]));
  return out;
}
