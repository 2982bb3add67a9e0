import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_CNPJ } from '../fixtures/sped/efd-builder';
import { efdOf, SECOND_CNPJ, twoClientsZip } from '../fixtures/sped/two-clients-zip';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const files = (field: string, list: { name: string; data: Buffer | string }[], fields: Record<string, string> = {}) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of list) fd.append(field, new Blob([new Uint8Array(typeof f.data === 'string' ? Buffer.from(f.data, 'latin1') : f.data)]), f.name);
  return fd;
};

describe('client import (preview → confirm) and batch upload (issue 18)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.stop());
  const credits = async (u: TestUser) => (await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits as number;

  it('spreadsheet: header aliases, per-row pt-BR errors in the preview, nothing written until confirmed', async () => {
    const u = await t.signUp();
    await t.fetch('/api/clientes', { ...json({ cnpj: SECOND_CNPJ, razao_social: 'Padaria Estrela' }), cookie: u.cookie });
    const csv = [
      'CNPJ;Nome empresarial;Tributação;Estado',
      `${OWN_CNPJ};Metalúrgica Aço Forte SA;Lucro Real;SP`,
      `11.444.777/0001-61;Padaria Estrela Ltda;Simples Nacional;RJ`,
      `11.222.333/0001-82;CNPJ Errado Ltda;Presumido;MG`,
      `12ABC34501DE35;Tech Alfa Ltda;Imune;XX`,
      `${OWN_CNPJ};Repetida;Lucro Real;SP`,
    ].join('\r\n');
    const res = await t.fetch('/api/clientes/importar/planilha', { method: 'POST', cookie: u.cookie, body: files('arquivo', [{ name: 'clientes.csv', data: csv }]) });
    expect(res.status).toBe(200);
    const { linhas } = await res.json();
    expect(linhas.map((l: { situacao: string }) => l.situacao)).toEqual(['novo', 'existente', 'erro', 'erro', 'erro']);
    expect(linhas[0]).toMatchObject({ origem: 'linha 2', cnpj: OWN_CNPJ, regime: 'lucro-real', uf: 'SP' });
    expect(linhas[2].erros.join(' ')).toMatch(/dígitos verificadores/);
    expect(linhas[3].erros.join(' ')).toMatch(/Regime "Imune" não reconhecido.*UF inválida/);
    expect(linhas[4].erros.join(' ')).toMatch(/CNPJ repetido: já aparece em linha 2/);
    expect((await (await t.fetch('/api/clientes', { cookie: u.cookie })).json()).clientes).toHaveLength(1);
    const ok = linhas.filter((l: { situacao: string }) => l.situacao !== 'erro').map((l: { cnpj: string; razao_social: string; regime: string; uf: string }) => ({ cnpj: l.cnpj, razao_social: l.razao_social, regime: l.regime, uf: l.uf }));
    const conf = await (await t.fetch('/api/clientes/importar/confirmar', { ...json({ origem: 'planilha', clientes: ok }), cookie: u.cookie })).json();
    expect(conf).toEqual({ criados: 1, existentes: 1 });
    const { clientes } = await (await t.fetch('/api/clientes', { cookie: u.cookie })).json();
    // The existing client keeps its name; its empty regime and UF are completed from the sheet.
    expect(clientes.map((c: { razao_social: string; regime: string; uf: string }) => [c.razao_social, c.regime, c.uf])).toEqual([
      ['Metalúrgica Aço Forte SA', 'lucro-real', 'SP'],
      ['Padaria Estrela', 'simples', 'RJ'],
    ]);
  });

  it('a sheet without a CNPJ column is refused in pt-BR, and a confirm with a bad CNPJ is refused too', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/clientes/importar/planilha', { method: 'POST', cookie: u.cookie, body: files('arquivo', [{ name: 'c.csv', data: 'Nome;UF\nX;SP\n' }]) });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/CNPJ/);
    const bad = await t.fetch('/api/clientes/importar/confirmar', { ...json({ origem: 'planilha', clientes: [{ cnpj: '11222333000182', razao_social: 'X' }] }), cookie: u.cookie });
    expect(bad.status).toBe(400);
  });

  it('SPED 0000 import: one preview row per file (CNPJ, NOME, UF), a non-SPED listed with the reason', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/clientes/importar/sped', {
      method: 'POST',
      cookie: u.cookie,
      body: files('arquivos', [{ name: 'a.txt', data: efdOf(OWN_CNPJ, 'METALURGICA ACO FORTE SA', '01') }, { name: 'b.zip', data: await twoClientsZip() }, { name: 'c.txt', data: 'nada' }]),
    });
    const { linhas } = await res.json();
    // b.zip holds two EFDs: a batch, not one company's file: listed with the reason.
    expect(linhas.map((l: { origem: string; situacao: string; razao_social: string }) => [l.origem, l.situacao, l.razao_social])).toEqual([
      ['a.txt', 'novo', 'METALURGICA ACO FORTE SA'],
      ['b.zip', 'erro', ''],
      ['c.txt', 'erro', ''],
    ]);
    expect(linhas[2].erros[0]).toMatch(/não é um SPED EFD com o registro 0000/);
  });

  it('Analista PRO companies are offered for import', async () => {
    const u = await t.signUp();
    await t.fetch('/api/analista-pro/empresas', { ...json({ cnpj: SECOND_CNPJ, razao_social: 'Padaria do Analista', regime: 'simples' }), cookie: u.cookie });
    const { linhas } = await (await t.fetch('/api/clientes/importar/analista-pro', { method: 'POST', cookie: u.cookie })).json();
    expect(linhas).toEqual([expect.objectContaining({ cnpj: SECOND_CNPJ, razao_social: 'Padaria do Analista', regime: 'simples', situacao: 'novo' })]);
  });

  it('batch: a .zip of two SPEDs of two clients lands on the right clients and competências, debited once each; the read-me is refused free', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/lotes/escrituracao', { method: 'POST', cookie: u.cookie, body: files('arquivos', [{ name: 'speds.zip', data: await twoClientsZip() }]) });
    expect(res.status).toBe(202);
    const lote = await res.json();
    const byName = Object.fromEntries(lote.itens.map((i: { arquivo: string }) => [i.arquivo, i]));
    expect(byName['speds.zip › LEIAME.pdf']).toMatchObject({ status: 'recusado', erro: expect.stringMatching(/não é um arquivo .txt de SPED/) });
    expect(byName['speds.zip › efd-metalurgica-01.txt']).toMatchObject({ competencia: '2025-01', cliente: { razao_social: 'METALURGICA ACO FORTE SA', cnpj_formatado: '11.222.333/0001-81' }, creditos: 2 });
    expect(byName['speds.zip › efd-padaria-02.txt']).toMatchObject({ competencia: '2025-02', cliente: { razao_social: 'PADARIA ESTRELA LTDA' }, creditos: 2 });
    expect(await credits(u)).toBe(10 - 2 * 2);
    const ledger = await (await t.fetch('/api/credits/ledger', { cookie: u.cookie })).json();
    expect(ledger.itens.filter((i: { tipo: string }) => i.tipo === 'debito').map((i: { descricao: string }) => i.descricao).sort()).toEqual([
      'Conferência de escrituração: speds.zip › efd-metalurgica-01.txt',
      'Conferência de escrituração: speds.zip › efd-padaria-02.txt',
    ]);
    const again = await (await t.fetch(`/api/lotes/${lote.lote_id}`, { cookie: u.cookie })).json();
    expect(again.itens).toHaveLength(3);
    // Another office does not see the batch.
    const other = await t.signUp();
    expect((await t.fetch(`/api/lotes/${lote.lote_id}`, { cookie: other.cookie })).status).toBe(404);
    // The client page groups the checks by competência.
    const clientId = byName['speds.zip › efd-padaria-02.txt'].cliente.id;
    const page = await (await t.fetch(`/api/clientes/${clientId}`, { cookie: u.cookie })).json();
    expect(page.competencias.map((g: { competencia: string }) => g.competencia)).toEqual(['2025-02']);
  });

  it('batch: a file refused at preflight costs nothing while the others are debited', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/lotes/escrituracao', {
      method: 'POST',
      cookie: u.cookie,
      body: files('arquivos', [{ name: 'bom.txt', data: efdOf(SECOND_CNPJ, 'PADARIA ESTRELA LTDA', '03') }, { name: 'ruim.txt', data: 'isto não é um SPED' }]),
    });
    const lote = await res.json();
    expect(lote.itens.map((i: { arquivo: string; status: string }) => [i.arquivo, i.status === 'recusado' ? 'recusado' : 'aceito'])).toEqual([['bom.txt', 'aceito'], ['ruim.txt', 'recusado']]);
    expect(lote.itens[1].erro).toMatch(/não parece um SPED EFD/);
    expect(await credits(u)).toBe(8);
  });
});
