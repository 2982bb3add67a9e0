import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';
import { chooseFiles, screenshotPath, shootBoth, waitForDone } from '../fixtures/e2e/check-steps';
import { buildLucroRealXlsx } from '../fixtures/pis-cofins/build-sheets';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('PIS/COFINS: regime obrigatório, envio, resultado com totais em R$, Excel automático e PDF', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(testInfo.outputDir, { recursive: true });
  const sheet = await buildLucroRealXlsx(testInfo.outputDir);
  await signUp(page);
  await page.goto('/dashboard/pis-cofins');
  await expect(page.getByRole('heading', { name: 'Conferência de PIS/COFINS' })).toBeVisible();
  await expect(page.getByTestId('custo-verificacao')).toHaveText('2 créditos');
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Exportar PDF' })).toBeDisabled();
  await shootBoth(page, 'check-pis-cofins-vazio');
  const modelo = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar planilha modelo' }).click();
  expect((await modelo).suggestedFilename()).toBe('modelo_pis_cofins.xlsx');

  await chooseFiles(page, [{ name: 'itens-lucro-real.xlsx', mimeType: XLSX, buffer: readFileSync(sheet.path) }]);
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByText('Selecione o regime tributário da empresa.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Regime tributário' }).click();
  await page.getByRole('option', { name: 'Lucro Real (não cumulativo)' }).click();
  const autoDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByTestId('status-verificacao')).toBeVisible();
  await waitForDone(page);
  await expect(page.getByText('A conferência de PIS/COFINS foi concluída com sucesso.')).toBeVisible();

  // Spec §8: the Excel report downloads by itself, named by the server.
  const excel = await autoDownload;
  expect(excel.suggestedFilename()).toMatch(/^relatorio_pis_cofins_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await excel.path());
  const findings = wb.getWorksheet('Apontamentos');
  expect(findings, 'aba Apontamentos').toBeTruthy();
  const header = (findings!.getRow(1).values as unknown[]).slice(1).map(String);
  const codeCol = header.indexOf('Código') + 1;
  const lineCol = header.indexOf('Linha') + 1;
  const got: string[] = [];
  findings!.eachRow((row, n) => {
    if (n > 1) got.push(`${row.getCell(lineCol).value}:${row.getCell(codeCol).value}`);
  });
  expect(got.sort()).toEqual(sheet.expected.map((e) => `${e.line}:${e.code}`).sort());

  // Results card: counts, R$ totals, server-paged findings with impact in R$.
  const brl = (v: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v);
  await expect(page.getByTestId('pc-a-maior')).toHaveText(brl(sheet.totais.recolhido_a_maior));
  await expect(page.getByTestId('pc-a-menor')).toHaveText(brl(Math.abs(sheet.totais.recolhido_a_menor)));
  await expect(page.getByTestId('pc-linhas')).toHaveText('10');
  await expect(page.getByTestId('achados-total')).toContainText(`${sheet.expected.length} achados`);
  const table = page.getByTestId('tabela-achados');
  await expect(table.getByText(brl(92.5), { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filtrar por problema' }).click();
  await page.getByRole('option', { name: /Produto monofásico/ }).click();
  await expect(page.getByTestId('achados-total')).toContainText('1 achado');
  await shootBoth(page, 'check-pis-cofins-resultado');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^relatorio_pis_cofins_.*\.pdf$/);
  const pdfPath = await pdf.path();
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  // First page as an image for a human look (poppler-utils); skipped only when the tool is missing.
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, screenshotPath('check-pis-cofins-pdf').replace(/\.png$/, '')]);
    expect(existsSync(screenshotPath('check-pis-cofins-pdf'))).toBe(true);
  }
  if (existsSync('/usr/bin/pdftotext')) {
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdfPath, '-']).toString('utf8');
    expect(text).toContain('Relatório de conferência de PIS/COFINS');
    expect(text).toContain('PC_MONOFASICO');
  }
  await expect(page.getByRole('link', { name: 'Exportar Excel' })).toBeVisible();
});
