import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signUp } from './helpers';
import { chooseFiles, waitForDone } from '../fixtures/e2e/check-steps';
import { ncmSheet } from '../fixtures/e2e/ncm-sheet';

// axe-core on every screen, at a laptop (1366 px) and a phone (390 px) width: no serious or critical
// violation, and headings in order (issue 18 counted 108 serious nodes and heading-order problems on
// 56 screens). All problems of a run are listed at once. With SHOTS_DIR set, each screen is also
// saved there as a full-page PNG for a human look.

const SIZES = [
  { label: '1366', width: 1366, height: 768 },
  { label: '390', width: 390, height: 844 },
];

const PUBLIC = ['/', '/solucoes', '/login', '/login?aba=cadastro', '/recuperar-senha', '/redefinir-senha?token=exemplo', '/termos', '/privacidade', '/nao-existe'];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/perfil',
  '/dashboard/configuracoes',
  '/dashboard/historico',
  '/dashboard/ncm',
  '/dashboard/ncm/catalogo',
  '/dashboard/pis-cofins',
  '/dashboard/escrituracao',
  '/dashboard/reforma',
  '/dashboard/analista-pro',
  '/dashboard/analista-pro/wizard',
  '/dashboard/analista-pro/fiscal',
  '/dashboard/analista-pro/empresas',
  '/dashboard/nao-existe',
  '/verificar-email',
];
const ADMIN = ['/admin', '/admin/usuarios', '/admin/modulos', '/admin/logs', '/admin/site'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Problem = { screen: string; rule: string; impact: string; nodes: string[] };

/** Each screen is asserted on its own (soft), so one run lists every screen's problems. */
async function audit(page: Page, screen: string, size: string, problems: Problem[] = []): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Skeletons and the session check resolve after the network settles.
  await expect(page.locator('.animate-pulse, [role="status"]:has-text("Carregando")')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => ({ screen: `${screen} (${size})`, rule: v.id, impact: v.impact ?? '', nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  problems.push(...found);
  expect.soft(found.map((p) => `${p.rule} [${p.impact}] ${p.nodes.join(' | ')}`), `acessibilidade em ${screen} (${size})`).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    const slug = screen.replace(/^\//, '').replace(/[?=/]/g, '_') || 'inicio';
    await page.screenshot({ path: `${dir}/${slug}-${size}.png`, fullPage: true });
  }
}

async function visit(page: Page, route: string, size: string): Promise<void> {
  await page.goto(route);
  await audit(page, route, size);
}

// One test per group of screens and size: a slow shared machine fits each in its timeout.
for (const size of SIZES) {
  test.describe(`acessibilidade (axe-core), ${size.label} px`, () => {
    test.describe.configure({ timeout: 900_000 });
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: size.width, height: size.height }));

    test('telas públicas', async ({ page }) => {
      for (const route of PUBLIC) await visit(page, route, size.label);
    });

    test('telas do painel', async ({ page }) => {
      await signUp(page);
      for (const route of SIGNED_IN) await visit(page, route, size.label);
    });

    test('resultado de uma conferência e menu da conta', async ({ page }) => {
      await signUp(page);
      // The NCM example with each kind of problem: findings table and the success toast included.
      await page.goto('/dashboard/ncm');
      await chooseFiles(page, [{ name: 'produtos.xlsx', mimeType: XLSX, buffer: await ncmSheet() }]);
      await page.getByRole('button', { name: 'Iniciar conferência' }).click();
      await waitForDone(page);
      // Audit the toast as the user reads it: axe measures contrast with the opacity of its fade-in.
      await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'));
      await audit(page, '/dashboard/ncm?tarefa (resultado)', size.label);
      await page.getByRole('button', { name: 'Menu da conta' }).click();
      await audit(page, '/dashboard/ncm (menu da conta aberto)', size.label);
    });

    test('administração', async ({ page }) => {
      await signInAsAdmin(page);
      for (const route of ADMIN) await visit(page, route, size.label);
    });
  });
}
