import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { NfeInputError } from '../../../fiscal/nfe/nfe-input-limits';
import { readNfeInputs, type NfeInputs } from '../../../fiscal/nfe/read-nfe-inputs';
import type { ReconRow } from '../../../fiscal/nfe/reconcile';
import { reconcileIntoResult } from '../../../fiscal/nfe/reconcile-summary';
import { validateSpedFile } from '../../../fiscal/sped/read-sped-file';
import { SpedReadError } from '../../../fiscal/sped/sped-read-error';
import type { SpedFinding } from '../../../fiscal/sped/types';
import { readSpedIdentity } from '../../../fiscal/company/sped-identity';
import type { CheckKind } from '../check-kind';
import { InputError } from '../user-facing-error';
import { escrituracaoPdf, escrituracaoXlsx, type EscrituracaoResult } from './escrituracao-report';
import { reportContextOf } from '../report-context';
import { spedLayoutsFor } from './sped-layouts-cache';

/** First bytes of an EFD: '|0000|' (possibly after a UTF-8 BOM), or a zip to be opened by the engine. */
async function looksLikeSped(path: string): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const b = Buffer.alloc(16);
    const { bytesRead } = await fh.read(b, 0, 16, 0);
    const head = b.subarray(0, bytesRead);
    if (head[0] === 0x50 && head[1] === 0x4b) return true;
    return head.toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '').startsWith('|0000|');
  } finally {
    await fh.close();
  }
}

/**
 * The XMLs under the names the user gave them (kept in `params.extraNames` at upload): the report and the
 * result never show where the server stored them. Input past the reader's limits is refused in pt-BR.
 */
async function readXmls(files: { key: string; path: string }[], names: unknown): Promise<NfeInputs> {
  const given = Array.isArray(names) ? names : [];
  const inputs = files.map((f, i) => ({ path: f.path, name: typeof given[i] === 'string' ? (given[i] as string) : `arquivo ${i + 1}${extname(f.key)}` }));
  try {
    return await readNfeInputs(inputs);
  } catch (err) {
    if (err instanceof NfeInputError) throw new InputError(`Não foi possível ler os XMLs: ${err.message}.`);
    throw err;
  }
}

/** SPED EFD validation + NF-e XML reconciliation (issue 8). */
export const escrituracaoKind: CheckKind = {
  kind: 'escrituracao',
  moduleId: 'escrituracao',
  label: 'Conferência de escrituração',
  cost: (env) => env.CUSTO_ESCRITURACAO,
  maxBytes: (env) => env.SPED_MAX_MB * 1024 * 1024,
  extensions: ['.txt', '.zip'],
  extraFiles: { field: 'xmls', extensions: ['.xml', '.zip'], maxCount: 2000 },
  needsTables: true,
  async parseParams() {
    return {};
  },
  async preflight(file) {
    if (!(await looksLikeSped(file.path))) {
      throw new InputError('O arquivo não parece um SPED EFD: a primeira linha deve começar com |0000|. Envie o .txt gerado pelo sistema (ou um .zip com ele).');
    }
  },
  identify: (file) => readSpedIdentity(file.path),
  async run({ ctx, check, files, tables, progress, outputKey, gathered }) {
    if (!tables || !ctx.tables.get().dir) throw new InputError('As tabelas de referência não estão carregadas.');
    const dir = ctx.tables.get().dir as string;
    const [main, ...xmls] = files;
    let result;
    try {
      result = await validateSpedFile(main!.path, {
        layouts: spedLayoutsFor(dir),
        ncm: tables.ncm,
        collectDocuments: xmls.length > 0,
        onProgress: (read, total) => progress(total ? (read / total) * (xmls.length ? 65 : 80) : 0, 'Conferindo os registros...'),
      });
    } catch (err) {
      if (err instanceof SpedReadError) throw new InputError(`Não foi possível ler o arquivo SPED: ${err.message}.`);
      throw err;
    }
    let issues: SpedFinding[] = result.issues;
    let reconciliacao: ReconRow[] = [];
    let xml: EscrituracaoResult['xml'] = null;
    if (xmls.length) {
      progress(67, 'Lendo os XMLs de NF-e...');
      const inputs = await readXmls(xmls, check.params.extraNames);
      progress(75, 'Conciliando XML × SPED...');
      const rec = reconcileIntoResult(result, inputs);
      issues = rec.issues;
      reconciliacao = rec.rows;
      // Unreadable files and other companies' notes are both listed, each with its reason.
      xml = rec.xml;
    }
    const out: EscrituracaoResult = { status: 'concluido', summary: result.summary, info: result.info, issues, xml, reconciliacao };
    progress(85, 'Gerando relatórios...');
    const xlsxKey = outputKey('relatorio-escrituracao.xlsx');
    await ctx.storage.writeFromLocalFile(xlsxKey, (file) => escrituracaoXlsx(file, out, check.fileName, reportContextOf(gathered)));
    const pdfKey = outputKey('relatorio-escrituracao.pdf');
    await ctx.storage.put(pdfKey, await escrituracaoPdf(out, check.fileName, reportContextOf(gathered)));
    const recon = { ok: 0, nao_escriturado: 0, divergente: 0, cancelada: 0 };
    for (const r of reconciliacao) recon[r.status]++;
    return {
      summary: { errors: result.summary.errors, warnings: result.summary.warnings, lines: result.summary.lines, registers: result.summary.registers, byCode: result.summary.byCode, conciliacao: recon, sped: result.info.sped, periodo: result.info.period },
      result: out,
      reportXlsxKey: xlsxKey,
      reportPdfKey: pdfKey,
    };
  },
  describe: (s) => `${String(s.lines ?? 0)} ${Number(s.lines ?? 0) === 1 ? 'linha' : 'linhas'}: ${String(s.errors ?? 0)} ${Number(s.errors ?? 0) === 1 ? 'erro' : 'erros'}, ${String(s.warnings ?? 0)} ${Number(s.warnings ?? 0) === 1 ? 'aviso' : 'avisos'}`,
};
