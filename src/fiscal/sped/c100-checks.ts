import { isValidNfeKey as isValidNfeKeyImport, splitNfeKey as splitNfeKeyImport } from './br-docs';
import { positions as positionsImport, val, type CompiledRegister } from './compiled-register';
import { br as brImport, dec, money, sameCents as sameCentsImport, ymd as ymdImport } from './field-checks';
import type { FindingSink } from './finding-sink';
import { detach as detachImport, type Row } from './row';
import type { SpedDocument, SpedKind } from './types';

// Imported functions copied into module constants: after tsx/esbuild's CommonJS interop every use of an
// imported binding is a getter call, and these run for every line (measured: fields() went 1.3 s → 0.6 s).
const isValidNfeKey = isValidNfeKeyImport;
const splitNfeKey = splitNfeKeyImport;
const positions = positionsImport;
const br = brImport;
const sameCents = sameCentsImport;
const ymd = ymdImport;
const detach = detachImport;

/** COD_SIT (Tabela 4.1.2) of documents that carry almost no fields: cancelled, denied, number void. */
export const COD_SIT_SEM_VALORES = new Set(['02', '03', '04', '05']);
/** Extemporaneous bookkeeping: the date may be outside the period on purpose. */
const COD_SIT_EXTEMPORANEO = new Set(['01', '07']);
const MODELOS_CHAVE = new Set(['55', '65']);

type Sums = { bc: number; icms: number; bcSt: number; st: number; ipi: number; opr: number; line: number; n: number; label: string; k1: number; aliq: number; key: string };
const C190_FIELDS = ['CST_ICMS', 'CFOP', 'ALIQ_ICMS', 'VL_OPR', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI'] as const;
const C170_FIELDS = [...C190_FIELDS, 'VL_ITEM', 'VL_PIS', 'VL_COFINS'] as const;
const C100_VALUES = ['VL_DOC', 'VL_MERC', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI', 'VL_PIS', 'VL_COFINS'] as const;
const C100_FIELDS = [...C100_VALUES, 'COD_SIT', 'CHV_NFE', 'DT_DOC', 'DT_E_S', 'IND_OPER', 'IND_EMIT', 'COD_PART', 'COD_MOD', 'SER', 'NUM_DOC'] as const;
const zero = (line: number, label = '', k1 = -1, aliq = 0, key = ''): Sums => ({ bc: 0, icms: 0, bcSt: 0, st: 0, ipi: 0, opr: 0, line, n: 0, label, k1, aliq, key });
/**
 * The group of (CST+CFOP as k1, rate in cents) or of the text key when CST/CFOP are not digits.
 * A document has 1–5 groups: a linear scan over small integers beats a Map keyed by a heap number.
 */
function find(list: Sums[], k1: number, aliq: number, key: string): Sums | undefined {
  for (let i = 0; i < list.length; i++) { const x = list[i]!; if (x.k1 === k1 && x.aliq === aliq && x.key === key) return x; }
  return undefined;
}

interface OpenDoc {
  line: number; level: number; sem: boolean;
  /** C100 values in C100_VALUES order. */
  v: Float64Array;
  items: number; vlItem: number; pis: number; cofins: number;
  c170: Sums[]; c190: Sums[];
}

export interface DocContext {
  sped: SpedKind;
  dtIni: string; dtFin: string; cnpj: string;
  participants: Map<string, string>;
  documents: Map<string, SpedDocument> | null;
}

const V_DOC = 0, V_MERC = 1, V_BC = 2, V_ICMS = 3, V_BC_ST = 4, V_ST = 5, V_IPI = 6, V_PIS = 7, V_COFINS = 8;

/** Digits of `t[from..to)` as a number, or -1 when empty, longer than 4 or not all digits. */
function smallInt(t: string, from: number, to: number): number {
  if (to <= from || to - from > 4) return -1;
  let n = 0;
  for (let i = from; i < to; i++) { const c = t.charCodeAt(i) - 48; if (c < 0 || c > 9) return -1; n = n * 10 + c; }
  return n;
}
const iso = (d: string) => (d.length === 8 ? `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}` : '');

/** Checks of one C100 and its C170/C190 children (ICMS/IPI Guia, registers C100, C170, C190). */
export class C100Checks {
  private doc: OpenDoc | null = null;
  constructor(private readonly sink: FindingSink, private readonly ctx: DocContext) {}

  /** Called for every register, before its own handler: closes the open document when the hierarchy leaves it. */
  onRegister(level: number): void {
    if (this.doc && level <= this.doc.level) this.close();
  }

  c100(c: CompiledRegister, row: Row, line: number): void {
    const p = positions(c, 'c100', C100_FIELDS);
    const codSit = row.get(p.COD_SIT);
    const sem = COD_SIT_SEM_VALORES.has(codSit);
    const v = new Float64Array(C100_VALUES.length);
    for (let i = 0; i < C100_VALUES.length; i++) v[i] = row.num(p[C100_VALUES[i]!]);
    this.doc = { line, level: c.def.level, sem, v, items: 0, vlItem: 0, pis: 0, cofins: 0, c170: [], c190: [] };
    const chave = row.get(p.CHV_NFE);
    if (chave) this.checkKey(chave, row, p, line);
    if (!sem) this.checkDates(row.get(p.DT_DOC), row.get(p.DT_E_S), codSit, line);
    if (chave && this.ctx.documents) {
      // detach: these strings outlive the line (see row.ts).
      const k = detach(chave);
      this.ctx.documents.set(k, {
        chave: k, line, indOper: row.get(p.IND_OPER), indEmit: row.get(p.IND_EMIT), codPart: detach(row.get(p.COD_PART)), codMod: row.get(p.COD_MOD),
        codSit, serie: row.get(p.SER), numero: row.get(p.NUM_DOC), dataDoc: iso(row.get(p.DT_DOC)),
        valores: { total: v[V_DOC]!, icms: v[V_ICMS]!, ipi: v[V_IPI]!, pis: v[V_PIS]!, cofins: v[V_COFINS]! },
      });
    }
  }

  private checkKey(chave: string, row: Row, p: Record<(typeof C100_FIELDS)[number], number>, line: number): void {
    // A method rather than a closure: this runs for every C100 (and tsx wraps each closure in __name).
    if (!isValidNfeKey(chave)) { this.keyError(chave, line, 'dígito verificador inválido ou chave sem 44 dígitos'); return; }
    const k = splitNfeKey(chave);
    const mod = row.get(p.COD_MOD);
    if (MODELOS_CHAVE.has(mod) && k.modelo !== mod) this.keyError(chave, line, `modelo ${k.modelo} na chave, ${mod} no C100`);
    const ser = row.get(p.SER);
    if (ser && /^\d+$/.test(ser) && Number(ser) !== Number(k.serie)) this.keyError(chave, line, `série ${Number(k.serie)} na chave, ${ser} no C100`);
    const num = row.get(p.NUM_DOC);
    if (num && Number(num) !== Number(k.numero)) this.keyError(chave, line, `número ${Number(k.numero)} na chave, ${num} no C100`);
    const emit = row.get(p.IND_EMIT);
    let expected = '';
    if (emit === '0') expected = this.ctx.cnpj;
    else if (emit === '1') expected = this.ctx.participants.get(row.get(p.COD_PART)) ?? '';
    if (!expected) return;
    const keyDoc = k.cnpjCpf;
    const matches = expected.length === 11 ? keyDoc === '000' + expected
      // EFD-Contribuições is filed by the head office for all its branches: same CNPJ root is enough there.
      : this.ctx.sped === 'efd_contribuicoes' && emit === '0' ? keyDoc.slice(0, 8) === expected.slice(0, 8)
        : keyDoc === expected;
    if (!matches) this.keyError(chave, line, `emitente ${keyDoc} na chave, mas ${emit === '0' ? 'o contribuinte (0000)' : `o participante ${row.get(p.COD_PART)} (0150)`} é ${expected}`);
  }

  private keyError(chave: string, line: number, m: string): void {
    this.sink.add('error', 'SPED_CHAVE', line, 'C100', 'CHV_NFE', `chave ${chave}: ${m}`);
  }

  private checkDates(dtDoc: string, dtEs: string, codSit: string, line: number): void {
    const { dtIni, dtFin } = this.ctx;
    if (!dtIni || !dtFin) return;
    if (dtDoc.length === 8 && ymd(dtDoc) > ymd(dtFin)) {
      this.sink.add('error', 'SPED_PERIODO', line, 'C100', 'DT_DOC', `data do documento ${br(dtDoc)} posterior ao fim do período (${br(dtFin)})`);
    }
    if (dtEs.length === 8 && !COD_SIT_EXTEMPORANEO.has(codSit) && (ymd(dtEs) < ymd(dtIni) || ymd(dtEs) > ymd(dtFin))) {
      this.sink.add('error', 'SPED_PERIODO', line, 'C100', 'DT_E_S', `data de entrada/saída ${br(dtEs)} fora do período ${br(dtIni)} a ${br(dtFin)}`);
    }
  }

  c170(c: CompiledRegister, row: Row, line: number): void {
    const d = this.doc;
    if (!d) return;
    const p = positions(c, 'c170', C170_FIELDS);
    d.items++;
    d.vlItem += row.num(p.VL_ITEM);
    d.pis += row.num(p.VL_PIS);
    d.cofins += row.num(p.VL_COFINS);
    if (this.ctx.sped !== 'efd_icms_ipi') return;
    this.addGroup(d.c170, p, row, line);
  }

  c190(c: CompiledRegister, row: Row, line: number): void {
    const d = this.doc;
    if (!d || this.ctx.sped !== 'efd_icms_ipi') return;
    const p = positions(c, 'c190', C190_FIELDS);
    this.addGroup(d.c190, p, row, line).opr += row.num(p.VL_OPR);
  }

  /**
   * Group of C170 × C190: CST_ICMS, CFOP and the rate in cents (so "18" = "18,00"). Digits-only CST/CFOP
   * (every legitimate file) make a numeric key, without building a string per item.
   */
  private addGroup(m: Sums[], p: Record<(typeof C190_FIELDS)[number], number>, row: Row, line: number): Sums {
    const t = row.text, st = row.starts, en = row.ends;
    const cst = smallInt(t, st[p.CST_ICMS]!, en[p.CST_ICMS]!), cfop = smallInt(t, st[p.CFOP]!, en[p.CFOP]!);
    const aliq = Math.round(row.num(p.ALIQ_ICMS) * 100);
    const digits = cst >= 0 && cfop >= 0;
    const k1 = digits ? cst * 1e4 + cfop : -1;
    const key = digits ? '' : row.get(p.CST_ICMS) + '|' + row.get(p.CFOP);
    let s = find(m, k1, aliq, key);
    if (!s) m.push((s = zero(line, `CST ${row.get(p.CST_ICMS)}, CFOP ${row.get(p.CFOP)}, alíquota ${aliq / 100}%`, k1, aliq, key)));
    s.n++;
    s.bc += row.num(p.VL_BC_ICMS);
    s.icms += row.num(p.VL_ICMS);
    s.bcSt += row.num(p.VL_BC_ICMS_ST);
    s.st += row.num(p.VL_ICMS_ST);
    s.ipi += row.num(p.VL_IPI);
    return s;
  }

  close(): void {
    const d = this.doc;
    this.doc = null;
    if (!d || d.sem) return;
    const s = this.sink, v = d.v;
    if (this.ctx.sped === 'efd_icms_ipi' && d.c190.length > 0) {
      let opr = 0, bc = 0, icms = 0, bcSt = 0, st = 0, ipi = 0;
      for (const x of d.c190) { opr += x.opr; bc += x.bc; icms += x.icms; bcSt += x.bcSt; st += x.st; ipi += x.ipi; }
      if (!sameCents(v[V_DOC]!, opr)) this.total('VL_DOC', v[V_DOC]!, opr, d.line);
      if (!sameCents(v[V_BC]!, bc)) this.total('VL_BC_ICMS', v[V_BC]!, bc, d.line);
      if (!sameCents(v[V_ICMS]!, icms)) this.total('VL_ICMS', v[V_ICMS]!, icms, d.line);
      if (!sameCents(v[V_BC_ST]!, bcSt)) this.total('VL_BC_ICMS_ST', v[V_BC_ST]!, bcSt, d.line);
      if (!sameCents(v[V_ST]!, st)) this.total('VL_ICMS_ST', v[V_ST]!, st, d.line);
      if (!sameCents(v[V_IPI]!, ipi)) this.total('VL_IPI', v[V_IPI]!, ipi, d.line);
    }
    if (d.items === 0) return;
    if (this.ctx.sped === 'efd_icms_ipi') {
      if (!sameCents(v[V_MERC]!, d.vlItem)) {
        s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_MERC', `VL_MERC do C100 ${money(v[V_MERC]!)} difere da soma de VL_ITEM dos ${d.items} C170 ${money(d.vlItem)}`);
      }
      for (const it of d.c170) {
        const an = find(d.c190, it.k1, it.aliq, it.key);
        if (!an) { s.add('error', 'SPED_C190', it.line, 'C170', '', `itens com ${it.label} sem o C190 correspondente`); continue; }
        if (!sameCents(it.bc, an.bc)) this.group('VL_BC_ICMS', an, it.bc);
        if (!sameCents(it.icms, an.icms)) this.group('VL_ICMS', an, it.icms);
        if (!sameCents(it.bcSt, an.bcSt)) this.group('VL_BC_ICMS_ST', an, it.bcSt);
        if (!sameCents(it.st, an.st)) this.group('VL_ICMS_ST', an, it.st);
        if (!sameCents(it.ipi, an.ipi)) this.group('VL_IPI', an, it.ipi);
      }
      for (const an of d.c190) {
        if (!find(d.c170, an.k1, an.aliq, an.key)) s.add('error', 'SPED_C190', an.line, 'C190', '', `C190 com ${an.label} sem nenhum C170 com essa combinação`);
      }
    } else {
      // EFD-Contribuições: the C100 PIS/COFINS totals are the sum of the items (warning: some generators leave them empty).
      if (!sameCents(v[V_PIS]!, d.pis)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_PIS', `VL_PIS do C100 ${money(v[V_PIS]!)} difere da soma dos C170 ${money(d.pis)}`);
      if (!sameCents(v[V_COFINS]!, d.cofins)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_COFINS', `VL_COFINS do C100 ${money(v[V_COFINS]!)} difere da soma dos C170 ${money(d.cofins)}`);
    }
  }

  private total(f: string, a: number, b: number, line: number): void {
    this.sink.add('error', 'SPED_C100_TOTAL', line, 'C100', f, `${f} do C100 ${money(a)} difere da soma dos C190 ${money(b)}`);
  }

  private group(f: string, an: Sums, items: number): void {
    this.sink.add('error', 'SPED_C190', an.line, 'C190', f, `${f} do C190 (${an.label}) ${money(this.pick(an, f))} difere da soma dos C170 ${money(items)}`);
  }

  private pick(x: Sums, f: string): number {
    return f === 'VL_BC_ICMS' ? x.bc : f === 'VL_ICMS' ? x.icms : f === 'VL_BC_ICMS_ST' ? x.bcSt : f === 'VL_ICMS_ST' ? x.st : x.ipi;
  }
}
