import { expect, test, type Browser, type Page } from '@playwright/test';
import { firstLink, newAccount, newestMailTo, SAME_ORIGIN, signIn, signInAsAdmin, signUp, submitLogin } from './helpers';

// Admin panel journeys (issue 6): every admin action really changes what the user experiences.

async function userPage(browser: Browser): Promise<{ page: Page; account: ReturnType<typeof newAccount>; close: () => Promise<void> }> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const account = await signUp(page, newAccount('admin-alvo'));
  return { page, account, close: () => ctx.close() };
}

async function adminPage(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The row of a user in /admin/usuarios, found through the search box. */
async function findUserRow(admin: Page, email: string) {
  await admin.goto('/admin/usuarios');
  await admin.getByLabel('Buscar usuários').fill(email);
  // Wait for the filtered result (the search is debounced), so clicks do not land on a list being replaced.
  await expect(admin.getByText('Página 1 de 1 · 1 registro', { exact: true })).toBeVisible();
  const row = admin.locator(`tr[data-email="${email}"]`);
  await expect(row).toBeVisible();
  return row;
}

// Each journey signs in two people on a shared, busy machine: give them room.
test.describe.configure({ timeout: 180_000 });
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots';

test.describe('painel administrativo', () => {
  test('bloquear impede o login; ativar libera de novo', async ({ browser }) => {
    const user = await userPage(browser);
    const admin = await adminPage(browser);
    const row = await findUserRow(admin, user.account.email);
    await row.getByRole('button', { name: `Bloquear ${user.account.email}` }).click();
    await expect(admin.getByText('Usuário bloqueado', { exact: true })).toBeVisible();
    await expect(row.getByText('Bloqueado')).toBeVisible();

    // The open session ends at once: the next navigation goes to the login page.
    await user.page.goto('/dashboard');
    await expect(user.page).toHaveURL(/\/login/);
    await submitLogin(user.page, user.account.email, user.account.password);
    await expect(user.page.getByText(/bloqueada/).first()).toBeVisible();
    await expect(user.page).toHaveURL(/\/login/);

    await row.getByRole('button', { name: `Ativar ${user.account.email}` }).click();
    await expect(row.getByText('Ativo')).toBeVisible();
    await submitLogin(user.page, user.account.email, user.account.password);
    await expect(user.page).toHaveURL(/\/dashboard/);

    await admin.goto('/admin/logs');
    await expect(admin.getByText('Mostrando os últimos 5 registros')).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Admin: usuário ativado' }).first()).toBeVisible();
    await user.close();
  });

  test('convite: o admin copia o link, gera um novo, e a pessoa cria a senha por ele', async ({ browser }) => {
    const ctx = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const admin = await ctx.newPage();
    await signInAsAdmin(admin);
    const account = newAccount('convidado');
    await admin.goto('/admin/usuarios');
    await admin.getByRole('button', { name: 'Adicionar usuário' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nome', { exact: true }).fill(account.name);
    await dialog.getByLabel('E-mail', { exact: true }).fill(account.email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    const box = dialog.getByTestId('convite-link');
    await expect(box).toContainText(`Convite enviado por e-mail para ${account.email}`);
    await expect(box).toContainText(/Válido até \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    const link = await dialog.getByLabel('Link do convite').inputValue();
    expect(link).toBe(firstLink(await newestMailTo(account.email)));
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expect(admin.getByText('Link copiado', { exact: true })).toBeVisible();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await admin.screenshot({ path: `${SHOTS}/admin_usuarios-convite-link.png` });
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    // Still pending: a new link (the first one stops working) from 'Editar'.
    const row = await findUserRow(admin, account.email);
    await expect(row.getByText('Nunca')).toBeVisible();
    await row.getByRole('button', { name: `Editar ${account.email}` }).click();
    await admin.getByRole('button', { name: 'Gerar novo link de convite' }).click();
    await expect(admin.getByText('Novo convite enviado', { exact: true })).toBeVisible();
    const renewed = await admin.getByLabel('Link do convite').inputValue();
    expect(renewed).not.toBe(link);

    const guestCtx = await browser.newContext();
    const guest = await guestCtx.newPage();
    const old = new URL(link);
    await guest.goto(old.pathname + old.search);
    await guest.getByLabel('Nova senha', { exact: true }).fill(account.password);
    await guest.getByLabel('Confirme a nova senha').fill(account.password);
    await guest.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(guest.getByText('Link de redefinição inválido ou já utilizado. Peça um novo e-mail.')).toBeVisible();
    const fresh = new URL(renewed);
    await guest.goto(fresh.pathname + fresh.search);
    await guest.getByLabel('Nova senha', { exact: true }).fill(account.password);
    await guest.getByLabel('Confirme a nova senha').fill(account.password);
    await guest.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(guest.getByText('Senha redefinida com sucesso!').first()).toBeVisible();
    await signIn(guest, account.email, account.password);
    await guestCtx.close();
    await ctx.close();
  });

  test('conceder créditos muda o saldo do usuário', async ({ browser }) => {
    const user = await userPage(browser);
    const before = Number((await (await user.page.request.get('/api/me')).json()).credits);
    const admin = await adminPage(browser);
    const row = await findUserRow(admin, user.account.email);
    await row.getByRole('button', { name: `Editar ${user.account.email}` }).click();
    await admin.getByLabel('Quantidade').fill('15');
    await admin.getByLabel('Motivo').fill('Bônus de implantação');
    await admin.getByRole('button', { name: 'Conceder créditos' }).click();
    await expect(admin.getByText(`Novo saldo: ${before + 15} créditos.`)).toBeVisible();
    await user.page.reload();
    await expect(user.page.getByText('Créditos Disponíveis').first()).toBeVisible();
    expect(Number((await (await user.page.request.get('/api/me')).json()).credits)).toBe(before + 15);
    await user.close();
  });

  test('desativar o NCM tira o módulo do usuário e a API recusa', async ({ browser }) => {
    const user = await userPage(browser);
    const modulesOf = async () => ((await (await user.page.request.get('/api/modules')).json()) as { id: string }[]).map((m) => m.id);
    expect(await modulesOf()).toContain('ncm');
    const admin = await adminPage(browser);
    await admin.goto('/admin/modulos');
    await admin.getByRole('button', { name: 'Editar NCM' }).click();
    await admin.getByLabel('Status').selectOption('inactive');
    await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(admin.locator('tr[data-module="ncm"]').getByText('Inativo')).toBeVisible();

    try {
      expect(await modulesOf()).not.toContain('ncm');
      await user.page.goto('/dashboard');
      await expect(user.page.getByRole('heading', { name: 'PIS/COFINS' }).first()).toBeVisible();
      await expect(user.page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'NCM', exact: true })).toHaveCount(0);
      await expect(user.page.getByRole('heading', { name: 'NCM', exact: true })).toHaveCount(0);
      const access = await user.page.request.post('/api/modules/ncm/acesso', { headers: SAME_ORIGIN });
      expect(access.status()).toBe(403);
      expect((await access.json()).erro).toBe('Módulo indisponível');
      // The NCM check endpoint belongs to another issue: when it exists it must refuse too.
      const enqueue = await user.page.request.post('/api/ncm/enfileirar', { headers: SAME_ORIGIN, multipart: { usuario: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('NCM;Descricao\n01012100;Cavalo\n') } } });
      if (enqueue.status() === 404) test.info().annotations.push({ type: 'pendente', description: 'POST /api/ncm/enfileirar ainda não existe; verificado GET /api/modules, o menu e /api/modules/ncm/acesso' });
      else {
        expect(enqueue.status()).toBe(403);
        expect((await enqueue.json()).erro).toBe('Módulo indisponível');
      }
    } finally {
      // Leave the shared server as found, for the other specs.
      await admin.getByRole('button', { name: 'Editar NCM' }).click();
      await admin.getByLabel('Status').selectOption('active');
      await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(admin.locator('tr[data-module="ncm"]').getByText('Ativo')).toBeVisible();
    }
    expect(await modulesOf()).toContain('ncm');
    await user.close();
  });

  test('editar o link do WhatsApp muda o rodapé', async ({ browser, page }) => {
    const admin = await adminPage(browser);
    await admin.goto('/admin/site');
    const field = admin.getByLabel('Link do WhatsApp');
    const original = await field.inputValue();
    const next = `https://wa.me/55119${Date.now().toString().slice(-8)}`;
    await field.fill(next);
    await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(admin.getByText('Dados do site salvos')).toBeVisible();
    try {
      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Conversar pelo WhatsApp' })).toHaveAttribute('href', next);
    } finally {
      await field.fill(original);
      await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
    }
  });

  test('log completo com filtros; capturas de tela das páginas do painel', async ({ browser }) => {
    test.setTimeout(400_000);
    const admin = await adminPage(browser);
    await admin.goto('/admin/logs/todos');
    await admin.getByLabel('Ação', { exact: true }).selectOption('login'); // exact: 'Paginação' contains 'ação'
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await expect(admin.getByRole('cell', { name: 'Login', exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Admin: usuário ativado' })).toHaveCount(0);
    await expect(admin.getByRole('cell', { name: /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/ }).first()).toBeVisible();

    const routes = ['/admin', '/admin/usuarios', '/admin/modulos', '/admin/logs', '/admin/logs/todos', '/admin/site'];
    for (const size of [{ label: 'desktop', width: 1280, height: 800 }, { label: 'celular', width: 390, height: 844 }]) {
      await admin.setViewportSize({ width: size.width, height: size.height });
      for (const route of routes) {
        await admin.goto(route);
        await admin.waitForLoadState('networkidle');
        await expect(admin.getByText('Administrador').first()).toBeVisible();
        const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `rolagem horizontal em ${route} (${size.label})`).toBeLessThanOrEqual(0);
        await admin.screenshot({ path: `${SHOTS}/${route.slice(1).replace(/\//g, '_')}-${size.label}.png`, fullPage: true });
      }
    }
  });
});
