import { expect, test } from '@playwright/test';

test.describe('páginas públicas', () => {
  test('rota inexistente mostra "Página não encontrada" com link para o início', async ({ page }) => {
    const response = await page.goto('/rota/que/nao/existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Transformamos processos contábeis/ })).toBeVisible();
  });

  test('landing: seções do spec e links para /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Nossa Missão' })).toBeVisible();
    await expect(page.getByText('Temos a solução')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Tecnologia + Contabilidade' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Módulos Disponíveis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/login?aba=cadastro');
    await expect(page.getByRole('link', { name: 'Conheça todas as soluções' })).toHaveAttribute('href', '/login');
    await expect(page.getByText(`© ${new Date().getFullYear()} Apura`)).toBeVisible();
  });

  test('contato e redes vêm de /api/public/site e abrem em nova aba', async ({ page }) => {
    await page.goto('/');
    const site = await page.evaluate(async () => (await fetch('/api/public/site')).json());
    const header = page.getByRole('navigation', { name: 'Principal' });
    if (site.whatsappUrl) {
      await expect(header.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', site.whatsappUrl);
      await expect(header.getByRole('link', { name: 'Contato' })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: /Falar com consultor/ })).toHaveAttribute('href', site.whatsappUrl);
    }
    if (site.contactEmail) await expect(page.getByRole('contentinfo')).toContainText(site.contactEmail);
    if (site.instagramUrl) await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.instagramUrl);
  });

  test('menu móvel em 390×844 abre, navega e fecha ao clicar num link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Principal' });
    await expect(desktopNav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Menu móvel' });
    await expect(mobile).toBeVisible();
    await mobile.getByRole('link', { name: 'Soluções' }).click();
    await expect(page).toHaveURL(/\/solucoes$/);
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('termos e privacidade têm conteúdo real', async ({ page }) => {
    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText('Lei nº 13.709/2018').first()).toBeVisible();
    await expect(page.getByText('art. 173 do Código Tributário Nacional', { exact: false })).toBeVisible();
    await expect(page.getByText('Configurações → Excluir conta').first()).toBeVisible();
    await page.goto('/termos');
    await expect(page.getByRole('heading', { name: 'Termos de Serviço' })).toBeVisible();
  });
});
