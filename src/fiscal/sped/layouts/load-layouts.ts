import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvTable } from './csv';
import { readObligation } from './obligation';
import { applyPatches, fillLostDecimals } from './patches';
import type { FieldDef, LayoutChoice, RegisterDef, SpedLayout, SpedLayouts } from './layout-types';
import type { SpedKind } from '../types';

const BLOCK_ORDER: Record<SpedKind, string[]> = {
  efd_icms_ipi: ['0', 'B', 'C', 'D', 'E', 'G', 'H', 'K', '1', '9'],
  efd_contribuicoes: ['0', 'A', 'C', 'D', 'F', 'I', 'M', 'P', '1', '9'],
};

const key = (s: SpedKind, v: string) => `${s}|${v}`;

function fieldType(tipo: string, name: string, size: number | null): FieldDef['type'] {
  const t = tipo.trim().toUpperCase();
  // The Guia writes dates as "N 008*"; the PVA metadata as "D". A few Guia rows say "C 008*" (1391, P100).
  if (t === 'D' || (name.startsWith('DT_') && size === 8 && (t === 'N' || t === 'C'))) return 'D';
  if (t === 'N' || t === 'C') return t;
  return '?';
}

function int(s: string): number | null {
  const n = parseInt(s, 10);
  return Number.isFinite(n) ? n : null;
}

function build(tablesDir: string): SpedLayouts {
  const dir = join(tablesDir, 'sped', 'layouts');
  const layouts = new Map<string, SpedLayout>();
  // The base pair plus every `efd_layouts_{registers,fields}_<fonte>.csv` (SOURCES.md §11: 015–018 from the Guias,
  // 020 from the PVA descriptor). No (sped, cod_ver) appears in two files; crosscheck reports are not layouts.
  const names = readdirSync(dir).filter((n) => /^efd_layouts_registers(_[a-z0-9_]+)?\.csv$/.test(n)).sort();
  for (const name of names) {
    const suffix = name.slice('efd_layouts_registers'.length);
    readPair(layouts, csvTable(readFileSync(join(dir, name), 'utf8')), csvTable(readFileSync(join(dir, `efd_layouts_fields${suffix}`), 'utf8')));
  }
  for (const l of layouts.values()) for (const d of l.registers.values()) d.fields.sort((a, b) => a.n - b.n);
  applyPatches(layouts, key);
  fillLostDecimals([...layouts.values()]);
  return index(layouts);
}

type Table = ReturnType<typeof csvTable>;

function readPair(layouts: Map<string, SpedLayout>, regs: Table, fields: Table): void {
  for (const row of regs.rows) {
    const c = (n: string) => regs.col(row, n);
    const r = { sped: c('sped'), cod_ver: c('cod_ver'), fonte: c('fonte'), versao_fonte: c('versao_fonte'), registro: c('registro'), bloco: c('bloco'), nivel: c('nivel'), pai: c('pai'), ocorrencia: c('ocorrencia') };
    const sped = r.sped as SpedKind;
    const k = key(sped, r.cod_ver);
    let l = layouts.get(k);
    if (!l) {
      l = { sped, codVer: r.cod_ver, source: `${r.fonte} (${r.versao_fonte})`, registers: new Map() };
      layouts.set(k, l);
    }
    const def: RegisterDef = {
      code: r.registro, block: r.bloco, level: int(r.nivel) ?? 1, parent: r.pai ?? '',
      occurrence: r.ocorrencia || '1:N', fields: [],
      source: `${r.fonte.startsWith('pva_') ? 'PVA' : 'Guia'} ${r.cod_ver}`,
    };
    l.registers.set(def.code, def);
  }
  for (const row of fields.rows) {
    const c = (n: string) => fields.col(row, n);
    const f = { sped: c('sped'), cod_ver: c('cod_ver'), registro: c('registro'), n: c('n'), campo: c('campo'), tipo: c('tipo'), tamanho_int: c('tamanho_int'),
      tamanho_fixo: c('tamanho_fixo'), decimais_int: c('decimais_int'), obrigatorio: c('obrigatorio'), obrig_entrada: c('obrig_entrada'), obrig_saida: c('obrig_saida') };
    const def = layouts.get(key(f.sped as SpedKind, f.cod_ver))?.registers.get(f.registro);
    if (!def) continue;
    const size = int(f.tamanho_int);
    const name = f.campo.trim();
    def.fields.push({
      n: int(f.n) ?? def.fields.length + 1,
      name,
      type: fieldType(f.tipo, name, size),
      size,
      fixed: f.tamanho_fixo === 'S',
      decimals: int(f.decimais_int),
      ...readObligation(f.obrigatorio, f.obrig_entrada, f.obrig_saida),
    });
  }
}

function index(layouts: Map<string, SpedLayout>): SpedLayouts {
  const versions = (sped: SpedKind) =>
    [...layouts.values()].filter((l) => l.sped === sped).map((l) => l.codVer).sort();
  const nearest = (sped: SpedKind, codVer: string): string[] => {
    const target = parseInt(codVer, 10);
    // Nearest first; on a tie the newer layout wins (registers are rarely removed from the EFD).
    return versions(sped).sort((a, b) => {
      const da = Math.abs(parseInt(a, 10) - target);
      const db = Math.abs(parseInt(b, 10) - target);
      return da - db || parseInt(b, 10) - parseInt(a, 10);
    });
  };
  return {
    versions,
    get: (sped, codVer) => layouts.get(key(sped, codVer)),
    choose(sped, codVer): LayoutChoice | null {
      const exact = layouts.get(key(sped, codVer));
      if (exact) return { layout: exact, fallbackFrom: null };
      if (!/^\d{3}$/.test(codVer)) return null;
      const best = nearest(sped, codVer)[0];
      return best ? { layout: layouts.get(key(sped, best))!, fallbackFrom: codVer } : null;
    },
    findElsewhere(sped, codVer, register) {
      for (const v of nearest(sped, codVer)) {
        if (v === codVer) continue;
        const def = layouts.get(key(sped, v))?.registers.get(register);
        if (def) return { def, codVer: v };
      }
      return null;
    },
    blockOrder: (sped) => BLOCK_ORDER[sped],
  };
}

const cache = new Map<string, SpedLayouts>();

/** Loads and indexes every layout under `<tablesDir>/sped/layouts` once per directory. */
export function loadSpedLayouts(tablesDir: string): SpedLayouts {
  let l = cache.get(tablesDir);
  if (!l) {
    l = build(tablesDir);
    cache.set(tablesDir, l);
  }
  return l;
}
