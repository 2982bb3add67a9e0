/**
 * The office catalogue as a spreadsheet (CSV or XLSX): exported by the web app, read back by the CLI
 * (`apura ncm <arquivo> --catalogo <arquivo>`) and by the import route. One row per decision.
 */
import type { CellValue } from '../cell-value';
import type { NcmColumnSpec } from './columns';
import { brDateTime, type OfficeDecision, type OfficeDecisionKind } from './office-catalogue';
import { formatNcm, parseNcmCell } from './ncm-cell';

export const DECISION_LABEL: Record<OfficeDecisionKind, string> = {
  correto: 'NCM está correto',
  aceito: 'Sugestão aceita',
  informado: 'NCM informado',
};

export const CATALOGUE_HEADER = ['Descrição do produto', 'NCM no arquivo', 'Decisão', 'NCM correto', 'Decidido por', 'Data da decisão'] as const;

/** Columns as readRows looks for them (same shape as src/sheets ColumnSpec). */
export const CATALOGUE_COLUMNS: NcmColumnSpec[] = [
  { key: 'description', synonyms: ['Descrição do produto', 'Descrição'], required: true },
  { key: 'ncm', synonyms: ['NCM no arquivo', 'NCM original'] },
  { key: 'kind', synonyms: ['Decisão'], required: true },
  { key: 'code', synonyms: ['NCM correto'] },
  { key: 'by', synonyms: ['Decidido por'] },
  { key: 'at', synonyms: ['Data da decisão'] },
];

/** One exported row: NCMs dotted as in the official table, the date as dd/mm/aaaa hh:mm. */
export function decisionCells(d: OfficeDecision): string[] {
  return [d.description, d.ncm ? formatNcm(d.ncm) : '', DECISION_LABEL[d.kind], d.code ? formatNcm(d.code) : '', d.decidedBy, brDateTime(d.decidedAt)];
}

export type ParsedDecisionRow = { ok: true; decision: OfficeDecision } | { ok: false; message: string };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const KIND_BY_LABEL = new Map<string, OfficeDecisionKind>([
  ...Object.entries(DECISION_LABEL).map(([k, v]) => [fold(v), k as OfficeDecisionKind] as const),
  ['correto', 'correto'],
  ['aceito', 'aceito'],
  ['informado', 'informado'],
]);

const text = (v: CellValue | undefined): string => (v === null || v === undefined ? '' : v instanceof Date ? '' : String(v).trim());

function code8(v: CellValue | undefined): string | null {
  const cell = parseNcmCell(v ?? null);
  if (cell.kind !== 'digits') return null;
  if (cell.digits.length === 8) return cell.digits;
  return cell.digits.length === 7 ? `0${cell.digits}` : null;
}

/** dd/mm/aaaa hh:mm (Brasília) or an Excel date → ISO; null when unreadable. */
function isoOf(v: CellValue | undefined): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/.exec(text(v));
  if (!m) return null;
  const d = new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4] ?? '00'}:${m[5] ?? '00'}:00-03:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * A catalogue row back into a decision. `fallback` names who/when when the file leaves them blank.
 * Codes are only checked for shape here: whether they exist in the table in force is the caller's check.
 */
export function decisionFromRow(values: Record<string, CellValue | undefined>, line: number, fallback: { by: string; at: string }): ParsedDecisionRow {
  const description = text(values.description);
  if (!description) return { ok: false, message: `Linha ${line}: a descrição do produto está vazia.` };
  const kind = KIND_BY_LABEL.get(fold(text(values.kind)));
  if (!kind) return { ok: false, message: `Linha ${line}: decisão "${text(values.kind)}" desconhecida; use ${Object.values(DECISION_LABEL).map((l) => `"${l}"`).join(', ')}.` };
  const ncm = code8(values.ncm);
  const code = code8(values.code);
  if (kind === 'correto' && !ncm) return { ok: false, message: `Linha ${line}: "NCM está correto" precisa do NCM no arquivo (8 dígitos).` };
  if (kind !== 'correto' && !code) return { ok: false, message: `Linha ${line}: "${DECISION_LABEL[kind]}" precisa do NCM correto (8 dígitos).` };
  return {
    ok: true,
    decision: { kind, description, ncm, code: kind === 'correto' ? null : code, decidedBy: text(values.by) || fallback.by, decidedAt: isoOf(values.at) ?? fallback.at },
  };
}
