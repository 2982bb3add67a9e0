import { expect, test } from '@playwright/test';
import { signIn, signUp, newAccount } from './helpers';

test.describe('proteção de rotas', () => {
  test('/dashboard sem sessão redireciona para /login com next', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/admin para usuário comum mostra "Acesso negado" com link para o dashboard', async ({ page }) => {
    await signUp(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/admin para o administrador mostra o painel rotulado "Administrador"', async ({ page }) => {
    // ADMIN_EMAILS=admin@apura.test is set by scripts/e2e.mjs; the first run creates the account.
    const admin = { ...newAccount(), email: 'admin@apura.test' };
    const created = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Admin Apura', email: admin.email, password: admin.password, company: 'Apura' },
    });
    if (!created.ok()) {
      // Already created by an earlier spec in this run: sign in with the same password.
      expect(created.status()).toBe(422);
    }
    await page.context().clearCookies();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    await expect(page.getByText('Administrador').first()).toBeVisible();
  });
});
