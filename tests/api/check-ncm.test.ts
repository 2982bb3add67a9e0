import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefKey } from '../../src/server/checks/result-brief';
import { checks } from '../../src/server/db/schema';
import { followEvents, readXlsx, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer } from './support/test-server';

describe('NCM check through HTTP (upload → SSE → result → download)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.tables.ready();
  });
  afterAll(async () => t?.stop());

  it('finds each kind of problem, debits 1 credit and returns the corrected sheet', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(
      ['Código', 'Descrição do produto', 'NCM'],
      [
        ['P1', 'NOTEBOOK DELL 15 POL', '84713012'],
        ['P2', 'PARAFUSO SEXTAVADO', null],
        ['P3', 'LEITE UHT INTEGRAL 1L', 4012010],
        ['P4', 'PRODUTO X', '1234'],
        ['P5', 'ITEM SEM CODIGO VALIDO', '99999999'],
        ['P6', 'VALVULA HIDRAULICA', '84129020'],
      ],
      { titleRows: ['Cadastro de produtos — Cliente Exemplo Ltda'] },
    );
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'produtos.xlsx', { data: '01/03/2026' }) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    const events = await followEvents(t, '/api/ncm', task_id, u.cookie);
    expect(events.at(-1)).toMatchObject({ status: 'concluido', progress: 100 });

    const body = await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json();
    // Which sheet and header row were read, for the results card.
    expect(body.summary).toMatchObject({ aba: expect.any(String), linhaCabecalho: 2 });
    const codes = Object.fromEntries(body.result.issues.map((f: { line: number; code: string }) => [f.line, f.code]));
    // The title row is line 1, the header line 2: data starts at line 3.
    expect(codes).toMatchObject({ 4: 'NCM_AUSENTE', 5: 'NCM_ZERO_ESQUERDA', 6: 'NCM_FORMATO', 7: 'NCM_INEXISTENTE', 8: 'NCM_EXTINTO' });
    expect(codes[3]).toBeUndefined();
    expect(body.result.ncmVersion.label).toMatch(/2026/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(9);
    const brief = await (await t.fetch(`/api/ncm/tarefas/${task_id}?resumo=1`, { cookie: u.cookie })).json();
    expect(brief.result.issues).toEqual([]);
    expect(brief.result.summary).toEqual(body.result.summary);
    // The brief is the full result minus its list, read from the file the engine stored beside it…
    expect(brief.result).toEqual({ ...body.result, issues: [] });
    const { resultKey } = (await t.server.ctx.db.select({ resultKey: checks.resultKey }).from(checks).where(eq(checks.id, task_id)))[0]!;
    const storage = t.server.ctx.storage;
    expect(await storage.size(briefKey(resultKey!))).not.toBeNull();
    // …and a check finished before that file existed still answers the same brief from its full result.
    await storage.deletePrefix(briefKey(resultKey!));
    expect(await storage.size(briefKey(resultKey!))).toBeNull();
    expect(await (await t.fetch(`/api/ncm/tarefas/${task_id}?resumo=1`, { cookie: u.cookie })).json()).toEqual(brief);

    const dl = await t.fetch(`/api/ncm/download/${task_id}`, { cookie: u.cookie });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-disposition')).toContain('produtos_ncm_corrigido.xlsx');
    const wb = await readXlsx(await dl.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual(['Código', 'Descrição do produto', 'NCM', 'NCM original', 'Status', 'Código do problema', 'Motivo', 'NCM sugerido', 'Descrição oficial', 'IPI', 'PIS/COFINS', 'CEST']);
    // The corrected file is corrected: the lost leading zero is restored in the NCM column, the code as sent moves to "NCM original".
    expect(ws.getRow(5).getCell(3).value).toBe('04012010');
    expect(ws.getRow(5).getCell(4).value).toBe('4012010');
    expect(ws.getRow(5).getCell(5).value).toBe('Corrigido');
    expect(ws.getRow(5).getCell(6).value).toBe('NCM_ZERO_ESQUERDA');
    // Rows left for review are marked, their NCM untouched.
    expect(ws.getRow(4).getCell(5).value).toBe('Revisar (erro)');
    expect(ws.getRow(3).getCell(5).value).toBe('Correto');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Planilha corrigida']);
    // "Exportar relatório (Excel)" is another file: the summary, the findings and the tables.
    const rep = await t.fetch(`/api/ncm/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie });
    expect(rep.status).toBe(200);
    expect(rep.headers.get('content-disposition')).toMatch(/relatorio_ncm_\d{4}-\d{2}-\d{2}\.xlsx/);
    const report = await readXlsx(await rep.arrayBuffer());
    expect(report.worksheets.map((w) => w.name)).toEqual(['Resumo', 'Achados', 'Tabelas usadas']);
    const resumo = report.getWorksheet('Resumo')!;
    const labels: string[] = [];
    resumo.eachRow((r) => labels.push(String(r.getCell(1).value)));
    expect(labels).toEqual(expect.arrayContaining(['Descrição insuficiente para conferir']));

    const pdf = await t.fetch(`/api/ncm/tarefas/${task_id}/relatorio.pdf`, { cookie: u.cookie });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');

    const page = await (await t.fetch(`/api/ncm/tarefas/${task_id}/achados?codigo=NCM_EXTINTO`, { cookie: u.cookie })).json();
    expect(page.total).toBe(1);
    expect(page.itens[0].suggestions.length).toBeGreaterThan(0);

    const other = await t.signUp();
    for (const p of [`/api/ncm/tarefas/${task_id}`, `/api/ncm/download/${task_id}`, `/api/ncm/tarefas/${task_id}/eventos`, `/api/ncm/tarefas/${task_id}/achados`]) {
      expect((await t.fetch(p, { cookie: other.cookie })).status).toBe(403);
    }
  });

  it('the seven-row file of issue 14: rows 1 and 3–7 flagged with the right heading (RGI 1), row 2 correct; café/cerveja taxes from the PIS/COFINS rules', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(
      ['Código', 'Descrição do produto', 'NCM'],
      [
        ['1', 'LEITE UHT INTEGRAL 1L', '3209.10.10'],
        ['2', 'LEITE UHT INTEGRAL 1L', '0401.20.10'],
        ['3', 'Smartphone 128GB 6GB RAM', '9619.00.00'],
        ['4', 'Camiseta malha algodão masc', '2203.00.00'],
        ['5', 'CIMENTO CP II 50KG', '6109.10.00'],
        ['6', 'Shampoo anticaspa 400ml', '7318.15.00'],
        ['7', 'NOTEBOOK DELL INSPIRON 14 I5 8GB 512GB SSD', '1006.30.21'],
        ['8', 'CAFE TORRADO E MOIDO 500G', '0901.21.00'],
        ['9', 'CERVEJA PILSEN LATA 350ML', '2203.00.00'],
      ],
    );
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'sete.xlsx', { data: '01/03/2026' }) });
    const { task_id } = await res.json();
    await followEvents(t, '/api/ncm', task_id, u.cookie);
    const body = await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json();
    const byLine = new Map<number, { code: string; suggestion: string }[]>();
    for (const f of body.result.issues) byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
    const expected: Record<number, string | null> = { 2: '0401', 3: null, 4: '8517', 5: '6109', 6: '2523', 7: '3305', 8: '8471', 9: null, 10: null };
    for (const [line, heading] of Object.entries(expected)) {
      const found = byLine.get(Number(line)) ?? [];
      if (heading === null) expect(found, `linha ${line}`).toEqual([]);
      else {
        expect(found.map((f) => f.code), `linha ${line}`).toEqual(['NCM_DESCRICAO']);
        expect(found[0]!.suggestion.slice(0, 4), `linha ${line}`).toBe(heading);
      }
    }
    // The subitem comes from the labelled exemplars (ADR 010, sixth round), which the engine child reads from the
    // repository although it runs from its bundle in dist/engine; the index alone put 0402.29.10 (milk powder) first.
    expect(byLine.get(2)![0]!.suggestion).toBe('04012010');
    expect(body.result.summary).toMatchObject({ correct: 3, suggestions: 6, errors: 0 });
    expect(body.result.taxInfo['09012100'].pisCofins.label).toMatch(/^alíquota zero/);
    expect(body.result.taxInfo['22030000'].pisCofins.label).toMatch(/bebida fria, fora do regime monofásico/);
  });

  it('judges each row at its own emission date (NCM table versions): a 2025 purchase coded 6506.10.00 is not extinct; a "Data de cadastro" column does not date the row', async () => {
    const u = await t.signUp();
    const run = async (dateHeader: string) => {
      const sheet = await xlsxBuffer(
        ['Código', 'Descrição do produto', 'NCM', dateHeader],
        [
          ['C1', 'CAPACETE DE SEGURANCA', '6506.10.00', '15/11/2025'],
          ['C2', 'CAPACETE DE SEGURANCA', '6506.10.00', '10/03/2026'],
        ],
      );
      const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'datas.xlsx', { data: '01/03/2026' }) });
      const { task_id } = await res.json();
      await followEvents(t, '/api/ncm', task_id, u.cookie);
      return (await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json()).result;
    };
    const emission = await run('Data de emissão');
    expect(emission.issues.map((f: { line: number; code: string }) => [f.line, f.code])).toEqual([[3, 'NCM_EXTINTO']]);
    expect(emission.notes.join(' ')).toMatch(/2 linhas foram conferidas .* sua própria data/);
    const register = await run('Data de cadastro');
    expect(register.issues.map((f: { line: number; code: string }) => [f.line, f.code])).toEqual([
      [2, 'NCM_EXTINTO'],
      [3, 'NCM_EXTINTO'],
    ]);
  });

  it('a row only the file-consistency layer flags (NCM_INCONSISTENTE, RGI 1) is marked "Revisar" in the corrected file, with its reason', async () => {
    const u = await t.signUp();
    const sizes = ['1L', '3,6L', '18L', '900ML', '5L'];
    const rows: (string | null)[][] = sizes.map((s, i) => [`T${i + 1}`, `TINTA ACRILICA FOSCA BRANCA ${s} - MARCA`, '32091010']);
    rows.push(['ODD', 'TINTA ACRILICA FOSCA BRANCA 2L - MARCA', '32089010']);
    const sheet = await xlsxBuffer(['Código', 'Descrição do produto', 'NCM'], rows);
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'tintas.xlsx', { data: '01/03/2026' }) });
    const { task_id } = await res.json();
    await followEvents(t, '/api/ncm', task_id, u.cookie);
    const body = await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.issues.map((f: { line: number; code: string }) => [f.line, f.code])).toEqual([[7, 'NCM_INCONSISTENTE']]);

    const wb = await readXlsx(await (await t.fetch(`/api/ncm/download/${task_id}`, { cookie: u.cookie })).arrayBuffer());
    const ws = wb.worksheets[0]!;
    const cells = (line: number) => (ws.getRow(line).values as unknown[]).slice(1);
    // Header: Código, Descrição, NCM, NCM original, Status, Código do problema, Motivo, NCM sugerido, …
    const odd = cells(7);
    expect(odd[2]).toBe('32089010');
    expect(odd[4]).toBe('Revisar (sugestão)');
    expect(odd[5]).toBe('NCM_INCONSISTENTE');
    expect(String(odd[6])).toMatch(/5 de 6 produtos com a mesma descrição.*RGI 1/);
    expect(odd[7]).toBe('32091010');
    expect(ws.getRow(7).getCell(1).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFDCEBFA' } });
    for (let line = 2; line <= 6; line++) expect(cells(line)[4]).toBe('Correto');
  });

  it('refuses a sheet without an NCM column, naming the accepted headers, and takes no credit', async () => {
    const u = await t.signUp();
    const sheet = await xlsxBuffer(['Código', 'Descrição'], [['1', 'Caneta']]);
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'sem-ncm.xlsx') });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/NCM/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });

  it('refuses a corrupt file in pt-BR and takes no credit', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(Buffer.from('PK\u0003\u0004lixo'), 'quebrado.xlsx') });
    expect(res.status).toBe(422);
    expect((await res.json()).erro).toMatch(/corrompid|não é uma planilha|ler/i);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });

  it('a LibreOffice .ods is refused at upload with how to convert it, and takes no credit', async () => {
    const u = await t.signUp();
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(Buffer.from('PK\u0003\u0004ods'), 'produtos.ods') });
    expect(res.status).toBe(415);
    expect((await res.json()).erro).toMatch(/\.ods.*salve como \.xlsx ou \.csv/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(10);
  });
  it('an ERP text export (.txt, semicolon-separated, windows-1252) is taken and checked like a .csv', async () => {
    const u = await t.signUp();
    const txt = Buffer.from('C\u00f3digo;Descri\u00e7\u00e3o;NCM\r\n001;CERVEJA PILSEN LATA 350ML;22030000\r\n002;CAVALO REPRODUTOR;1012100\r\n', 'latin1');
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(txt, 'PRODUTOS.TXT', { data: '01/03/2026' }) });
    expect(res.status).toBe(202);
    const { task_id } = await res.json();
    expect((await followEvents(t, '/api/ncm', task_id, u.cookie)).at(-1)?.status).toBe('concluido');
    const body = await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(body.result.summary).toMatchObject({ correct: 1, errors: 1 });
    expect(body.result.issues[0]).toMatchObject({ code: 'NCM_ZERO_ESQUERDA', product: '002', description: 'CAVALO REPRODUTOR' });
  });
});
