import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables, tryLoadTables } from './load-tables';

const repoRoot = path.resolve(__dirname, '../../..');
const TABLES_DIR = process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data');
const tables = loadTables(TABLES_DIR);
const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

describe('loadTables — NCM versions (Siscomex files discovered in ncm/)', () => {
  it('derives validity from the newest Data_Inicio of each file (Res. Gecex 812/2025 in force from 01/02/2026)', () => {
    const [v2025, v2026] = tables.ncm.versions.map((v) => v.version);
    expect(v2025).toMatchObject({ validFrom: '2025-10-01', validTo: '2026-01-31', rows: 10507 });
    expect(v2025!.id).toContain('Res. Camex 771/2025');
    expect(v2026).toMatchObject({ validFrom: '2026-02-01', validTo: null, rows: 10515 });
    expect(v2026!.id).toContain('Res. Gecex 812/2025');
  });

  it.each([
    ['2025-12-01', 'NCM 04/11/2025 (Res. Camex 771/2025)'],
    ['2026-01-31', 'NCM 04/11/2025 (Res. Camex 771/2025)'],
    ['2026-02-01', 'NCM 05/07/2026 (Res. Gecex 812/2025)'],
    ['2020-01-01', 'NCM 04/11/2025 (Res. Camex 771/2025)'], // before the oldest: the oldest is used
  ])('versionOn(%s) is %s', (date, id) => {
    expect(tables.ncm.versionOn(day(date)).id).toBe(id);
  });

  it('statusOn: vigente, extinto with successors (Res. Gecex 812/2025), inexistente', () => {
    expect(tables.ncm.statusOn('22030000', day('2026-03-01')).kind).toBe('vigente');
    const ext = tables.ncm.statusOn('59039000', day('2026-03-01'));
    expect(ext).toMatchObject({ kind: 'extinto', endedOn: '2026-01-31', successors: ['59039010', '59039090'] });
    expect(tables.ncm.statusOn('59039000', day('2025-12-01')).kind).toBe('vigente');
    expect(tables.ncm.statusOn('59039010', day('2025-12-01')).kind).toBe('inexistente');
    expect(tables.ncm.statusOn('22030099', day('2026-03-01')).kind).toBe('inexistente');
  });

  it('builds the full hierarchical text without dashes or <i> tags', () => {
    expect(tables.ncm.fullDescription('01012100')).toBe('Cavalos, asininos e muares, vivos — Cavalos — Reprodutores de raça pura');
    const gallus = tables.ncm.fullDescription('02071210');
    expect(gallus).toContain('Gallus domesticus');
    expect(gallus).not.toMatch(/<i>|^-/);
  });

  it('lists every loaded table with its label and row count', () => {
    const ids = tables.versions.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['TIPI', 'CEST', 'CFOP', 'IBPT 25.1.E']));
    for (const v of tables.versions) expect(v.rows).toBeGreaterThan(0);
  });
});

describe('loadTables — auxiliary tables and SOURCES.md caveats', () => {
  it('TIPI: Ex rows (including Ex rows with an empty NCM) attach to their code', () => {
    expect(tables.tipi!.base('22021000')?.rate).toBe('2.6');
    expect(tables.tipi!.lines('22021000').some((l) => l.ex === '01')).toBe(true);
    // 5 official Ex rows have an empty NCM cell (e.g. Ex 01 of 8409.91.90, for motorcycles): not lost
    expect(tables.tipi!.lines('84099190').some((l) => l.ex === '01')).toBe(true);
    expect(tables.tipi!.size).toBeGreaterThan(10_000);
  });

  it('CEST: prefixes that lost their leading zero are restored ("403" → 0403, Iogurte)', () => {
    const codes = tables.cest!.candidatesFor('04032000').map((c) => c.code);
    expect(codes).toContain('17.021.00');
  });

  it('IBPT: only tipo 0 (NCM) rows, with the burden of the code', () => {
    const ib = tables.ibpt!.get('22030000');
    expect(ib[0]).toMatchObject({ code: '22030000', ex: null });
    expect(ib[0]!.federalNacional).toBeGreaterThan(0);
    expect(tables.ibpt!.meta.versao).toBe('25.1.E');
  });

  it('CFOP by code', () => {
    expect(tables.cfop!.get('5102')).toMatchObject({ direction: 'saida' });
  });
});

describe('tryLoadTables — the app starts without tables', () => {
  it('returns a pt-BR message when the folder does not exist', () => {
    const r = tryLoadTables('/nao/existe/tabelas');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/não encontrada/);
  });

  it('returns a pt-BR message when there is no NCM file', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'apura-tab-'));
    const r = tryLoadTables(empty);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.message).toMatch(/NCM/);
  });

  it('loads NCM alone and reports the other tables as missing', () => {
    const only = mkdtempSync(path.join(os.tmpdir(), 'apura-tab-'));
    symlinkSync(path.join(TABLES_DIR, 'ncm'), path.join(only, 'ncm'));
    const r = tryLoadTables(only);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.tables.tipi).toBeNull();
      expect(r.tables.ibpt).toBeNull();
      expect(r.tables.warnings.some((w) => w.includes('TIPI'))).toBe(true);
    }
  });
});
