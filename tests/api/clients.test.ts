import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents, uploadForm, xlsxBuffer } from './support/check-client';
import { efdIcmsLines, OWN_CNPJ } from '../fixtures/sped/efd-builder';
import { efdContribBody } from '../fixtures/sped/efd-contrib-builder';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const OTHER_CNPJ = '11444777000161';

describe('clients register and every check on a client and a competência (issue 18)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.stop());

  const credits = async (u: TestUser) => (await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits as number;
  const create = (u: TestUser, body: Record<string, unknown>) => t.fetch('/api/clientes', { ...json(body), cookie: u.cookie });

  it('creates, lists with search, edits and deletes a client; CNPJ check digits and duplicates refused in pt-BR', async () => {
    const u = await t.signUp();
    const res = await create(u, { cnpj: '11.444.777/0001-61', razao_social: 'Padaria Estrela Ltda', regime: 'simples', uf: 'sp', responsavel_id: u.id });
    expect(res.status).toBe(201);
    const { cliente } = await res.json();
    expect(cliente).toMatchObject({ cnpj: OTHER_CNPJ, cnpj_formatado: '11.444.777/0001-61', regime: 'simples', uf: 'SP', responsavel_id: u.id });
    const bad = await create(u, { cnpj: '11.444.777/0001-62', razao_social: 'X Ltda' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/dígitos verificadores/);
    const dup = await create(u, { cnpj: OTHER_CNPJ, razao_social: 'Outra' });
    expect(dup.status).toBe(409);
    expect((await dup.json()).erro).toMatch(/Já existe um cliente com o CNPJ 11\.444\.777\/0001-61: Padaria Estrela Ltda/);
    await create(u, { cnpj: OWN_CNPJ, razao_social: 'Metalúrgica Aço Forte SA' });
    const found = await (await t.fetch('/api/clientes?busca=estrela', { cookie: u.cookie })).json();
    expect(found.clientes.map((c: { razao_social: string }) => c.razao_social)).toEqual(['Padaria Estrela Ltda']);
    const byCnpj = await (await t.fetch('/api/clientes?busca=11.222.333', { cookie: u.cookie })).json();
    expect(byCnpj.clientes.map((c: { cnpj: string }) => c.cnpj)).toEqual([OWN_CNPJ]);
    const put = await t.fetch(`/api/clientes/${cliente.id}`, { ...json({ cnpj: OTHER_CNPJ, razao_social: 'Padaria Estrela Eireli', regime: 'mei', uf: 'RJ' }), method: 'PUT', cookie: u.cookie });
    expect((await put.json()).cliente).toMatchObject({ razao_social: 'Padaria Estrela Eireli', regime: 'mei', uf: 'RJ', responsavel_id: null });
    expect((await t.fetch(`/api/clientes/${cliente.id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(200);
    const after = await (await t.fetch('/api/clientes', { cookie: u.cookie })).json();
    expect(after.clientes).toHaveLength(1);
  });

  it("office isolation: another office's client is neither listed, nor editable, nor usable on an upload", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { cliente } = await (await create(a, { cnpj: OTHER_CNPJ, razao_social: 'Cliente de A' })).json();
    expect((await (await t.fetch('/api/clientes', { cookie: b.cookie })).json()).clientes).toEqual([]);
    const put = await t.fetch(`/api/clientes/${cliente.id}`, { ...json({ cnpj: OTHER_CNPJ, razao_social: 'Tomado' }), method: 'PUT', cookie: b.cookie });
    expect(put.status).toBe(404);
    expect((await t.fetch(`/api/clientes/${cliente.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404);
    // B may name its own responsible only: A is not a member of B's office.
    expect((await create(b, { cnpj: OWN_CNPJ, razao_social: 'Y', responsavel_id: a.id })).status).toBe(400);
    const sheet = await xlsxBuffer(['NCM', 'Descrição'], [['30049099', 'DIPIRONA']]);
    const up = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: b.cookie, body: uploadForm(sheet, 'p.xlsx', { cliente_id: cliente.id, competencia: '03/2026' }) });
    expect(up.status).toBe(404);
    expect(await credits(b)).toBe(10);
    // Without a session nothing is served.
    expect((await t.fetch('/api/clientes')).status).toBe(401);
  });

  it('a spreadsheet check is filed under the chosen client and the typed competência; a bad month is refused before any debit', async () => {
    const u = await t.signUp();
    const { cliente } = await (await create(u, { cnpj: OTHER_CNPJ, razao_social: 'Farmácia Boa Saúde', regime: 'lucro-presumido' })).json();
    const sheet = await xlsxBuffer(
      ['Data', 'Documento', 'Produto', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'Base PIS', 'Alíquota PIS', 'Valor PIS', 'CST COFINS', 'Base COFINS', 'Alíquota COFINS', 'Valor COFINS'],
      [['10/03/2026', '1001', 'DIPIRONA 500MG CX 10', '30049099', '5102', 100, '01', 100, '0,65', 0.65, '01', 100, '3', 3]],
    );
    const bad = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'v.xlsx', { cliente_id: cliente.id, competencia: '13/2026' }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/Competência "13\/2026" inválida: use mm\/aaaa/);
    expect(await credits(u)).toBe(10);
    // No regime sent: the client's (Lucro Presumido) is used.
    const res = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'v.xlsx', { cliente_id: cliente.id, competencia: '03/2026' }) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    await followEvents(t, '/api/pis-cofins', task_id, u.cookie);
    const body = await (await t.fetch(`/api/pis-cofins/tarefas/${task_id}?resumo=1`, { cookie: u.cookie })).json();
    expect(body).toMatchObject({ client_id: cliente.id, competencia: '2026-03', cliente: { razao_social: 'Farmácia Boa Saúde' }, params: { regime: 'lucro-presumido' } });
    const list = await (await t.fetch('/api/pis-cofins/tarefas', { cookie: u.cookie })).json();
    expect(list[0]).toMatchObject({ competencia: '2026-03', cliente: { cnpj_formatado: '11.444.777/0001-61' } });
  });

  it('a SPED names its client (0000 CNPJ, NOME, UF) and competência (DT_INI): a new CNPJ becomes a client; the regime comes from 0110', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/escrituracao/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(efdIcmsLines().join('\r\n') + '\r\n', 'efd.txt') });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const st = await (await t.fetch(`/api/escrituracao/tarefas/${task_id}?resumo=1`, { cookie: u.cookie })).json();
    expect(st).toMatchObject({ competencia: '2025-01', cliente: { razao_social: 'EMPRESA TESTE LTDA', cnpj_formatado: '11.222.333/0001-81' } });
    const { clientes } = await (await t.fetch('/api/clientes', { cookie: u.cookie })).json();
    expect(clientes).toEqual([expect.objectContaining({ cnpj: OWN_CNPJ, uf: 'SP', regime: null, origem: 'sped' })]);
    // The EFD-Contribuições of the same company, 03/2023: the same client, its regime completed from 0110 (COD_INC_TRIB 1).
    const contrib = await t.fetch('/api/processar-pis-cofins/', { method: 'POST', cookie: u.cookie, body: uploadForm(efdContribBody().join('\r\n') + '\r\n', 'contrib.txt') });
    expect(contrib.status).toBe(202);
    const c2 = await (await t.fetch(`/api/pis-cofins/tarefas/${(await contrib.json()).task_id}?resumo=1`, { cookie: u.cookie })).json();
    expect(c2).toMatchObject({ client_id: st.client_id, competencia: '2023-03' });
    const again = await (await t.fetch('/api/clientes', { cookie: u.cookie })).json();
    expect(again.clientes).toEqual([expect.objectContaining({ id: st.client_id, regime: 'lucro-real' })]);
  });

  it('a SPED of another company than the chosen client is refused before any debit, naming both', async () => {
    const u = await t.signUp();
    const { cliente } = await (await create(u, { cnpj: OTHER_CNPJ, razao_social: 'Padaria Estrela' })).json();
    const res = await t.fetch('/api/escrituracao/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(efdIcmsLines().join('\n'), 'efd.txt', { cliente_id: cliente.id }) });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/O arquivo é de EMPRESA TESTE LTDA \(CNPJ 11\.222\.333\/0001-81.*mas o cliente escolhido é Padaria Estrela/);
    expect(await credits(u)).toBe(10);
    expect((await (await t.fetch('/api/clientes', { cookie: u.cookie })).json()).clientes).toHaveLength(1);
  });
});
