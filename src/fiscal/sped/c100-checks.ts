import { isNfeKeyAt as isNfeKeyAtImport } from './br-docs';
import { positions as positionsImport, val, type CompiledRegister } from './compiled-register';
import { br as brImport, dec, money, sameCents as sameCentsImport, ymd as ymdImport } from './field-checks';
import type { CodeMap } from './code-map';
import type { FindingSink } from './finding-sink';
import type { Row } from './row';
import type { SpedDocument, SpedKind } from './types';
import { pvaRule as pvaRuleImport, type PvaRule } from './pva-rule';

const pvaRule = pvaRuleImport;

// Imported functions copied into module constants: after tsx/esbuild's CommonJS interop every use of an
// imported binding is a getter call, and these run for every line (measured: fields() went 1.3 s → 0.6 s).
const isNfeKeyAt = isNfeKeyAtImport;
const positions = positionsImport;
const br = brImport;
const sameCents = sameCentsImport;
const ymd = ymdImport;

/** COD_SIT (Tabela 4.1.2) of documents that carry almost no fields: cancelled, denied, number void. */
export const COD_SIT_SEM_VALORES = new Set(['02', '03', '04', '05']);

/**
 * Sums of one (CST, CFOP, rate) group. `widths` keeps how many digits CST and CFOP had (CST × 100 + CFOP)
 * so the label is written only when a finding needs it; `key` is the text key when they are not digits.
 */
type Sums = { bc: number; icms: number; bcSt: number; st: number; ipi: number; opr: number; line: number; n: number; widths: number; k1: number; aliq: number; key: string };
const C190_FIELDS = ['CST_ICMS', 'CFOP', 'ALIQ_ICMS', 'VL_OPR', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI'] as const;
const C170_FIELDS = [...C190_FIELDS, 'VL_ITEM', 'VL_PIS', 'VL_COFINS'] as const;
const C100_VALUES = ['VL_DOC', 'VL_MERC', 'VL_BC_ICMS', 'VL_ICMS', 'VL_BC_ICMS_ST', 'VL_ICMS_ST', 'VL_IPI', 'VL_PIS', 'VL_COFINS'] as const;
const C100_FIELDS = [...C100_VALUES, 'COD_SIT', 'CHV_NFE', 'DT_DOC', 'DT_E_S', 'IND_OPER', 'IND_EMIT', 'COD_PART', 'COD_MOD', 'SER', 'NUM_DOC'] as const;
const zero = (line: number, widths: number, k1: number, aliq: number, key: string): Sums => ({ bc: 0, icms: 0, bcSt: 0, st: 0, ipi: 0, opr: 0, line, n: 0, widths, k1, aliq, key });
function label(x: Sums): string {
  const [cst, cfop] = x.k1 >= 0
    ? [String(Math.floor(x.k1 / 1e4)).padStart(Math.floor(x.widths / 100), '0'), String(x.k1 % 1e4).padStart(x.widths % 100, '0')]
    : x.key.split('|');
  return `CST ${cst}, CFOP ${cfop}, alíquota ${x.aliq / 100}%`;
}
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
  /** IND_EMIT 0: own documents list C170 only for some items (Guia, C100 exceções 2, 6 e 10). */
  own: boolean;
  /** The PVA compares VL_MERC with Σ VL_ITEM (Guia 3.1.8, C100 campo 16: COD_MOD ≠ 55, IND_EMIT ≠ 0, COD_SIT 00/01). */
  merc: boolean;
  /** C100 values in C100_VALUES order. */
  v: Float64Array;
  items: number; vlItem: number; pis: number; cofins: number;
  c170: Sums[]; c190: Sums[];
}

export interface DocContext {
  sped: SpedKind;
  dtIni: string; dtFin: string; cnpj: string;
  /** UF of 0000 (EFD ICMS/IPI); '' when unknown or EFD-Contribuições. */
  uf: string;
  participants: CodeMap<string>;
  documents: Map<string, SpedDocument> | null;
}

/** PVA rule per C100 total compared with its C190s, and per C190 total compared with its C170s. */
const TOTAL_RULE: Record<string, PvaRule> = { VL_BC_ICMS: 'REGRA_VL_BC_ICMS_ANALIT', VL_ICMS: 'REGRA_VL_ICMS_ANALIT', VL_BC_ICMS_ST: 'REGRA_VL_BC_ICMS_ST_ANALIT', VL_ICMS_ST: 'REGRA_VL_ICMS_ST_ANALIT' };
const GROUP_RULE: Record<string, PvaRule> = { VL_BC_ICMS: 'REGRA_VL_BC_ICMS_NO_REGISTRO_ITEM', VL_ICMS: 'REGRA_VL_ICMS_NO_REGISTRO_ITEM', VL_BC_ICMS_ST: 'REGRA_VL_BC_ICMS_ST_NO_REGISTRO_ITEM', VL_ICMS_ST: 'REGRA_VL_ICMS_ST_NO_REGISTRO_ITEM' };
const V_DOC = 0, V_MERC = 1, V_BC = 2, V_ICMS = 3, V_BC_ST = 4, V_ST = 5, V_IPI = 6, V_PIS = 7, V_COFINS = 8;

/** IBGE code of each UF: the first two digits (cUF) of an NF-e access key. */
const UF_CODE: Readonly<Record<string, number>> = {
  RO: 11, AC: 12, AM: 13, RR: 14, PA: 15, AP: 16, TO: 17, MA: 21, PI: 22, CE: 23, RN: 24, PB: 25, PE: 26, AL: 27, SE: 28, BA: 29,
  MG: 31, ES: 32, RJ: 33, SP: 35, PR: 41, SC: 42, RS: 43, MS: 50, MT: 51, GO: 52, DF: 53,
};

/** Digits of `b[from..to)` as a number (-1 when any is not a digit). */
function digitsAt(b: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) { const c = b[i]! - 48; if (c < 0 || c > 9) return -1; n = n * 10 + c; }
  return n;
}

/** The `len` bytes of `b` from `at` are the first `len` characters of `s`. */
function sameDigits(b: Uint8Array, at: number, s: string, len: number): boolean {
  if (s.length < len) return false;
  for (let i = 0; i < len; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
}

/** Digits of `t[from..to)` as a number, or -1 when empty, longer than 4 or not all digits. */
function smallInt(t: Uint8Array, from: number, to: number): number {
  if (to <= from || to - from > 4) return -1;
  let n = 0;
  for (let i = from; i < to; i++) { const c = t[i]! - 48; if (c < 0 || c > 9) return -1; n = n * 10 + c; }
  return n;
}
const iso = (d: string) => (d.length === 8 ? `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}` : '');

/** Checks of one C100 and its C170/C190 children (ICMS/IPI Guia, registers C100, C170, C190). */
export class C100Checks {
  private doc: OpenDoc | null = null;
  /** The period of 0000 as aaaammdd numbers (-1 when 0000 has no valid dates). */
  private readonly ini: number;
  private readonly fin: number;
  /** IBGE code of 0000's UF, for own documents' keys (-1: not compared). */
  private readonly ufCode: number;
  constructor(private readonly sink: FindingSink, private readonly ctx: DocContext) {
    const num = (d: string) => (/^\d{8}$/.test(d) ? Number(ymd(d)) : -1);
    this.ini = num(ctx.dtIni); this.fin = num(ctx.dtFin);
    this.ufCode = ctx.sped === 'efd_icms_ipi' ? UF_CODE[ctx.uf] ?? -1 : -1;
  }

  /**
   * Registers whose lines were not read (their field count differs from a stand-in layout's): the document checks
   * that need them are not made, instead of reporting what was only not read (a C100 "without C190").
   */
  private readonly notRead = new Set<string>();
  unread(reg: string): void { this.notRead.add(reg); }

  private pva(id: PvaRule): string { return pvaRule(this.ctx.sped === 'efd_icms_ipi', id); }

  /** Called for every register, before its own handler: closes the open document when the hierarchy leaves it. */
  onRegister(level: number): void {
    if (this.doc && level <= this.doc.level) this.close();
  }

  c100(c: CompiledRegister, row: Row, line: number): void {
    // Read from the bytes of the line: strings are built only for findings and for the document index.
    const p = positions(c, 'c100', C100_FIELDS);
    const sit = p.COD_SIT >= 0 && row.ends[p.COD_SIT]! - row.starts[p.COD_SIT]! === 2 ? row.digits(p.COD_SIT) : -1;
    const sem = sit >= 2 && sit <= 5;
    const v = new Float64Array(C100_VALUES.length);
    for (let i = 0; i < C100_VALUES.length; i++) v[i] = row.num(p[C100_VALUES[i]!]);
    const own = row.char(p.IND_EMIT) === 48;
    const merc = !own && !row.is(p.COD_MOD, '55') && (sit === 0 || sit === 1);
    this.doc = { line, level: c.def.level, sem, own, merc, v, items: 0, vlItem: 0, pis: 0, cofins: 0, c170: [], c190: [] };
    if ((sit === 4 || sit === 5) && this.ctx.sped === 'efd_icms_ipi') this.checkDeniedVoid(row, p, sit, line);
    if (this.ctx.sped === 'efd_icms_ipi' && row.char(p.IND_OPER) === 48 && row.is(p.COD_MOD, '65')) {
      // Guia Prático EFD ICMS/IPI 3.1.8, C100 (introdução e exceção 9): "As NFC-e (código 65) não devem ser escrituradas
      // nas entradas". The Guia lists no field validation for it, so a warning: the PVA's reaction is not certain.
      this.sink.add('warning', 'SPED_FORMATO', line, 'C100', 'IND_OPER', 'NFC-e (modelo 65) escriturada como entrada (IND_OPER 0): o Guia Prático (C100, exceção 9) manda não escriturar NFC-e nas entradas; a compra documentada por NFC-e não gera crédito — confira o lançamento');
    }
    const hasKey = !row.isEmpty(p.CHV_NFE);
    if (hasKey) { this.checkKey(row, p, line); this.checkRepeated(row, p, line); }
    if (!sem) this.checkDates(row, p, sit, line);
    if (hasKey && this.ctx.documents) {
      const k = row.get(p.CHV_NFE);
      this.ctx.documents.set(k, {
        chave: k, line, indOper: row.get(p.IND_OPER), indEmit: row.get(p.IND_EMIT), codPart: row.get(p.COD_PART), codMod: row.get(p.COD_MOD),
        codSit: row.get(p.COD_SIT), serie: row.get(p.SER), numero: row.get(p.NUM_DOC), dataDoc: iso(row.get(p.DT_DOC)),
        valores: { total: v[V_DOC]!, icms: v[V_ICMS]!, ipi: v[V_IPI]!, pis: v[V_PIS]!, cofins: v[V_COFINS]! },
      });
    }
  }

  /**
   * Guia Prático EFD ICMS/IPI 3.1.8, C100 campo 06: "Os valores 04 e 05 somente são possíveis para NF-e ou NFC-e até
   * 31/12/2022" (introdução: from 01/2023 the codes of Tabela 4.1.2 are discontinued) and "Validação: os valores 04 e 05
   * somente são possíveis para NF-e ou NFC-e".
   */
  private checkDeniedVoid(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, sit: number, line: number): void {
    const what = sit === 4 ? '04 (denegada)' : '05 (numeração inutilizada)';
    if (this.ini >= 20230101) {
      this.sink.add('error', 'SPED_FORMATO', line, 'C100', 'COD_SIT', `COD_SIT ${what} não existe mais para períodos a partir de 01/2023 (Guia Prático, C100 campo 06: códigos 04 e 05 só até 31/12/2022); documento denegado ou inutilizado não é escriturado — retire a linha`);
    } else if (!row.is(p.COD_MOD, '55') && !row.is(p.COD_MOD, '65')) {
      this.sink.add('error', 'SPED_FORMATO', line, 'C100', 'COD_SIT', `COD_SIT ${what} só é possível para NF-e ou NFC-e (modelo 55 ou 65), não para o modelo ${row.get(p.COD_MOD)} (Guia Prático, C100 campo 06)`);
    }
  }

  private checkKey(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, line: number): void {
    // A method rather than a closure: this runs for every C100 (and tsx wraps each closure in __name).
    const b = row.buf, k = row.starts[p.CHV_NFE]!;
    if (!isNfeKeyAt(b, k, row.ends[p.CHV_NFE]!)) { this.keyError(row, p, line, 'dígito verificador inválido ou chave sem 44 dígitos', 'REGRA_VALIDA_CHV_NFE_CTE'); return; }
    // Key layout (NT 2005/001): cUF 2, AAMM 4, CNPJ/CPF 14, mod 2, serie 3, nNF 9, tpEmis 1, cNF 8, cDV 1.
    const mod = row.digits(p.COD_MOD);
    const keyMod = digitsAt(b, k + 20, k + 22);
    if ((row.is(p.COD_MOD, '55') || row.is(p.COD_MOD, '65')) && keyMod !== mod) {
      this.keyError(row, p, line, `modelo ${b.toString('latin1', k + 20, k + 22)} na chave, ${row.get(p.COD_MOD)} no C100`, 'REGRA_COMPARA_CODIGO_MODELO');
    }
    const ser = row.digits(p.SER), keySer = digitsAt(b, k + 22, k + 25);
    if (ser >= 0 && ser !== keySer) this.keyError(row, p, line, `série ${keySer} na chave, ${row.get(p.SER)} no C100`, 'REGRA_VALIDA_SERIE_CHAVE');
    const keyNum = digitsAt(b, k + 25, k + 34);
    if (!row.isEmpty(p.NUM_DOC) && row.digits(p.NUM_DOC) !== keyNum) this.keyError(row, p, line, `número ${keyNum} na chave, ${row.get(p.NUM_DOC)} no C100`, 'REGRA_COMPARA_NUM_DOC_NFE_CTE');
    const emit = row.char(p.IND_EMIT);
    // Guia Prático EFD ICMS/IPI 3.1.8, C100 campo 09 (Validação): "É também comparada a UF codificada na chave da NF-e com o
    // campo UF informado no registro 0000" — for own documents (a third party's key carries its own state).
    if (emit === 48 && this.ufCode >= 0) {
      const keyUf = digitsAt(b, k, k + 2);
      if (keyUf !== this.ufCode) this.keyError(row, p, line, `UF ${b.toString('latin1', k, k + 2)} na chave de documento de emissão própria, mas o 0000 é de ${this.ctx.uf} (${this.ufCode}) (Guia Prático, C100 campo 09)`);
    }
    let expected = '';
    if (emit === 48) expected = this.ctx.cnpj;
    else if (emit === 49 && !row.isEmpty(p.COD_PART)) {
      // NF-e avulsa (séries 890–899) is issued by the SEFAZ itself, and COD_SIT 08 covers documents issued by
      // others on the party's behalf (Guia, C100 exceção 7): the key's CNPJ is not the participant's.
      if ((keySer >= 890 && keySer <= 899) || row.is(p.COD_SIT, '08')) return;
      expected = this.ctx.participants.getBytes(b, row.starts[p.COD_PART]!, row.ends[p.COD_PART]!, row.decode) ?? '';
    }
    if (!expected) return;
    // Guia Prático EFD ICMS/IPI, C100 campo 09: the PVA compares the key's CNPJ *root* with 0000's for own
    // documents (a company with centralised bookkeeping or IE única books its branches' notes as its own).
    // For third parties it does not compare: another branch of the supplier (same root) is only a warning.
    const full = expected.length === 11 ? sameDigits(b, k + 6, '000' + expected, 14) : expected.length === 14 && sameDigits(b, k + 6, expected, 14);
    if (full) return;
    const sameRoot = expected.length === 14 && sameDigits(b, k + 6, expected, 8);
    if (sameRoot && emit === 48) return;
    const keyDoc = b.toString('latin1', k + 6, k + 20);
    const m = `emitente ${keyDoc} na chave, mas ${emit === 48 ? 'o contribuinte (0000)' : `o participante ${row.get(p.COD_PART)} (0150)`} é ${expected}`;
    if (sameRoot) this.sink.add('warning', 'SPED_CHAVE', line, 'C100', 'CHV_NFE', `chave ${row.get(p.CHV_NFE)}: ${m} (outro estabelecimento da mesma empresa: confira o cadastro do participante)`);
    else this.keyError(row, p, line, m, emit === 49 ? 'REGRA_COMPARA_CNPJ_NFE_PARTICIPANTE_12001_V1' : undefined);
  }

  /**
   * Guia Prático, C100: no two C100 with the same IND_OPER, IND_EMIT, COD_PART, COD_MOD, COD_SIT, SER,
   * NUM_DOC and CHV_NFE (the key holds model, series, number and issuer) — a note bookkept twice doubles its
   * credit or debit. Keys are kept once (the issue allows the key set); the combination of IND_OPER,
   * IND_EMIT and COD_SIT rides in the value, and a key seen with several combinations (an own note to
   * itself, entry and exit) keeps the others apart.
   */
  private checkRepeated(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, line: number): void {
    const k = row.get(p.CHV_NFE);
    const combo = ((row.char(p.IND_OPER) & 7) << 10) | ((row.char(p.IND_EMIT) & 7) << 7) | (row.digits(p.COD_SIT) & 127);
    const seen = this.keys.get(k);
    if (seen === undefined) { this.keys.set(k, line * 8192 + combo); return; }
    const first = seen % 8192 === combo ? Math.floor(seen / 8192) : this.otherCombos.get(`${k}|${combo}`);
    if (first === undefined) { this.otherCombos.set(`${k}|${combo}`, line); return; }
    this.keyError(row, p, line, `documento escriturado em duplicidade: o mesmo C100 (chave, IND_OPER, IND_EMIT, COD_SIT) já consta da linha ${first}`);
  }
  private readonly keys = new Map<string, number>();
  private readonly otherCombos = new Map<string, number>();

  private keyError(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, line: number, m: string, rule?: PvaRule): void {
    this.sink.add('error', 'SPED_CHAVE', line, 'C100', 'CHV_NFE', `chave ${row.get(p.CHV_NFE)}: ${m}${rule ? this.pva(rule) : ''}`);
  }

  private checkDates(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, sit: number, line: number): void {
    const { dtIni, dtFin } = this.ctx;
    if (this.fin < 0) return;
    const doc = row.ymd(p.DT_DOC);
    const es = row.ymd(p.DT_E_S);
    const entry = row.char(p.IND_OPER) === 48;
    if (this.ctx.sped === 'efd_contribuicoes') { this.checkDatesContrib(row, p, doc, es, entry, sit, line); return; }
    if (doc >= 0 && doc > this.fin) {
      this.sink.add('error', 'SPED_PERIODO', line, 'C100', 'DT_DOC', `data do documento ${br(row.get(p.DT_DOC))} posterior ao fim do período (${br(dtFin)})${this.pva('REGRA_DATA_MENOR_IGUAL_DT_FIN_0000_DT_DOC_C100')}`);
    }
    if (es < 0) return;
    // Guia Prático EFD ICMS/IPI 3.1.x, C100 campo 11: DT_E_S ≤ DT_FIN and ≥ DT_DOC; no lower bound on DT_INI
    // (an entry issued and received in an earlier month is accepted by the PVA). COD_SIT 08 may carry an
    // issue date after the entry/exit date (exceção 5: the PVA only warns).
    if (es > this.fin) {
      const how = entry
        ? 'a entrada é escriturada no período em que ocorreu: leve o documento à escrituração do mês da entrada'
        : 'numa saída escriturada pela data de emissão com saída no mês seguinte, deixe o campo vazio';
      this.sink.add('error', 'SPED_PERIODO', line, 'C100', 'DT_E_S', `data de ${entry ? 'entrada' : 'saída'} ${br(row.get(p.DT_E_S))} posterior ao fim do período (${br(dtFin)}); ${how} (Guia Prático EFD ICMS/IPI, C100 campo 11)${this.pva('REGRA_DATA_MENOR_IGUAL_DT_FIN_0000_DT_ES')}`);
    } else if (doc >= 0 && es < doc) {
      this.sink.add(sit === 8 ? 'warning' : 'error', 'SPED_PERIODO', line, 'C100', 'DT_E_S', `data de ${entry ? 'entrada' : 'saída'} ${br(row.get(p.DT_E_S))} anterior à data de emissão ${br(row.get(p.DT_DOC))} (Guia Prático, C100 campo 11${sit === 8 ? ': admitido para COD_SIT 08, exceção 5' : ''})${this.pva('REGRA_DT_E_S_MAIOR_IGUAL_DT_DOC')}`);
    } else if (this.ini >= 0 && es < this.ini && sit !== 1 && sit !== 7) {
      this.sink.add('warning', 'SPED_PERIODO', line, 'C100', 'DT_E_S', `data de ${entry ? 'entrada' : 'saída'} ${br(row.get(p.DT_E_S))} anterior ao período ${br(dtIni)} a ${br(dtFin)}: o PVA aceita, mas documento de período anterior escriturado agora é extemporâneo (COD_SIT 01)`);
    }
  }

  /**
   * Guia Prático EFD-Contribuições, C100 campos 10 (DT_DOC) e 11 (DT_E_S): the document belongs to the period when its
   * issue date *or* its entry/exit date falls within DT_INI–DT_FIN of 0000 (an entry issued on 31/01 and received on
   * 01/02 is bookkept in either month). Only when neither does is the date outside the period.
   */
  private checkDatesContrib(row: Row, p: Record<(typeof C100_FIELDS)[number], number>, doc: number, es: number, entry: boolean, sit: number, line: number): void {
    const what = entry ? 'entrada' : 'saída';
    if (doc >= 0 && es >= 0 && es < doc) {
      this.sink.add(sit === 8 ? 'warning' : 'error', 'SPED_PERIODO', line, 'C100', 'DT_E_S', `data de ${what} ${br(row.get(p.DT_E_S))} anterior à data de emissão ${br(row.get(p.DT_DOC))} (Guia Prático EFD-Contribuições, C100 campo 11)`);
      return;
    }
    const inside = (d: number) => d >= 0 && d >= this.ini && d <= this.fin;
    if (inside(doc) || inside(es)) return;
    const after = (doc >= 0 && doc > this.fin) || (es >= 0 && es > this.fin);
    if (!after) {
      // Both dates before the period: the PVA accepts it; a document of an earlier period bookkept now is extemporaneous.
      if (this.ini >= 0 && sit !== 1 && sit !== 7) this.sink.add('warning', 'SPED_PERIODO', line, 'C100', es >= 0 ? 'DT_E_S' : 'DT_DOC', `data do documento ${br(row.get(p.DT_DOC))}${es >= 0 ? ` e de ${what} ${br(row.get(p.DT_E_S))}` : ''} anteriores ao período ${br(this.ctx.dtIni)} a ${br(this.ctx.dtFin)}: o PVA aceita, mas documento de período anterior escriturado agora é extemporâneo (COD_SIT 01)`);
      return;
    }
    const dates = `data do documento ${br(row.get(p.DT_DOC))}${es >= 0 ? ` e data de ${what} ${br(row.get(p.DT_E_S))}` : ''}`;
    this.sink.add('error', 'SPED_PERIODO', line, 'C100', es >= 0 && es > this.fin && !(doc > this.fin) ? 'DT_E_S' : 'DT_DOC',
      `${dates} fora do período ${br(this.ctx.dtIni)} a ${br(this.ctx.dtFin)}: a data de emissão ou a de ${what} deve estar no período (Guia Prático EFD-Contribuições, C100 campos 10 e 11)`);
  }

  c170(c: CompiledRegister, row: Row, line: number): void {
    const d = this.doc;
    if (!d) return;
    const p = positions(c, 'c170', C170_FIELDS);
    d.items++;
    d.vlItem += row.num(p.VL_ITEM);
    if (this.ctx.sped !== 'efd_icms_ipi') {
      d.pis += row.num(p.VL_PIS);
      d.cofins += row.num(p.VL_COFINS);
      return;
    }
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
    const t = row.buf, st = row.starts, en = row.ends;
    const cst = smallInt(t, st[p.CST_ICMS]!, en[p.CST_ICMS]!), cfop = smallInt(t, st[p.CFOP]!, en[p.CFOP]!);
    const aliq = Math.round(row.num(p.ALIQ_ICMS) * 100);
    const digits = cst >= 0 && cfop >= 0;
    const k1 = digits ? cst * 1e4 + cfop : -1;
    const key = digits ? '' : row.get(p.CST_ICMS) + '|' + row.get(p.CFOP);
    let s = find(m, k1, aliq, key);
    if (!s) m.push((s = zero(line, (en[p.CST_ICMS]! - st[p.CST_ICMS]!) * 100 + en[p.CFOP]! - st[p.CFOP]!, k1, aliq, key)));
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
    const noC190 = this.notRead.has('C190'), noC170 = this.notRead.has('C170');
    if (this.ctx.sped === 'efd_icms_ipi' && d.c190.length === 0 && !noC190) {
      // Guia Prático EFD ICMS/IPI, C190: obrigatório para todo C100 exceto os de COD_SIT 02, 03, 04 e 05.
      s.add('error', 'SPED_C190', d.line, 'C100', '', 'documento sem registro analítico C190 (obrigatório para todo C100 que não seja cancelado, denegado ou inutilizado)');
    }
    if (this.ctx.sped === 'efd_icms_ipi' && d.c190.length > 0) {
      let opr = 0, bc = 0, icms = 0, bcSt = 0, st = 0, ipi = 0;
      for (const x of d.c190) { opr += x.opr; bc += x.bc; icms += x.icms; bcSt += x.bcSt; st += x.st; ipi += x.ipi; }
      // Guia Prático, C100 campo 12 and C190 campo 05: VL_DOC ≠ Σ VL_OPR is only an 'Advertência' of the PVA (a
      // conjugated NF-e's services, ICMS desonerado, 2026's CBS/IBS explain it); the tax totals are errors.
      if (!sameCents(v[V_DOC]!, opr)) this.total('VL_DOC', v[V_DOC]!, opr, d.line, 'warning');
      if (!sameCents(v[V_BC]!, bc)) this.total('VL_BC_ICMS', v[V_BC]!, bc, d.line);
      if (!sameCents(v[V_ICMS]!, icms)) this.total('VL_ICMS', v[V_ICMS]!, icms, d.line);
      if (!sameCents(v[V_BC_ST]!, bcSt)) this.total('VL_BC_ICMS_ST', v[V_BC_ST]!, bcSt, d.line);
      if (!sameCents(v[V_ST]!, st)) this.total('VL_ICMS_ST', v[V_ST]!, st, d.line);
      if (!sameCents(v[V_IPI]!, ipi)) this.total('VL_IPI', v[V_IPI]!, ipi, d.line);
    }
    if (d.items === 0 || noC170 || noC190) return;
    if (this.ctx.sped === 'efd_icms_ipi') {
      // Guia Prático 3.1.8, C100 campo 16 (Validação): only for COD_MOD ≠ 55, IND_EMIT ≠ 0 and COD_SIT 00/01 is VL_MERC compared
      // with Σ VL_ITEM; the PVA's rule (REGRA_VL_MERC_C170) asks VL_MERC ≥ Σ VL_ITEM, so a larger VL_MERC is accepted.
      if (d.merc && v[V_MERC]! < d.vlItem && !sameCents(v[V_MERC]!, d.vlItem)) {
        s.add('error', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_MERC', `VL_MERC do C100 ${money(v[V_MERC]!)} menor que a soma de VL_ITEM dos ${d.items} C170 ${money(d.vlItem)} (Guia Prático, C100 campo 16: documento de terceiros de modelo diferente de 55, COD_SIT 00 ou 01; o PVA exige VL_MERC maior ou igual à soma dos itens)${this.pva('REGRA_VL_MERC_C170')}`);
      }
      for (const it of d.c170) {
        const an = find(d.c190, it.k1, it.aliq, it.key);
        if (!an) { s.add('error', 'SPED_C190', it.line, 'C170', '', `itens com ${label(it)} sem o C190 correspondente`); continue; }
        if (!sameCents(it.bc, an.bc)) this.group('VL_BC_ICMS', an, it.bc);
        if (!sameCents(it.icms, an.icms)) this.group('VL_ICMS', an, it.icms);
        if (!sameCents(it.bcSt, an.bcSt)) this.group('VL_BC_ICMS_ST', an, it.bcSt);
        if (!sameCents(it.st, an.st)) this.group('VL_ICMS_ST', an, it.st);
        if (!sameCents(it.ipi, an.ipi)) this.group('VL_IPI', an, it.ipi);
      }
      // Guia Prático, C190 campos 06–11: the sums are those of the C170 "se existirem" with the combination. An own
      // NF-e carries C170 only for the items with C176/C177/C180/C181 (exceções 2, 6 e 10), so a combination
      // without items is normal there; on third-party documents the PVA accepts it too, but an item may be missing.
      for (const an of d.c190) {
        if (!d.own && !find(d.c170, an.k1, an.aliq, an.key)) s.add('warning', 'SPED_C190', an.line, 'C190', '', `C190 com ${label(an)} sem nenhum C170 com essa combinação (o PVA aceita, mas confira se falta algum item do documento)`);
      }
    } else {
      // EFD-Contribuições: the C100 PIS/COFINS totals are the sum of the items (warning: some generators leave them empty).
      if (!sameCents(v[V_PIS]!, d.pis)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_PIS', `VL_PIS do C100 ${money(v[V_PIS]!)} difere da soma dos C170 ${money(d.pis)}`);
      if (!sameCents(v[V_COFINS]!, d.cofins)) s.add('warning', 'SPED_C100_TOTAL', d.line, 'C100', 'VL_COFINS', `VL_COFINS do C100 ${money(v[V_COFINS]!)} difere da soma dos C170 ${money(d.cofins)}`);
    }
  }

  private total(f: string, a: number, b: number, line: number, type: 'error' | 'warning' = 'error'): void {
    const rule = TOTAL_RULE[f];
    this.sink.add(type, 'SPED_C100_TOTAL', line, 'C100', f, `${f} do C100 ${money(a)} difere da soma dos C190 ${money(b)}${type === 'warning' ? ' (advertência do PVA, não impede a transmissão)' : ''}${rule ? this.pva(rule) : ''}`);
  }

  private group(f: string, an: Sums, items: number): void {
    const rule = GROUP_RULE[f];
    this.sink.add('error', 'SPED_C190', an.line, 'C190', f, `${f} do C190 (${label(an)}) ${money(this.pick(an, f))} difere da soma dos C170 ${money(items)}${rule ? this.pva(rule) : ''}`);
  }

  private pick(x: Sums, f: string): number {
    return f === 'VL_BC_ICMS' ? x.bc : f === 'VL_ICMS' ? x.icms : f === 'VL_BC_ICMS_ST' ? x.bcSt : f === 'VL_ICMS_ST' ? x.st : x.ipi;
  }
}
