import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signOut, signUp } from './helpers';

// Full-page screenshots of every screen at desktop and phone sizes, saved under
// test-results/screenshots/ for a human look. Each shot also asserts the page has no horizontal
// overflow, the most common layout bug on phones.

const sizes = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'celular', width: 390, height: 844 },
];

const publicPages = ['/', '/solucoes', '/login', '/login?aba=cadastro', '/recuperar-senha', '/redefinir-senha?token=exemplo', '/termos', '/privacidade', '/nao-existe'];
const privatePages = ['/dashboard', '/admin'];

function fileName(route: string, size: string): string {
  const slug = route.replace(/^\//, '').replace(/[?=/]/g, '_') || 'inicio';
  return `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screenshots/${slug}-${size}.png`;
}

async function shoot(page: Page, route: string, size: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `rolagem horizontal em ${route} (${size})`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: fileName(route, size), fullPage: true });
}

for (const size of sizes) {
  test(`capturas de tela ${size.label} (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const route of publicPages) await shoot(page, route, size.label);
    await signUp(page);
    for (const route of privatePages) await shoot(page, route, size.label); // /admin = 'Acesso negado'
    await page.goto('/dashboard');
    await signOut(page);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: fileName('/admin-como-admin', size.label), fullPage: true });
  });
}
