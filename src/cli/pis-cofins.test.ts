import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildLucroPresumidoCsv, buildLucroRealXlsx, buildSimplesXlsx, type BuiltSheet } from '../../tests/fixtures/pis-cofins/build-sheets';
import type { PisCofinsResult } from '../fiscal/pis-cofins/types';
import { matchHeaderRow } from '../sheets/header-match';
import { PIS_COFINS_COLUMNS } from '../fiscal/pis-cofins/columns';
import { run } from './pis-cofins';

const TABLES = resolve(process.cwd(), process.env.TABLES_DIR ?? '../shared/data');
const dir = mkdtempSync(join(tmpdir(), 'apura-pc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    const code = await run(args);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

function expectExact(result: PisCofinsResult, sheet: BuiltSheet): void {
  const got = result.issues
    .map((i) => ({ code: i.code, line: i.line, type: i.type, impacto: i.impacto }))
    .sort((a, b) => a.line - b.line || a.code.localeCompare(b.code) || (a.impacto ?? 0) - (b.impacto ?? 0));
  const want = [...sheet.expected].sort((a, b) => a.line - b.line || a.code.localeCompare(b.code) || (a.impacto ?? 0) - (b.impacto ?? 0));
  expect(got).toEqual(want);
  expect(result.totais).toEqual(sheet.totais);
}

describe('apura pis-cofins (planilhas realistas por regime, resposta conhecida)', () => {
  it('Lucro Real (.xlsx com títulos, alíquotas em fração): Leis 10.637/2002, 10.833/2003, 10.147/2000', async () => {
    const sheet = await buildLucroRealXlsx(dir);
    const r = await runCli([sheet.path, '--regime', 'lucro-real', '--tabelas', TABLES, '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out) as PisCofinsResult;
    expectExact(result, sheet);
    expect(result.detalhes.escalaAliquota).toBe('fracao');
    expect(result.summary).toEqual({ correct: 3, warnings: 2, errors: 5 });
  });

  it('Lucro Presumido (.csv pt-BR): Leis 9.715/1998, 9.718/1998, 10.833/2003 art. 10, 10.485/2002', async () => {
    const sheet = buildLucroPresumidoCsv(dir);
    const r = await runCli([sheet.path, '--regime=lucro-presumido', '--tabelas', TABLES, '--json']);
    expect(r.code).toBe(0);
    expectExact(JSON.parse(r.out) as PisCofinsResult, sheet);
  });

  it('Simples Nacional: só a receita monofásica se segrega no PGDAS-D (LC 123/2006, art. 18, § 4º-A, I); alíquota zero não (art. 24, § 1º)', async () => {
    const sheet = await buildSimplesXlsx(dir);
    const r = await runCli([sheet.path, '--regime', 'simples', '--tabelas', TABLES, '--json']);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out) as PisCofinsResult;
    expectExact(result, sheet);
    expect(result.detalhes.receitaSegregavelPorGrupo.map((g) => [g.chave, g.receita])).toEqual([
      ['4.3.10 / 201', 250],
      ['4.3.10 / 202', 200],
    ]);
  });

  it('saída legível em pt-BR sem --json', async () => {
    const sheet = buildLucroPresumidoCsv(dir);
    const r = await runCli([sheet.path, '--regime', 'lucro-presumido', '--tabelas', TABLES]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Recolhido a maior (recuperável): R$ 96,15');
    expect(r.out).toContain('PC_MONOFASICO');
  });

  it('arquivo ilegível ou sem colunas obrigatórias: código ≠ 0 e mensagem pt-BR no stderr', async () => {
    const bad = join(dir, 'sem-colunas.csv');
    writeFileSync(bad, 'Produto;Valor\nMesa;10,00\n');
    const r = await runCli([bad, '--regime', 'simples', '--tabelas', TABLES]);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/CFOP/);
    const missing = await runCli([join(dir, 'nao-existe.xlsx'), '--regime', 'simples', '--tabelas', TABLES]);
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain('Arquivo não encontrado');
    const noRegime = await runCli([bad]);
    expect(noRegime.code).not.toBe(0);
    expect(noRegime.err).toContain('regime');
  });
});

describe('cabeçalhos de ERP reconhecidos pelas colunas de PIS/COFINS', () => {
  const mapped = (header: string[]) => {
    const m = matchHeaderRow(header, PIS_COFINS_COLUMNS);
    return { cols: Object.fromEntries(Object.entries(m.columns).map(([k, v]) => [k, header[v]])), missing: m.missing.map((x) => x.key) };
  };

  it.each([
    [['CFOP', 'Valor', 'CST PIS', '% PIS', 'PIS', 'CST COFINS', '% COFINS', 'COFINS'], { aliq_pis: '% PIS', valor_pis: 'PIS', aliq_cofins: '% COFINS', valor_cofins: 'COFINS' }],
    [['CFOP', 'Valor', 'CST PIS', 'Alíq PIS', 'PIS', 'CST COFINS', 'Alíq COFINS', 'COFINS'], { aliq_pis: 'Alíq PIS', valor_pis: 'PIS' }],
    [['CFOP', 'Valor total do item', 'Valor ICMS', 'CST PIS', 'BC PIS', 'Alíq. PIS (%)', 'Vl. PIS', 'CST COFINS', 'BC COFINS', 'Alíq. COFINS (%)', 'Vl. COFINS', 'Valor unitário'], { valor: 'Valor total do item', valor_icms: 'Valor ICMS', base_pis: 'BC PIS', aliq_pis: 'Alíq. PIS (%)', valor_pis: 'Vl. PIS' }],
  ])('%j', (header, expected) => {
    const r = mapped(header);
    expect(r.missing).toEqual([]);
    expect(r.cols).toMatchObject(expected);
  });
});

describe('apura pis-cofins com uma EFD-Contribuições (issue 19)', () => {
  it('reads the .txt without --regime: regime from 0110, findings at the SPED line with the register', async () => {
    const { efdContribLines } = await import('../../tests/fixtures/sped/efd-contrib-builder');
    const { lineOf } = await import('../../tests/fixtures/sped/efd-test-kit');
    const lines = efdContribLines();
    const file = join(dir, 'efd-contrib.txt');
    writeFileSync(file, lines.join('\r\n') + '\r\n', 'latin1');
    const json = await runCli([file, '--tabelas', TABLES, '--json']);
    expect(json.err).toBe('');
    expect(json.code).toBe(0);
    const result = JSON.parse(json.out) as PisCofinsResult;
    expect(result.detalhes.regime).toBe('lucro-real');
    expect(result.detalhes.sped?.regimeOrigem).toMatch(/COD_INC_TRIB = 1/);
    expect(result.issues.map((i) => [i.code, i.registro, i.line])).toEqual([['PC_BASE', 'C170', lineOf(lines, 'C170', 0) + 1]]);
    const table = await runCli([file, '--tabelas', TABLES]);
    expect(table.code).toBe(0);
    expect(table.out).toContain('Lido: EFD-Contribuições de 01/03/2023 a 31/03/2023');
    expect(table.out).toContain(`C170 linha do SPED ${String(lineOf(lines, 'C170', 0) + 1).padStart(6)}`);
  });

  it('an EFD ICMS/IPI is refused with the command that validates it', async () => {
    const { efdIcmsFullLines } = await import('../../tests/fixtures/sped/efd-icms-full-builder');
    const file = join(dir, 'sped-fiscal.txt');
    writeFileSync(file, efdIcmsFullLines('017', '012023').join('\r\n') + '\r\n', 'latin1');
    const r = await runCli([file, '--tabelas', TABLES]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/EFD ICMS\/IPI.*apura sped/);
  });

  it('a spreadsheet still needs --regime', async () => {
    const sheet = await buildLucroPresumidoCsv(dir);
    const r = await runCli([sheet.path, '--tabelas', TABLES]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/informe o regime/);
  });
});

describe('apura pis-cofins — relatório de entradas do Alterdata (issue 19)', () => {
  it('2,584 rows with "Total PIS"/"Total COFINS": read; the "2584 registros" line and 43 rows of cancelled notes are not items (were 43 false findings)', async () => {
    const { writeAlterdataEntradas } = await import('../../tests/fixtures/erp/alterdata-entradas');
    const { path: file } = await writeAlterdataEntradas(dir, 'alterdata-entradas.xlsx', { rows: 2584, cancelEvery: 60 });
    const r = await runCli([file, '--regime', 'lucro-real', '--tabelas', TABLES, '--json']);
    expect(r.err).toBe('');
    const result = JSON.parse(r.out) as PisCofinsResult;
    expect(result.detalhes.linhas).toBe(2541);
    expect(result.detalhes.linhasCanceladas).toBe(43);
    expect(result.message).toContain('43 linhas de notas canceladas ignoradas');
    expect(result.issues).toEqual([]);
  });

  it('the same rows with the cancelled notes marked "Não" are findings: the skip is what removes them', async () => {
    const { writeAlterdataEntradas } = await import('../../tests/fixtures/erp/alterdata-entradas');
    const { path: file } = await writeAlterdataEntradas(dir, 'alterdata-nao-canceladas.xlsx', { rows: 120, cancelEvery: 60, cancelColumn: { header: 'Nota Cancelada', yes: 'Não', no: 'Não' } });
    const result = JSON.parse((await runCli([file, '--regime', 'lucro-real', '--tabelas', TABLES, '--json'])).out) as PisCofinsResult;
    expect(new Set(result.issues.map((i) => i.line)).size).toBe(2);
  });
});
