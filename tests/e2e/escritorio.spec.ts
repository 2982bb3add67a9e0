import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { firstLink, newAccount, newestMailTo, signUp } from './helpers';
import { chooseFiles, screenshotPath, waitForDone } from '../fixtures/e2e/check-steps';

// Issue 18, item 1: a titular invites a contador; the contador accepts from the e-mail link, sees the
// office's shared balance and runs an NCM check; the titular sees the ledger by member.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Produtos').addRows([
    ['Código', 'Descrição do produto', 'NCM'],
    ['P1', 'CERVEJA PILSEN LATA 350ML', '22030000'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
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

const balanceIn = async (page: Page) => (await page.getByTestId('creditos-disponiveis').locator('p.text-2xl').innerText()).trim();

test('Escritório: titular convida um contador, que aceita pelo link do e-mail, vê o saldo compartilhado e roda uma verificação; o titular vê o uso por membro', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const titular = { ...newAccount('titular'), name: 'Tânia Titular', company: 'Contabilidade Aurora Ltda' };
  await signUp(page, titular);
  await expect(page.getByTestId('escritorio-nome')).toHaveText('Contabilidade Aurora Ltda');

  await page.getByRole('link', { name: 'Escritório' }).first().click();
  await expect(page.getByRole('heading', { name: 'Escritório', exact: true })).toBeVisible();
  await expect(page.getByText('Só você por enquanto.')).toBeVisible();
  await expect(page.getByText('Nenhum convite aguardando resposta.')).toBeVisible();

  // Invite.
  const contador = { ...newAccount('contador'), name: 'Carlos Contador' };
  await page.getByLabel('E-mail', { exact: true }).fill(contador.email);
  await page.getByLabel('Papel', { exact: true }).selectOption('contador');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${contador.email}.`)).toBeVisible();
  await expect(page.getByTestId('convite').filter({ hasText: contador.email })).toContainText('Contador');
  await shoot(page, 'escritorio-titular-convite');

  // The contador creates an account, then opens the invitation from the e-mail.
  const mail = await newestMailTo(contador.email, 15_000);
  expect(mail.subject).toBe('Apura — convite para o escritório Contabilidade Aurora Ltda');
  const link = firstLink(mail);
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const cpage = await other.newPage();
  await signUp(cpage, contador);
  await cpage.goto(link);
  await expect(cpage.getByText('Contabilidade Aurora Ltda').first()).toBeVisible();
  await expect(cpage.getByText(/Tânia Titular convidou/)).toBeVisible();
  await shoot(cpage, 'convite-aceitar');
  await cpage.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(cpage).toHaveURL(/\/dashboard\/escritorio$/);
  await expect(cpage.getByText('seu papel:')).toContainText('Contador');
  await expect(cpage.getByTestId('escritorio-nome')).toHaveText('Contabilidade Aurora Ltda');
  // The shared balance: the same number the titular sees; no "Comprar" for a contador.
  await page.reload();
  const before = await balanceIn(page);
  expect(await balanceIn(cpage)).toBe(before);
  await expect(cpage.getByTestId('creditos-disponiveis').getByRole('button', { name: 'Comprar' })).toHaveCount(0);
  await shoot(cpage, 'escritorio-contador');

  // The contador runs an NCM check: the office's balance goes down for both.
  await cpage.goto('/dashboard/ncm');
  await chooseFiles(cpage, [{ name: 'produtos.xlsx', mimeType: XLSX, buffer: await sheet() }]);
  await cpage.getByRole('button', { name: 'Iniciar conferência' }).click();
  await waitForDone(cpage);
  await expect(cpage.getByTestId('tabela-achados')).toBeVisible();

  // The titular sees the ledger by member, and filters it.
  await page.goto('/dashboard/escritorio');
  const ledger = page.getByTestId('extrato-escritorio');
  await expect(ledger.getByRole('row').filter({ hasText: 'Carlos Contador' }).first()).toContainText('Conferência de NCM');
  await expect(page.getByTestId('membro').filter({ hasText: 'Carlos Contador' })).toBeVisible();
  expect(Number(await balanceIn(page))).toBeLessThan(Number(before));
  await page.getByLabel('Membro', { exact: true }).selectOption({ label: 'Tânia Titular' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Carlos Contador' })).toHaveCount(0);
  await page.getByLabel('Membro', { exact: true }).selectOption({ label: 'Carlos Contador' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Carlos Contador' }).first()).toBeVisible();
  await shoot(page, 'escritorio-titular-extrato');
  await other.close();
});
