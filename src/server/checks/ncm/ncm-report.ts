import { productLabel, type NcmFinding, type NcmResult, type NcmRowOutcome } from '../../../fiscal/ncm/types';
import type { NcmTaxInfo } from '../../../fiscal/ncm/tax-info';
import { NCM_CODE_LABEL } from '../../../fiscal/ncm/code-labels';
import { executivePairs, firstSteps, groupByPriority, severityCounts, type ExecutiveSummary } from '../../../sheets/executive-summary';
import { buildPdfReport } from '../../../sheets/pdf-report';
import { reportContextPairs, type ReportContext } from '../../../sheets/report-context';
import type { CellValue } from '../../../sheets/types';
import type { TableSheet } from '../../../sheets/write-table-xlsx';
import { lazy, summarySheet } from '../report-sheets';

/**
 * Columns added to the client's own sheet in the corrected copy (issues 4 and 14). The NCM column itself
 * holds the corrected code where one is certain (or accepted); the code as sent moves to "NCM original".
 */
export const ncmAddedHeader = ['NCM original', 'Status', 'Código do problema', 'Motivo', 'NCM sugerido', 'Descrição oficial', 'IPI', 'PIS/COFINS', 'CEST'];

const STATUS_TEXT: Record<NcmRowOutcome['status'], string> = { correto: 'Correto', sugestao: 'Revisar (sugestão)', erro: 'Revisar (erro)' };
/** Status of a row whose NCM column the corrected file replaced. */
export const CORRECTED_STATUS = 'Corrigido';
/** Status of a valid code whose description says too little to weigh it (counted in the summary). */
export const INSUFFICIENT_STATUS = 'Correto (descrição insuficiente para conferir)';

function statusText(o: NcmRowOutcome): string {
  if (o.correctedNcm) return CORRECTED_STATUS;
  if (o.status === 'correto' && o.descriptionJudgement === 'insuficiente') return INSUFFICIENT_STATUS;
  return STATUS_TEXT[o.status];
}

export function ncmAddedColumns(o: NcmRowOutcome, original: CellValue): CellValue[] {
  const f = o.findings;
  return [
    original === null || original === undefined || original === '' ? null : String(original),
    statusText(o),
    f.map((x) => x.code).join(', ') || null,
    f.map((x) => x.reason).join(' | ') || null,
    f.find((x) => x.suggestion)?.suggestion ?? null,
    o.info?.description ?? null,
    o.info ? ipiText(o.info) : null,
    o.info?.pisCofins?.label ?? null,
    o.info?.cest.length ? o.info.cest.map((c) => c.code).join(', ') : null,
  ];
}

const COLUMN = {
  status: ncmAddedHeader.indexOf('Status'),
  code: ncmAddedHeader.indexOf('Código do problema'),
  reason: ncmAddedHeader.indexOf('Motivo'),
  suggestion: ncmAddedHeader.indexOf('NCM sugerido'),
};

/**
 * The added columns of a row once findings made after the whole file was read are known (NCM_INCONSISTENTE,
 * ADR 010 layer 1): a row judged correct on its own becomes "Revisar (sugestão)" with their code, reason and
 * suggestion; a row already marked keeps its status and lists them after its own.
 */
export function withLateFindings(added: CellValue[], late: NcmFinding[]): CellValue[] {
  const out = [...added];
  const append = (i: number, parts: string[], sep: string) => {
    out[i] = [out[i], ...parts].filter((v) => v !== null && v !== undefined && v !== '').join(sep) || null;
  };
  if (out[COLUMN.status] === STATUS_TEXT.correto || out[COLUMN.status] === INSUFFICIENT_STATUS) out[COLUMN.status] = STATUS_TEXT.sugestao;
  append(COLUMN.code, late.map((f) => f.code), ', ');
  append(COLUMN.reason, late.map((f) => f.reason), ' | ');
  out[COLUMN.suggestion] ??= late.find((f) => f.suggestion)?.suggestion ?? null;
  return out;
}

function ipiText(info: NcmTaxInfo): string | null {
  if (!info.ipi) return null;
  return [info.ipi.label, ...info.ipi.ex.map((e) => e.label)].join('; ');
}

export interface NcmReportContext {
  fileName: string;
  generatedAt: Date;
  /** Office, client, CNPJ, competência printed on the reports (src/sheets/report-context.ts). */
  report?: ReportContext;
  /** Called only after every row was checked (the extra sheets are written last). */
  result(): NcmResult;
}

const FINDING_TYPE: Record<string, string> = { error: 'Erro', warning: 'Aviso', suggestion: 'Sugestão' };
const fmtDate = (iso: string) => iso.split('-').reverse().join('/');

/** The NCM check measures no money: the summary is the findings by severity and the codes to fix first. */
export function ncmExecutive(r: NcmResult): ExecutiveSummary {
  return { bySeverity: severityCounts(r.issues), firstSteps: firstSteps(r.issues, NCM_CODE_LABEL, ['item', 'itens']) };
}

function summaryPairs(r: NcmResult, fileName: string, report?: ReportContext): [string, CellValue][] {
  return [
    ...reportContextPairs(report),
    ...executivePairs(ncmExecutive(r)),
    ['Arquivo', fileName],
    ['Data de referência', fmtDate(r.referenceDate)],
    ['Tabela NCM usada', r.ncmVersion.label],
    ['Linhas verificadas', r.rows],
    ['Corretas', r.summary.correct],
    ['Sugestões', r.summary.suggestions],
    ['Erros', r.summary.errors],
    ['Descrição insuficiente para conferir', r.summary.insufficientDescription ?? 0],
    ['Produto não reconhecido (NCM válido, descrição não conferida)', r.summary.unrecognisedDescription ?? 0],
    ...r.notes.map((n): [string, CellValue] => ['Observação', n]),
  ];
}

/** Extra sheets of the corrected file; their rows are produced lazily, after the main sheet. */
export function ncmExtraSheets(ctx: NcmReportContext): TableSheet[] {
  return [
    summarySheet(() => summaryPairs(ctx.result(), ctx.fileName, ctx.report), { labelWidth: 28 }),
    {
      name: 'Achados',
      columns: [
        { header: 'Linha', key: 'line', width: 8 },
        { header: 'Tipo', key: 'type', width: 10 },
        { header: 'Código', key: 'code', width: 20 },
        { header: 'Produto', key: 'product', width: 30 },
        { header: 'NCM atual', key: 'current', width: 12 },
        { header: 'NCM sugerido', key: 'suggestion', width: 12 },
        { header: 'Outras sugestões', key: 'others', width: 40 },
        { header: 'Motivo', key: 'reason', width: 90 },
      ],
      rows: lazy(() =>
        ctx.result().issues.map((f) => ({
          line: f.line,
          type: FINDING_TYPE[f.type] ?? f.type,
          code: f.code,
          product: productLabel(f) || null,
          current: f.currentNCM,
          suggestion: f.suggestion,
          others: f.suggestions.map((s) => `${s.code} (${Math.round(s.score * 100)}%)`).join('; ') || null,
          reason: f.reason,
        })),
      ),
    },
    {
      name: 'Tabelas usadas',
      columns: [
        { header: 'Tabela', key: 'label', width: 60 },
        { header: 'Vigência', key: 'validity', width: 26 },
        { header: 'Registros', key: 'rows', width: 12 },
      ],
      rows: lazy(() =>
        ctx.result().versions.map((v) => ({ label: v.label, validity: `${fmtDate(v.validFrom)}${v.validTo ? ` a ${fmtDate(v.validTo)}` : ' em diante'}`, rows: v.rows })),
      ),
    },
  ];
}

export async function ncmPdf(ctx: NcmReportContext): Promise<Buffer> {
  const r = ctx.result();
  return buildPdfReport({
    title: 'Relatório de conferência de NCM',
    subtitle: ctx.fileName,
    generatedAt: ctx.generatedAt,
    context: ctx.report,
    executive: ncmExecutive(r),
    meta: [
      ['Data de referência', fmtDate(r.referenceDate)],
      ['Tabela NCM', r.ncmVersion.label],
      ...r.versions.filter((v) => v.id !== r.ncmVersion.id).map((v): [string, string] => ['Tabela', v.label]),
    ],
    summary: [
      ['Linhas verificadas', r.rows.toLocaleString('pt-BR')],
      ['Corretas', r.summary.correct.toLocaleString('pt-BR')],
      ['Sugestões', r.summary.suggestions.toLocaleString('pt-BR')],
      ['Erros', r.summary.errors.toLocaleString('pt-BR')],
      ['Descrição insuficiente para conferir', (r.summary.insufficientDescription ?? 0).toLocaleString('pt-BR')],
      ['Produto não reconhecido', (r.summary.unrecognisedDescription ?? 0).toLocaleString('pt-BR')],
    ],
    sections: r.issues.length
      ? groupByPriority(r.issues).map(({ code, findings }, i) => ({
          title: `${NCM_CODE_LABEL[code] ?? code} (${findings.length.toLocaleString('pt-BR')})`,
          code,
          intro: i === 0 ? r.notes.join(' ') || undefined : undefined,
          table: {
            headers: ['Linha', 'Tipo', 'Produto', 'NCM atual', 'Sugerido', 'Motivo'],
            widths: [32, 44, 90, 52, 52, '*'],
            rows: findings.map((f) => [f.line, FINDING_TYPE[f.type] ?? f.type, productLabel(f) || null, f.currentNCM, f.suggestion, f.reason]),
          },
        }))
      : [{ title: 'Achados', intro: r.notes.join(' ') || undefined, emptyText: 'Nenhum problema encontrado: todos os NCMs estão válidos e coerentes com as descrições.', table: { headers: [], rows: [] } }],
  });
}
