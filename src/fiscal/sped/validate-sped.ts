import type { NcmValidity } from '../tables/contracts';
import { ApuracaoChecks } from './apuracao-checks';
import { ICMS_APURACAO_REGS, IcmsApuracaoChecks } from './apuracao-icms';
import { isValidCnpj as isValidCnpjImport, isValidCpf as isValidCpfImport } from './br-docs';
import { C100Checks, type DocContext } from './c100-checks';
import { compile, FIELD_KINDS, type CompiledRegister } from './compiled-register';
import { CountChecker } from './count-checks';
import { checkFieldAt as checkFieldAtImport, isDateBytes as isDateBytesImport, ymd as ymdImport, br as brImport } from './field-checks';
import { detach as detachImport, Row, type RowTag } from './row';
import { FindingSink } from './finding-sink';
import { HierarchyChecker } from './hierarchy';
import { CodeMap } from './code-map';
import { detectSped } from './detect-sped';
import { checkSpedNcm } from './ncm-check';
import { pvaRule as pvaRuleImport } from './pva-rule';
import { contribMinVersionFor, icmsIpiRegisterSince, icmsIpiVersionFor } from './layout-period';
import type { RegisterDef, SpedLayout, SpedLayouts } from './layouts/layout-types';
import type { SpedDocument, SpedInfo, SpedResult } from './types';

// Imported functions copied into module constants: after tsx/esbuild's CommonJS interop every use of an
// imported binding is a getter call, and these run for every line (measured: fields() went 1.3 s → 0.6 s).
const isValidCnpj = isValidCnpjImport;
const isValidCpf = isValidCpfImport;
const checkFieldAt = checkFieldAtImport;
const isDateBytes = isDateBytesImport;
const ymd = ymdImport;
const br = brImport;
const detach = detachImport;
const pvaRule = pvaRuleImport;

export interface SpedValidatorOptions {
  layouts: SpedLayouts;
  ncm?: NcmValidity;
  /** Findings kept per code (all are counted). Default 1000. */
  maxFindings?: number;
  /** Keep C100 keys and values for the NF-e reconciliation. Default true. */
  collectDocuments?: boolean;
}

export interface SpedValidator {
  pushLine(text: string, lineNo: number): void;
  /** false once the rest of the file is the signature (see RowSink). */
  pushRow(row: Row, lineNo: number): boolean;
  lookup(key: number): RowTag | undefined;
  finish(): SpedResult;
}

interface Resolved { def: RegisterDef; borrowed: boolean; c: CompiledRegister }

/**
 * Guia Prático EFD ICMS/IPI, C100 exceptions: complementary documents (COD_SIT 06/07) only require the
 * identification fields, the values are optional; NFC-e (model 65) must not carry COD_PART; documents
 * under a special regime (COD_SIT 08) follow the regime's own rules, so a missing field is only a warning.
 */
const RELAX_NONE = 0, RELAX_COMPLEMENTAR = 1, RELAX_NFCE = 2, RELAX_SPECIAL = 3;
const CORE_COMPLEMENTAR = new Set(['IND_OPER', 'IND_EMIT', 'COD_PART', 'COD_MOD', 'COD_SIT', 'SER', 'NUM_DOC', 'DT_DOC', 'CHV_NFE']);
/**
 * Guia Prático EFD ICMS/IPI 3.1.8, C100 exceção 4 (COD_SIT 08): "somente os campos REG, IND_OPER, IND_EMIT, COD_PART,
 * COD_MOD, COD_SIT, NUM_DOC e DT_DOC são de preenchimento obrigatório" (CHV_NFE for model 55, an OC field anyway);
 * "os demais campos ... são facultativos". Other registers with COD_SIT 08 keep every obligation, as warnings.
 */
const CORE_ESPECIAL_C100 = new Set(['IND_OPER', 'IND_EMIT', 'COD_PART', 'COD_MOD', 'COD_SIT', 'NUM_DOC', 'DT_DOC', 'CHV_NFE']);

/** What a REG needs besides the generic checks, decided once per register type (see RegState). */
const R_PLAIN = 0, R_990 = 1, R_9900 = 2, R_9999 = 3, R_C100 = 4, R_C170 = 5, R_C190 = 6, R_M210 = 7, R_M610 = 8;

/** Per-REG state, found once per line by a numeric key: counter, resolved layout, role. */
interface RegState extends RowTag {
  reg: string;
  counter: { count: number; first: number };
  /** undefined until the layout is known and the register is looked up; null when no layout has it. */
  r: Resolved | null | undefined;
  role: number;
  /** Char code of the block letter (may be ≥ 128 for garbage lines). */
  block: number;
  /** An X001 line: the block is present. */
  opens: boolean;
  /** Read by the ICMS apuração checks (E100/E110/E111 and the analytic registers of the documents). */
  icmsApur: boolean;
  /** With a stand-in layout: another layout's definition per field count seen (see countVariant). */
  byCount: Map<number, Resolved | null> | null;
  /** Field counts already reported as a layout difference (warned once each). */
  warnedCounts: Set<number> | null;
}

/**
 * 'guia_sped_extractor (Guia Pratico EFD-ICMS/IPI 3.1.8 (2024-11-28))' → 'Guia Prático EFD-ICMS/IPI 3.1.8 de
 * 28/11/2024'; 'pva_sped_gen (metadados-contrib-v005.json)' → 'metadados do PVA (metadados-contrib-v005.json)'.
 */
export function describeLayoutSource(source: string): string {
  const m = /^(\w+) \((.*)\)$/.exec(source);
  if (!m) return source;
  if (m[1] === 'pva_sped_gen') return `metadados do PVA (${m[2]})`;
  return m[2]!.replace('Pratico', 'Prático').replace(/ \((\d{4})-(\d{2})-(\d{2})\)$/, ' de $3/$2/$1');
}

const SIGNATURE = 'SBRCAAEPDR';
/** `b[from..to)` starts with the PVA signature marker, optionally after a '|'. */
function startsWithSignature(b: Uint8Array, from: number, to: number): boolean {
  if (b[from] === 124) from++;
  if (to - from < SIGNATURE.length) return false;
  for (let i = 0; i < SIGNATURE.length; i++) if (b[from + i] !== SIGNATURE.charCodeAt(i)) return false;
  return true;
}

/** Document blocks whose DT_DOC must not be after the period (block 1 registers may refer to other periods). */
const DOC_BLOCKS = new Set(['A', 'C', 'D']);

/**
 * Streaming EFD validator: feed every line (1-based numbers) and call finish().
 * State is bounded: a stack of open registers, per-register counters, the open document, and the
 * cross-reference sets (0150 participants, 0200 items, C100 keys) — as the issue allows.
 */
// Copied into module constants once: an imported binding is a getter call per use after tsx/esbuild's
// CommonJS interop, and these are read for every field of every line.
const { K_NONE, K_C, K_C_FIXED, K_INT, K_INT_FIXED, K_DEC, K_DATE } = FIELD_KINDS;
export function createSpedValidator(opts: SpedValidatorOptions): SpedValidator {
  const sink = new FindingSink(opts.maxFindings ?? 1000);
  const counts = new CountChecker(sink);
  const info: SpedInfo = { sped: null, codVer: '', layoutUsed: '', period: { start: '', end: '' }, cnpj: '', name: '' };
  const participants = new CodeMap<string>();
  const items = new CodeMap<true>();
  const documents = new Map<string, SpedDocument>();
  let layout: SpedLayout | null = null;
  let fallback = false;
  let hierarchy: HierarchyChecker | null = null;
  let docs: C100Checks | null = null;
  let apuracao: ApuracaoChecks | null = null;
  let icmsApuracao: IcmsApuracaoChecks | null = null;
  let ncmDate: Date | null = null;
  let ncmEnd: Date | null = null;
  const resolved = new Map<string, Resolved | null>();
  // Context of the open document: which IND_OPER applies and whether it is cancelled (fields mostly empty).
  let ctxLevel = -1, ctxOper = -1, ctxSem = false, ctxSit = -1;
  // Relaxed obligations on the document line itself (see RELAX_*), reset on every line.
  let lineRelax = RELAX_NONE;
  /** ctxOper of the enclosing document while a child line with its own IND_OPER is checked (-2: none saved). */
  let restoreOper = -2;
  const byKey = new Map<number, RegState>();
  /** IND_MOV of each block's X001 (0 = with data). */
  const blockMov = new Map<string, string>();
  /**
   * With a stand-in layout (the file's COD_VER is not in the tables: EFD ICMS/IPI 001–008), findings that depend on
   * the file's own layout are not raised: each check left out is said once here (info.skipped), in pt-BR.
   */
  const skipped = new Map<string, string>();
  const skip = (key: string, text: string) => { if (!skipped.has(key)) skipped.set(key, text); };
  const unknownRegs = new Set<string>();

  function regState(name: string, lineNo: number): RegState {
    const reg = detach(name);
    const role = reg === 'C100' ? R_C100 : reg === 'C170' ? R_C170 : reg === 'C190' ? R_C190 : reg === '9900' ? R_9900
      : reg === '9999' ? R_9999 : reg === 'M210' ? R_M210 : reg === 'M610' ? R_M610 : reg.length === 4 && reg.endsWith('990') ? R_990 : R_PLAIN;
    return { reg, counter: counts.entry(reg, lineNo), r: undefined, rules: null, role, block: reg.charCodeAt(0), opens: reg.length === 4 && reg.endsWith('001'), icmsApur: ICMS_APURACAO_REGS.has(reg), byCount: null, warnedCounts: null };
  }
  let records = 0, blanks = 0, firstBlank = 0, after9999 = false, sawFirst = false;

  function resolve(reg: string, line: number): Resolved | null {
    const hit = resolved.get(reg);
    if (hit !== undefined) return hit;
    let r: Resolved | null = null;
    const own = layout!.registers.get(reg);
    if (own) r = { def: own, borrowed: false, c: compile(own) };
    else {
      const other = opts.layouts.findElsewhere(layout!.sped, layout!.codVer, reg);
      if (other) {
        r = { def: other.def, borrowed: true, c: compile(other.def) };
        // A register created after the file's period (known for certain): the PVA of the period's layout does not
        // know it. Said once per register; its lines are still read with the newer layout so children don't cascade.
        const since = layout!.sped === 'efd_icms_ipi' ? icmsIpiRegisterSince(reg) : 0;
        const d = info.period.start, ym = /^\d{8}$/.test(d) ? Number(d.slice(4) + d.slice(2, 4)) : 0;
        if (since > 0 && ym > 0 && ym < since) {
          const from = `${String(since % 100).padStart(2, '0')}/${Math.floor(since / 100)}`;
          sink.add('error', 'SPED_LAYOUT', line, reg, '',
            `registro ${reg} não existe no leiaute ${info.codVer || layout!.codVer} do período (início ${br(d)}): foi criado no leiaute vigente a partir de ${from} (Guia Prático EFD ICMS/IPI 3.1.x, alterações do leiaute 2023: NF-Com, modelo 62); o PVA do período recusa o registro (apontado uma vez; as demais linhas do ${reg} não são repetidas)`);
          resolved.set(reg, r);
          return r;
        }
        // The file's own layout is missing and lies between the stand-in and the layout that has the register
        // (1601 of a 2022 file: stand-in 014, found in 019): it is most likely a register of the file's layout.
        const fileVer = Number(info.codVer), between = fallback && (Number(other.codVer) > fileVer) !== (Number(layout!.codVer) > fileVer);
        if (between) { resolved.set(reg, r); return r; }
        if (fallback) {
          skip(`elsewhere-${reg}`, `registro ${reg}: ausente do leiaute ${layout!.codVer} usado no lugar do ${info.codVer}; lido com o leiaute ${other.codVer}`);
          resolved.set(reg, r);
          return r;
        }
        const when = Number(other.codVer) > Number(info.codVer) ? 'mais novo' : 'mais antigo';
        sink.add('warning', 'SPED_LAYOUT', line, reg, '',
          `registro ${reg} não existe no leiaute ${layout!.codVer}${layout!.codVer === info.codVer ? ' declarado no 0000 (COD_VER)' : ` (usado no lugar do ${info.codVer} do 0000)`}, mas existe no leiaute ${other.codVer}, ${when}: ` +
          `o gerador pode ter usado outra versão do leiaute; o registro foi validado pelo leiaute ${other.codVer}`);
      }
    }
    resolved.set(reg, r);
    return r;
  }

  function start(vals: string[], line: number): void {
    const d = detectSped(vals);
    if (!d) {
      sink.add('error', 'SPED_LAYOUT', line, '0000', '', 'não foi possível identificar a escrituração (EFD ICMS/IPI ou EFD-Contribuições) pelo registro 0000');
      return;
    }
    Object.assign(info, { sped: d.sped, codVer: d.codVer, period: { start: d.dtIni, end: d.dtFin }, cnpj: d.cnpj, name: d.name });
    if (d.sped === 'efd_icms_ipi') {
      const due = icmsIpiVersionFor(d.dtIni);
      // Generators that lag (or run ahead) write another year's COD_VER: the PVA refuses the file.
      if (due && d.codVer !== due) {
        sink.add('error', 'SPED_LAYOUT', line, '0000', 'COD_VER',
          `COD_VER ${d.codVer || '(vazio)'} não é o leiaute do período: para DT_INI ${br(d.dtIni)} o PVA exige o leiaute ${due}; gere o arquivo com a versão ${due} (o programa gerador pode estar desatualizado)`);
      }
    } else {
      const min = contribMinVersionFor(d.dtIni);
      if (min && (!/^\d{3}$/.test(d.codVer) || Number(d.codVer) < Number(min))) {
        sink.add('error', 'SPED_LAYOUT', line, '0000', 'COD_VER',
          `COD_VER ${d.codVer || '(vazio)'} é anterior ao leiaute do período: para DT_INI ${br(d.dtIni)} a versão mínima é ${min} (Guia Prático EFD-Contribuições, tabela 3.1.1); gere o arquivo com a versão atual do programa gerador`);
      }
    }
    const choice = opts.layouts.choose(d.sped, d.codVer);
    if (!choice) {
      sink.add('error', 'SPED_LAYOUT', line, '0000', 'COD_VER', `versão de leiaute "${d.codVer}" desconhecida para ${d.sped === 'efd_icms_ipi' ? 'EFD ICMS/IPI' : 'EFD-Contribuições'}`);
      return;
    }
    layout = choice.layout;
    fallback = choice.fallbackFrom !== null;
    info.layoutUsed = `${layout.codVer}, ${describeLayoutSource(layout.source)}`;
    if (fallback) {
      // Not a finding about the file: the gap is ours. What was not checked is listed in info.skipped.
      skip('layout', `leiaute ${d.codVer} do arquivo não está nas tabelas de referência: a estrutura foi lida com o leiaute ${layout.codVer}, o mais próximo, e as regras que dependem do leiaute do próprio arquivo não foram aplicadas`);
      skip('fields', 'formato e obrigatoriedade de cada campo (tamanhos, tipos e campos obrigatórios podem ser outros no leiaute do período)');
      skip('blocks', 'presença obrigatória de blocos e registros (o leiaute do período pode não ter, por exemplo, os blocos G, K ou B)');
    }
    hierarchy = new HierarchyChecker(opts.layouts.blockOrder(d.sped), sink);
    const ctx: DocContext = { sped: d.sped, dtIni: d.dtIni, dtFin: d.dtFin, cnpj: d.cnpj, uf: d.uf, participants, documents: opts.collectDocuments === false ? null : documents };
    docs = new C100Checks(sink, ctx);
    if (d.sped === 'efd_contribuicoes') apuracao = new ApuracaoChecks(sink);
    else icmsApuracao = new IcmsApuracaoChecks(sink);
    const day = (x: string) => (/^\d{8}$/.test(x) ? new Date(`${x.slice(4)}-${x.slice(2, 4)}-${x.slice(0, 2)}T12:00:00Z`) : null);
    ncmDate = day(d.dtIni);
    ncmEnd = day(d.dtFin) ?? ncmDate;
    if (ncmDate && Number.isNaN(ncmDate.getTime())) ncmDate = ncmEnd = null;
    if (ncmEnd && Number.isNaN(ncmEnd.getTime())) ncmEnd = ncmDate;
  }

  /**
   * Format and obligation of every field, in place on the line. Runs for every field of every line, so it
   * reads the register's precompiled typed arrays and only calls checkFieldAt (which builds the message)
   * when the inline test fails.
   */
  function fields(c: CompiledRegister, row: Row, line: number): void {
    const t = row.buf, starts = row.starts, ends = row.ends;
    const kind = c.kind, size = c.size, decs = c.decimals;
    const req = ctxOper === 48 ? c.reqIn : ctxOper === 49 ? c.reqOut : c.reqAny;
    const n = kind.length;
    for (let i = 1; i < n; i++) {
      const from = starts[i]!, to = ends[i]!;
      if (from === to) {
        // With the nearest layout instead of the file's own, an obligation may have changed: warn only.
        if (req[i] === 1 && !ctxSem && (lineRelax === RELAX_NONE || relaxedStillRequired(c, i))) missing(c, i, line);
        continue;
      }
      const k = kind[i]!;
      if (k === K_NONE) continue;
      const len = to - from;
      if (k === K_C) { if (len <= size[i]!) continue; }
      else if (k === K_DEC) {
        // Plain "123" or "123,45" within the decimals; anything else (minus, dot, too many decimals) goes to checkFieldAt.
        let j = from, comma = -1;
        for (; j < to; j++) {
          const ch = t[j]!;
          if (ch >= 48 && ch <= 57) continue;
          if (ch === 44 && comma < 0 && j > from) { comma = j; continue; }
          break;
        }
        if (j === to && comma !== to - 1 && (comma < 0 || to - comma - 1 <= decs[i]!)) continue;
      } else if (k === K_INT || k === K_INT_FIXED) {
        const sz = size[i]!;
        if (k === K_INT ? sz < 0 || len <= sz : len === sz) {
          let j = from;
          for (; j < to; j++) { const ch = t[j]!; if (ch < 48 || ch > 57) break; }
          if (j === to) continue;
        }
      } else if (k === K_DATE) { if (len === 8 && isDateBytes(t, from)) continue; }
      else if (k === K_C_FIXED) { if (len === size[i]!) continue; }
      const f = c.def.fields[i]!;
      // Rare path: decode the value (UTF-8 lengths count characters, not bytes) and let checkFieldAt decide.
      const v = row.text(from, to);
      const m = checkFieldAt(f, v, 0, v.length);
      if (m) sink.add('error', 'SPED_FORMATO', line, c.def.code, f.name, `campo ${String(i + 1).padStart(2, '0')} ${f.name}: ${m}`);
    }
  }

  /**
   * `fields` for a line the scanner split with these rules: only its empty fields and the fields its quick
   * tests did not accept are looked at, in field order (as `fields` reports them).
   */
  function fieldsScanned(c: CompiledRegister, row: Row, line: number): void {
    const req = ctxOper === 48 ? c.reqIn : ctxOper === 49 ? c.reqOut : c.reqAny;
    const empty = row.empty, bad = row.bad, nE = row.nEmpty, nB = row.nBad;
    let a = 0, b = 0;
    while (a < nE || b < nB) {
      if (b >= nB || (a < nE && empty[a]! < bad[b]!)) {
        const i = empty[a++]!;
        if (req[i] === 1 && !ctxSem && (lineRelax === RELAX_NONE || relaxedStillRequired(c, i))) missing(c, i, line);
      } else {
        const i = bad[b++]!;
        const f = c.def.fields[i]!;
        if (f === undefined) continue;
        const v = row.text(row.starts[i]!, row.ends[i]!);
        const m = checkFieldAt(f, v, 0, v.length);
        if (m) sink.add('error', 'SPED_FORMATO', line, c.def.code, f.name, `campo ${String(i + 1).padStart(2, '0')} ${f.name}: ${m}`);
      }
    }
  }

  /** On a relaxed document line: is field `i` still required? (RELAX_SPECIAL: C100's exceção 4 fields, as warnings.) */
  function relaxedStillRequired(c: CompiledRegister, i: number): boolean {
    const name = c.def.fields[i]!.name;
    if (lineRelax === RELAX_NFCE) return name !== 'COD_PART';
    if (lineRelax === RELAX_COMPLEMENTAR) return CORE_COMPLEMENTAR.has(name);
    return c.def.code !== 'C100' || CORE_ESPECIAL_C100.has(name);
  }

  function missing(c: CompiledRegister, i: number, line: number): void {
    const f = c.def.fields[i]!;
    sink.add(fallback || lineRelax === RELAX_SPECIAL ? 'warning' : 'error', 'SPED_OBRIGATORIO', line, c.def.code, f.name, `campo ${String(i + 1).padStart(2, '0')} ${f.name} obrigatório e vazio`);
  }

  function references(c: CompiledRegister, row: Row, line: number): void {
    const code = c.def.code;
    for (const i of c.cnpjCpf) {
      const v = row.get(i);
      const name = c.def.fields[i]!.name;
      if (v.length === 14 && /^[0-9A-Z]{12}\d\d$/.test(v) && !isValidCnpj(v)) sink.add('error', 'SPED_CNPJ', line, code, name, `CNPJ ${v} com dígitos verificadores inválidos${pvaRule(info.sped === 'efd_icms_ipi', 'REGRA_DIGITO_CNPJ')}`);
      else if (v.length === 11 && /^\d+$/.test(v) && !isValidCpf(v)) sink.add('error', 'SPED_CNPJ', line, code, name, `CPF ${v} com dígitos verificadores inválidos${pvaRule(info.sped === 'efd_icms_ipi', 'REGRA_DIGITO_CPF')}`);
    }
    if (code === '0150') participants.set(row.get(1), row.get(c.at.get('CNPJ') ?? -1) || row.get(c.at.get('CPF') ?? -1));
    else if (code === '0200') {
      items.set(row.get(1), true);
      const ncm = row.get(c.at.get('COD_NCM') ?? -1);
      const f = checkSpedNcm(opts.ncm, ncm, row.get(1), info.sped ?? 'efd_icms_ipi', info.codVer, ncmDate, ncmEnd);
      if (f) sink.add(f.type, 'SPED_NCM', line, code, 'COD_NCM', f.message);
    }
    const st = row.starts, en = row.ends;
    let i = c.codItem;
    if (i >= 0 && i < row.n && st[i]! < en[i]! && items.getBytes(row.buf, st[i]!, en[i]!, row.decode) === undefined) {
      sink.add('error', 'SPED_ITEM_0200', line, code, 'COD_ITEM', `item "${row.get(i)}" não declarado em registro 0200${pvaRule(info.sped === 'efd_icms_ipi', 'REGRA_EXISTE_COD_ITEM_V2')}`);
    }
    i = c.codPart;
    if (i >= 0 && i < row.n && st[i]! < en[i]! && participants.getBytes(row.buf, st[i]!, en[i]!, row.decode) === undefined) {
      sink.add('error', 'SPED_PARTICIPANTE_0150', line, code, 'COD_PART', `participante "${row.get(i)}" não declarado em registro 0150${pvaRule(info.sped === 'efd_icms_ipi', 'REGRA_EXISTE_COD_PART_V2')}`);
    }
    if (c.dtDoc >= 0 && code !== 'C100' && !ctxSem && DOC_BLOCKS.has(code[0]!) && info.period.end) {
      const d = row.get(c.dtDoc);
      if (d.length === 8 && ymd(d) > ymd(info.period.end)) {
        sink.add('error', 'SPED_PERIODO', line, code, 'DT_DOC', `data do documento ${br(d)} posterior ao fim do período (${br(info.period.end)})`);
      }
    }
  }

  /** A line given as text (tests and string callers); files go through LineScanner → pushRow. */
  const textRow = new Row();
  function pushLine(text: string, lineNo: number): void {
    textRow.parseText(text);
    pushRow(textRow, lineNo);
  }

  let saw9999 = false;
  function pushRow(row: Row, lineNo: number): boolean {
    // After 9999, a signed file (PVA) carries its PKCS#7 signature: binary, not registers. Stop there.
    if (saw9999 && startsWithSignature(row.buf, row.from, row.to)) { info.signed = true; return false; }
    // Signature glued to the 9999 line, without a line break: that line ends at QTD_LIN.
    if (!row.closed && row.n > 2 && row.is(0, '9999') && startsWithSignature(row.buf, row.starts[2]!, row.to)) { row.n = 2; row.closed = true; info.signed = true; }
    validateRow(row, lineNo);
    return !info.signed;
  }

  function validateRow(row: Row, lineNo: number): void {
    const b = row.buf, at = row.from;
    // UTF-8 BOM before the first line (some generators, Notepad): not content.
    if (!sawFirst && row.to - at >= 3 && b[at] === 0xef && b[at + 1] === 0xbb && b[at + 2] === 0xbf) row.parse(b, at + 3, row.to);
    if (row.to === row.from) { if (blanks++ === 0) firstBlank = lineNo; return; }
    if (blanks > 0) {
      // Blank lines are only tolerated at the end of the file (many generators add one).
      sink.add('warning', 'SPED_CAMPOS', firstBlank, '', '', `${blanks} linha(s) em branco no meio do arquivo (a partir da linha ${firstBlank})`);
      blanks = 0;
    }
    if (after9999) {
      sink.add('error', 'SPED_HIERARQUIA', lineNo, '', '', 'conteúdo após o registro 9999 (que deve ser a última linha)');
      after9999 = false;
    }
    records++;
    if (row.buf[row.from] !== 124) {
      counts.total++;
      sink.add('error', 'SPED_CAMPOS', lineNo, '', '', 'linha não começa com "|": não é um registro SPED');
      return;
    }
    // Per-REG state found by a numeric key: no string allocation or hashing for the common case.
    let st = row.tag as RegState | null | undefined;
    const key = st ? -1 : row.regKey();
    if (!st) st = key >= 0 ? byKey.get(key) : undefined;
    if (!st) {
      st = regState(row.get(0), lineNo);
      if (key >= 0) byKey.set(key, st);
    }
    const reg = st.reg;
    counts.recordAt(st.counter, st.block, st.opens);
    if (st.opens) blockMov.set(reg[0]!, row.get(1));
    if (!row.closed) sink.add('error', 'SPED_CAMPOS', lineNo, reg, '', 'linha não termina com "|"');
    if (!sawFirst) {
      sawFirst = true;
      if (reg !== '0000') {
        sink.add('error', 'SPED_HIERARQUIA', lineNo, reg, '', `o arquivo deve começar pelo registro 0000 (encontrado "${reg.slice(0, 10)}")`);
        return;
      }
      start(row.toArray(), lineNo);
    }
    const role = st.role;
    // Counters that only need fixed positions work even without a layout.
    if (role !== R_PLAIN) {
      if (role === R_990) counts.on990(reg, row.get(1), lineNo);
      else if (role === R_9900) counts.on9900(row.get(1), row.get(2), lineNo);
      else if (role === R_9999) {
        counts.on9999(row.get(1), lineNo); after9999 = true; saw9999 = true;
      }
    }
    if (!layout) return;
    let r = st.r;
    if (r === undefined) { r = st.r = resolve(reg, lineNo); st.rules = r ? r.c : null; }
    if (!r) {
      // With the nearest layout standing in for a missing one, a register of the file's own layout may be unknown to us.
      if (fallback) { unknownRegs.add(reg.slice(0, 10)); return; }
      sink.add('error', 'SPED_LAYOUT', lineNo, reg, '', `registro "${reg.slice(0, 10)}" inexistente no leiaute ${layout.codVer}`);
      return;
    }
    if (row.n !== r.def.fields.length && (role === R_M210 || role === R_M610)) r = m210Variant(r, row.n);
    else if (row.n !== r.def.fields.length && fallback) r = countVariant(st, r, row.n);
    const def = r.def;
    const c = r.c;
    hierarchy!.push(def, lineNo);
    docs!.onRegister(def.level);
    if (restoreOper !== -2) { ctxOper = restoreOper; restoreOper = -2; }
    if (def.level <= ctxLevel) { ctxLevel = -1; ctxOper = -1; ctxSem = false; ctxSit = -1; }
    lineRelax = RELAX_NONE;
    if (c.codSit < 0 && c.indOper >= 0 && ctxLevel >= 0 && def.level > ctxLevel) {
      // A child with its own IND_OPER, e.g. C113 (documento referenciado): its operation counts for this line only,
      // the enclosing document's context (COD_SIT, IND_OPER) stays for the C170/C190 that follow.
      restoreOper = ctxOper;
      ctxOper = row.char(c.indOper);
      // Guia Prático EFD ICMS/IPI 3.1.8, C113 campo 04 (COD_PART): "Quando se tratar de NFC-e (modelo 65), o campo não
      // deve ser preenchido".
      if (row.is(c.codMod, '65')) lineRelax = RELAX_NFCE;
    } else if (c.indOper >= 0 || c.codSit >= 0) {
      ctxLevel = def.level;
      ctxOper = row.char(c.indOper);
      if (c.codSit >= 0) {
        // COD_SIT is two digits (Tabela 4.1.2): 02–05 carry no values, 06/07 complementary, 08 special regime.
        const sit = c.codSit < row.n && row.ends[c.codSit]! - row.starts[c.codSit]! === 2 ? row.digits(c.codSit) : -1;
        ctxSem = sit >= 2 && sit <= 5;
        ctxSit = sit;
        lineRelax = sit === 6 || sit === 7 ? RELAX_COMPLEMENTAR : sit === 8 ? RELAX_SPECIAL
          : row.is(c.codMod, '65') ? RELAX_NFCE : RELAX_NONE;
      } else { ctxSem = false; ctxSit = -1; }
    }
    if (row.n !== def.fields.length) {
      if ((role === R_M210 || role === R_M610) && row.n === 13 && def.fields.length === 16) {
        sink.add('error', 'SPED_CAMPOS', lineNo, reg, '', `registro ${reg} com 13 campos (modelo até 2018); para períodos a partir de 01/2019 o ${reg} tem 16 campos, com VL_AJUS_ACRES_BC, VL_AJUS_REDUC_BC e VL_BC_CONT_AJUS (Guia Prático EFD-Contribuições)`);
        return;
      }
      // With a borrowed or nearest layout a different count may be a real layout change we cannot see: said once
      // per register and count (a 2024 file's D700 without DED would otherwise warn on every NFCom).
      if (fallback) {
        // The file's own layout is missing: its field count is not ours to judge, and the line's rules are not run.
        (st.warnedCounts ??= new Set()).add(row.n);
        if (role === R_C100 || role === R_C170 || role === R_C190) docs!.unread(reg);
        skip(`count-${reg}`, `registro ${reg}: linhas com ${row.n} campos (o leiaute ${layout.codVer} usado no lugar prevê ${def.fields.length}) não foram validadas campo a campo${role === R_C190 || role === R_C170 ? ' nem comparadas com o C100' : ''}`);
        return;
      }
      if (r.borrowed) {
        const seen = (st.warnedCounts ??= new Set());
        if (seen.has(row.n)) return;
        seen.add(row.n);
        sink.add('warning', 'SPED_CAMPOS', lineNo, reg, '', `registro ${reg} com ${row.n} campos; o leiaute ${r.borrowed ? 'de referência' : layout.codVer} prevê ${def.fields.length} (as demais linhas do ${reg} com ${row.n} campos não são repetidas; não validadas campo a campo)`);
        return;
      }
      sink.add('error', 'SPED_CAMPOS', lineNo, reg, '', `registro ${reg} com ${row.n} campos; o leiaute ${layout.codVer} prevê ${def.fields.length}`);
      return;
    }
    if (!fallback) { if (row.rules === c) fieldsScanned(c, row, lineNo); else fields(c, row, lineNo); }
    references(c, row, lineNo);
    if (role === R_C100) docs!.c100(c, row, lineNo);
    else if (role === R_C170) docs!.c170(c, row, lineNo);
    else if (role === R_C190) docs!.c190(c, row, lineNo);
    apuracao?.onRegister(c, row, lineNo);
    if (st.icmsApur && icmsApuracao) icmsApuracao.onRegister(c, row, lineNo, ctxSit);
  }

  /**
   * EFD-Contribuições M210/M610: the PVA takes the 13-field model for periods up to 12/2018 and the
   * 16-field one from 01/2019, whatever COD_VER says (a file of 2018 regenerated today carries 005/006).
   */
  function m210Variant(r: Resolved, n: number): Resolved {
    const ym = info.period.start.length === 8 ? info.period.start.slice(4) + info.period.start.slice(2, 4) : '';
    if (info.sped !== 'efd_contribuicoes' || n !== 13 || ym === '' || ym >= '201901') return r;
    let v = m210Old.get(r.def.code);
    if (v === undefined) {
      const old = opts.layouts.get('efd_contribuicoes', '004')?.registers.get(r.def.code);
      // Only the fields change: keep the file's own layout for level, parent and occurrence.
      const def: RegisterDef | null = old && old.fields.length === 13 ? { ...r.def, fields: old.fields, source: `${old.source} (modelo até 2018)` } : null;
      v = def ? { def, borrowed: false, c: compile(def) } : null;
      m210Old.set(r.def.code, v);
    }
    return v ?? r;
  }
  const m210Old = new Map<string, Resolved | null>();

  /**
   * With a stand-in layout, the file's own layout lies between the stand-in and the nearest available layout
   * on the other side of its COD_VER (016: 014 and 019; 017: 019 and 014). A line whose field count differs
   * from the stand-in but matches that other neighbour most likely follows the file's layout — a 2022 file's
   * 0220 (4 fields, COD_BARRA) or C500 (40), a 2023 file's 1391 (20) — and is validated by it, keeping the
   * stand-in's place in the hierarchy. Any other count keeps the warning (a 2023 C170 with 37 fields is not
   * taken from 2017's layout). Cached per register and count.
   */
  function countVariant(st: RegState, r: Resolved, n: number): Resolved {
    const m = (st.byCount ??= new Map());
    let v = m.get(n);
    if (v === undefined) {
      v = null;
      const f = Number(info.codVer), stand = Number(layout!.codVer);
      const other = opts.layouts.versions(layout!.sped).map(Number).filter((x) => (stand < f ? x > f : x < f)).sort((a, b) => Math.abs(a - f) - Math.abs(b - f))[0];
      const def = other === undefined ? undefined : opts.layouts.get(layout!.sped, String(other).padStart(3, '0'))?.registers.get(r.def.code);
      if (def && def.fields.length === n) {
        const d: RegisterDef = { ...def, level: r.def.level, parent: r.def.parent };
        v = { def: d, borrowed: r.borrowed, c: compile(d) };
      }
      m.set(n, v);
    }
    return v ?? r;
  }

  function finish(): SpedResult {
    docs?.close();
    apuracao?.finish();
    icmsApuracao?.finish();
    if (!sawFirst) sink.add('error', 'SPED_LAYOUT', 0, '', '', 'arquivo vazio: nenhum registro SPED encontrado');
    else counts.finish(layout, info.sped ? opts.layouts.blockOrder(info.sped) : [], info.period.start, blockMov, !fallback);
    if (unknownRegs.size) skip('unknown', `registros que não constam de nenhum leiaute disponível, não validados: ${[...unknownRegs].sort().join(', ')}`);
    if (skipped.size) info.skipped = [...skipped.values()];
    return {
      summary: { errors: sink.errors, warnings: sink.warnings, lines: records, registers: counts.registerTypes, omitted: sink.omitted, byCode: sink.byCode },
      issues: sink.issues,
      info,
      documents,
    };
  }

  return { pushLine, pushRow, finish, lookup: (key: number) => byKey.get(key) };
}
