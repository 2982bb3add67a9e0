import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';
import { chooseFiles, shootBoth, waitForDone } from '../fixtures/e2e/check-steps';
import { NCM_ROWS, ncmSheet } from '../fixtures/e2e/ncm-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('NCM: sem arquivo, formato errado, planilha sem coluna NCM e tarefa alheia dão mensagens em pt-BR', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard/ncm');
  await expect(page.getByRole('heading', { name: 'Conferência de NCM' })).toBeVisible();
  await expect(page.getByText('Nenhuma conferência ainda.')).toBeVisible();
  await shootBoth(page, 'check-ncm-vazio');
  const modelo = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar planilha modelo' }).click();
  expect((await modelo).suggestedFilename()).toBe('modelo_ncm.xlsx');
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByText('Por favor, selecione um arquivo para processar.')).toBeVisible();
  await chooseFiles(page, [{ name: 'notas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(page.getByText('Formato não suportado (.pdf): envie um arquivo .xlsx, .xls, .csv, .xlsm, .txt.')).toBeVisible();
  await expect(page.getByTestId('arquivo-selecionado')).toHaveCount(0);
  // The credit box shows the real cost and the sign-up balance.
  await expect(page.getByTestId('custo-verificacao')).toHaveText('1 crédito');
  const saldo = await page.getByTestId('saldo-creditos').innerText();

  // A sheet without an NCM column is refused by the server (422) in pt-BR, before any credit is taken.
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Produtos').addRows([['Código', 'Descrição', 'Preço'], ['P1', 'CERVEJA', 10]]);
  await chooseFiles(page, [{ name: 'sem-ncm.xlsx', mimeType: XLSX, buffer: Buffer.from(await wb.xlsx.writeBuffer()) }]);
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByText('Erro no processamento')).toBeVisible();
  await expect(page.getByText(/NCM/).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('status-verificacao')).toHaveCount(0);
  await expect(page.getByTestId('saldo-creditos')).toHaveText(saldo);

  // A task id that is not this user's (or does not exist) is reported, not shown as loading forever.
  await page.goto('/dashboard/ncm?tarefa=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Tarefa não encontrada.')).toBeVisible();
});

test('NCM: planilha com cada tipo de problema → progresso ao vivo → resultado → arquivo corrigido', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/dashboard/ncm');
  const saldoAntes = await page.getByTestId('saldo-creditos').innerText();

  await chooseFiles(page, [{ name: 'produtos.xlsx', mimeType: XLSX, buffer: await ncmSheet() }]);
  await expect(page.getByTestId('arquivo-selecionado')).toContainText('produtos.xlsx');
  await expect(page.getByTestId('arquivo-selecionado')).toContainText('MB');
  await page.getByRole('button', { name: 'Iniciar conferência' }).click();
  await expect(page.getByTestId('status-verificacao')).toBeVisible();
  await expect(page).toHaveURL(/\?tarefa=[0-9a-f-]{36}/);
  await waitForDone(page);
  await expect(page.getByText('Processamento concluído!')).toBeVisible();
  await expect(page.getByText('Sua planilha de NCM está pronta para download.')).toBeVisible();

  const expectedErrors = NCM_ROWS.filter((r) => r.code && r.code !== 'NCM_DESCRICAO').length;
  await expect(page.getByTestId('ncm-linhas')).toHaveText(String(NCM_ROWS.length));
  await expect(page.getByTestId('ncm-corretos')).toHaveText(String(NCM_ROWS.filter((r) => !r.code).length));
  await expect(page.getByTestId('ncm-erros')).toHaveText(String(expectedErrors));
  await expect(page.getByTestId('ncm-sugestoes')).toHaveText('1');
  await expect(page.getByTestId('ncm-versao')).toContainText('Tabela NCM');
  await expect(page.getByTestId('saldo-creditos')).not.toHaveText(saldoAntes);

  const table = page.getByTestId('tabela-achados');
  await expect(page.getByTestId('achados-total')).toContainText(`${NCM_ROWS.filter((r) => r.code).length} achados`);
  for (const label of ['NCM não informado', 'Formato inválido', 'Zero à esquerda perdido', 'NCM inexistente na tabela', 'NCM extinto', 'Produto não confere com o NCM']) {
    await expect(table.getByText(label, { exact: true }).filter({ visible: true })).toBeVisible();
  }
  // Filter by code on the server, then open the extinct code's suggestions.
  await page.getByRole('combobox', { name: 'Filtrar por problema' }).click();
  await page.getByRole('option', { name: /NCM extinto/ }).click();
  await expect(page.getByTestId('achados-total')).toContainText('1 achado');
  await expect(table.getByText('84129020').filter({ visible: true })).toBeVisible();
  await table.getByRole('button', { name: 'Ver detalhes' }).click();
  await expect(table.getByText(/aderência \d+%/).filter({ visible: true }).first()).toBeVisible();
  await shootBoth(page, 'check-ncm-resultado');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar arquivo corrigido' }).click();
  const file = await (await download).path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0]!;
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual(['Código', 'Descrição', 'NCM', 'NCM original', 'Status', 'Código do problema', 'Motivo', 'NCM sugerido', 'Descrição oficial', 'IPI', 'PIS/COFINS', 'CEST']);
  const col = (name: string) => header.indexOf(name) + 1;
  NCM_ROWS.forEach((r, i) => {
    const row = ws.getRow(i + 2);
    expect(String(row.getCell(1).value)).toBe(r.product);
    expect(row.getCell(col('Código do problema')).value ?? null).toBe(r.code);
    const status = r.code === 'NCM_ZERO_ESQUERDA' ? 'Corrigido' : r.code === 'NCM_DESCRICAO' ? 'Revisar (sugestão)' : r.code ? 'Revisar (erro)' : 'Correto';
    expect(row.getCell(col('Status')).value).toBe(status);
  });
  const zero = ws.getRow(4);
  expect(zero.getCell(col('NCM sugerido')).value).toBe('01012100');
  // The corrected file is corrected: the NCM column holds the restored code, the original moved to "NCM original".
  expect(zero.getCell(col('NCM')).value).toBe('01012100');
  expect(String(zero.getCell(col('NCM original')).value)).toBe('1012100');
  expect(String(zero.getCell(col('Motivo')).value)).toMatch(/Tabela NCM/);
  const beer = ws.getRow(NCM_ROWS.findIndex((r) => r.product === 'P007') + 2);
  expect(String(beer.getCell(col('Descrição oficial')).value)).toMatch(/[Cc]erveja/);
  expect(beer.getCell(col('IPI')).value).toBeTruthy();

  // The task stays reachable from its URL (completion e-mail) and from the recent list.
  await page.reload();
  await expect(page.getByTestId('ncm-erros')).toHaveText(String(expectedErrors));
  await expect(page.getByTestId('verificacoes-recentes')).toContainText('produtos.xlsx');
});
