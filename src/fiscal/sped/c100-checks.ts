import { isValidNfeKey, splitNfeKey } from './br-docs';
import { positions, val, type CompiledRegister } from './compiled-register';
import { br, dec, money, sameCents, ymd } from './field-checks';
import type { FindingSink } from './finding-sink';
import { detach, type Row } from './row';
import type { SpedDocument, SpedKind } from './types';

/** COD_SIT (Tabela 4.1.2) of documents that carry almost no fields: cancelled, denied, number void. */
export const COD_SIT_SEM_VALORES = new Set(['02', '03', '04', '05']);
/** Extemporaneous bookkeeping: the date may be outside the period on purpose. */
const COD_SIT_EXTEMPORANEO = new Set(['01', '07']);
const MODELOS_CHAVE = new Set(['55', '65']);

type Sums = { bc: number; icms: number; bcSt: number; st: number; ipi: number; opr: number; line: number; n: number };
const C190_FIELDS = ['CST_ICMS', 'CFOP', 'ALIQ_ICMS', 'VL_OPR', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI'] as const;
const C170_FIELDS = [...C190_FIELDS, 'VL_ITEM', 'VL_PIS', 'VL_COFINS'] as const;
const C100_VALUES = ['VL_DOC', 'VL_MERC', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI', 'VL_PIS', 'VL_COFINS'] as const;
const C100_FIELDS = [...C100_VALUES, 'COD_SIT', 'CHV_NFE', 'DT_DOC', 'DT_E_S', 'IND_OPER', 'IND_EMIT', 'COD_PART', 'COD_MOD', 'SER', 'NUM_DOC'] as const;
const zero = (line: number): Sums => ({ bc: 0, icms: 0, bcSt: 0, st: 0, ipi: 0, opr: 0, line, n: 0 });
const SUM_FIELDS: [keyof Sums, string][] = [['bc', 'VL_BC_ICMS'], ['icms', 'VL_ICMS'], ['bcSt', 'VL_BC_ICMS_ST'], ['st', 'VL_ICMS_ST'], ['ipi', 'VL_IPI']];

interface OpenDoc {
  line: number; level: number; sem: boolean;
  v: Record<string, number>;
  items: number; vlItem: number; pis: number; cofins: number;
  c170: Map<string, Sums>; c190: Map<string, Sums>;
}

export interface DocContext {
  sped: SpedKind;
  dtIni: string; dtFin: string; cnpj: string;
  participants: Map<string, string>;
  documents: Map<string, SpedDocument> | null;
}

/** Group key of C170 × C190: CST_ICMS, CFOP and the rate as a number (so "18" = "18,00"). */
const groupKey = (cst: string, cfop: string, aliq: number) => cst + '|' + cfop + '|' + Math.round(aliq * 100);
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
    const v: Record<string, number> = {};
    for (const n of C100_VALUES) v[n] = row.num(p[n]);
    this.doc = { line, level: c.def.level, sem, v, items: 0, vlItem: 0, pis: 0, cofins: 0, c170: new Map(), c190: new Map() };
    const chave = row.get(p.CHV_NFE);
    if (chave) this.checkKey(chave, row, p, line);
    if (!sem) this.checkDates(row.get(p.DT_DOC), row.get(p.DT_E_S), codSit, line);
    if (chave && this.ctx.documents) {
      // detach: these strings outlive the line (see row.ts).
      const k = detach(chave);
      this.ctx.documents.set(k, {
        chave: k, line, indOper: row.get(p.IND_OPER), indEmit: row.get(p.IND_EMIT), codPart: detach(row.get(p.COD_PART)), codMod: row.get(p.COD_MOD),
        codSit, serie: row.get(p.SER), numero: row.get(p.NUM_DOC), dataDoc: iso(row.get(p.DT_DOC)),
        valores: { total: v.VL_DOC!, icms: v.VL_ICMS!, ipi: v.VL_IPI!, pis: v.VL_PIS!, cofins: v.VL_COFINS! },
      });
    }
  }

  private checkKey(chave: string, row: Row, p: Record<(typeof C100_FIELDS)[number], number>, line: number): void {
    const err = (m: string) => this.sink.add('error', 'SPED_CHAVE', line, 'C100', 'CHV_NFE', `chave ${chave}: ${m}`);
    if (!isValidNfeKey(chave)) { err('dígito verificador inválido ou chave sem 44 dígitos'); return; }
    const k = splitNfeKey(chave);
    const mod = row.get(p.COD_MOD);
    if (MODELOS_CHAVE.has(mod) && k.modelo !== mod) err(`modelo ${k.modelo} na chave, ${mod} no C100`);
    const ser = row.get(p.SER);
    if (ser && /^\d+$/.test(ser) && Number(ser) !== Number(k.serie)) err(`série ${Number(k.serie)} na chave, ${ser} no C100`);
    const num = row.get(p.NUM_DOC);
    if (num && Number(num) !== Number(k.numero)) err(`número ${Number(k.numero)} na chave, ${num} no C100`);
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
    if (!matches) err(`emitente ${keyDoc} na chave, mas ${emit === '0' ? 'o contribuinte (0000)' : `o participante ${row.get(p.COD_PART)} (0150)`} é ${expected}`);
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

  private addGroup(m: Map<string, Sums>, p: Record<(typeof C190_FIELDS)[number], number>, row: Row, line: number): Sums {
    const k = groupKey(row.get(p.CST_ICMS), row.get(p.CFOP), row.num(p.ALIQ_ICMS));
    let s = m.get(k);
    if (!s) m.set(k, (s = zero(line)));
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
    const s = this.sink;
    const label = (k: string) => { const [cst, cfop, a] = k.split('|'); return `CST ${cst}, CFOP ${cfop}, alíquota ${Number(a) / 100}%`; };
    if (this.ctx.sped === 'efd_icms_ipi' && d.c190.size > 0) {
      const tot = zero(0);
      for (const x of d.c190.values()) { tot.opr += x.opr; for (const [p] of SUM_FIELDS) tot[p] += x[p]; }
      const pairs: [string, number, number][] = [['VL_DOC', d.v.VL_DOC!, tot.opr], ['VL_BC_ICMS', d.v.VL_BC_ICMS!, tot.bc], ['VL_ICMS', d.v.VL_ICMS!, tot.icms],
        ['VL_BC_ICMS_ST', d.v.VL_BC_ICMS_ST!, tot.bcSt], ['VL_ICMS_ST', d.v.VL_ICMS_ST!, tot.st], ['VL_IPI', d.v.VL_IPI!, tot.ipi]];
      for (const [f, a, b] of pairs) {
        if (!sameCents(a, b)) s.add('error', 'SPED_C100_TOTAL', d.line, 'C100', f, `${f} do C100 ${money(a)} difere da soma dos C190 ${money(b)}`);
      }
    }
    if (d.items === 0) return;
    if (this.ctx.sped === 'efd_icms_ipi') {
      if (!sameCents(d.v.VL_MERC!, d.vlItem)) {
        s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_MERC', `VL_MERC do C100 ${money(d.v.VL_MERC!)} difere da soma de VL_ITEM dos ${d.items} C170 ${money(d.vlItem)}`);
      }
      for (const [k, it] of d.c170) {
        const an = d.c190.get(k);
        if (!an) { s.add('error', 'SPED_C190', it.line, 'C170', '', `itens com ${label(k)} sem o C190 correspondente`); continue; }
        for (const [p, n] of SUM_FIELDS) {
          if (!sameCents(it[p], an[p])) s.add('error', 'SPED_C190', an.line, 'C190', n, `${n} do C190 (${label(k)}) ${money(an[p])} difere da soma dos C170 ${money(it[p])}`);
        }
      }
      for (const [k, an] of d.c190) {
        if (!d.c170.has(k)) s.add('error', 'SPED_C190', an.line, 'C190', '', `C190 com ${label(k)} sem nenhum C170 com essa combinação`);
      }
    } else {
      // EFD-Contribuições: the C100 PIS/COFINS totals are the sum of the items (warning: some generators leave them empty).
      if (!sameCents(d.v.VL_PIS!, d.pis)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_PIS', `VL_PIS do C100 ${money(d.v.VL_PIS!)} difere da soma dos C170 ${money(d.pis)}`);
      if (!sameCents(d.v.VL_COFINS!, d.cofins)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_COFINS', `VL_COFINS do C100 ${money(d.v.VL_COFINS!)} difere da soma dos C170 ${money(d.cofins)}`);
    }
  }
}
