import { expect, test, type Page } from '@playwright/test';
import { SAME_ORIGIN, signInAsAdmin, signUp } from './helpers';

// The office's price list: the admin edits the credit packages in /admin/site; users see them in 'Comprar'.
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots';
const sidebarBalance = (page: Page) => page.getByRole('complementary').getByTestId('creditos-disponiveis');

test('admin muda o preço de um pacote e cria outro → o usuário vê os novos pacotes em Comprar', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const original = (await (await page.request.get('/api/admin/pacotes')).json()) as { creditos: number; precoCentavos: number }[];
  try {
    await page.goto('/admin/site');
    const card = page.getByTestId('admin-pacotes');
    await expect(card.getByRole('heading', { name: 'Pacotes de créditos' })).toBeVisible();
    await card.getByLabel('Preço do pacote 1').fill('35,00');
    await card.getByRole('button', { name: 'Adicionar pacote' }).click();
    const n = original.length + 1;
    await card.getByLabel(`Créditos do pacote ${n}`).fill('1000');
    await card.getByLabel(`Preço do pacote ${n}`).fill('1.200,00');
    await expect(card.getByText('R$ 1,20')).toBeVisible(); // price per credit, live
    await card.getByRole('button', { name: 'Salvar pacotes' }).click();
    await expect(page.getByText('Pacotes salvos')).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/admin_pacotes-desktop.png` });

    // A bad price is refused before anything is sent.
    await card.getByLabel('Preço do pacote 1').fill('trinta');
    await card.getByRole('button', { name: 'Salvar pacotes' }).click();
    await expect(page.getByText('Pacote 1: preço inválido. Use o formato 39,90.')).toBeVisible();

    const userContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const user = await userContext.newPage();
    await signUp(user);
    await sidebarBalance(user).getByRole('button', { name: 'Comprar' }).click();
    const dialog = user.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /^20 créditos.*R\$\s35,00/ })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^1\.000 créditos.*R\$\s1\.200,00/ })).toBeVisible();
    await userContext.close();
  } finally {
    // Other specs buy the default packages: put the list back.
    await page.request.put('/api/admin/pacotes', { headers: SAME_ORIGIN, data: { pacotes: original } });
  }
});
