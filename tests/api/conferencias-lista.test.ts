import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

type Item = { chave: string; codigo: string; texto: string; motivo: string | null };
type Comparison = { anterior: { id: string; competencia: string } | null; motivo: string | null; contagem: Record<string, number>; total: number; itens: Item[] };

const HEADER = ['Código', 'Descrição do produto', 'NCM'];

describe('Conferências through HTTP (issue 18, item 4): the office\'s checks with filters, comparison with the previous competência', () => {
  let t: TestServer;
  let a: TestUser;
  let b: TestUser;
  let clientId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.tables.ready();
    a = await t.signUp({ name: 'Ana Souza' });
    b = await t.signUp({ name: 'Bruno Lima' });
    const res = await t.fetch('/api/clientes', { method: 'POST', cookie: a.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cnpj: '11.444.777/0001-61', razao_social: 'Padaria Estrela Ltda' }) });
    expect(res.status).toBe(201);
    clientId = (await res.json()).cliente.id;
    const run = async (name: string, rows: (string | number)[][], fields: Record<string, string>) => {
      const r = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: a.cookie, body: uploadForm(await xlsxBuffer(HEADER, rows), `${name}.xlsx`, { data: '01/03/2026', ...fields }) });
      expect(r.status).toBe(202);
      const id = ((await r.json()) as { task_id: string }).task_id;
      expect((await followEvents(t, '/api/ncm', id, a.cookie)).at(-1)).toMatchObject({ status: 'concluido' });
      ids[name] = id;
    };
    // February: a description finding (beer under a phone code) and a code that never existed.
    await run('fevereiro', [['P1', 'CERVEJA PILSEN LATA 350ML', '85171300'], ['P2', 'PRODUTO DA CASA', '22030099'], ['P3', 'CERVEJA PILSEN', '22030000']], { cliente_id: clientId, competencia: '02/2026' });
    // March: P2 is gone, the beer is still wrong (on another line), a new product with a code that never existed.
    await run('marco', [['P3', 'CERVEJA PILSEN', '22030000'], ['P1', 'CERVEJA PILSEN LATA 350ML', '85171300'], ['P9', 'FEIJAO PRETO 1KG', '12345678']], { cliente_id: clientId, competencia: '03/2026' });
    await run('avulso', [['P1', 'CERVEJA PILSEN LATA 350ML', '85171300']], {});
  }, 900_000);
  afterAll(async () => t?.stop());

  const list = async (u: TestUser, qs = '') => (await t.fetch(`/api/conferencias${qs}`, { cookie: u.cookie })).json() as Promise<{ total: number; itens: { task_id: string; modulo: string; competencia: string | null; cliente: { razao_social: string } | null; membro: { nome: string } }[] }>;
  const compare = async (u: TestUser, id: string, grupo = 'novos') => t.fetch(`/api/conferencias/${id}/comparacao?grupo=${grupo}`, { cookie: u.cookie });

  it('lists the office\'s checks newest first with client, competência and member; filters in SQL', async () => {
    const all = await list(a);
    expect(all.total).toBe(3);
    expect(all.itens.map((i) => i.task_id)).toEqual([ids.avulso, ids.marco, ids.fevereiro]);
    expect(all.itens[1]).toMatchObject({ modulo: 'ncm', competencia: '2026-03', cliente: { razao_social: 'Padaria Estrela Ltda' }, membro: { nome: 'Ana Souza' } });
    expect((await list(a, '?competencia=2026-02')).itens.map((i) => i.task_id)).toEqual([ids.fevereiro]);
    expect((await list(a, `?cliente=${clientId}`)).total).toBe(2);
    expect((await list(a, '?modulo=pis-cofins')).total).toBe(0);
    expect((await list(a, '?modulo=ncm&status=concluido')).total).toBe(3);
    expect((await list(a, '?status=erro')).total).toBe(0);
    expect((await list(a, `?membro=${a.id}`)).total).toBe(3);
    const paged = await list(a, '?tamanho=2&pagina=2');
    expect(paged.itens.map((i) => i.task_id)).toEqual([ids.fevereiro]);
    const bad = await t.fetch('/api/conferencias?competencia=03/2026', { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/Competência inválida: use AAAA-MM/);
    const filtros = await (await t.fetch('/api/conferencias/filtros', { cookie: a.cookie })).json();
    expect(filtros).toMatchObject({ clientes: [{ id: clientId, razao_social: 'Padaria Estrela Ltda' }], membros: [{ id: a.id, nome: 'Ana Souza' }], competencias: ['2026-03', '2026-02'] });
  });

  it('another office sees none of it, even filtering by the other office\'s client or member', async () => {
    expect((await list(b)).total).toBe(0);
    expect((await list(b, `?cliente=${clientId}`)).total).toBe(0);
    expect((await list(b, `?membro=${a.id}`)).total).toBe(0);
    expect((await compare(b, ids.marco!)).status).toBe(404);
    expect((await t.fetch('/api/conferencias')).status).toBe(401);
  });

  it('compares with the latest finished check of the previous competência by finding key; an office mark moves a persistent finding to resolved', async () => {
    const res = await compare(a, ids.marco!);
    expect(res.status).toBe(200);
    const novos = (await res.json()) as Comparison;
    expect(novos.anterior).toMatchObject({ id: ids.fevereiro, competencia: '2026-02' });
    expect(novos.itens.some((i) => i.texto.includes('FEIJAO PRETO 1KG'))).toBe(true);
    expect(novos.itens.every((i) => !i.texto.includes('PRODUTO DA CASA'))).toBe(true);
    const persist = (await (await compare(a, ids.marco!, 'persistentes')).json()) as Comparison;
    const beer = persist.itens.find((i) => i.texto.includes('CERVEJA PILSEN LATA 350ML') && i.codigo === 'NCM_DESCRICAO');
    expect(beer).toBeDefined();
    const solved = (await (await compare(a, ids.marco!, 'resolvidos')).json()) as Comparison;
    expect(solved.itens.filter((i) => i.texto.includes('PRODUTO DA CASA')).map((i) => i.motivo)).toEqual(['ausente']);
    expect(novos.contagem).toEqual({ novos: novos.total, persistentes: persist.total, resolvidos: solved.total });

    const marked = await t.fetch(`/api/conferencias/${ids.marco}/resolucoes`, { method: 'POST', cookie: a.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chave: beer!.chave, situacao: 'resolvido' }) });
    expect(marked.status).toBe(201);
    const after = (await (await compare(a, ids.marco!, 'resolvidos')).json()) as Comparison;
    expect(after.itens.find((i) => i.chave === beer!.chave)?.motivo).toBe('marcado');
    expect(after.contagem.persistentes).toBe(persist.total - 1);
    expect(after.contagem.resolvidos).toBe(solved.total + 1);
  });

  it('no client/competência, or no previous check: says why in pt-BR', async () => {
    const loose = (await (await compare(a, ids.avulso!)).json()) as Comparison;
    expect(loose.anterior).toBeNull();
    expect(loose.motivo).toMatch(/não tem cliente e competência/);
    const first = (await (await compare(a, ids.fevereiro!)).json()) as Comparison;
    expect(first.anterior).toBeNull();
    expect(first.motivo).toBe('Nenhuma conferência concluída deste módulo para Padaria Estrela Ltda na competência 01/2026.');
    expect((await compare(a, ids.marco!, 'todos')).status).toBe(400);
  });
});
