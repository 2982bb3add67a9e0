import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OWN_CNPJ } from '../fixtures/sped/efd-builder';
import { SECOND_CNPJ, twoClientsZip } from '../fixtures/sped/two-clients-zip';
import { signUp } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-clients';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('import three clients from a spreadsheet, then a .zip with two SPEDs of two clients lands on the right clients and competências', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page);
  await page.goto('/dashboard/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();

  // Import: preview with per-row state, then confirm.
  await page.getByRole('button', { name: 'Importar' }).click();
  const csv = ['CNPJ;Razão social;Regime;UF', `${OWN_CNPJ};Metalúrgica Aço Forte SA;Lucro Real;SP`, `${SECOND_CNPJ};Padaria Estrela Ltda;Simples Nacional;RJ`, '11.111.111/1111-11;CNPJ Inválido Ltda;Presumido;MG', '45.723.174/0001-10;Farmácia Boa Saúde Ltda;Lucro Presumido;MG'].join('\r\n');
  await page.getByLabel('Arquivo da planilha').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByTestId('importacao-previa');
  await expect(preview).toContainText('4 linhas: 3 para importar, 1 com erro.');
  await expect(preview).toContainText('confira os dígitos verificadores');
  await shoot(page, 'clientes-importacao');
  await page.getByRole('button', { name: 'Importar 3 clientes' }).click();
  const table = page.getByTestId('clientes-tabela');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Metalúrgica Aço Forte SA');
  await shoot(page, 'clientes-lista');

  // Batch: one .zip with two SPEDs of two clients and two months.
  await page.goto('/dashboard/lote');
  await page.getByLabel('Módulo').selectOption('escrituracao');
  await page.getByLabel('Arquivos (até 50)').setInputFiles({ name: 'speds.zip', mimeType: 'application/zip', buffer: await twoClientsZip() });
  await page.getByRole('button', { name: 'Enviar lote' }).click();
  const items = page.getByTestId('lote-itens');
  const metal = items.getByRole('listitem').filter({ hasText: 'efd-metalurgica-01.txt' });
  const padaria = items.getByRole('listitem').filter({ hasText: 'efd-padaria-02.txt' });
  await expect(metal.getByTestId('lote-item-cliente')).toHaveText('Metalúrgica Aço Forte SA (11.222.333/0001-81) · Competência 01/2025');
  await expect(padaria.getByTestId('lote-item-cliente')).toHaveText('Padaria Estrela Ltda (11.444.777/0001-61) · Competência 02/2025');
  await expect(items.getByRole('listitem').filter({ hasText: 'LEIAME.pdf' })).toContainText('Recusado (sem custo)');
  await expect(metal).toContainText('Concluído', { timeout: 240_000 });
  await expect(padaria).toContainText('Concluído', { timeout: 240_000 });
  await expect(page.getByText('3 arquivos · 4 créditos debitados')).toBeVisible();
  await shoot(page, 'lote-andamento');

  // The client page lists the check under its competência.
  await page.goto('/dashboard/clientes');
  await page.getByRole('link', { name: 'Padaria Estrela Ltda' }).click();
  await expect(page.getByRole('heading', { name: 'Padaria Estrela Ltda', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cliente-competencia')).toHaveCount(1);
  await expect(page.getByTestId('cliente-competencia')).toContainText('Competência 02/2025');
  await shoot(page, 'cliente-pagina');

  // The result page and 'Conferências recentes' name the client and competência.
  await page.getByRole('link', { name: /Escrituração: speds\.zip › efd-padaria-02\.txt/ }).click();
  await expect(page.getByTestId('resultado-cliente')).toContainText('Padaria Estrela Ltda');
  await expect(page.getByTestId('resultado-cliente')).toContainText('Competência: 02/2025');
  await expect(page.getByTestId('verificacoes-recentes')).toContainText('Padaria Estrela Ltda · 02/2025');
  await shoot(page, 'escrituracao-resultado-cliente');
});
