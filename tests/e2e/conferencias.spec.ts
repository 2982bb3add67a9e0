import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAME_ORIGIN, newAccount, signUp } from './helpers';

// Issue 18, items 4 and 5: two checks of one client in consecutive competências, a finding resolved, the
// comparison (novos / persistentes / resolvidos) on the result page and from the "Conferências" list.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-conf';
const BEER = 'CERVEJA PILSEN LATA 350ML';

async function sheet(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Produtos').addRows([['Código', 'Descrição do produto', 'NCM'], ...rows]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads through the API with the client and competência fields of the upload form, and waits for the result. */
async function runCheck(api: APIRequestContext, file: Buffer, name: string, clienteId: string, competencia: string): Promise<string> {
  const res = await api.post('/api/ncm/enfileirar', {
    headers: SAME_ORIGIN,
    multipart: { usuario: { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file }, cliente_id: clienteId, competencia, data: '01/03/2026' },
  });
  expect(res.status(), await res.text()).toBe(202);
  const id = ((await res.json()) as { task_id: string }).task_id;
  await expect
    .poll(async () => ((await (await api.get(`/api/ncm/tarefas/${id}?resumo=1`)).json()) as { status: string }).status, { timeout: 240_000, intervals: [500, 1000, 2000] })
    .toBe('concluido');
  return id;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const s of [{ label: '1366', width: 1366, height: 768 }, { label: '390', width: 390, height: 844 }]) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(200); // layout settles after the resize (not a timing assertion)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `rolagem horizontal em ${name} (${s.label})`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${s.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('Conferências: resolver um achado e comparar com a competência anterior do mesmo cliente', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const ana = newAccount('ana');
  ana.name = 'Ana Souza';
  await signUp(page, ana);
  const created = await page.request.post('/api/clientes', { headers: SAME_ORIGIN, data: { cnpj: '11.444.777/0001-61', razao_social: 'Padaria Estrela Ltda' } });
  expect(created.status(), await created.text()).toBe(201);
  const clienteId = ((await created.json()) as { cliente: { id: string } }).cliente.id;

  // February: a beer under a phone code, a code that never existed. March: the beer again, that code gone, a new bad code.
  await runCheck(page.request, await sheet([['P1', BEER, '85171300'], ['P2', 'PRODUTO DA CASA', '22030099'], ['P3', 'CERVEJA PILSEN', '22030000']]), 'produtos-fev.xlsx', clienteId, '02/2026');
  const march = await runCheck(page.request, await sheet([['P3', 'CERVEJA PILSEN', '22030000'], ['P1', BEER, '85171300'], ['P9', 'FEIJAO PRETO 1KG', '12345678']]), 'produtos-mar.xlsx', clienteId, '03/2026');

  // The March result: the beer persists until the office marks it resolved.
  await page.goto(`/dashboard/ncm?tarefa=${march}`);
  // Reopening follows the task's events before the result shows (slow on a loaded machine).
  await expect(page.getByTestId('tabela-achados')).toBeVisible({ timeout: 90_000 });
  const comparison = page.getByTestId('comparacao');
  await expect(comparison).toContainText('Comparada com a conferência de 02/2026', { timeout: 30_000 });
  await comparison.getByTestId('comparacao-persistentes').click();
  await expect(comparison.getByRole('list', { name: 'Achados persistentes' })).toContainText(BEER);
  const beer = page.getByTestId('tabela-achados').getByRole('row').filter({ hasText: BEER });
  await beer.getByRole('button', { name: 'Resolvido' }).click();
  await expect(beer.getByTestId('resolucao')).toContainText(/Resolvido.*por Ana Souza em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await comparison.getByTestId('comparacao-resolvidos').click();
  const solved = comparison.getByRole('list', { name: 'Achados resolvidos' });
  await expect(solved).toContainText(BEER);
  await expect(solved).toContainText('PRODUTO DA CASA');
  await expect(solved).toContainText('Não aparece mais');
  await comparison.getByTestId('comparacao-novos').click();
  await expect(comparison.getByRole('list', { name: 'Achados novos' })).toContainText('FEIJAO PRETO 1KG');
  // The findings filter: open ones no longer include the beer.
  await page.getByRole('combobox', { name: 'Filtrar achados abertos ou resolvidos' }).click();
  await page.getByRole('option', { name: 'Abertos' }).click();
  await expect(page.getByTestId('tabela-achados').getByRole('row').filter({ hasText: BEER })).toHaveCount(0);
  await page.getByTestId('tabela-achados').scrollIntoViewIfNeeded();
  await shoot(page, 'resultado-ncm-comparacao');

  // "Conferências" in the sidebar: both checks; the competência filter goes in the URL; compare from the row.
  await page.getByRole('link', { name: 'Conferências' }).first().click();
  await expect(page.getByRole('heading', { name: 'Conferências' })).toBeVisible();
  await expect(page.getByTestId('conferencias-total')).toHaveText('Página 1 de 1 · 2 conferências');
  await shoot(page, 'conferencias-lista');
  await page.getByRole('combobox', { name: 'Filtrar por competência' }).click();
  await page.getByRole('option', { name: '03/2026' }).click();
  await expect(page).toHaveURL(/competencia=2026-03/);
  await expect(page.getByTestId('conferencias-total')).toHaveText('Página 1 de 1 · 1 conferência');
  await page.getByRole('button', { name: 'Comparar produtos-mar.xlsx com a competência anterior' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparação com a competência anterior' });
  await expect(dialog.getByTestId('comparacao-novos')).toContainText(/Novos \(\d+\)/);
  await dialog.getByTestId('comparacao-resolvidos').click();
  await expect(dialog.getByRole('list', { name: 'Achados resolvidos' })).toContainText(BEER);
  await shoot(page, 'conferencias-comparar');
  await page.keyboard.press('Escape');

  // Re-open from the row; the dashboard counts the mark.
  await page.getByRole('link', { name: 'Abrir produtos-mar.xlsx' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ncm\\?tarefa=${march}`));
  await page.goto('/dashboard');
  await expect(page.getByText('Alertas Resolvidos')).toBeVisible();
});
