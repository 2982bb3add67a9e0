import { createNcmChecker, type NcmChecker } from '../../../fiscal/ncm/check-ncm';
import { descriptionIndexFor } from '../../../fiscal/ncm/description-index';
import { buildOfficeCatalogue, withOfficeCatalogue, type OfficeDecision } from '../../../fiscal/ncm/office-catalogue';
import { isTransactionDate, NCM_COLUMNS } from '../../../fiscal/ncm/columns';
import type { NcmFinding, NcmFindingCode, NcmResult, NcmRowOutcome } from '../../../fiscal/ncm/types';
import { withSkippedNote } from '../../../sheets/read-rows-skip';
import { readRows } from '../../../sheets/read-rows';
import type { AnnotatedRow, RowStatus } from '../../../sheets/write-annotated-xlsx';
import { createRowSpool } from '../../../sheets/row-spool';
import { writeAnnotatedWorkbook } from '../../../sheets/write-annotated-xlsx';
import { writeTableXlsx } from '../../../sheets/write-table-xlsx';
import type { CellValue, MappedRow } from '../../../sheets/types';
import type { CheckKind } from '../check-kind';
import { parseReferenceDate } from '../reference-date';
import { ncmAddedColumns, ncmAddedHeader, ncmExtraSheets, ncmPdf, withLateFindings, type NcmReportContext } from './ncm-report';
import { reportContextOf } from '../report-context';
import { sheetInfo } from '../sheet-info';
import { loadOfficeDecisions } from './office-decisions';

// .xlsm (macro workbooks) and .txt (ERP text exports) are read like .xlsx and .csv; the content decides.
const EXTENSIONS = ['.xlsx', '.xls', '.csv', '.xlsm', '.txt'];

function text(v: CellValue | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toLocaleDateString('pt-BR');
  const s = String(v).trim();
  return s === '' ? null : s;
}

const ROW_STATUS: Record<NcmRowOutcome['status'], RowStatus> = { erro: 'error', sugestao: 'suggestion', correto: 'ok' };
/** Findings the engine makes only once the whole file is read: the corrected file adds them in its second pass. */
const LATE_FINDINGS = new Set<NcmFindingCode>(['NCM_INCONSISTENTE']);

/** File names of the two Excel outputs (the download route derives the corrected file's key from the report's). */
export const NCM_REPORT_FILE = 'relatorio-ncm.xlsx';
export const NCM_CORRECTED_FILE = 'ncm-corrigido.xlsx';

/** NCM check of a product register (issue 4): streamed read → engine → corrected copy of the sheet + PDF. */
export const ncmKind: CheckKind = {
  kind: 'ncm',
  moduleId: 'ncm',
  label: 'Conferência de NCM',
  cost: (env) => env.CUSTO_NCM,
  maxBytes: (env) => env.NCM_MAX_MB * 1024 * 1024,
  extensions: EXTENSIONS,
  needsTables: true,
  async parseParams(fields) {
    return { referenceDate: parseReferenceDate(fields.data) };
  },
  async preflight(file, _params, ctx) {
    // Opens the sheet and finds the header (throws SheetError in pt-BR: no NCM column, corrupt, empty…).
    const { rows } = await readRows(file.path, NCM_COLUMNS, { fileName: file.fileName, maxRows: ctx.env.NCM_MAX_LINHAS, maxBytes: ctx.env.NCM_MAX_MB * 1024 * 1024 });
    for await (const _ of rows) break;
  },
    // The office's decisions are read here, in the job-taking process: the engine child has no database.
  async gather(check, ctx) {
    return { officeDecisions: await loadOfficeDecisions(ctx.db, check.officeId) };
  },
  async run({ ctx, check, files, tables, progress, outputKey, gathered }) {
    if (!tables) throw new Error('tabelas ausentes');
    const input = files[0]!;
    const referenceDate = new Date(String(check.params.referenceDate));
    const { header, rows, skipped } = await readRows(input.path, NCM_COLUMNS, {
      fileName: check.fileName,
      maxRows: ctx.env.NCM_MAX_LINHAS,
      maxBytes: ctx.env.NCM_MAX_MB * 1024 * 1024,
      // Bytes read stand for rows checked; the corrected file and the two reports after it take the rest (issue 18: no stall at 95%).
      onProgress: (read, total) => progress(total ? (read / total) * 60 : 0, 'Conferindo as linhas...'),
    });
    // The office's own corrections (issue 14): loaded at run time, so a re-run sees the latest decisions.
    const catalogue = buildOfficeCatalogue((gathered.officeDecisions ?? []) as OfficeDecision[]);
    let checker: NcmChecker | null = withOfficeCatalogue(createNcmChecker({ tables, referenceDate }), catalogue, { tables, referenceDate });
    let result: NcmResult | null = null;
    const useDate = header.columns.date !== undefined && isTransactionDate(header.cells[header.columns.date] ?? '');
    const ncmCol = header.columns.ncm!;
    // Two passes: the rows are judged and parked on disk, then the corrected file is written from them once
    // the file's consistency layer (NCM_INCONSISTENTE, known only after the last row) has spoken, so those
    // rows are marked too. The disk spool keeps memory flat and the input is parsed once.
    const spool = createRowSpool<AnnotatedRow>();
    try {
      for await (const row of rows as AsyncIterable<MappedRow>) {
        const outcome: NcmRowOutcome = checker!.checkRow({
          line: row.line,
          product: text(row.values.product),
          description: text(row.values.description),
          ncm: row.values.ncm ?? null,
          date: useDate ? (row.values.date ?? null) : null,
        });
        const original = row.raw[ncmCol] ?? null;
        let raw = row.raw;
        if (outcome.correctedNcm) {
          raw = [...row.raw];
          raw[ncmCol] = outcome.correctedNcm;
        }
        await spool.write({ line: row.line, raw, added: ncmAddedColumns(outcome, original), status: ROW_STATUS[outcome.status] });
      }
      await spool.close();
      // Judged: from here on only the result is needed. Letting go of the checker (its consistency groups hold
      // one entry per row) and of the index's query caches lets the corrected file and the PDF reuse that memory
      // instead of growing the heap (issue 17: a 100k-row check within 300 MB).
      result = withSkippedNote(checker!.result(), skipped);
      checker = null;
      descriptionIndexFor(tables).clearCaches();
      progress(60, 'Gerando arquivo corrigido...');
      const lateByLine = new Map<number, NcmFinding[]>();
      for (const f of result.issues) if (LATE_FINDINGS.has(f.code)) lateByLine.set(f.line, [...(lateByLine.get(f.line) ?? []), f]);
      async function* corrected(): AsyncGenerator<AnnotatedRow> {
        for await (const r of spool.rows()) {
          const late = r.line === undefined ? undefined : lateByLine.get(r.line);
          yield late ? { ...r, added: withLateFindings(r.added, late), status: r.status === 'ok' ? 'suggestion' : r.status } : r;
        }
      }
      // Two Excel files with two purposes: the client's own sheet with the NCM column corrected (to import
      // back into the ERP; "Baixar arquivo corrigido") and the report (summary, findings, tables; "Exportar
      // relatório (Excel)"). The report is the check's reportXlsxKey; the corrected file sits next to it.
      const correctedKey = outputKey(NCM_CORRECTED_FILE);
      await ctx.storage.writeFromLocalFile(correctedKey, (file) =>
        writeAnnotatedWorkbook(file, {
          mainSheet: { name: 'Planilha corrigida', header: header.cells, headerLine: header.line, addedHeader: ncmAddedHeader, rows: corrected() },
          extraSheets: [],
        }),
      );
    } finally {
      spool.dispose();
    }
    const done = result!;
    const reportCtx: NcmReportContext = { fileName: check.fileName, generatedAt: new Date(), report: reportContextOf(gathered), result: () => done };
    progress(80, 'Gerando relatório Excel...');
    const xlsxKey = outputKey(NCM_REPORT_FILE);
    await ctx.storage.writeFromLocalFile(xlsxKey, (file) => writeTableXlsx(file, ncmExtraSheets(reportCtx)));
    progress(88, 'Gerando relatório PDF...');
    const pdfKey = outputKey('relatorio-ncm.pdf');
    await ctx.storage.put(pdfKey, await ncmPdf(reportCtx));
    return {
      summary: { ...done.summary, rows: done.rows, referenceDate: done.referenceDate, ncmVersion: done.ncmVersion.label, ...sheetInfo(header) },
      result: { status: 'concluido', ...done },
      reportXlsxKey: xlsxKey,
      reportPdfKey: pdfKey,
    };
  },
  describe: (s) => [[s.rows, 'linha', 'linhas'], [s.correct, 'correta', 'corretas'], [s.suggestions, 'sugestão', 'sugestões'], [s.errors, 'erro', 'erros']].map(([v, one, many]) => `${String(v ?? 0)} ${Number(v ?? 0) === 1 ? one : many}`).join(', ').replace(', ', ': '),
};
