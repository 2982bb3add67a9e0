import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

test.describe('painel autenticado', () => {
  test('menu lateral lista só páginas existentes e os módulos de /api/modules', async ({ page }) => {
    await signUp(page);
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Menu do painel' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Every link in the menu must open a real page, never the 404.
    const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
    }
  });

  test('menu do painel em 390×844 abre como gaveta e fecha ao navegar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page);
    await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Créditos Disponíveis')).toBeVisible();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(drawer).toBeHidden();
  });

  test('"Acessar" do dashboard só leva a páginas reais', async ({ page }) => {
    await signUp(page);
    await page.waitForLoadState('networkidle');
    const links = await page.getByRole('link', { name: /Acessar/ }).evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    for (const href of links) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
      await page.goBack();
    }
  });
});
