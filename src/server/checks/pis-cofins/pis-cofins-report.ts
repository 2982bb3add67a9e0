import { PIS_COFINS_CODE_LABEL } from '../../../fiscal/pis-cofins/code-labels';
import { LEGAL } from '../../../fiscal/pis-cofins/legal-basis';
import { REGIME_LABEL, type PisCofinsFinding, type PisCofinsResult } from '../../../fiscal/pis-cofins/types';
import { executivePairs, firstSteps, groupByPriority, severityCounts, type ExecutiveSummary } from '../../../sheets/executive-summary';
import { buildPdfReport, type PdfSection } from '../../../sheets/pdf-report';
import { reportContextPairs, type ReportContext } from '../../../sheets/report-context';
import type { CellValue } from '../../../sheets/types';
import type { TableSheet } from '../../../sheets/write-table-xlsx';
import { lazy, summarySheet } from '../report-sheets';

export const pisCofinsAddedHeader = ['Status', 'Códigos', 'Apontamentos', 'Impacto (R$)'];

export function pisCofinsAddedColumns(found: PisCofinsFinding[]): CellValue[] {
  const impacto = found.reduce((s, f) => s + (f.impacto ?? 0), 0);
  return [
    found.some((f) => f.type === 'error') ? 'Erro' : found.length ? 'Aviso' : 'OK',
    found.map((f) => f.code).join(', ') || null,
    found.map((f) => f.message).join(' | ') || null,
    found.some((f) => f.impacto !== null) ? Math.round(impacto * 100) / 100 : null,
  ];
}

export interface PisCofinsReportContext {
  fileName: string;
  generatedAt: Date;
  /** Office, client, CNPJ, competência printed on the reports (src/sheets/report-context.ts). */
  report?: ReportContext;
  result(): PisCofinsResult;
}

/** R$ recoverable (paid in excess) and at risk (paid short), findings by severity, the groups to fix first. */
export function pisCofinsExecutive(r: PisCofinsResult): ExecutiveSummary {
  return {
    recuperar: r.totais.recolhido_a_maior,
    risco: Math.abs(r.totais.recolhido_a_menor),
    bySeverity: severityCounts(r.issues),
    firstSteps: firstSteps(r.issues, PIS_COFINS_CODE_LABEL, ['apontamento', 'apontamentos']),
  };
}

const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The label of `line`: the SPED file's line number (with its register) or the sheet's row. */
export function lineLabel(r: PisCofinsResult): string {
  return r.detalhes.sped ? 'Linha do SPED' : 'Linha';
}

function spedPairs(r: PisCofinsResult): [string, CellValue][] {
  const s = r.detalhes.sped;
  if (!s) return [];
  return [
    ['Entrada', `EFD-Contribuições (leiaute ${s.versao}) de ${s.periodo.inicio} a ${s.periodo.fim}`],
    ['Contribuinte', `${s.nome} — CNPJ ${s.cnpj}`],
    ['Origem do regime', s.regimeOrigem],
    ['Registros lidos', Object.entries(s.registros).map(([k, v]) => `${k}: ${v}`).join('; ')],
    ['Apuração (M210/M610) × documentos', s.apuracao.nota],
  ];
}

function summaryPairs(r: PisCofinsResult, fileName: string, report?: ReportContext): [string, CellValue][] {
  return [
    ...reportContextPairs(report),
    ...executivePairs(pisCofinsExecutive(r)),
    ['Arquivo', fileName],
    ['Regime', REGIME_LABEL[r.detalhes.regime]],
    ...spedPairs(r),
    ['Linhas verificadas', r.detalhes.linhas],
    ['Linhas sem apontamentos', r.summary.correct],
    ['Linhas com erro', r.summary.errors],
    ['Linhas só com avisos', r.summary.warnings],
    // Money as pt-BR text: the Valor column also holds counts, so one number format cannot serve both.
    ['Recolhido a maior (recuperável)', brl(r.totais.recolhido_a_maior)],
    ['Recolhido a menor (risco)', brl(Math.abs(r.totais.recolhido_a_menor))],
    // Segregation in the PGDAS-D exists only in the Simples Nacional (LC 123/2006, art. 18, § 4º-A).
    ...(r.detalhes.regime === 'simples' ? ([['Receita segregável no PGDAS-D (Simples)', brl(r.totais.receita_segregavel_simples)]] as [string, CellValue][]) : []),
    ['Tabela PIS/COFINS por NCM (indicativa)', r.detalhes.tabelas.pisCofins],
    ['Tabela NCM', r.detalhes.tabelas.ncm ?? '—'],
    ['Resultado', r.message],
  ];
}

export function pisCofinsExtraSheets(ctx: PisCofinsReportContext, opts: { sped?: boolean } = {}): TableSheet[] {
  const sheets: TableSheet[] = [
    summarySheet(() => summaryPairs(ctx.result(), ctx.fileName, ctx.report)),
    {
      name: 'Apontamentos',
      columns: [
        { header: opts.sped ? 'Linha do SPED' : 'Linha', key: 'line', width: opts.sped ? 13 : 8 },
        ...(opts.sped ? [{ header: 'Registro', key: 'registro', width: 9 }] : []),
        { header: 'Tipo', key: 'type', width: 9 },
        { header: 'Código', key: 'code', width: 20 },
        { header: 'Tributo', key: 'tributo', width: 11 },
        { header: 'Documento', key: 'documento', width: 14 },
        { header: 'Produto', key: 'produto', width: 30 },
        { header: 'NCM', key: 'ncm', width: 11 },
        { header: 'CFOP', key: 'cfop', width: 7 },
        { header: 'Impacto (R$)', key: 'impacto', width: 14, numFmt: '"R$" #,##0.00' },
        { header: 'Mensagem', key: 'message', width: 100 },
      ],
      rows: lazy(() =>
        ctx.result().issues.map((f) => ({
          line: f.line,
          registro: f.registro ?? null,
          type: f.type === 'error' ? 'Erro' : 'Aviso',
          code: f.code,
          tributo: f.tributo ?? null,
          documento: f.documento ?? null,
          produto: f.produto ?? null,
          ncm: f.ncm ?? null,
          cfop: f.cfop ?? null,
          impacto: f.impacto,
          message: f.message,
        })),
      ),
    },
  ];
  sheets.push({
    name: 'Segregação Simples',
    columns: [
      { header: 'Tipo', key: 'tipo', width: 16 },
      { header: 'Tabela / natureza', key: 'chave', width: 16 },
      { header: 'Descrição', key: 'descricao', width: 60 },
      { header: 'Posição NCM', key: 'posicao', width: 12 },
      { header: 'Receita (R$)', key: 'receita', width: 16, numFmt: '"R$" #,##0.00' },
      { header: 'Itens do grupo', key: 'itens', width: 14 },
    ],
    rows: lazy(() =>
      ctx.result().detalhes.receitaSegregavelPorGrupo.flatMap((g) =>
        Object.entries(g.porPosicaoNcm).map(([posicao, receita]) => ({
          tipo: g.tipo === 'monofasico' ? 'Monofásico' : 'Alíquota zero',
          chave: g.chave,
          descricao: g.descricao,
          posicao,
          receita,
          itens: g.itens,
        })),
      ),
    ),
  });
  return sheets;
}

/** The legal basis printed once per group in the PDF (each finding's message cites its own too). */
const LEGAL_BASIS_BY_CODE: Record<string, string> = {
  PC_CST_INVALIDO: LEGAL.cstTabelas,
  PC_CST_DIVERGENTE: LEGAL.cstTabelas,
  PC_CST_OPERACAO: LEGAL.cstTabelas,
  PC_ALIQUOTA: `${LEGAL.naoCumulativo}; ${LEGAL.cumulativo}`,
  PC_VALOR: `${LEGAL.naoCumulativo}; ${LEGAL.cumulativo}`,
  PC_BASE: `${LEGAL.base}; ${LEGAL.tema69}`,
  PC_MONOFASICO: `${LEGAL.monofasico}; ${LEGAL.revendaMonofasico}`,
  PC_ALIQUOTA_ZERO: LEGAL.aliquotaZero,
  PC_CST_SEM_AMPARO: `${LEGAL.revendaMonofasico}; ${LEGAL.aliquotaZero}`,
  PC_CREDITO_REGIME: LEGAL.creditoCumulativo,
  PC_NCM_INVALIDO: 'Tabela NCM vigente (Siscomex)',
  PC_PERIODO: LEGAL.cbs,
  PC_APURACAO: 'Guia Prático da EFD-Contribuições, registros M200/M210 e M600/M610',
};

export async function pisCofinsPdf(ctx: PisCofinsReportContext): Promise<Buffer> {
  const r = ctx.result();
  const sections: PdfSection[] = groupByPriority(r.issues).map(({ code, findings: list }) => ({
    title: `${PIS_COFINS_CODE_LABEL[code] ?? code} (${list.length.toLocaleString('pt-BR')})`,
    code,
    intro: LEGAL_BASIS_BY_CODE[code] ? `Base legal: ${LEGAL_BASIS_BY_CODE[code]}` : undefined,
    table: {
      headers: [lineLabel(r), 'Tipo', 'Documento', 'Produto', 'Impacto', 'Mensagem'],
      widths: [r.detalhes.sped ? 60 : 30, 36, 52, 80, 56, '*'],
      // SPED input: "C170 · 30" names the register and the file's line.
      rows: list.map((f) => [f.registro ? `${f.registro} · ${f.line}` : f.line, f.type === 'error' ? 'Erro' : 'Aviso', f.documento ?? '', f.produto ?? '', f.impacto === null ? '' : brl(f.impacto), f.message]),
    },
  }));
  if (r.detalhes.regime === 'simples') {
    sections.push({
      title: 'Receita monofásica segregável no PGDAS-D',
      intro: 'No Simples Nacional, a receita da revenda de produtos monofásicos deve ser segregada no PGDAS-D para não ser tributada de novo pelo PIS/COFINS (LC 123/2006, art. 18, § 4º-A, I). A alíquota zero de produtos como os da cesta básica não se aplica dentro do DAS (art. 24, § 1º). Base indicativa: tabela parcial de PIS/COFINS por NCM.',
      emptyText: 'Nenhuma receita segregável encontrada.',
      table: {
        headers: ['Tipo', 'Tabela / natureza', 'Descrição', 'Itens', 'Receita'],
        widths: [60, 70, '*', 40, 70],
        rows: r.detalhes.receitaSegregavelPorGrupo.map((g) => [g.tipo === 'monofasico' ? 'Monofásico' : 'Alíquota zero', g.chave, g.descricao, g.itens, brl(g.receita)]),
      },
    });
  }
  return buildPdfReport({
    title: 'Relatório de conferência de PIS/COFINS',
    subtitle: ctx.fileName,
    generatedAt: ctx.generatedAt,
    context: ctx.report,
    executive: pisCofinsExecutive(r),
    meta: [
      ['Regime', REGIME_LABEL[r.detalhes.regime]],
      ...(r.detalhes.sped
        ? ([
            ['Entrada', `EFD-Contribuições de ${r.detalhes.sped.periodo.inicio} a ${r.detalhes.sped.periodo.fim} — ${r.detalhes.sped.nome}`],
            ['Origem do regime', r.detalhes.sped.regimeOrigem],
            ['Apuração × documentos', r.detalhes.sped.apuracao.nota],
          ] as [string, string][])
        : []),
      ['Tabela PIS/COFINS por NCM', `${r.detalhes.tabelas.pisCofins} (indicativa)`],
      ['Tabela NCM', r.detalhes.tabelas.ncm ?? '—'],
    ],
    summary: [
      ['Linhas verificadas', r.detalhes.linhas.toLocaleString('pt-BR')],
      ['Sem apontamentos', r.summary.correct.toLocaleString('pt-BR')],
      ['Com erro', r.summary.errors.toLocaleString('pt-BR')],
      ['Só com avisos', r.summary.warnings.toLocaleString('pt-BR')],
      ['Recolhido a maior (recuperável)', brl(r.totais.recolhido_a_maior)],
      ['Recolhido a menor (risco)', brl(Math.abs(r.totais.recolhido_a_menor))],
      ...(r.detalhes.regime === 'simples' ? ([['Receita segregável (PGDAS-D)', brl(r.totais.receita_segregavel_simples)]] as [string, string][]) : []),
    ],
    sections: sections.length ? sections : [{ title: 'Apontamentos', emptyText: 'Nenhuma inconsistência encontrada.', table: { headers: [], rows: [] } }],
  });
}
