import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './helpers';
import { chooseFiles, screenshotPath, waitForDone } from '../fixtures/e2e/check-steps';

// Issue 14, "the office's own corrections": reject a finding, run the same file again → gone for that
// office, still there for another office.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BEER = 'CERVEJA PILSEN LATA 350ML';

async function sheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Produtos').addRows([
    ['Código', 'Descrição do produto', 'NCM'],
    // A beer under a smartphone code (NCM_DESCRICAO), a code that never existed (NCM_INEXISTENTE), a right one.
    ['P1', BEER, '85171300'],
    ['P2', 'PRODUTO DA CASA', '22030099'],
    ['P3', 'CERVEJA PILSEN', '22030000'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function runCheck(page: Page, file: Buffer): Promise<void> {
  await page.goto('/dashboard/ncm');
  await chooseFiles(page, [{ name: 'produtos.xlsx', mimeType: XLSX, buffer: file }]);
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await waitForDone(page);
  await expect(page.getByTestId('tabela-achados')).toBeVisible();
}

/** 1366×768 and 390×844 full-page shots, asserting no horizontal scroll. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const s of [{ label: 'desktop', width: 1366, height: 768 }, { label: 'celular', width: 390, height: 844 }]) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(150); // layout settles after the resize (not a timing assertion)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `rolagem horizontal em ${name} (${s.label})`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`${name}-${s.label}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

const findingRow = (page: Page, text: string) => page.getByTestId('tabela-achados').getByRole('row').filter({ hasText: text });

test('NCM: "NCM está correto" entra no catálogo do escritório; o mesmo arquivo de novo não repete o achado, e outro escritório ainda o vê', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const file = await sheet();
  const ana = newAccount('ana');
  ana.name = 'Ana Souza';
  await signUp(page, ana);
  await runCheck(page, file);

  const beer = findingRow(page, BEER);
  await expect(beer).toHaveCount(1);
  await expect(beer).toContainText('Produto não confere com o NCM');

  // "Informar NCM" validates in pt-BR before anything is sent; Escape closes the form.
  const inex = findingRow(page, 'PRODUTO DA CASA');
  await inex.getByRole('button', { name: 'Informar NCM' }).click();
  const campo = inex.getByLabel('NCM correto');
  await expect(campo).toBeFocused();
  await campo.fill('2203');
  await campo.press('Enter');
  await expect(inex.getByRole('alert')).toHaveText('O NCM tem 8 dígitos; você digitou 4.');
  // A well-formed code that is not in the table in force: the server says so in pt-BR.
  await campo.fill('2203.00.99');
  await inex.getByRole('button', { name: 'Salvar' }).click();
  await expect(inex.getByRole('alert')).toContainText('não existe na');
  await shoot(page, 'ncm-decisoes-informar');
  await campo.press('Escape');
  await expect(inex.getByRole('button', { name: 'Informar NCM' })).toBeVisible();
  // "NCM está correto" is not offered on a fact of the official table.
  await expect(inex.getByRole('button', { name: 'NCM está correto' })).toHaveCount(0);

  // Issue 18: "Não se aplica" (a note is required) records "NCM está correto" in the catalogue. Keyboard: focus + Enter.
  await beer.getByRole('button', { name: 'Não se aplica' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Marcar como "Não se aplica"' });
  await expect(dialog).toContainText('NCM está correto');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escreva na nota por que o achado não se aplica.');
  await dialog.getByLabel('Nota (obrigatória)').fill('Kit promocional: o NCM do aparelho está certo.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(beer.getByTestId('resolucao')).toContainText(/Não se aplica.*Kit promocional.*por Ana Souza em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(beer.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  // "Aceitar sugestão" on the code that does not exist: the office learns description → suggested code.
  await inex.getByRole('button', { name: 'Aceitar sugestão' }).click();
  await expect(inex.getByTestId('resolucao')).toContainText(/Aceito.*por Ana Souza em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await shoot(page, 'ncm-decisoes-decidido');

  // The office catalogue lists it and downloads it for the CLI.
  await page.getByRole('link', { name: 'Catálogo do escritório' }).click();
  await expect(page.getByRole('heading', { name: 'Catálogo do escritório' })).toBeVisible();
  await expect(page.getByTestId('tabela-catalogo')).toContainText(BEER);
  await expect(page.getByTestId('tabela-catalogo')).toContainText('8517.13.00');
  await expect(page.getByTestId('catalogo-total')).toHaveText('Página 1 de 1 · 2 decisões');
  const dl = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar CSV' }).click();
  expect((await dl).suggestedFilename()).toMatch(/^catalogo-ncm-escritorio-\d{4}-\d{2}-\d{2}\.csv$/);
  await shoot(page, 'ncm-decisoes-catalogo');

  // Same file again, same office: the finding is gone; the validity fact stays, with the learned code first.
  await runCheck(page, file);
  await expect(findingRow(page, 'PRODUTO DA CASA')).toHaveCount(1);
  await expect(findingRow(page, 'PRODUTO DA CASA')).toContainText(/aprendido do seu escritório \(Ana Souza, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/);
  await expect(findingRow(page, BEER)).toHaveCount(0);
  await expect(page.getByText(/Catálogo do escritório: 1 achado não repetido/)).toBeVisible();
  await shoot(page, 'ncm-decisoes-reexecucao');

  // Another office (its own account) runs the same file: the finding is there, with nothing decided.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 768 } });
  const bruno = await other.newPage();
  await signUp(bruno, newAccount('bruno'));
  await runCheck(bruno, file);
  const theirs = findingRow(bruno, BEER);
  await expect(theirs).toHaveCount(1);
  await expect(theirs.getByRole('button', { name: 'Não se aplica' })).toBeVisible();
  await expect(findingRow(bruno, 'PRODUTO DA CASA')).not.toContainText('aprendido do seu escritório');
  await bruno.goto('/dashboard/ncm/catalogo');
  await expect(bruno.getByTestId('catalogo-vazio')).toBeVisible();
  await other.close();

  // Undo from the catalogue: the next check flags the beer again.
  await page.goto('/dashboard/ncm/catalogo');
  await page.getByRole('button', { name: `Desfazer a decisão sobre ${BEER}` }).click();
  await expect(page.getByTestId('catalogo-total')).toHaveText('Página 1 de 1 · 1 decisão');
  await runCheck(page, file);
  await expect(findingRow(page, BEER)).toHaveCount(1);
});
