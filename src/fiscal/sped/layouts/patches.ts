import type { RegisterDef, SpedLayout } from './layout-types';
import type { SpedKind } from '../types';

/**
 * Known extraction defects of the Guia-based layouts, listed in SOURCES.md §8
 * ("Known extraction defects"): each entry replaces the broken register of `target` with the same
 * register of `donor`, a layout where the cross-check counts (efd_layouts_crosscheck_field_counts.csv)
 * and the Guia text agree.
 */
interface Patch { sped: SpedKind; target: string; donor: string; registers: string[]; why: string; ref?: string }

/** Registers every camelot extraction truncated or took from a superseded table (SOURCES.md §11, "Disagreements found"). */
const TRUNCATED = ['B035', 'C177', 'C181', 'C185', 'C186', 'C330', 'C380', 'C430', 'C480', 'C815', 'C880'];
const S11 = 'SOURCES.md §11';

/** Applied in order: a donor is patched before it gives (014 before 013, which takes E310 from it). */
export const LAYOUT_PATCHES: Patch[] = [
  { sped: 'efd_icms_ipi', target: '015', donor: '017', registers: [...TRUNCATED, 'D690', 'E310'], ref: S11,
    why: '015: registros truncados na extração das tabelas do Guia 3.0.6, C177/E310 da tabela superada, D690 sem COD_OBS, B035 ausente' },
  { sped: 'efd_icms_ipi', target: '015', donor: '016', registers: ['0150', 'C470', 'D150', 'D190', 'D197', 'D510', 'D696', '1110'], ref: S11,
    why: '015: 0150 com 11 de 13 campos, D190 com 3 de 9 e outros truncados' },
  { sped: 'efd_icms_ipi', target: '016', donor: '017', registers: [...TRUNCATED, 'D690', 'E310', 'C141', 'D420', 'E113', 'K010'], ref: S11,
    why: '016: registros truncados na extração das tabelas do Guia 3.0.7, E113 com 9 de 10 campos' },
  { sped: 'efd_icms_ipi', target: '019', donor: '018', registers: [...TRUNCATED, 'E310'], ref: S11,
    why: '019: registros truncados na extração, C177/E310 da tabela superada, B035 ausente' },
  { sped: 'efd_icms_ipi', target: '014', donor: '017', registers: ['B035', 'C177', 'C185', 'C330', 'C380', 'C430', 'C480', 'C815', 'C880', 'E310'], ref: S11,
    why: '014: registros truncados na extração, C177/E310 da tabela superada, B035 ausente' },
  { sped: 'efd_icms_ipi', target: '013', donor: '017', registers: ['B035', 'C177'], ref: S11, why: '013: B035 ausente, C177 da tabela superada' },
  { sped: 'efd_icms_ipi', target: '013', donor: '014', registers: ['K301'], ref: S11, why: '013: K301 com 2 de 3 campos' },
  { sped: 'efd_icms_ipi', target: '019', donor: '014', registers: ['E990', '1105', '1110', 'D195', 'E210'],
    why: '019: E990 ausente, 1105 sem COD_ITEM, 1110 com 3 de 10 campos, D195 sem TXT_COMPL, E210 sem DEB_ESP_ST' },
  { sped: 'efd_icms_ipi', target: '013', donor: '014', registers: ['0990', '1110', 'C105', 'C115', 'C350', 'C410', 'C791', 'D697', 'E310'],
    why: '013: registros truncados e E310 fora de ordem' },
  // 1391 grew between layouts (17 → 20 → 23), so the truncated 013 copy takes the previous Guia (012).
  { sped: 'efd_icms_ipi', target: '013', donor: '012', registers: ['1391'], why: '013: 1391 truncado' },
  { sped: 'efd_icms_ipi', target: '012', donor: '011', registers: ['0460', 'C791', 'D697'], why: '012: registros truncados' },
  // CF-e per document (PVA 2.11, periods from 05/2015): absent from the PVA metadata 003–005 (SOURCES.md §11).
  ...['003', '004', '005'].map((target): Patch => ({ sped: 'efd_contribuicoes', target, donor: '006', registers: ['C800', 'C810', 'C820', 'C830'], ref: S11,
    why: `${target}: metadados do PVA sem os registros do CF-e por documento (C800–C830)` })),
  { sped: 'efd_contribuicoes', target: '006', donor: '005', registers: ['M210', 'M610', 'D505'],
    why: '006: M210/M610 misturam a tabela anterior e a de 2019; D505 sem COD_CTA' },
];

export function applyPatches(layouts: Map<string, SpedLayout>, key: (s: SpedKind, v: string) => string): void {
  for (const p of LAYOUT_PATCHES) {
    const target = layouts.get(key(p.sped, p.target));
    const donor = layouts.get(key(p.sped, p.donor));
    if (!target || !donor) continue;
    for (const code of p.registers) {
      const d = donor.registers.get(code);
      if (!d) continue;
      const cur = target.registers.get(code);
      const patched: RegisterDef = {
        ...d,
        // Keep the target's place in the hierarchy when it has one (it is right; only fields were broken).
        level: cur?.level ?? d.level,
        parent: cur?.parent ?? d.parent,
        source: `${d.source} (correção de extração, ${p.ref ?? 'SOURCES.md §8'})`,
      };
      target.registers.set(code, patched);
    }
  }
  // 014: register 0002 has level 1 in the Guia extraction; it is a level-2 child of 0001 (SOURCES.md §8).
  // The parents were derived from that wrong level, so the level-2 registers after it (0005, 0015, 0100,
  // 0150, 0190, 0200, 0300, 0400, 0450, 0460, 0500, 0600: 'conflita_pva_011=0001') got 0002 as parent;
  // 0002 has no children in any Guia, their parent is 0001.
  const l014 = layouts.get(key('efd_icms_ipi', '014'));
  const r0002 = l014?.registers.get('0002');
  if (r0002) {
    l014!.registers.set('0002', { ...r0002, level: 2, parent: '0001' });
    for (const [code, def] of l014!.registers) if (def.parent === '0002') l014!.registers.set(code, { ...def, parent: '0001' });
  }
  const c006 = layouts.get(key('efd_contribuicoes', '006'));
  const c005 = layouts.get(key('efd_contribuicoes', '005'));
  if (c006 && c005) relaxFormatsFromPva(c006, c005);
}

/**
 * EFD-Contribuições 006 comes from the Guia Prático 1.35 tables, which print a few formats stricter than
 * the PVA itself validates (PVA metadata 005, SOURCES.md §8 (A)): 0200 COD_LST "N 004" where the PVA takes
 * "C 005" since 2012 (LC 116 codes written "14.01"), C405/D350 NUM_COO_FIN 6 digits where the PVA takes 9,
 * A100 NUM_DOC/CHV_NFSE 60 where it takes 128... The PVA is what accepts or refuses the file, so for a field
 * with the same name at the same position the wider type, size and decimals win. Fixed sizes ('*') and
 * obligations are left as the Guia prints them.
 */
export function relaxFormatsFromPva(target: SpedLayout, pva: SpedLayout): void {
  for (const def of target.registers.values()) {
    const donor = pva.registers.get(def.code);
    if (!donor) continue;
    let changed = false;
    const fields = def.fields.map((f, i) => {
      const p = donor.fields[i];
      if (!p || p.name !== f.name || f.fixed || f.type === 'D' || p.type === 'D') return f;
      const type = f.type === 'N' && p.type === 'C' ? 'C' : f.type;
      const size = f.size === null || p.size === null ? null : Math.max(f.size, p.size);
      const decimals = type === 'C' ? null : f.decimals === null || p.decimals === null ? f.decimals ?? p.decimals : Math.max(f.decimals, p.decimals);
      if (type === f.type && size === f.size && decimals === f.decimals) return f;
      changed = true;
      return { ...f, type, size, decimals };
    });
    if (changed) def.fields = fields;
  }
}

/**
 * Numeric fields that lost their decimals in the Guia extraction (e.g. C170 VL_BC_PIS, QUANT_BC_PIS and
 * the second ALIQ_PIS in 013/014: "N - -" instead of "N - 02"). SOURCES.md §8 warns there may be more
 * defects where the field count happens to be right; without this every C170 with a PIS base of a
 * 2019/2020 file would be flagged. The decimals are taken from the same register and field name in
 * another layout of the same SPED (newest first); a field with no size nor decimals anywhere that
 * carries a value prefix (VL_) is read as 2 decimals.
 */
export function fillLostDecimals(all: SpedLayout[]): void {
  const known = new Map<string, number>();
  const newestFirst = [...all].sort((a, b) => b.codVer.localeCompare(a.codVer));
  for (const l of newestFirst) {
    for (const r of l.registers.values()) {
      for (const f of r.fields) {
        const k = `${l.sped}|${r.code}|${f.name}`;
        if (f.type === 'N' && f.decimals !== null && f.decimals > 0 && !known.has(k)) known.set(k, f.decimals);
      }
    }
  }
  for (const l of all) {
    for (const r of l.registers.values()) {
      for (const f of r.fields) {
        if (f.type !== 'N' || f.decimals !== null || f.size !== null) continue;
        const d = known.get(`${l.sped}|${r.code}|${f.name}`) ?? (f.name.startsWith('VL_') ? 2 : undefined);
        if (d !== undefined) f.decimals = d;
      }
    }
  }
}
