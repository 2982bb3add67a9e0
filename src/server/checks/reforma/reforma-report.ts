/** XLSX and PDF reports of the Reforma Tributária (CBS/IBS) check. Same words as the page and the CLI. */
import type { ReformaIssue, ReformaItem, ReformaResult } from '../../../fiscal/reforma/types';
import { REFORMA_CODE_LABEL } from '../../../fiscal/reforma/code-labels';
import { executivePairs, firstSteps, groupByPriority, severityCounts, type ExecutiveSummary } from '../../../sheets/executive-summary';
import { buildPdfReport, type PdfSection } from '../../../sheets/pdf-report';
import { reportContextPairs, type ReportContext } from '../../../sheets/report-context';
import { writeTableXlsx, type TableSheet } from '../../../sheets/write-table-xlsx';
import { summarySheet } from '../report-sheets';

const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const BRL_FMT = '"R$" #,##0.00';
const onde = (x: ReformaIssue | ReformaItem): string => ('line' in x ? `linha ${x.line}` : `${x.chave} item ${x.nItem}`);
const trat = (i: ReformaItem): string =>
  i.tratamento.cClassTrib ? `CST ${i.tratamento.cst} / ${i.tratamento.cClassTrib}` : i.tratamento.confianca;
const anexo = (i: ReformaItem): string => (i.tratamento.anexo ? `Anexo ${i.tratamento.anexo}${i.tratamento.item ? `, item ${i.tratamento.item}` : ''}` : '');

/** No R$ to recover (the 2027 simulation is a projection, printed with the numbers): findings and what to fix first. */
export function reformaExecutive(r: ReformaResult): ExecutiveSummary {
  return { bySeverity: severityCounts(r.issues), firstSteps: firstSteps(r.issues, REFORMA_CODE_LABEL, ['apontamento', 'apontamentos']) };
}

function summaryRows(r: ReformaResult, fileName: string): [string, string | number][] {
  const s = r.summary;
  const rows: [string, string | number][] = [
    ['Arquivo', fileName],
    ['Entrada', s.tipo === 'cadastro' ? 'Cadastro de produtos' : 'XMLs de NF-e/NFC-e'],
    ['Data de referência', s.tipo === 'cadastro' ? s.data.split('-').reverse().join('/') : 'data de emissão de cada nota'],
    [s.tipo === 'cadastro' ? 'Produtos' : 'Itens', s.total],
    ['Sem apontamentos', s.correct],
    ['Com erro', s.errors],
    ['Só com aviso', s.warnings],
    ['Dependem da descrição', s.dependeDescricao],
    ['Com redução de alíquota', s.comBeneficio],
  ];
  if (r.simulacao) {
    const m = r.simulacao;
    rows.push(['Simulação 2027 — alíquotas', m.aliquotas.fonte], ['PIS/COFINS hoje', brl(m.pisCofinsHoje)], ['CBS 2027', brl(m.cbs2027)], ['IBS 2027', brl(m.ibs2027)], ['Diferença (2027 - hoje)', brl(m.diferenca)]);
  }
  for (const t of r.simplesNacional) rows.push(['Simples Nacional / MEI', t]);
  for (const t of r.tabelas) rows.push(['Tabela usada', t.label]);
  return rows;
}

export async function reformaXlsx(path: string, r: ReformaResult, fileName: string, report?: ReportContext): Promise<void> {
  const sheets: TableSheet[] = [
    summarySheet(() => [...reportContextPairs(report), ...executivePairs(reformaExecutive(r)), ...summaryRows(r, fileName)]),
    {
      name: 'Achados',
      columns: [
        { header: 'Onde', key: 'onde', width: 30 }, { header: 'Tipo', key: 'type', width: 8 }, { header: 'Código', key: 'code', width: 26 },
        { header: 'Mensagem', key: 'message', width: 110 }, { header: 'CST sugerido', key: 'cst', width: 12 }, { header: 'cClassTrib sugerido', key: 'cls', width: 16 },
      ],
      rows: r.issues.map((i) => ({ onde: onde(i), type: i.type === 'error' ? 'Erro' : 'Aviso', code: i.code, message: i.message, cst: i.sugestao?.cst ?? null, cls: i.sugestao?.cClassTrib ?? null })),
    },
    {
      name: 'Tratamento por item',
      columns: [
        { header: 'Onde', key: 'onde', width: 30 }, { header: 'Código', key: 'codigo', width: 14 }, { header: 'Descrição', key: 'descricao', width: 40 }, { header: 'NCM', key: 'ncm', width: 11 },
        { header: 'CST informado', key: 'icst', width: 12 }, { header: 'cClassTrib informado', key: 'icls', width: 16 },
        { header: 'Tratamento esperado', key: 'trat', width: 24 }, { header: 'Anexo LC 214/2025', key: 'anexo', width: 18 }, { header: 'Redução (%)', key: 'red', width: 11 },
        { header: 'Texto legal', key: 'texto', width: 70 }, { header: 'Fundamento', key: 'fund', width: 40 },
        { header: 'Base', key: 'base', width: 14, numFmt: BRL_FMT }, { header: 'PIS/COFINS hoje', key: 'hoje', width: 15, numFmt: BRL_FMT },
        { header: 'CBS 2027', key: 'cbs', width: 14, numFmt: BRL_FMT }, { header: 'IBS 2027', key: 'ibs', width: 12, numFmt: BRL_FMT },
      ],
      rows: r.itens.map((i) => ({
        onde: onde(i), codigo: i.codigo ?? '', descricao: i.descricao, ncm: i.ncm, icst: i.informado.cst, icls: i.informado.cClassTrib, trat: trat(i), anexo: anexo(i),
        red: i.tratamento.reducao, texto: i.tratamento.texto ?? (i.tratamento.alternativas.length ? `Opções: ${i.tratamento.alternativas.map((a) => `${a.cClassTrib} (Anexo ${a.anexo ?? '?'})`).join(', ')}` : ''),
        fund: i.tratamento.fundamento, base: i.simulacao?.base ?? null, hoje: i.simulacao?.pisCofinsHoje ?? null, cbs: i.simulacao?.cbs2027 ?? null, ibs: i.simulacao?.ibs2027 ?? null,
      })),
    },
  ];
  if (r.ignorados.length) sheets.push({ name: 'Arquivos ignorados', columns: [{ header: 'Arquivo', key: 'origem', width: 50 }, { header: 'Motivo', key: 'motivo', width: 80 }], rows: r.ignorados });
  sheets.push({ name: 'Correções das tabelas', columns: [{ header: 'Correção documentada aplicada', key: 'c', width: 140 }], rows: r.correcoes.map((c) => ({ c })) });
  await writeTableXlsx(path, sheets);
}

export async function reformaPdf(r: ReformaResult, fileName: string, report?: ReportContext): Promise<Buffer> {
  const rows = summaryRows(r, fileName);
  const findings: PdfSection[] = groupByPriority(r.issues).map(({ code, findings: list }) => ({
    title: `${REFORMA_CODE_LABEL[code] ?? code} (${list.length.toLocaleString('pt-BR')})`,
    code,
    table: {
      headers: ['Onde', 'Tipo', 'Mensagem', 'Sugestão'],
      widths: [90, 34, '*', 60],
      rows: list.map((i) => [onde(i), i.type === 'error' ? 'Erro' : 'Aviso', i.message, i.sugestao?.cClassTrib ? `${i.sugestao.cst} / ${i.sugestao.cClassTrib}` : '']),
    },
  }));
  return buildPdfReport({
    title: 'Relatório da Reforma Tributária (CBS/IBS)',
    subtitle: fileName,
    generatedAt: new Date(),
    context: report,
    executive: reformaExecutive(r),
    meta: rows.slice(1, 3).map(([k, v]) => [k, String(v)]),
    summary: rows.slice(3).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString('pt-BR') : v]),
    sections: [
      ...(findings.length ? findings : [{ title: 'Achados', emptyText: 'Nenhuma inconsistência de CST, cClassTrib, grupos ou valores do IBS/CBS.', table: { headers: [], rows: [] } }]),
      {
        title: 'Tratamento esperado por item',
        emptyText: 'Nenhum item lido.',
        table: {
          headers: ['Onde', 'NCM', 'Descrição', 'Esperado', 'Anexo', 'Redução'],
          widths: [90, 50, '*', 80, 60, 40],
          rows: r.itens.slice(0, 2000).map((i) => [onde(i), i.ncm, i.descricao, trat(i), anexo(i), i.tratamento.reducao === null ? '' : `${i.tratamento.reducao}%`]),
        },
      },
    ],
  });
}
