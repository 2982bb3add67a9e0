import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindCurrency, buildPdfReport, pdfDocumentDefinition, type PdfReportSpec } from './pdf-report';

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;
}

const base: PdfReportSpec = {
  title: 'Conferência de PIS/COFINS',
  subtitle: 'vendas-janeiro.xlsx',
  generatedAt: new Date('2025-01-15T13:05:00Z'),
  meta: [['Empresa', 'Mercado Bom Preço Ltda']],
  summary: [['Itens conferidos', '250']],
  sections: [],
};

describe('buildPdfReport', () => {
  it('renders a multi-page A4 PDF for a long table', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [i + 2, '04011000', `Produto ${i}`, 1234.5]);
    const pdf = await buildPdfReport({ ...base, sections: [{ title: 'Ocorrências', table: { headers: ['Linha', 'NCM', 'Produto', 'Valor'], rows } }] });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThan(3);
    // A4 in points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('announces rows left out beyond the per-section limit and handles empty sections', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [i]);
    const def = pdfDocumentDefinition({
      ...base,
      maxRowsPerSection: 10,
      sections: [
        { title: 'Muitas', table: { headers: ['N'], rows } },
        { title: 'Nenhuma', table: { headers: ['N'], rows: [] }, emptyText: 'Nenhuma ocorrência.' },
      ],
    });
    const json = JSON.stringify(def.content);
    expect(json).toContain('Mostrando 10 de 30 linhas. A lista completa está na planilha do relatório.');
    expect(json).toContain('Nenhuma ocorrência.');
    expect(json).toContain('Gerado em 15/01/2025 10:05 (horário de Brasília)');
    const footer = def.footer as (page: number, count: number) => { columns: { text: string }[] };
    expect(footer(2, 7).columns[1].text).toBe('Página 2 de 7');
    const pdf = await buildPdfReport({ ...base, sections: [{ title: 'Nenhuma', table: { headers: ['N'], rows: [] } }] });
    expect(pageCount(pdf)).toBe(1);
  });
});

/** The text of each page, read back with pdftotext (poppler-utils; the CI image has it). */
function pagesText(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'apura-pdf-')), 'r.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString('utf8').split('\f').filter((p) => p.trim());
}

describe('client-ready PDF', () => {
  const hasPdftotext = existsSync('/usr/bin/pdftotext');

  it.skipIf(!hasPdftotext)('never leaves a section heading at the foot of a page without its table', async () => {
    // Sections of varied lengths put headings at every height of the page.
    const sections = Array.from({ length: 24 }, (_, s) => ({
      title: `Seção de teste ${s + 1}`,
      code: `COD_${s + 1}`,
      table: { headers: ['Linha', 'Mensagem'], widths: [40, '*'] as (number | '*')[], rows: Array.from({ length: 3 + ((s * 7) % 11) }, (_, i) => [i + 1, `Mensagem ${i}`]) },
    }));
    const pages = pagesText(await buildPdfReport({ ...base, sections }));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      const lines = page.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('Gerado em'));
      const last = lines.slice(-2).join(' ');
      expect(last).not.toMatch(/Seção de teste \d+|Código da regra/);
    }
  });

  it.skipIf(!hasPdftotext)('prints office, client, CNPJ, competência and the executive summary on page 1, details from page 2', async () => {
    const pages = pagesText(
      await buildPdfReport({
        ...base,
        context: { officeName: 'Contabilidade Exemplo', clientName: 'Mercado Bom Preço Ltda', clientCnpj: '12345678000195', competencia: '03/2025' },
        executive: { recuperar: 1234.5, risco: 10, bySeverity: [['Erros', 2], ['Avisos', 1]], firstSteps: ['Base de cálculo incorreta: 2 apontamentos, impacto de R$ 1.234,50.'] },
        sections: [{ title: 'Base de cálculo incorreta (2)', code: 'PC_BASE', table: { headers: ['Linha'], rows: [[2], [3]] } }],
      }),
    );
    const first = pages[0]!;
    for (const text of ['Contabilidade Exemplo', 'Mercado Bom Preço Ltda', '12.345.678/0001-95', '03/2025', 'Resumo executivo', 'R$ a recuperar', 'R$ 1.234,50', 'R$ em risco', 'O que fazer primeiro', '1. Base de cálculo incorreta']) {
      expect(first).toContain(text);
    }
    expect(first).not.toContain('Código da regra');
    expect(pages[1]).toContain('Base de cálculo incorreta (2)');
    expect(pages[1]).toContain('Código da regra: PC_BASE');
    expect(pages[1]).toContain('Contabilidade Exemplo · Conferência de PIS/COFINS · Mercado Bom Preço Ltda, competência 03/2025');
  });

  it.skipIf(!hasPdftotext)('prints no client line when the check has no client', async () => {
    const [first] = pagesText(await buildPdfReport({ ...base, context: { officeName: 'Contabilidade Exemplo' } }));
    expect(first).toContain('Contabilidade Exemplo');
    expect(first).not.toMatch(/Cliente|CNPJ|Competência/);
  });

  it('binds R$ to its number so a line never splits them', () => {
    expect(bindCurrency('base (R$ 1.000,00) e R$ -5,00; R$ sozinho')).toBe('base (R$\u00a01.000,00) e R$\u00a0-5,00; R$ sozinho');
  });
});
