import { expect, test } from '@playwright/test';
import { firstLink, newAccount, newestMailTo, signIn, signOut, signUp, submitLogin, submitSignUp } from './helpers';

const RESET_SUBJECT = 'Apura — redefinição de senha';

test.describe('autenticação', () => {
  test('cadastro pelo link de confirmação leva ao /dashboard com o nome e o saldo real', async ({ page }) => {
    const account = await signUp(page);
    // The balance box shows what /api/me says, whatever the server's initial credit setting is.
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.email).toBe(account.email);
    await expect(page.getByTestId('creditos-disponiveis')).toContainText(String(me.credits));
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toContainText('Maria Teste da Silva');
  });

  test('senha errada mostra "Erro ao fazer login" com a descrição em português', async ({ page }) => {
    const account = await signUp(page);
    await signOut(page);
    await submitLogin(page, account.email, 'SenhaErrada999');
    await expect(page.getByText('Erro ao fazer login')).toBeVisible();
    await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('cadastro com e-mail repetido mostra a mesma tela de um novo e avisa o dono por e-mail', async ({ page }) => {
    // Two sign-ups, a sign-out and a sign-in: longer than the default budget on a busy machine.
    test.slow();
    const account = await signUp(page);
    await signOut(page);
    await submitSignUp(page, { ...newAccount(), email: account.email, name: 'Outra Pessoa', password: 'OutraSenha123' });
    await expect(page.getByText('Erro ao cadastrar')).toHaveCount(0);
    const mail = await newestMailTo(account.email, 15_000, 'Apura — tentativa de cadastro com o seu e-mail');
    expect(mail.text).toContain('Nenhuma conta nova foi criada');
    // The attempt changed nothing: the owner's password still works.
    await page.goto('/login');
    await signIn(page, account.email, account.password);
  });

  test('Sair encerra a sessão: o painel volta a pedir login', async ({ page }) => {
    await signUp(page);
    await signOut(page);
    const status = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(status).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('login volta para a página protegida pedida (next)', async ({ page }) => {
    const account = await signUp(page);
    await signOut(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  });

  test('recuperação de senha pelo link do e-mail', async ({ page }) => {
    // Sign-up through the e-mailed link, then a whole reset: longer than the default budget on a busy machine.
    test.slow();
    const account = await signUp(page, newAccount('reset'));
    await signOut(page);
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Enviar e-mail de recuperação' }).click();
    await expect(page.getByText('E-mail de recuperação enviado! Verifique sua caixa de entrada.').first()).toBeVisible();

    // The confirmation e-mail of the sign-up is already in the outbox: wait for the reset e-mail itself.
    const mail = await newestMailTo(account.email, 15_000, RESET_SUBJECT);
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
    const newPassword = 'NovaSenha456!';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Senha redefinida com sucesso!').first()).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();

    await submitLogin(page, account.email, account.password);
    await expect(page.getByText('Erro ao fazer login')).toBeVisible();
    await page.reload();
    await signIn(page, account.email, newPassword);
  });

  test('link de redefinição já usado é recusado com mensagem em português', async ({ page }) => {
    const account = await signUp(page, newAccount('reuso'));
    await signOut(page);
    await page.goto('/recuperar-senha');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Enviar e-mail de recuperação' }).click();
    const link = firstLink(await newestMailTo(account.email, 15_000, RESET_SUBJECT));
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('PrimeiraTroca1!');
    await page.getByLabel('Confirme a nova senha').fill('PrimeiraTroca1!');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Senha redefinida com sucesso!').first()).toBeVisible();
    await page.goto(link);
    await expect(page.getByText('Link inválido')).toBeVisible();
  });

  test('Google sem configuração: botões desabilitados com explicação', async ({ page }) => {
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Entrar com Google' });
    await expect(google).toBeDisabled();
    await expect(page.getByText('Login com Google não configurado neste servidor.')).toBeVisible();
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await expect(page.getByRole('button', { name: 'Cadastrar com Google' })).toBeDisabled();
  });
});

test.describe('estado ocupado da tela de login', () => {
  test('"Entrando..." e "Registrando..." enquanto a requisição está pendente', async ({ page }) => {
    // Hold the auth calls until the busy state has been checked, then let them through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('ninguem@escritorio.test');
    await page.getByLabel('Senha', { exact: true }).fill('QualquerSenha1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Entrando...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeDisabled();
    release();
    await expect(page.getByText('Erro ao fazer login')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();

    let releaseSignUp: () => void = () => undefined;
    const heldSignUp = new Promise<void>((resolve) => {
      releaseSignUp = resolve;
    });
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await heldSignUp;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByLabel('Nome completo').fill('Pessoa Ocupada');
    await page.getByLabel('E-mail').fill(`ocupada.${Date.now()}@escritorio.test`);
    await page.getByLabel('Senha', { exact: true }).fill('SenhaForte123!');
    await page.getByLabel('Escritório / empresa').fill('Escritório');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('button', { name: 'Registrando...' })).toBeDisabled();
    releaseSignUp();
    await expect(page.getByRole('alert').getByText('Confira seu e-mail', { exact: true })).toBeVisible();
  });
});
