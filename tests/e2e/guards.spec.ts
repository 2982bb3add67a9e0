import { expect, test } from '@playwright/test';
import { signInAsAdmin, signUp } from './helpers';

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
    await signInAsAdmin(page);
    await page.goto('/admin');
    // The shell's viewer label; the content pages belong to the admin feature.
    await expect(page.getByRole('banner').getByText('Administrador', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toHaveCount(0);
  });
});
