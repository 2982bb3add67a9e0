import type { FindingSink } from './finding-sink';
import type { SpedLayout } from './layouts/layout-types';
import { requiredRegisters } from './required-registers';

interface Declared { line: number; value: number; raw: string }

/**
 * Line-count rules of the Guia (item 2.6 and block 9): X990 counts the lines of its block from the
 * first line (0000 for block 0) to X990 inclusive; 9990 counts block 9 including 9999; 9999 counts every
 * line of the file including itself; each register present must have a 9900 with its exact count.
 */
export class CountChecker {
  total = 0;
  private readonly regs = new Map<string, { count: number; first: number }>();
  /** Lines per block, indexed by the block letter's char code (a Map update per line was measurable). */
  private readonly blockLines = new Float64Array(128);
  private readonly opened = new Set<string>();
  private readonly d990 = new Map<string, Declared>();
  private readonly d9900 = new Map<string, Declared>();
  private d9999: Declared | null = null;

  constructor(private readonly sink: FindingSink) {}

  /** The counter object of a register type, created on first sight (callers cache it per REG). */
  entry(reg: string, line: number): { count: number; first: number } {
    let r = this.regs.get(reg);
    if (!r) this.regs.set(reg, (r = { count: 0, first: line }));
    return r;
  }

  /** Hot-path form of `record`: the caller precomputed the block char code and whether REG is an X001. */
  recordAt(entry: { count: number }, block: number, opens: boolean): void {
    this.total++;
    entry.count++;
    if (block < 128) this.blockLines[block]!++;
    if (opens) this.opened.add(String.fromCharCode(block));
  }

  record(reg: string, line: number, entry = this.entry(reg, line)): void {
    this.total++;
    entry.count++;
    const ch = reg.charCodeAt(0);
    if (ch < 128) this.blockLines[ch]!++;
    if (reg.length === 4 && reg.endsWith('001')) this.opened.add(reg[0]!);
  }

  get registerTypes(): number { return this.regs.size; }

  on990(reg: string, raw: string, line: number): void {
    this.d990.set(reg[0]!, { line, value: Number(raw), raw });
  }

  on9900(regBlc: string, raw: string, line: number): void {
    if (this.d9900.has(regBlc)) {
      this.sink.add('error', 'SPED_9900', line, '9900', 'REG_BLC', `registro ${regBlc} declarado mais de uma vez no 9900 (primeira na linha ${this.d9900.get(regBlc)!.line})`);
      return;
    }
    this.d9900.set(regBlc, { line, value: Number(raw), raw });
  }

  on9999(raw: string, line: number): void {
    this.d9999 = { line, value: Number(raw), raw };
  }

  /**
   * `dtIni` is ddmmaaaa of 0000 (used for blocks that did not exist in older periods); `indMov` is the
   * IND_MOV of each block's X001.
   */
  /** `ownLayout` false: `layout` stands in for the file's missing one, so required blocks and registers are not asked. */
  finish(layout: SpedLayout | null, blockOrder: string[], dtIni = '', indMov: ReadonlyMap<string, string> = new Map(), ownLayout = true): void {
    const s = this.sink;
    for (const [b, d] of this.d990) {
      const real = this.blockLines[b.charCodeAt(0)] ?? 0;
      if (d.raw === '' || d.value !== real) {
        s.add('error', 'SPED_BLOCO_TOTAL', d.line, `${b}990`, `QTD_LIN_${b}`, `o ${b}990 informa ${d.raw || '(vazio)'} linhas, mas o bloco ${b} tem ${real}`);
      }
    }
    for (let ch = 0; ch < 128; ch++) {
      const n = this.blockLines[ch]!;
      const b = String.fromCharCode(ch);
      if (n > 0 && !this.d990.has(b)) {
        s.add('error', 'SPED_BLOCO_TOTAL', 0, `${b}990`, '', `bloco ${b} com ${n} linha(s) e sem o registro de encerramento ${b}990`);
      }
    }
    if (layout && ownLayout) {
      for (const b of blockOrder) {
        // Block P (CPRB) is in the PVA 002 metadata but only exists from competência 03/2012 on (Lei 12.546/2011).
        const beforeP = layout.sped === 'efd_contribuicoes' && b === 'P' && dtIni.length === 8 && dtIni.slice(4) + dtIni.slice(2, 4) < '201203';
        // Block B (ISS) exists from 01/2019 (leiaute 013); a stand-in layout must not demand it of older periods.
        const ym = dtIni.length === 8 ? dtIni.slice(4) + dtIni.slice(2, 4) : '';
        const beforeB = layout.sped === 'efd_icms_ipi' && b === 'B' && ym !== '' && ym < '201901';
        if (layout.registers.has(`${b}001`) && !this.opened.has(b) && !beforeP && !beforeB) {
          // Guia Prático 3.0+: only DF contributors fill block B, but every file must open and close it.
          const why = layout.sped === 'efd_icms_ipi' && b === 'B'
            ? ' desde 01/2019 para todos os contribuintes; fora do Distrito Federal, informe o bloco sem movimento (|B001|1| e |B990|2|)'
            : ' (com IND_MOV=1 quando não há dados)';
          s.add('error', 'SPED_HIERARQUIA', 0, `${b}001`, '', `bloco ${b} ausente: o registro de abertura ${b}001 é obrigatório${why}`);
        }
      }
    }
    // Guia Prático (X001, campo IND_MOV): 1 = only the opening and closing registers; 0 = at least one more.
    for (const [b, mov] of indMov) {
      if (b === '0' || b === '9' || !this.opened.has(b)) continue;
      const n = b.charCodeAt(0) < 128 ? this.blockLines[b.charCodeAt(0)]! : 0;
      if (mov === '1' && n > 2) s.add('error', 'SPED_HIERARQUIA', this.regs.get(`${b}001`)?.first ?? 0, `${b}001`, 'IND_MOV', `bloco ${b} declarado sem dados (IND_MOV 1), mas tem ${n - 2} registro(s) além da abertura e do encerramento; informe IND_MOV 0`);
      else if (mov === '0' && n === 2 && this.d990.has(b)) s.add('error', 'SPED_HIERARQUIA', this.regs.get(`${b}001`)?.first ?? 0, `${b}001`, 'IND_MOV', `bloco ${b} declarado com dados (IND_MOV 0), mas só tem a abertura e o encerramento; informe IND_MOV 1`);
    }
    if (layout && ownLayout) {
      const count = (reg: string) => this.regs.get(reg)?.count ?? 0;
      for (const r of requiredRegisters(layout.sped, dtIni, (b) => this.opened.has(b), (b) => indMov.get(b) ?? '', count)) {
        const n = count(r.reg);
        if (n >= r.min) continue;
        s.add('error', 'SPED_HIERARQUIA', 0, r.reg, '', n === 0
          ? `registro ${r.reg} ausente: ${r.why}`
          : `${n} registro(s) ${r.reg} para ${r.min} exigido(s): ${r.why}`);
      }
    }
    for (const [reg, d] of this.d9900) {
      const real = this.regs.get(reg)?.count ?? 0;
      if (d.raw === '' || d.value !== real) {
        s.add('error', 'SPED_9900', d.line, '9900', 'QTD_REG_BLC', `o 9900 informa ${d.raw || '(vazio)'} registro(s) ${reg}, mas o arquivo tem ${real}`);
      } else if (real === 0) {
        s.add('warning', 'SPED_9900', d.line, '9900', 'REG_BLC', `registro ${reg} declarado no 9900 com quantidade 0 e ausente do arquivo (linha desnecessária)`);
      }
    }
    for (const [reg, r] of this.regs) {
      if (!this.d9900.has(reg)) {
        s.add('error', 'SPED_9900', r.first, reg, '', `registro ${reg} presente no arquivo (${r.count} linha(s)) sem o 9900 correspondente`);
      }
    }
    if (!this.d9999) {
      s.add('error', 'SPED_9999', 0, '9999', '', 'registro 9999 (encerramento do arquivo) ausente');
    } else if (this.d9999.raw === '' || this.d9999.value !== this.total) {
      s.add('error', 'SPED_9999', this.d9999.line, '9999', 'QTD_LIN', `o 9999 informa ${this.d9999.raw || '(vazio)'} linhas, mas o arquivo tem ${this.total}`);
    }
  }
}
