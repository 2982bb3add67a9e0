import type { ReconRow } from '../../../fiscal/nfe/reconcile';
import type { XmlSummary } from '../../../fiscal/nfe/reconcile-summary';
import type { SpedFinding, SpedInfo, SpedSummary } from '../../../fiscal/sped/types';
import { SPED_CODE_LABEL } from '../../../fiscal/sped/code-labels';
import { executivePairs, firstSteps, groupByPriority, severityCounts, type ExecutiveSummary } from '../../../sheets/executive-summary';
import { buildPdfReport, type PdfSection } from '../../../sheets/pdf-report';
import { reportContextPairs, type ReportContext } from '../../../sheets/report-context';
import { writeTableXlsx, type TableSheet } from '../../../sheets/write-table-xlsx';
import { summarySheet } from '../report-sheets';

export interface EscrituracaoResult {
  status: 'concluido';
  summary: SpedSummary;
  info: SpedInfo;
  issues: SpedFinding[];
  xml: XmlSummary | null;
  reconciliacao: ReconRow[];
}

const SPED_NAME: Record<string, string> = { efd_icms_ipi: 'EFD ICMS/IPI', efd_contribuicoes: 'EFD-Contribuições' };
const RECON_STATUS: Record<ReconRow['status'], string> = { ok: 'Conferida', nao_escriturado: 'Não escriturada', divergente: 'Divergente', cancelada: 'Cancelada escriturada' };
const brDate = (d: string) => (d.length === 8 ? `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}` : d.includes('-') ? d.split('-').reverse().join('/') : d);
const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The escrituração check measures no R$ to recover: findings by severity and what to fix first. */
export function escrituracaoExecutive(r: EscrituracaoResult): ExecutiveSummary {
  return { bySeverity: severityCounts(r.issues), firstSteps: firstSteps(r.issues, SPED_CODE_LABEL, ['ocorrência', 'ocorrências']) };
}

function summaryRows(r: EscrituracaoResult, fileName: string): [string, string | number][] {
  const recon = { ok: 0, nao_escriturado: 0, divergente: 0, cancelada: 0 };
  for (const x of r.reconciliacao) recon[x.status]++;
  return [
    ['Arquivo', fileName],
    ['Escrituração', r.info.sped ? SPED_NAME[r.info.sped] ?? r.info.sped : 'não identificada'],
    ['Contribuinte', `${r.info.name} — CNPJ ${r.info.cnpj}`],
    ['Período', `${brDate(r.info.period.start)} a ${brDate(r.info.period.end)}`],
    ['Leiaute (COD_VER)', `${r.info.codVer} — validado com ${r.info.layoutUsed}`],
    ['Assinatura digital (PVA)', r.info.signed ? 'presente (o conteúdo após o 9999 é a assinatura e não foi validado)' : 'ausente'],
    ...(r.info.skipped?.length ? ([['Regras não aplicadas', r.info.skipped.join('; ')]] as [string, string][]) : []),
    ['Linhas', r.summary.lines],
    ['Tipos de registro', r.summary.registers],
    ['Erros', r.summary.errors],
    ['Avisos', r.summary.warnings],
    ...(r.summary.omitted ? ([['Ocorrências além do limite por código (contadas, não listadas)', r.summary.omitted]] as [string, number][]) : []),
    ...(r.xml
      ? ([
          ['XMLs lidos', r.xml.arquivos],
          ['XMLs ignorados (lista com o motivo de cada um)', r.xml.ignorados.length],
          ['Notas conferidas', recon.ok],
          ['Notas não escrituradas', recon.nao_escriturado],
          ['Notas divergentes', recon.divergente],
          ['Canceladas escrituradas como regulares', recon.cancelada],
        ] as [string, number][])
      : []),
  ];
}

export async function escrituracaoXlsx(path: string, r: EscrituracaoResult, fileName: string, report?: ReportContext): Promise<void> {
  const sheets: TableSheet[] = [
    summarySheet(() => [...reportContextPairs(report), ...executivePairs(escrituracaoExecutive(r)), ...summaryRows(r, fileName)]),
    {
      name: 'Achados',
      columns: [
        { header: 'Linha', key: 'line', width: 9 },
        { header: 'Tipo', key: 'type', width: 8 },
        { header: 'Código', key: 'code', width: 22 },
        { header: 'Registro', key: 'register', width: 9 },
        { header: 'Campo', key: 'field', width: 16 },
        { header: 'Mensagem', key: 'message', width: 100 },
      ],
      rows: r.issues.map((f) => ({ line: f.line || null, type: f.type === 'error' ? 'Erro' : 'Aviso', code: f.code, register: f.register, field: f.field, message: f.message })),
    },
  ];
  if (r.xml) {
    sheets.push({
      name: 'Conciliação XML x SPED',
      columns: [
        { header: 'Chave', key: 'chave', width: 46 },
        { header: 'Emitente', key: 'emitente', width: 30 },
        { header: 'Data', key: 'data', width: 11 },
        { header: 'Status', key: 'status', width: 20 },
        { header: 'Total XML', key: 'xt', width: 14, numFmt: '"R$" #,##0.00' },
        { header: 'Total SPED', key: 'st', width: 14, numFmt: '"R$" #,##0.00' },
        { header: 'ICMS XML', key: 'xi', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'ICMS SPED', key: 'si', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'IPI XML', key: 'xp', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'IPI SPED', key: 'sp', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'PIS XML', key: 'xpis', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'PIS SPED', key: 'spis', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'COFINS XML', key: 'xc', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'COFINS SPED', key: 'sc', width: 12, numFmt: '"R$" #,##0.00' },
        { header: 'Linha C100', key: 'line', width: 10 },
      ],
      rows: r.reconciliacao.map((x) => ({
        chave: x.chave,
        emitente: x.emitente,
        data: brDate(x.data),
        status: RECON_STATUS[x.status],
        xt: x.xml.total,
        st: x.sped?.total ?? null,
        xi: x.xml.icms,
        si: x.sped?.icms ?? null,
        xp: x.xml.ipi,
        sp: x.sped?.ipi ?? null,
        xpis: x.xml.pis,
        spis: x.sped?.pis ?? null,
        xc: x.xml.cofins,
        sc: x.sped?.cofins ?? null,
        line: x.sped?.line ?? null,
      })),
    });
    if (r.xml.ignorados.length) {
      sheets.push({ name: 'XMLs ignorados', columns: [{ header: 'Arquivo', key: 'origem', width: 50 }, { header: 'Motivo', key: 'motivo', width: 80 }], rows: r.xml.ignorados });
    }
  }
  await writeTableXlsx(path, sheets);
}

export async function escrituracaoPdf(r: EscrituracaoResult, fileName: string, report?: ReportContext): Promise<Buffer> {
  const problems = r.reconciliacao.filter((x) => x.status !== 'ok');
  const findings: PdfSection[] = groupByPriority(r.issues).map(({ code, findings: list }) => ({
    title: `${SPED_CODE_LABEL[code] ?? code} (${list.length.toLocaleString('pt-BR')})`,
    code,
    table: {
      headers: ['Linha', 'Tipo', 'Registro', 'Campo', 'Mensagem'],
      widths: [36, 34, 40, 60, '*'],
      rows: list.map((f) => [f.line || '', f.type === 'error' ? 'Erro' : 'Aviso', f.register, f.field, f.message]),
    },
  }));
  return buildPdfReport({
    title: 'Relatório de conferência de escrituração',
    subtitle: fileName,
    generatedAt: new Date(),
    context: report,
    executive: escrituracaoExecutive(r),
    meta: summaryRows(r, fileName).slice(1, 5).map(([k, v]) => [k, String(v)]),
    summary: summaryRows(r, fileName).slice(5).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString('pt-BR') : v]),
    sections: [
      ...(findings.length ? findings : [{ title: 'Achados', emptyText: 'Nenhum erro ou aviso de estrutura, totais ou referências cruzadas.', table: { headers: [], rows: [] } }]),
      ...(r.xml
        ? [
            {
              title: 'Conciliação XML × SPED — notas com pendência',
              emptyText: 'Todas as notas dos XMLs foram encontradas na escrituração com os mesmos valores.',
              table: {
                headers: ['Chave', 'Emitente', 'Data', 'Total XML', 'Total SPED', 'Situação'],
                widths: [150, '*', 48, 62, 62, 70] as (number | '*')[],
                rows: problems.map((x) => [x.chave, x.emitente, brDate(x.data), brl(x.xml.total), x.sped ? brl(x.sped.total) : '—', RECON_STATUS[x.status]]),
              },
            },
            {
              title: 'XMLs ignorados',
              emptyText: 'Todos os XMLs enviados entraram na conciliação.',
              table: {
                headers: ['Arquivo', 'Motivo'],
                widths: [180, '*'] as (number | '*')[],
                rows: r.xml.ignorados.map((i) => [i.origem, i.motivo]),
              },
            },
          ]
        : []),
    ],
  });
}
