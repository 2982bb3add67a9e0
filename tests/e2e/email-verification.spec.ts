import { expect, test, type Page } from '@playwright/test';
import { newAccount, newestMailTo, signIn, submitSignUp, verificationLink, VERIFY_SUBJECT } from './helpers';

/** Collects CSP violations the browser reports, so a policy that breaks the app fails the spec. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test.describe('confirmação de e-mail', () => {
  test('conta não confirmada: aviso no painel, "Reenviar" e o link leva a "E-mail confirmado!"', async ({ page }) => {
    const csp = watchCsp(page);
    const account = newAccount('verifica');
    await submitSignUp(page, account);
    // Sign-in does not wait for the confirmation: the banner asks for it.
    await page.getByRole('tab', { name: 'Login' }).click();
    await signIn(page, account.email, account.password);
    const banner = page.getByRole('alert').filter({ hasText: 'Confirme seu e-mail' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(account.email);

    const first = await verificationLink(account.email);
    await banner.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText('Link reenviado', { exact: true })).toBeVisible();
    const resent = await newestMailTo(account.email, 15_000, VERIFY_SUBJECT);
    expect(resent.text).toContain('/api/auth/verify-email?token=');

    await page.goto(first);
    await expect(page).toHaveURL(/\/verificar-email$/);
    await expect(page.getByText('E-mail confirmado!')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Ir para o painel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Confirme seu e-mail')).toHaveCount(0);
    expect(csp).toEqual([]);
  });

  test('link adulterado mostra "Link inválido" em português, sem entrar', async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto('/api/auth/verify-email?token=adulterado&callbackURL=/verificar-email');
    await expect(page).toHaveURL(/\/verificar-email\?error=INVALID_TOKEN$/);
    await expect(page.getByText('Link inválido')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(csp).toEqual([]);
  });
});
