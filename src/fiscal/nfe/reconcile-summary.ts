import type { SpedResult, SpedFinding } from '../sped/types';
import type { NfeInputs } from './read-nfe-inputs';
import { reconcileNfe, type ReconRow } from './reconcile';

/** What the XMLs gave, for every output (web result, CLI text/JSON, reports): every XML left out is listed with its reason. */
export interface XmlSummary {
  arquivos: number;
  notas: number;
  ignorados: { origem: string; motivo: string }[];
}

const iso = (d: string) => (d.length === 8 ? `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}` : '');

/**
 * Reconciles the XMLs with the SPED's C100 and folds the XML_* findings into the result's counts (errors, warnings
 * and `byCode`, so the per-code counts add up to the totals). Returns the findings of both, the rows and the XML summary.
 */
export function reconcileIntoResult(r: SpedResult, inputs: NfeInputs): { issues: SpedFinding[]; rows: ReconRow[]; xml: XmlSummary } {
  const p = r.info.period;
  const rec = reconcileNfe(r.documents, inputs.notes, inputs.cancelled, { cnpj: r.info.cnpj, period: { start: iso(p.start), end: iso(p.end) }, sped: r.info.sped ?? undefined });
  const s = r.summary;
  for (const f of rec.findings) {
    if (f.type === 'error') s.errors++; else s.warnings++;
    s.byCode[f.code] = (s.byCode[f.code] ?? 0) + 1;
  }
  return {
    issues: r.issues.concat(rec.findings),
    rows: rec.rows,
    xml: { arquivos: inputs.files, notas: inputs.notes.length, ignorados: [...inputs.skipped, ...rec.ignored.map((i) => ({ origem: i.origem, motivo: i.motivo }))] },
  };
}
