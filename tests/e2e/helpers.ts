import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// Shared steps for the e2e specs. They drive the real UI (not API shortcuts) so each journey also
// exercises the screens it passes through.

/**
 * Origin header for state-changing calls made with `page.request` (not a browser fetch, so no Origin
 * is sent): the server refuses cookie-bearing POST/PUT/PATCH/DELETE without it (CSRF check, ADR 009).
 */
export const SAME_ORIGIN = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').origin };

export type TestAccount = { name: string; email: string; password: string; company: string };

let counter = 0;

/** A unique, never-used account description (nothing is created until signUp runs). */
export function newAccount(prefix = 'usuario'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Maria Teste da Silva',
    email: `${prefix}.${id}@escritorio.test`,
    password: 'SenhaForte123!',
    company: 'Escritório Contábil Teste',
  };
}

/** Fills and submits the Cadastro tab; sign-up never signs in, so it stops at "Confira seu e-mail". */
export async function submitSignUp(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastro' }).click();
  await page.getByLabel('Nome completo').fill(account.name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByLabel('Escritório / empresa').fill(account.company);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert').getByText('Confira seu e-mail', { exact: true })).toBeVisible();
}

/** The newest verification link e-mailed to `to`. */
export async function verificationLink(to: string): Promise<string> {
  return firstLink(await newestMailTo(to, 15_000, VERIFY_SUBJECT));
}

/**
 * Signs up through the Cadastro tab, opens the confirmation link from the outbox (as the person
 * would from their inbox) and goes on to /dashboard, signed in with a verified e-mail.
 */
export async function signUp(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  await submitSignUp(page, account);
  await page.goto(await verificationLink(account.email));
  await expect(page).toHaveURL(/\/verificar-email$/);
  await expect(page.getByText('E-mail confirmado!')).toBeVisible();
  // The page's own link (the public header offers 'Ir para o painel' too, now that the visitor is signed in).
  await page.getByRole('main').getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

/** Fills the Login tab (on the current /login page, or opens it) and submits. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Opens the avatar menu and clicks 'Sair'. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; createdAt: string };

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR ausente: rode os testes com `npm run test:e2e`.');
  return path.join(dataDir, 'outbox');
}

export const VERIFY_SUBJECT = 'Apura — confirme seu e-mail';

/** The newest outbox e-mail sent to `to` (optionally with this subject), waiting for it to be written (the mailer is asynchronous). */
export async function newestMailTo(to: string, timeoutMs = 15_000, subject?: string): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir()).filter((f) => f.endsWith('.json'));
    } catch {
      // outbox folder not created yet
    }
    const mails = files
      .map((f) => JSON.parse(readFileSync(path.join(outboxDir(), f), 'utf8')) as OutboxMail)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || m.subject === subject))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (mails[0]) return mails[0];
    if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to} em ${outboxDir()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** First http(s) link in an e-mail's text body. */
export function firstLink(mail: OutboxMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`e-mail sem link: ${mail.subject}`);
  return link;
}

/**
 * admin@apura.test (in ADMIN_EMAILS, set by scripts/e2e.mjs), created and verified through the
 * outbox on first use (ADMIN_EMAILS promotes only a verified address); returns signed in on /dashboard.
 */
export const ADMIN_EMAIL = 'admin@apura.test';
const ADMIN_PASSWORD = 'SenhaDoAdmin123!';

export async function signInAsAdmin(page: Page): Promise<void> {
  const created = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { name: 'Admin Apura', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company: 'Apura' },
  });
  // Sign-up answers the same whether the account exists or not.
  expect(created.status()).toBe(200);
  // Opening the link again after the first verification is harmless (it just lands on the page).
  await page.goto(await verificationLink(ADMIN_EMAIL));
  await page.context().clearCookies();
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}
