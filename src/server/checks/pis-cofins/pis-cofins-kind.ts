import { and, eq } from 'drizzle-orm';
import { createPisCofinsChecker } from '../../../fiscal/pis-cofins/check-pis-cofins';
import { pisCofinsColumns } from '../../../fiscal/pis-cofins/columns';
import { REGIMES, type PisCofinsFinding, type Regime } from '../../../fiscal/pis-cofins/types';
import { readRows } from '../../../sheets/read-rows';
import type { AnnotatedRow } from '../../../sheets/write-annotated-xlsx';
import { writeAnnotatedWorkbook } from '../../../sheets/write-annotated-xlsx';
import type { MappedRow } from '../../../sheets/types';
import { companies } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { CheckKind } from '../check-kind';
import { InputError } from '../user-facing-error';
import { pisCofinsAddedColumns, pisCofinsAddedHeader, pisCofinsExtraSheets, pisCofinsPdf, type PisCofinsReportContext } from './pis-cofins-report';
import { reportContextOf } from '../report-context';
import { sheetInfo } from '../sheet-info';
import { isEfdContribuicoes, preflightSped, runSped } from './pis-cofins-sped';
import { readSpedIdentity } from '../../../fiscal/company/sped-identity';
import { chosenClientRegime, pisCofinsRegimeOf } from '../../clients/client-regime';

const MSG_REGIME = 'Informe o regime tributário da empresa: Lucro Real, Lucro Presumido ou Simples Nacional.';

const maxBytes = (env: { PIS_COFINS_MAX_MB: number }) => env.PIS_COFINS_MAX_MB * 1024 * 1024;
const MAX_ROWS = 500_000;

/** PIS/COFINS diagnosis of item-level sales and purchases (issue 5). */
export const pisCofinsKind: CheckKind = {
  kind: 'pis-cofins',
  moduleId: 'pis-cofins',
  label: 'Conferência de PIS/COFINS',
  cost: (env) => env.CUSTO_PIS_COFINS,
  maxBytes,
  // .xlsm (macro workbooks) and .txt (ERP text exports) are read like .xlsx and .csv; the content decides.
  // A .txt (or .zip) that opens with |0000| is an EFD-Contribuições: read by the SPED path (pis-cofins-sped.ts).
  extensions: ['.xlsx', '.xls', '.csv', '.xlsm', '.txt', '.zip'],
  needsTables: true,
  async parseParams(fields, ctx, officeId) {
    let regime = (fields.regime ?? '').trim();
    const empresaId = (fields.empresa_id ?? '').trim();
    if (!regime && empresaId) {
      const [c] = await ctx.db.select({ regime: companies.regime }).from(companies).where(and(eq(companies.id, empresaId), eq(companies.officeId, officeId)));
      regime = c?.regime ?? '';
    }
    if (!regime) regime = pisCofinsRegimeOf(await chosenClientRegime(ctx, officeId, fields)) ?? '';
    // Optional here: an EFD-Contribuições brings its own regime (0110); a spreadsheet without one is refused in preflight.
    if (regime && !(REGIMES as readonly string[]).includes(regime)) throw badRequest(MSG_REGIME);
    return { regime: regime || null, serviceTier: (fields.service_tier ?? 'flex').slice(0, 20), empresaId: empresaId || null };
  },
  async preflight(file, params, ctx) {
    if (await preflightSped(file.path, file.fileName)) return;
    if (!params.regime) throw badRequest(MSG_REGIME);
    const { rows } = await readRows(file.path, pisCofinsColumns(params.regime as Regime), { fileName: file.fileName, maxRows: MAX_ROWS, maxBytes: maxBytes(ctx.env) });
    for await (const _ of rows) break;
  },
  identify: (file) => readSpedIdentity(file.path),
  async run(input) {
    const { ctx, check, files, tables, progress, outputKey, gathered } = input;
    if (!tables?.pisCofins) throw new InputError('A tabela de PIS/COFINS por NCM não está carregada no servidor.');
    if (await isEfdContribuicoes(files[0]!.path)) return runSped(input, tables.pisCofins, tables.ncm);
    const regime = check.params.regime as Regime;
    const { header, rows, skipped } = await readRows(files[0]!.path, pisCofinsColumns(regime), {
      fileName: check.fileName,
      maxRows: MAX_ROWS,
      maxBytes: maxBytes(ctx.env),
      // The annotated Excel is written in the same pass; the PDF after it takes the rest (issue 18: no stall at 92%).
      onProgress: (read, total) => progress(total ? (read / total) * 75 : 0, 'Conferindo as linhas...'),
    });
    const checker = createPisCofinsChecker({ regime, pisCofins: tables.pisCofins, ncm: tables.ncm, skippedRows: skipped });
    async function* annotated(): AsyncGenerator<AnnotatedRow> {
      for await (const row of rows as AsyncIterable<MappedRow>) {
        const found: PisCofinsFinding[] = checker.check(row);
        const status = found.some((f) => f.type === 'error') ? 'error' : found.length ? 'warning' : 'ok';
        yield { line: row.line, raw: row.raw, added: pisCofinsAddedColumns(found), status };
      }
    }
    const xlsxKey = outputKey('relatorio-pis-cofins.xlsx');
    const reportCtx: PisCofinsReportContext = { fileName: check.fileName, generatedAt: new Date(), report: reportContextOf(gathered), result: () => checker.result() };
    await ctx.storage.writeFromLocalFile(xlsxKey, (file) =>
      writeAnnotatedWorkbook(file, {
        mainSheet: { name: 'Itens anotados', header: header.cells, headerLine: header.line, addedHeader: pisCofinsAddedHeader, addedNumFmts: { 3: '"R$" #,##0.00' }, rows: annotated() },
        extraSheets: pisCofinsExtraSheets(reportCtx),
      }),
    );
    progress(80, 'Gerando relatório PDF...');
    const result = checker.result();
    const pdfKey = outputKey('relatorio-pis-cofins.pdf');
    await ctx.storage.put(pdfKey, await pisCofinsPdf(reportCtx));
    return {
      summary: { ...result.summary, totais: result.totais, regime, linhas: result.detalhes.linhas, icmsNaBase: result.detalhes.icmsNaBase, ...sheetInfo(header) },
      result,
      reportXlsxKey: xlsxKey,
      reportPdfKey: pdfKey,
    };
  },
  describe: (s) => {
    const brl = (n: unknown) => Number(n ?? 0).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    const t = (s.totais ?? {}) as Record<string, unknown>;
    // The e-mail/activity line says what was read when the input was an EFD-Contribuições.
    const sped = s.sped as { periodo?: { inicio?: string; fim?: string } } | undefined;
    const what = sped?.periodo ? `EFD-Contribuições de ${sped.periodo.inicio ?? ''} a ${sped.periodo.fim ?? ''}: ` : '';
    return `${what}${String(s.errors ?? 0)} ${Number(s.errors ?? 0) === 1 ? 'erro' : 'erros'}, ${String(s.warnings ?? 0)} ${Number(s.warnings ?? 0) === 1 ? 'aviso' : 'avisos'}; recolhido a maior ${brl(t.recolhido_a_maior)}, a menor ${brl(Math.abs(Number(t.recolhido_a_menor ?? 0)))}`;
  },
};
