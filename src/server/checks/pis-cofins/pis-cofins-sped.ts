/**
 * The PIS/COFINS check on an EFD-Contribuições (.txt, or .zip with it): the regime comes from its 0110,
 * the items from the document registers, each finding points to the file's line. The annotated workbook
 * lists every item read, one row per SPED line, with the fields the rules used.
 */
import { readEfdContribFile, detectEfdFile } from '../../../fiscal/pis-cofins/efd-contrib-file';
import { EfdContribError, MSG_EFD_ICMS_IPI } from '../../../fiscal/pis-cofins/efd-contrib-reader';
import type { PisCofinsTables } from '../../../fiscal/tables/pis-cofins-types';
import type { NcmValidity } from '../../../fiscal/tables/contracts';
import { SpedReadError } from '../../../fiscal/sped/sped-read-error';
import type { CellValue } from '../../../sheets/types';
import { writeAnnotatedWorkbook, type AnnotatedRow } from '../../../sheets/write-annotated-xlsx';
import type { CheckOutput, RunInput } from '../check-kind';
import { InputError } from '../user-facing-error';
import { pisCofinsAddedColumns, pisCofinsAddedHeader, pisCofinsExtraSheets, pisCofinsPdf, type PisCofinsReportContext } from './pis-cofins-report';
import { reportContextOf } from '../report-context';

/** Columns of the annotated copy of a SPED input (the fields each item row was checked with). */
const SPED_HEADER = ['Linha do SPED', 'Registro', 'Documento', 'Data', 'Item', 'NCM', 'CFOP', 'Valor do item', 'CST PIS', 'Base PIS', 'Alíq. PIS (%)', 'Valor PIS', 'CST COFINS', 'Base COFINS', 'Alíq. COFINS (%)', 'Valor COFINS'];
const KEYS = ['documento', 'data', 'produto', 'ncm', 'cfop', 'valor', 'cst_pis', 'base_pis', 'aliq_pis', 'valor_pis', 'cst_cofins', 'base_cofins', 'aliq_cofins', 'valor_cofins'];

export async function isEfdContribuicoes(path: string): Promise<boolean> {
  return (await detectEfdFile(path)) === 'efd_contribuicoes';
}

/**
 * True when the upload is an EFD-Contribuições (the regime field is then not needed); an EFD ICMS/IPI is
 * refused here, before any credit is taken, with the way to the Escrituração check.
 */
export async function preflightSped(path: string, fileName: string): Promise<boolean> {
  const kind = await detectEfdFile(path);
  if (kind === 'efd_icms_ipi') throw new InputError(MSG_EFD_ICMS_IPI);
  // A .zip is only taken as the wrapper of one EFD-Contribuições (spreadsheets go as .xlsx/.xls/.csv).
  if (kind === null && fileName.toLowerCase().endsWith('.zip')) {
    throw new InputError('O .zip enviado não contém uma EFD-Contribuições (um único .txt que começa com |0000|). Envie o .txt da escrituração, um .zip só com ele, ou a planilha em .xlsx, .xls ou .csv.');
  }
  return kind === 'efd_contribuicoes';
}

function cell(v: unknown): CellValue {
  if (v === undefined || v === null || v === '') return null;
  if (v instanceof Date) return v;
  return typeof v === 'number' ? v : String(v);
}

export async function runSped({ ctx, check, files, progress, outputKey, gathered }: RunInput, pisCofins: PisCofinsTables, ncm: NcmValidity): Promise<CheckOutput> {
  try {
    const run = await readEfdContribFile(files[0]!.path, { pisCofins, ncm }, (read, total) => progress(total ? (read / total) * 75 : 0, 'Conferindo os registros...'));
    async function* annotated(): AsyncGenerator<AnnotatedRow> {
      for await (const it of run.items) {
        const status = it.findings.some((f) => f.type === 'error') ? 'error' : it.findings.length ? 'warning' : 'ok';
        const raw: CellValue[] = [it.row.line, it.row.registro, ...KEYS.map((k) => cell(it.row.values[k]))];
        // No `line`: rows follow one another; the SPED line is the first column.
        yield { raw, added: pisCofinsAddedColumns(it.findings), status };
      }
    }
    const xlsxKey = outputKey('relatorio-pis-cofins.xlsx');
    const reportCtx: PisCofinsReportContext = { fileName: check.fileName, generatedAt: new Date(), report: reportContextOf(gathered), result: () => run.result() };
    await ctx.storage.writeFromLocalFile(xlsxKey, (file) =>
      writeAnnotatedWorkbook(file, {
        mainSheet: { name: 'Itens do SPED', header: SPED_HEADER, headerLine: 1, addedHeader: pisCofinsAddedHeader, addedNumFmts: { 3: '"R$" #,##0.00' }, rows: annotated() },
        extraSheets: pisCofinsExtraSheets(reportCtx, { sped: true }),
      }),
    );
    progress(80, 'Gerando relatório PDF...');
    const result = run.result();
    const pdfKey = outputKey('relatorio-pis-cofins.pdf');
    await ctx.storage.put(pdfKey, await pisCofinsPdf(reportCtx));
    const sped = result.detalhes.sped!;
    return {
      summary: {
        ...result.summary,
        totais: result.totais,
        regime: result.detalhes.regime,
        linhas: result.detalhes.linhas,
        icmsNaBase: result.detalhes.icmsNaBase,
        sped: { periodo: sped.periodo, regimeOrigem: sped.regimeOrigem, apuracao: sped.apuracao.nota, nome: sped.nome, cnpj: sped.cnpj },
      },
      result,
      reportXlsxKey: xlsxKey,
      reportPdfKey: pdfKey,
    };
  } catch (err) {
    if (err instanceof EfdContribError) throw new InputError(err.message);
    if (err instanceof SpedReadError) throw new InputError(`Não foi possível ler o arquivo SPED: ${err.message}.`);
    throw err;
  }
}
