import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';
import { chooseFiles, shootBoth, waitForDone } from '../fixtures/e2e/check-steps';
import { spedWithXmls } from '../fixtures/e2e/sped-bundle';

test('Escrituração: SPED + zip de XMLs → progresso → achados e conciliação (não escriturada e divergente) → Excel', async ({ page }) => {
  test.setTimeout(180_000);
  const { sped, zip, missingKey, divergentKey } = await spedWithXmls();
  await signUp(page);
  await page.goto('/dashboard/escrituracao');
  await expect(page.getByRole('heading', { name: 'Conferência de escrituração' })).toBeVisible();
  await expect(page.getByText('notas não escrituradas, valores divergentes e notas canceladas escrituradas como regulares')).toBeVisible();
  await shootBoth(page, 'check-escrituracao-vazio');

  await chooseFiles(page, [{ name: 'efd_012025.txt', mimeType: 'text/plain', buffer: sped }], 0);
  await chooseFiles(page, [{ name: 'notas.zip', mimeType: 'application/zip', buffer: zip }], 1);
  await expect(page.getByTestId('arquivo-selecionado')).toHaveCount(2);
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByTestId('status-verificacao')).toBeVisible();
  await waitForDone(page);
  await expect(page.getByText('Processamento concluído!')).toBeVisible();

  await expect(page.getByTestId('sped-linhas')).toHaveText(String(sped.toString('latin1').trim().split('\r\n').length));
  await expect(page.getByTestId('sped-contribuinte')).toContainText('EMPRESA TESTE LTDA');
  await expect(page.getByTestId('conc-ok')).toHaveText('1');
  await expect(page.getByTestId('conc-nao-escrituradas')).toHaveText('1');
  await expect(page.getByTestId('conc-divergentes')).toHaveText('1');
  await expect(page.getByTestId('achados-por-codigo')).toContainText('Nota do XML não escriturada');
  await expect(page.getByTestId('achados-por-codigo')).toContainText('Valores do XML diferentes do SPED');

  const recon = page.getByTestId('tabela-conciliacao');
  await expect(page.getByTestId('conciliacao-total')).toContainText('3 notas');
  await expect(recon.getByText(divergentKey).filter({ visible: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filtrar por situação' }).click();
  await page.getByRole('option', { name: /Não escriturada/ }).click();
  await expect(page.getByTestId('conciliacao-total')).toContainText('1 nota');
  await expect(recon.getByText(missingKey).filter({ visible: true })).toBeVisible();

  // Findings filtered by code on the server.
  await page.getByRole('combobox', { name: 'Filtrar por problema' }).click();
  await page.getByRole('option', { name: /Valores do XML diferentes do SPED/ }).click();
  await expect(page.getByTestId('achados-total')).toContainText('1 achado');
  await shootBoth(page, 'check-escrituracao-resultado');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar Excel' }).click();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await (await download).path());
  const sheet = wb.getWorksheet('Conciliação XML x SPED');
  expect(sheet, 'aba de conciliação').toBeTruthy();
  const statusCol = (sheet!.getRow(1).values as unknown[]).indexOf('Status');
  const statuses: string[] = [];
  sheet!.eachRow((row, n) => {
    if (n > 1) statuses.push(String(row.getCell(statusCol).value));
  });
  expect(statuses.sort()).toEqual(['Conferida', 'Divergente', 'Não escriturada']);
  await expect(page.getByRole('link', { name: 'Exportar PDF' })).toBeVisible();
});

test('Escrituração: arquivo de exemplo real (EFD ICMS/IPI 2026) com XMLs de outros contribuintes', async ({ page }) => {
  test.setTimeout(180_000);
  const tables = path.resolve(process.env.TABLES_DIR ?? '../shared/data');
  const sample = path.join(tables, 'samples/efd/efd_icms_ipi_teste_2026_leiaute020.txt');
  test.skip(!existsSync(sample), `amostra ausente em ${sample}`);
  const nfeDir = path.join(tables, 'samples/nfe');
  const xmls = readdirSync(nfeDir).filter((f) => f.endsWith('.xml')).slice(0, 3);
  await signUp(page);
  await page.goto('/dashboard/escrituracao');
  await chooseFiles(page, [{ name: 'efd_icms_ipi_2026.txt', mimeType: 'text/plain', buffer: readFileSync(sample) }], 0);
  await chooseFiles(page, xmls.map((name) => ({ name, mimeType: 'application/xml', buffer: readFileSync(path.join(nfeDir, name)) })), 1);
  await expect(page.getByTestId('arquivo-selecionado')).toHaveCount(1 + xmls.length);
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await waitForDone(page);
  await expect(page.getByText('EFD ICMS/IPI').first()).toBeVisible();
  await expect(page.getByTestId('sped-contribuinte')).toContainText('CNPJ');
  // None of these XMLs belongs to the sample's company: they are listed, none is 'Conferida'.
  await expect(page.getByTestId('conc-ok')).toHaveText('0');
  await expect(page.getByTestId('tabela-conciliacao')).toBeVisible();
  await expect(page.getByTestId('xml-lidos')).toContainText(`${xmls.length} arquivo(s) XML lido(s)`);
  // Issue 19: every XML left out is listed on the page with its reason (two notes of other companies, one repeated key).
  const ignorados = page.getByTestId('xml-ignorados');
  await expect(ignorados).toContainText('3 XML(s) fora da conciliação');
  await ignorados.locator('summary').click();
  await expect(ignorados).toContainText('não é emitente nem destinatário');
  await expect(ignorados).toContainText('mesma chave');
  await shootBoth(page, 'check-escrituracao-amostra-real');
});
