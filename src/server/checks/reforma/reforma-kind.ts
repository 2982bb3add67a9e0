import { open } from 'node:fs/promises';
import { readNfeInputs } from '../../../fiscal/nfe/read-nfe-inputs';
import { createRegisterChecker } from '../../../fiscal/reforma/check-register';
import { createXmlChecker } from '../../../fiscal/reforma/check-xmls';
import { REFORMA_COLUMNS } from '../../../fiscal/reforma/columns';
import { aliquotas2027 } from '../../../fiscal/reforma/simulation';
import type { ReformaResult, Regime } from '../../../fiscal/reforma/types';
import { readRows } from '../../../sheets/read-rows';
import { readNfeIdentity } from '../../../fiscal/company/nfe-identity';
import { chosenClientRegime, reformaRegimeOf } from '../../clients/client-regime';
import { badRequest } from '../../http/errors';
import type { CheckKind } from '../check-kind';
import { sheetInfo } from '../sheet-info';
import { InputError } from '../user-facing-error';
import { reformaPdf, reformaXlsx } from './reforma-report';
import { reportContextOf } from '../report-context';
import { reformaTablesFor } from './reforma-tables-cache';

const maxBytes = (env: { PIS_COFINS_MAX_MB: number }) => env.PIS_COFINS_MAX_MB * 1024 * 1024;
const MAX_ROWS = 500_000;
const isXml = (name: string) => /\.(xml|zip)$/i.test(name);

/** 'dd/mm/aaaa' or ISO → ISO; '' → today. */
function isoDate(v: string): string | null {
  if (!v) return new Date().toISOString().slice(0, 10);
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const iso = v.includes('/') ? `${m[3]}-${m[2]}-${m[1]}` : v;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
function pct(v: string | undefined): number | undefined | null {
  if (!v?.trim()) return undefined;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
}

async function startsWith(path: string, test: (b: Buffer) => boolean): Promise<boolean> {
  const fh = await open(path, 'r');
  try { const b = Buffer.alloc(512); const { bytesRead } = await fh.read(b, 0, 512, 0); return test(b.subarray(0, bytesRead)); } finally { await fh.close(); }
}

/** CBS/IBS classification of a product register or NF-e XMLs, with the 2027 simulation (issue 15). */
export const reformaKind: CheckKind = {
  kind: 'reforma',
  moduleId: 'reforma',
  label: 'Reforma Tributária (CBS/IBS)',
  cost: (env) => env.CUSTO_REFORMA,
  maxBytes,
  extensions: ['.xlsx', '.xls', '.csv', '.xlsm', '.txt', '.xml', '.zip'],
  extraFiles: { field: 'xmls', extensions: ['.xml', '.zip'], maxCount: 2000 },
  needsTables: true,
  async parseParams(fields, ctx, officeId) {
    const data = isoDate((fields.data ?? '').trim());
    if (!data) throw badRequest('Data de referência inválida: use dd/mm/aaaa.');
    // Not sent: the chosen client's regime (the form shows it pre-filled), else the regime normal.
    const regime = (fields.regime ?? '').trim() || reformaRegimeOf(await chosenClientRegime(ctx, officeId, fields)) || 'normal';
    if (!['normal', 'simples', 'mei'].includes(regime)) throw badRequest('Regime inválido: use normal, simples ou mei.');
    const cbs = pct(fields.aliquota_cbs), pisCofins = pct(fields.aliquota_pis_cofins);
    if (cbs === null || pisCofins === null) throw badRequest('Alíquota inválida: informe um percentual entre 0 e 100.');
    return { data, regime, ...(cbs !== undefined ? { cbs } : {}), ...(pisCofins !== undefined ? { pisCofins } : {}) };
  },
  async preflight(file, _params, ctx) {
    if (/\.xml$/i.test(file.fileName)) {
      if (!(await startsWith(file.path, (b) => b.toString('utf8').includes('<')))) throw new InputError('O arquivo .xml enviado não é um XML de NF-e.');
      return;
    }
    if (/\.zip$/i.test(file.fileName)) {
      if (!(await startsWith(file.path, (b) => b[0] === 0x50 && b[1] === 0x4b))) throw new InputError('O arquivo .zip enviado está corrompido ou não é um .zip.');
      return;
    }
    const { rows } = await readRows(file.path, REFORMA_COLUMNS, { fileName: file.fileName, maxRows: MAX_ROWS, maxBytes: maxBytes(ctx.env) });
    for await (const _ of rows) break;
  },
  // One NF-e XML names its emitter; a spreadsheet or a .zip of many notes does not say one company.
  identify: async (file) => (/\.xml$/i.test(file.fileName) ? readNfeIdentity(file.path) : null),
  async run({ ctx, check, files, progress, outputKey, gathered }) {
    const dir = ctx.tables.get().dir;
    if (!dir) throw new InputError('As tabelas de referência não estão carregadas.');
    let tables;
    try { tables = reformaTablesFor(dir); } catch (e) { throw new InputError(e instanceof Error ? e.message : 'Tabelas da Reforma Tributária indisponíveis.'); }
    const p = check.params as { data: string; regime: Regime; cbs?: number; pisCofins?: number };
    const aliquotas = aliquotas2027(tables, { cbs: p.cbs, pisCofinsEstimado: p.pisCofins });
    let result: ReformaResult;
    let info: Record<string, unknown> = {};
    if (isXml(check.fileName)) {
      progress(5, 'Lendo os XMLs...');
      const inp = await readNfeInputs(files.map((f) => f.path));
      if (!inp.notes.length) throw new InputError(`Nenhuma NF-e/NFC-e encontrada nos arquivos enviados${inp.skipped[0] ? ` (${inp.skipped[0].motivo})` : ''}.`);
      progress(60, 'Conferindo IBS/CBS...');
      const c = createXmlChecker({ tables, aliquotas });
      for (const d of inp.notes) c.check(d);
      for (const s of inp.skipped) c.ignore(s.origem, s.motivo);
      result = c.result();
      info = { notas: inp.notes.length, arquivos: inp.files };
    } else {
      const { header, rows } = await readRows(files[0]!.path, REFORMA_COLUMNS, {
        fileName: check.fileName, maxRows: MAX_ROWS, maxBytes: maxBytes(ctx.env), onProgress: (read, total) => progress(total ? (read / total) * 75 : 0, 'Conferindo os produtos...'),
      });
      const c = createRegisterChecker({ tables, data: p.data, regime: p.regime, aliquotas });
      for await (const r of rows) c.check(r);
      result = c.result();
      info = sheetInfo(header);
    }
    progress(80, 'Gerando relatórios...');
    const xlsxKey = outputKey('relatorio-reforma.xlsx');
    await ctx.storage.writeFromLocalFile(xlsxKey, (file) => reformaXlsx(file, result, check.fileName, reportContextOf(gathered)));
    const pdfKey = outputKey('relatorio-reforma.pdf');
    await ctx.storage.put(pdfKey, await reformaPdf(result, check.fileName, reportContextOf(gathered)));
    return {
      summary: { ...result.summary, simulacao: result.simulacao ? { diferenca: result.simulacao.diferenca, cbs2027: result.simulacao.cbs2027, pisCofinsHoje: result.simulacao.pisCofinsHoje } : null, ...info },
      result,
      reportXlsxKey: xlsxKey,
      reportPdfKey: pdfKey,
    };
  },
  describe: (s) => `${String(s.total ?? 0)} ${s.tipo === 'xml' ? 'itens de NF-e' : 'produtos'}: ${String(s.errors ?? 0)} com erro, ${String(s.warnings ?? 0)} só com alerta`,
};
