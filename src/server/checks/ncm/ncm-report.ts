import { productLabel, type NcmResult, type NcmRowOutcome } from '../../../fiscal/ncm/types';
import type { NcmTaxInfo } from '../../../fiscal/ncm/tax-info';
import { buildPdfReport } from '../../../sheets/pdf-report';
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

function ipiText(info: NcmTaxInfo): string | null {
  if (!info.ipi) return null;
  return [info.ipi.label, ...info.ipi.ex.map((e) => e.label)].join('; ');
}

export interface NcmReportContext {
  fileName: string;
  generatedAt: Date;
  /** Called only after every row was checked (the extra sheets are written last). */
  result(): NcmResult;
}

const FINDING_TYPE: Record<string, string> = { error: 'Erro', warning: 'Aviso', suggestion: 'Sugestão' };
const fmtDate = (iso: string) => iso.split('-').reverse().join('/');

function summaryPairs(r: NcmResult, fileName: string): [string, CellValue][] {
  return [
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
    summarySheet(() => summaryPairs(ctx.result(), ctx.fileName), { labelWidth: 28 }),
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
    title: 'Relatório de verificação de NCM',
    subtitle: ctx.fileName,
    generatedAt: ctx.generatedAt,
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
    sections: [
      {
        title: 'Achados',
        intro: r.notes.join(' ') || undefined,
        emptyText: 'Nenhum problema encontrado: todos os NCMs estão válidos e coerentes com as descrições.',
        table: {
          headers: ['Linha', 'Código', 'Produto', 'NCM atual', 'Sugerido', 'Motivo'],
          widths: [32, 78, 90, 52, 52, '*'],
          rows: r.issues.map((f) => [f.line, f.code, productLabel(f) || null, f.currentNCM, f.suggestion, f.reason]),
        },
      },
    ],
  });
}
