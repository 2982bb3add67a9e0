import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';
import { chooseFiles, shootBoth, waitForDone } from '../fixtures/e2e/check-steps';
import { efdContribLines } from '../fixtures/sped/efd-contrib-builder';
import { lineOf } from '../fixtures/sped/efd-test-kit';

// Issue 19: an office sends its EFD-Contribuições to the PIS/COFINS page; the regime comes from the 0110
// and each finding names the SPED line.
test('PIS/COFINS com EFD-Contribuições: sem escolher regime, regime do 0110, apontamento na linha do SPED, Excel com os itens do SPED', async ({ page }) => {
  test.setTimeout(180_000);
  const lines = efdContribLines();
  const c170 = lineOf(lines, 'C170', 0) + 1;
  await signUp(page);
  await page.goto('/dashboard/pis-cofins');
  await expect(page.getByRole('heading', { name: 'Conferência de PIS/COFINS' })).toBeVisible();
  await chooseFiles(page, [{ name: 'PISCOFINS_032023.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\r\n') + '\r\n', 'latin1') }]);
  await expect(page.getByTestId('pc-regime-sped')).toContainText('o regime vem do registro 0110');
  await expect(page.getByRole('combobox', { name: 'Regime tributário' })).toBeDisabled();

  const autoDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await waitForDone(page);
  await expect(page.getByTestId('pc-sped')).toContainText('EFD-Contribuições de 01/03/2023 a 31/03/2023');
  await expect(page.getByTestId('pc-sped-regime')).toContainText('COD_INC_TRIB = 1');
  await expect(page.getByTestId('pc-linhas')).toHaveText('7');
  const table = page.getByTestId('tabela-achados');
  await expect(table.getByText(`C170 · ${c170}`).filter({ visible: true }).first()).toBeVisible();
  await expect(table.getByText('Linha do SPED').filter({ visible: true }).first()).toBeVisible();

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await (await autoDownload).path());
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Itens do SPED', 'Resumo', 'Apontamentos', 'Segregação Simples']);
  const ap = wb.getWorksheet('Apontamentos')!;
  expect([ap.getRow(1).getCell(1).value, ap.getRow(2).getCell(1).value, ap.getRow(2).getCell(2).value]).toEqual(['Linha do SPED', c170, 'C170']);
  await shootBoth(page, 'check-pis-cofins-efd-resultado');
});
