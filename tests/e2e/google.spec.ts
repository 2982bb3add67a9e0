import { expect, test } from '@playwright/test';

// Runs its real check only when the server has Google configured (e.g. `E2E_GOOGLE_CLIENT_ID=x
// E2E_GOOGLE_CLIENT_SECRET=y npm run test:e2e -- tests/e2e/google.spec.ts`). Google itself is never
// contacted: the navigation to accounts.google.com is intercepted and inspected.
test('"Entrar com Google" inicia o OAuth quando o Google está configurado', async ({ page }) => {
  await page.goto('/login');
  const config = await page.evaluate(async () => (await fetch('/api/public/config')).json());
  test.skip(!config.googleEnabled, 'Google não configurado neste servidor (coberto pelo teste dos botões desabilitados).');

  let authorizeUrl: URL | null = null;
  await page.route('https://accounts.google.com/**', async (route) => {
    authorizeUrl = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Google (simulado)</p>' });
  });
  await page.goto('/login?next=%2Fdashboard%2Fperfil');
  const button = page.getByRole('button', { name: 'Entrar com Google' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText('Google (simulado)')).toBeVisible();
  expect(authorizeUrl).not.toBeNull();
  const url = authorizeUrl as unknown as URL;
  expect(url.searchParams.get('client_id')).toBeTruthy();
  expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/callback\/google$/);
});

test('erro devolvido pelo Google aparece como "Erro ao fazer login com Google"', async ({ page }) => {
  await page.goto('/login?error=access_denied');
  await expect(page.getByText('Erro ao fazer login com Google')).toBeVisible();
  await expect(page.getByText('Você cancelou o login com o Google.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
