import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SAME_ORIGIN, signInAsAdmin, signUp, submitLogin } from './helpers';

// Account area journeys (issue 3): profile, avatar, API tokens, credit purchase, account deletion,
// plus screenshots of each page at 1280×800 and 390×844 under test-results/screenshots/.

// Playwright empties test-results/ at every run; E2E_SCREENSHOT_DIR keeps shots elsewhere when several people run specs.
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots';

const sidebarBalance = (page: Page) => page.getByRole('complementary').getByTestId('creditos-disponiveis');

test.describe('área da conta', () => {
  test('perfil: salvar mostra "Perfil atualizado com sucesso!" por 2 s; foto enviada aparece', async ({ page }) => {
    await signUp(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/dashboard\/perfil$/);

    await page.getByLabel('Nome completo').fill('Maria Aparecida Teste');
    await page.getByLabel('Telefone').fill('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await page.getByRole('button', { name: 'Salvar' }).click();
    const notice = page.getByText('Perfil atualizado com sucesso!');
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 4000 });
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Aparecida Teste');

    // A text file named .png is refused by the server with a clear message.
    await page.getByLabel('Arquivo da foto do perfil').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
    await expect(page.getByText('Formato de imagem não aceito. Envie uma foto PNG, JPEG ou WebP de até 2 MB.')).toBeVisible();

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    await page.getByLabel('Arquivo da foto do perfil').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Foto atualizada!')).toBeVisible();
    const img = page.getByRole('img', { name: 'Foto do perfil' });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([256, 256]);
  });

  test('token de API: criar → usar → revogar → recusado', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard/configuracoes');
    await page.getByLabel('Nome do token').fill('Script de teste');
    await page.getByRole('button', { name: 'Criar token' }).click();
    const token = (await page.getByTestId('token-novo').textContent())?.trim() ?? '';
    expect(token).toMatch(/^apura_/);

    const call = () => fetch(new URL('/api/credits', page.url()), { headers: { authorization: `Bearer ${token}` } });
    const ok = await call();
    expect(ok.status).toBe(200);
    expect((await ok.json()).saldo).toBe(10);

    await page.reload();
    await expect(page.getByTestId('token-novo')).toHaveCount(0); // shown once only
    await expect(page.getByText(/Último uso em/)).toBeVisible();
    await page.getByRole('button', { name: 'Revogar o token Script de teste' }).click();
    await expect(page.getByText('Nenhum token ativo.')).toBeVisible();
    expect((await call()).status).toBe(401);
  });

  test('compra de créditos: pedido → admin aprova → saldo sobe', async ({ page, browser }) => {
    await signUp(page);
    await expect(sidebarBalance(page)).toContainText('10');
    await sidebarBalance(page).getByRole('button', { name: 'Comprar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Não há pagamento on-line/)).toBeVisible();
    await dialog.getByRole('radio', { name: /^50 créditos/ }).click();
    await dialog.getByLabel('Observação (opcional)').fill('Pix combinado por telefone');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.getByText('Aguardando aprovação')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard_comprar-desktop.png` });
    await page.keyboard.press('Escape');

    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const pending = (await (await admin.request.get('/api/admin/compras')).json()) as { id: string; creditos: number }[];
    const mine = pending.find((p) => p.creditos === 50);
    expect(mine).toBeDefined();
    expect((await admin.request.post(`/api/admin/compras/${mine!.id}/aprovar`, { headers: SAME_ORIGIN, data: {} })).status()).toBe(200);
    await adminContext.close();

    await page.reload();
    await expect(sidebarBalance(page)).toContainText('60');
    await page.goto('/dashboard/historico');
    await expect(page.getByTestId('historico-saldo')).toHaveText('60');
    await expect(page.getByRole('cell', { name: /Compra de 50 créditos/ })).toBeVisible();
  });

  test('excluir conta: confirma com a senha, sai, e o login falha depois', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/dashboard/configuracoes');
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/lançamentos de créditos/)).toBeVisible();
    await dialog.getByLabel('Digite a sua senha para confirmar').fill('senha-errada-1');
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page.getByText('Senha incorreta. A conta não foi excluída.')).toBeVisible();
    await dialog.getByLabel('Digite a sua senha para confirmar').fill(account.password);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page).toHaveURL(/\/login/);

    await submitLogin(page, account.email, account.password);
    await expect(page.getByText('Erro ao fazer login')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  for (const size of [
    { label: 'desktop', width: 1280, height: 800 },
    { label: 'celular', width: 390, height: 844 },
  ]) {
    test(`capturas da área da conta ${size.label}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signUp(page);
      for (const route of ['/dashboard', '/dashboard/historico', '/dashboard/perfil', '/dashboard/configuracoes']) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `rolagem horizontal em ${route} (${size.label})`).toBeLessThanOrEqual(0);
        const slug = route.replace(/^\//, '').replace(/\//g, '_');
        await page.screenshot({ path: `${SHOTS}/${slug}-${size.label}.png`, fullPage: true });
      }
    });
  }
});
