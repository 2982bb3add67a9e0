import { describe, expect, it } from 'vitest';
import { buildPdfReport, pdfDocumentDefinition, type PdfReportSpec } from './pdf-report';

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
