/**
 * EFD-Contribuições → PIS/COFINS check rows. A `RowSink` for the SPED line scanner (src/fiscal/sped):
 * keeps what later lines refer to (0000, 0110, participants 0150 and items 0200 per establishment 0140,
 * the open document C100/A100/C180) and turns each item register into the row type of the sheet check,
 * so every rule of the engine applies: C170 (NF-e item), C175 (NFC-e by CFOP), C181 + C185 (NF-e
 * consolidated by CFOP/CST, paired), A170 (service) and F100 (other operations). Each row's `line` is the
 * file's line number. Sums for the apuração check (efd-contrib-apuracao.ts) are taken on the way.
 */
import { detectSped } from '../sped/detect-sped';
import type { RowSink } from '../sped/line-scanner';
import type { Row } from '../sped/row';
import { CONTRIBUTION_REGISTERS, DEBIT_CSTS, F, apuracaoFields } from './efd-contrib-fields';
import type { PisCofinsRow } from './types';

/** Positions of a register's PIS and COFINS fields (C170, C175, A170 and F100 carry both, in their own places). */
interface ContributionFields {
  CST_PIS: number;
  VL_BC_PIS: number;
  ALIQ_PIS: number;
  VL_PIS: number;
  CST_COFINS: number;
  VL_BC_COFINS: number;
  ALIQ_COFINS: number;
  VL_COFINS: number;
}

/** The PIS/COFINS columns of an item row, read from one register line. */
function contributions(row: Row, f: ContributionFields) {
  return {
    cst_pis: row.get(f.CST_PIS),
    base_pis: dec(row.get(f.VL_BC_PIS)),
    aliq_pis: dec(row.get(f.ALIQ_PIS)),
    valor_pis: dec(row.get(f.VL_PIS)),
    cst_cofins: row.get(f.CST_COFINS),
    base_cofins: dec(row.get(f.VL_BC_COFINS)),
    aliq_cofins: dec(row.get(f.ALIQ_COFINS)),
    valor_cofins: dec(row.get(f.VL_COFINS)),
  };
}

/** The input cannot be read as an EFD-Contribuições; `message` is pt-BR and safe to show. */
export class EfdContribError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EfdContribError';
  }
}

export const MSG_EFD_ICMS_IPI =
  'O arquivo é uma EFD ICMS/IPI (SPED Fiscal), não uma EFD-Contribuições: a conferência de PIS/COFINS lê a EFD-Contribuições. Para validar a EFD ICMS/IPI, envie-a no módulo Escrituração.';

export interface SpedItemRow extends PisCofinsRow {
  registro: string;
}

/** Sums of one tributo for the apuração check. */
export interface ContributionSums {
  /** Σ VL_PIS / VL_COFINS of the document registers with CST 01, 02, 03, 05, by register. */
  debitos: Map<string, number>;
  /** Σ M210/M610 VL_CONT_APUR and VL_CONT_PER; line of the first M210/M610 (0: none). */
  apurado: number;
  periodo: number;
  apuracaoLine: number;
  /** M200/M600 VL_TOT_CONT_NC_PER + VL_TOT_CONT_CUM_PER and its line (0: none). */
  totalM200: number;
  m200Line: number;
}

export interface EfdContribHeader {
  codVer: string;
  dtIni: string;
  dtFin: string;
  cnpj: string;
  nome: string;
}

export interface Reg0110 {
  codIncTrib: string;
  indAproCred: string;
  indRegCum: string;
  line: number;
}

interface Doc {
  label: string;
  date: Date | null;
  cancelled: boolean;
}

const MODELS: Record<string, string> = { '55': 'NF-e', '65': 'NFC-e', '01': 'NF', '1B': 'NF avulsa', '04': 'NF de produtor', '06': 'Conta de energia', '28': 'Conta de gás', '29': 'Conta de água' };
/** COD_SIT 02 cancelado, 03 cancelado extemporâneo, 04 denegado, 05 inutilizado: no items, no tax (Guia Prático, tabela 4.1.2). */
const VOID_SIT = new Set(['02', '03', '04', '05']);

/** The registers turned into checked rows. */
const ITEM_REGISTERS = new Set(['A170', 'C170', 'C175', 'C181', 'C185', 'F100']);

function spedDate(s: string): Date | null {
  if (!/^\d{8}$/.test(s)) return null;
  const d = new Date(Date.UTC(Number(s.slice(4)), Number(s.slice(2, 4)) - 1, Number(s.slice(0, 2))));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A decimal-comma field as a number; '' → null; anything else is handed over as text for the engine to judge. */
function dec(s: string): number | string | null {
  if (s === '') return null;
  return /^-?\d+(,\d+)?$/.test(s) ? Number(s.replace(',', '.')) : s;
}

function sums(): ContributionSums {
  return { debitos: new Map(), apurado: 0, periodo: 0, apuracaoLine: 0, totalM200: 0, m200Line: 0 };
}

export class EfdContribReader implements RowSink {
  header: EfdContribHeader | null = null;
  reg0110: Reg0110 | null = null;
  readonly registros: Record<string, number> = {};
  /** Registers with PIS/COFINS that are summed for the apuração check but not checked item by item (C601, C481 …). */
  readonly somenteApuracao: Record<string, number> = {};
  itensDocumentosCancelados = 0;
  readonly pis = sums();
  readonly cofins = sums();
  /** Lines of the contribution registers with a debit CST (for the rounding tolerance of the apuração check). */
  debitLines = 0;
  /** Block I (financial institutions) has lines: its revenues reach M210 without the document registers. */
  blockI = false;

  private estab0 = '';
  private estab = '';
  private readonly parts = new Map<string, Map<string, string>>();
  private readonly items = new Map<string, Map<string, { descr: string; ncm: string; ex: string }>>();
  private doc: Doc | null = null;
  private c180: { date: Date | null; codItem: string; ncm: string; ex: string; label: string } | null = null;
  private pending181: { line: number; f: string[] }[] = [];
  private pending185: { line: number; f: string[] }[] = [];

  constructor(private readonly emit: (row: SpedItemRow) => void) {}

  pushRow(row: Row, lineNo: number): boolean {
    const reg = row.get(0);
    if (lineNo === 1) this.open(row);
    if (reg !== 'C181' && reg !== 'C185' && (this.pending181.length > 0 || this.pending185.length > 0)) this.flushC18x();
    this.sum(reg, row);
    switch (reg) {
      case '0110':
        this.reg0110 = { codIncTrib: row.get(F['0110'].COD_INC_TRIB), indAproCred: row.get(F['0110'].IND_APRO_CRED), indRegCum: row.get(F['0110'].IND_REG_CUM), line: lineNo };
        break;
      case '0140':
        this.estab0 = row.get(F['0140'].CNPJ);
        break;
      case '0150':
        this.mapOf(this.parts, this.estab0).set(row.get(F['0150'].COD_PART), row.get(F['0150'].NOME));
        break;
      case '0200':
        this.mapOf(this.items, this.estab0).set(row.get(F['0200'].COD_ITEM), { descr: row.get(F['0200'].DESCR_ITEM), ncm: row.get(F['0200'].COD_NCM), ex: row.get(F['0200'].EX_IPI) });
        break;
      case 'A010': case 'C010': case 'D010': case 'F010': case 'I010': case 'P010':
        this.estab = row.get(F.X010.CNPJ);
        this.doc = null;
        break;
      case 'A100': case 'C100': this.openDoc(reg, row); break;
      case 'C180': this.openC180(row); break;
      case 'A170': this.a170(row, lineNo); break;
      case 'C170': this.c170(row, lineNo); break;
      case 'C175': this.c175(row, lineNo); break;
      case 'C181': this.pending181.push({ line: lineNo, f: this.fields(row) }); break;
      case 'C185': this.pending185.push({ line: lineNo, f: this.fields(row) }); break;
      case 'F100': this.f100(row, lineNo); break;
      case 'M200': case 'M600': this.m200(reg, row, lineNo); break;
      case 'M210': case 'M610': this.m210(reg, row, lineNo); break;
      case 'I100': this.blockI = true; break;
      default:
        // Another register of block C closes the consolidation C180 (its children are C181, C185 and C188).
        if (reg.startsWith('C') && reg !== 'C188') this.c180 = null;
    }
    return reg !== '9999';
  }

  /** Call after the last line: pairs the C181/C185 still waiting. */
  finish(): void {
    this.flushC18x();
  }

  private open(row: Row): void {
    const vals: string[] = [];
    for (let i = 0; i < Math.min(row.n, 16); i++) vals.push(row.get(i));
    const d = detectSped(vals);
    if (!d) throw new EfdContribError('O arquivo não parece uma EFD-Contribuições: a primeira linha deve ser o registro |0000| do SPED. Envie o .txt gerado pelo sistema ou pelo PVA (ou um .zip com ele).');
    if (d.sped === 'efd_icms_ipi') throw new EfdContribError(MSG_EFD_ICMS_IPI);
    this.header = { codVer: d.codVer, dtIni: d.dtIni, dtFin: d.dtFin, cnpj: d.cnpj, nome: d.name };
  }

  private mapOf<T>(m: Map<string, Map<string, T>>, key: string): Map<string, T> {
    let v = m.get(key);
    if (!v) m.set(key, (v = new Map()));
    return v;
  }

  /** Participants and items are declared per establishment (0140); a code missing there is looked up in the others. */
  private find<T>(m: Map<string, Map<string, T>>, code: string): T | undefined {
    const own = m.get(this.estab)?.get(code);
    if (own !== undefined) return own;
    for (const v of m.values()) {
      const x = v.get(code);
      if (x !== undefined) return x;
    }
    return undefined;
  }

  private fields(row: Row): string[] {
    const out: string[] = [];
    for (let i = 0; i < row.n; i++) out.push(row.get(i));
    return out;
  }

  private count(reg: string): void {
    this.registros[reg] = (this.registros[reg] ?? 0) + 1;
  }

  private openDoc(reg: string, row: Row): void {
    const f = reg === 'C100' ? F.C100 : F.A100;
    const part = this.find(this.parts, row.get(f.COD_PART));
    const model = reg === 'C100' ? row.get(F.C100.COD_MOD) : '';
    const kind = reg === 'A100' ? 'NFS' : MODELS[model] ?? `Documento modelo ${model}`;
    const ser = row.get(f.SER);
    const label = `${kind} ${row.get(f.NUM_DOC)}${ser ? ` série ${ser}` : ''}${part ? ` — ${part}` : ''}`;
    const date = spedDate(row.get(f.DT_DOC)) ?? spedDate(row.get(reg === 'C100' ? F.C100.DT_E_S : F.A100.DT_EXE_SERV));
    this.doc = { label, date, cancelled: VOID_SIT.has(row.get(f.COD_SIT)) };
    this.c180 = null;
  }

  private openC180(row: Row): void {
    const model = row.get(F.C180.COD_MOD);
    this.c180 = {
      date: spedDate(row.get(F.C180.DT_DOC_INI)),
      codItem: row.get(F.C180.COD_ITEM),
      ncm: row.get(F.C180.COD_NCM),
      ex: row.get(F.C180.EX_IPI),
      label: `${MODELS[model] ?? `Modelo ${model}`} consolidadas de ${row.get(F.C180.DT_DOC_INI).replace(/^(\d\d)(\d\d)(\d{4})$/, '$1/$2/$3')} a ${row.get(F.C180.DT_DOC_FIN).replace(/^(\d\d)(\d\d)(\d{4})$/, '$1/$2/$3')}`,
    };
    this.doc = null;
  }

  /** Items under a cancelled/denied/unused document (which should have none) are counted, not checked. */
  private skipVoid(): boolean {
    if (this.doc?.cancelled) {
      this.itensDocumentosCancelados++;
      return true;
    }
    return false;
  }

  private product(code: string, compl: string): { produto: string; ncm: string; ex: string } {
    const it = code ? this.find(this.items, code) : undefined;
    const name = it?.descr || compl;
    return { produto: code ? `${name}${name ? ' ' : ''}(${code})` : name, ncm: it?.ncm ?? '', ex: it?.ex ?? '' };
  }

  private push(registro: string, line: number, values: Record<string, unknown>): void {
    this.count(registro);
    const ncm = typeof values.ncm === 'string' ? values.ncm : '';
    this.emit({ line, registro, values, ncmDispensado: ncm === '' });
  }

  private c170(row: Row, line: number): void {
    if (this.skipVoid()) return;
    const f = F.C170;
    const p = this.product(row.get(f.COD_ITEM), row.get(f.DESCR_COMPL));
    this.push('C170', line, {
      data: this.doc?.date ?? null,
      documento: `${this.doc?.label ?? ''} item ${row.get(f.NUM_ITEM)}`.trim(),
      produto: p.produto,
      ncm: p.ncm,
      ex_tipi: p.ex,
      cfop: row.get(f.CFOP),
      valor: dec(row.get(f.VL_ITEM)),
      desconto: dec(row.get(f.VL_DESC)),
      quantidade: dec(row.get(f.QTD)),
      valor_icms: dec(row.get(f.VL_ICMS)),
      ...contributions(row, f),
    });
  }

  private c175(row: Row, line: number): void {
    if (this.skipVoid()) return;
    const f = F.C175;
    this.push('C175', line, {
      data: this.doc?.date ?? null,
      documento: `${this.doc?.label ?? ''} (consolidado por CFOP)`.trim(),
      produto: `Itens do CFOP ${row.get(f.CFOP)} (C175, sem item)`,
      ncm: '',
      cfop: row.get(f.CFOP),
      valor: dec(row.get(f.VL_OPR)),
      desconto: dec(row.get(f.VL_DESC)),
      ...contributions(row, f),
    });
  }

  /**
   * C181 (PIS) and C185 (COFINS) of one C180 are separate lines; each C181 is paired with the first
   * unpaired C185 of the same CFOP and item value, so one row carries both (as an item of a sheet). A line
   * without a partner is checked alone (the other tributo's CST rules then do not run on it).
   */
  private flushC18x(): void {
    const c = this.c180;
    const left185 = [...this.pending185];
    const f = F.C181;
    for (const p of this.pending181) {
      const k = left185.findIndex((q) => q.f[f.CFOP] === p.f[f.CFOP] && q.f[f.VL_ITEM] === p.f[f.VL_ITEM]);
      const q = k >= 0 ? left185.splice(k, 1)[0] : undefined;
      this.c18xRow(c, p, q);
    }
    for (const q of left185) this.c18xRow(c, undefined, q);
    this.pending181 = [];
    this.pending185 = [];
  }

  private c18xRow(c: EfdContribReader['c180'], p: { line: number; f: string[] } | undefined, q: { line: number; f: string[] } | undefined): void {
    const f = F.C181;
    const first = (p ?? q)!;
    const prod = c ? this.product(c.codItem, '') : { produto: '', ncm: '', ex: '' };
    const values: Record<string, unknown> = {
      data: c?.date ?? null,
      documento: c?.label ?? 'Consolidação C180',
      produto: prod.produto,
      ncm: c?.ncm || prod.ncm,
      ex_tipi: c?.ex || prod.ex,
      cfop: first.f[f.CFOP] ?? '',
      valor: dec(first.f[f.VL_ITEM] ?? ''),
      desconto: dec(first.f[f.VL_DESC] ?? ''),
    };
    if (p) Object.assign(values, { cst_pis: p.f[f.CST] ?? '', base_pis: dec(p.f[f.VL_BC] ?? ''), aliq_pis: dec(p.f[f.ALIQ] ?? ''), valor_pis: dec(p.f[f.VL] ?? '') });
    if (q) Object.assign(values, { cst_cofins: q.f[f.CST] ?? '', base_cofins: dec(q.f[f.VL_BC] ?? ''), aliq_cofins: dec(q.f[f.ALIQ] ?? ''), valor_cofins: dec(q.f[f.VL] ?? '') });
    if (q && p) this.count('C185');
    this.push(p ? 'C181' : 'C185', first.line, values);
  }

  private a170(row: Row, line: number): void {
    if (this.skipVoid()) return;
    const f = F.A170;
    const p = this.product(row.get(f.COD_ITEM), row.get(f.DESCR_COMPL));
    // A service has no CFOP in A170: the rules that need one (direction, resale) do not run on it.
    this.push('A170', line, {
      data: this.doc?.date ?? null,
      documento: `${this.doc?.label ?? ''} item ${row.get(f.NUM_ITEM)}`.trim(),
      produto: p.produto,
      ncm: '',
      cfop: '',
      valor: dec(row.get(f.VL_ITEM)),
      desconto: dec(row.get(f.VL_DESC)),
      ...contributions(row, f),
    });
  }

  private f100(row: Row, line: number): void {
    const f = F.F100;
    const part = this.find(this.parts, row.get(f.COD_PART));
    const code = row.get(f.COD_ITEM);
    const p = this.product(code, row.get(f.DESC_DOC_OPER));
    this.push('F100', line, {
      data: spedDate(row.get(f.DT_OPER)),
      documento: `F100 ${row.get(f.DESC_DOC_OPER) || 'demais operações'}${part ? ` — ${part}` : ''}`,
      produto: p.produto,
      ncm: p.ncm,
      ex_tipi: p.ex,
      cfop: '',
      valor: dec(row.get(f.VL_OPER)),
      ...contributions(row, f),
    });
  }

  /** Debits of every contribution register, for the M210/M610 check. */
  private sum(reg: string, row: Row): void {
    const pos = CONTRIBUTION_REGISTERS[reg];
    if (!pos) return;
    if (!ITEM_REGISTERS.has(reg)) this.somenteApuracao[reg] = (this.somenteApuracao[reg] ?? 0) + 1;
    if (this.doc?.cancelled && (reg === 'C170' || reg === 'C175' || reg === 'A170')) return;
    let counted = false;
    for (const [pair, s] of [[pos.pis, this.pis], [pos.cofins, this.cofins]] as const) {
      if (!pair) continue;
      if (!DEBIT_CSTS.has(row.get(pair[0]))) continue;
      s.debitos.set(reg, (s.debitos.get(reg) ?? 0) + row.num(pair[1]));
      counted = true;
    }
    if (counted) this.debitLines++;
  }

  private m200(reg: string, row: Row, line: number): void {
    const s = reg === 'M200' ? this.pis : this.cofins;
    s.totalM200 += row.num(F.M200.VL_TOT_CONT_NC_PER) + row.num(F.M200.VL_TOT_CONT_CUM_PER);
    if (s.m200Line === 0) s.m200Line = line;
  }

  private m210(reg: string, row: Row, line: number): void {
    const s = reg === 'M210' ? this.pis : this.cofins;
    const f = apuracaoFields(row.n);
    s.apurado += row.num(f.VL_CONT_APUR);
    s.periodo += row.num(f.VL_CONT_PER);
    if (s.apuracaoLine === 0) s.apuracaoLine = line;
  }
}
