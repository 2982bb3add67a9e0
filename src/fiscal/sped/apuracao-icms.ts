import { positions as positionsImport, type CompiledRegister } from './compiled-register';
import { money as moneyImport, sameCents as sameCentsImport } from './field-checks';
import type { FindingSink } from './finding-sink';
import type { Row } from './row';

// Imported functions copied into module constants (tsx/esbuild interop makes each use a getter call).
const positions = positionsImport;
const money = moneyImport;
const sameCents = sameCentsImport;

/**
 * Analytic registers whose VL_ICMS with an exit CFOP (5, 6, 7 but 5605; and 1605) make up VL_TOT_DEBITOS of E110,
 * and those whose entry CFOPs (1, 2, 3; and 5605) make up VL_TOT_CREDITOS (Guia Prático EFD ICMS/IPI,
 * registro E110, campos 02 e 06).
 */
export const DEBIT_REGS = new Set(['C190', 'C320', 'C390', 'C490', 'C590', 'C690', 'C790', 'C850', 'C890', 'D190', 'D300', 'D390', 'D410', 'D590', 'D690', 'D696', 'D730', 'D760']);
const CREDIT_REGS = new Set(['C190', 'C590', 'D190', 'D590', 'D730']);
export const ICMS_APURACAO_REGS = new Set([...DEBIT_REGS, 'E100', 'E110', 'E111']);

const E110 = ['VL_TOT_DEBITOS', 'VL_AJ_DEBITOS', 'VL_TOT_AJ_DEBITOS', 'VL_ESTORNOS_CRED', 'VL_TOT_CREDITOS', 'VL_AJ_CREDITOS', 'VL_TOT_AJ_CREDITOS',
  'VL_ESTORNOS_DEB', 'VL_SLD_CREDOR_ANT', 'VL_SLD_APURADO', 'VL_TOT_DED', 'VL_ICMS_RECOLHER', 'VL_SLD_CREDOR_TRANSPORTAR'] as const;
type E110Field = (typeof E110)[number];

/** E110 fields that are the sum of E111 VL_AJ_APUR by the 4th character of COD_AJ_APUR (3rd = '0', ICMS próprio; Tabela 5.1.1). */
const E111_TOTALS: [E110Field, number, string, string][] = [
  ['VL_TOT_AJ_DEBITOS', 0, 'outros débitos', 'REGRA_VL_TOT_AJ_DEBITOS_E110'],
  ['VL_ESTORNOS_CRED', 1, 'estornos de crédito', 'REGRA_VL_ESTORNOS_CRED_E110'],
  ['VL_TOT_AJ_CREDITOS', 2, 'outros créditos', 'REGRA_VL_TOT_AJ_CREDITOS_E110'],
  ['VL_ESTORNOS_DEB', 3, 'estornos de débito', 'REGRA_VL_ESTORNOS_DEB_E110'],
];
/** PVA rule ids (EFD ICMS/IPI, pva_020/rules_pva.csv) cited in the messages. */
const rule = (id: string) => ` [regra do PVA ${id}]`;

interface OpenE110 { line: number; v: Record<E110Field, number>; e111: Float64Array; hasE111: boolean }

/**
 * EFD ICMS/IPI apuração (E110), by the Guia Prático's validation rules:
 * - E111 adjustments add up to the E110 fields they feed (error: the PVA refuses the file);
 * - VL_SLD_APURADO, VL_ICMS_RECOLHER and VL_SLD_CREDOR_TRANSPORTAR follow the E110 expression (error);
 * - VL_TOT_DEBITOS / VL_TOT_CREDITOS against the documents' analytic registers, when the file has one
 *   E100 (warning: registers this check does not read, e.g. other periods' adjustments, may explain it).
 */
export class IcmsApuracaoChecks {
  private open: OpenE110 | null = null;
  private periods = 0;
  private first: OpenE110 | null = null;
  private debits = 0;
  private credits = 0;
  private docs = 0;

  constructor(private readonly sink: FindingSink) {}

  /** `sit` is the COD_SIT of the document the register belongs to (-1 when none). */
  onRegister(c: CompiledRegister, row: Row, line: number, sit: number): void {
    const code = c.def.code;
    if (code === 'E100') { this.close(); this.periods++; return; }
    if (code === 'E110') {
      this.close();
      const p = positions(c, 'e110', E110);
      const v = {} as Record<E110Field, number>;
      for (const f of E110) v[f] = row.num(p[f]);
      this.open = { line, v, e111: new Float64Array(6), hasE111: false };
      if (!this.first) this.first = this.open;
      return;
    }
    if (code === 'E111') {
      const o = this.open;
      if (!o) return;
      const p = positions(c, 'e111', ['COD_AJ_APUR', 'VL_AJ_APUR'] as const);
      const cod = row.get(p.COD_AJ_APUR);
      const kind = cod.charCodeAt(3) - 48;
      if (cod.length >= 4 && cod[2] === '0' && kind >= 0 && kind <= 5) { o.e111[kind] = o.e111[kind]! + row.num(p.VL_AJ_APUR); o.hasE111 = true; }
      return;
    }
    const p = positions(c, 'icms-doc', ['CFOP', 'VL_ICMS'] as const);
    const cfop = row.digits(p.CFOP);
    if (cfop < 1000 || cfop > 7999) return;
    const icms = row.num(p.VL_ICMS);
    const first = Math.floor(cfop / 1000);
    this.docs++;
    // Guia Prático EFD ICMS/IPI 3.1.8, E110 campo 02 (VL_TOT_DEBITOS): every output document's VL_ICMS (CFOP 5, 6, 7 —
    // 5929/6929 included), "excluídos os documentos extemporâneos (COD_SIT 01), os complementares extemporâneos (07) e
    // os documentos fiscais com CFOP 5605"; "devem ser incluídos os documentos fiscais com CFOP igual a 1605".
    if ((first >= 5 && cfop !== 5605) || cfop === 1605) { if (sit !== 1 && sit !== 7) this.debits += icms; }
    // Campo 06 (VL_TOT_CREDITOS): C190/C590/D190/D590/D730 of entries, excluding 1605 and including 5605; extemporaneous
    // documents (COD_SIT 01/07) are summed "no primeiro período de apuração informado no registro E100" — with one E100,
    // this one.
    else if (CREDIT_REGS.has(code) && (first <= 3 || cfop === 5605)) this.credits += icms;
  }

  finish(): void {
    this.close();
    const e = this.first;
    if (!e || this.periods !== 1 || this.docs === 0) return;
    const s = this.sink;
    if (!sameCents(e.v.VL_TOT_DEBITOS, this.debits)) {
      s.add('warning', 'SPED_APURACAO', e.line, 'E110', 'VL_TOT_DEBITOS',
        `VL_TOT_DEBITOS ${money(e.v.VL_TOT_DEBITOS)} difere da soma do VL_ICMS dos registros analíticos de saída (CFOP 5, 6, 7, exceto 5605; e 1605; sem os extemporâneos, COD_SIT 01 e 07: Guia Prático, E110 campo 02) ${money(this.debits)}, diferença de ${money(Math.abs(e.v.VL_TOT_DEBITOS - this.debits))}${rule('REGRA_VL_TOT_DEBITOS_E110_17002_V1')}`);
    }
    if (!sameCents(e.v.VL_TOT_CREDITOS, this.credits)) {
      s.add('warning', 'SPED_APURACAO', e.line, 'E110', 'VL_TOT_CREDITOS',
        `VL_TOT_CREDITOS ${money(e.v.VL_TOT_CREDITOS)} difere da soma do VL_ICMS dos C190/C590/D190/D590/D730 de entrada (CFOP 1, 2, 3, exceto 1605; e 5605: Guia Prático, E110 campo 06) ${money(this.credits)}, diferença de ${money(Math.abs(e.v.VL_TOT_CREDITOS - this.credits))}${rule('REGRA_VL_TOT_CREDITOS_E110_17002_V1')}`);
    }
  }

  /** Rules inside one E110 and its E111s, checked when the next E100/E110 starts or at the end. */
  private close(): void {
    const o = this.open;
    this.open = null;
    if (!o) return;
    const s = this.sink, v = o.v;
    for (const [f, k, what, id] of E111_TOTALS) {
      if (!sameCents(v[f], o.e111[k]!)) {
        s.add('error', 'SPED_APURACAO', o.line, 'E110', f,
          `${f} ${money(v[f])} difere da soma dos ajustes E111 de ${what} (COD_AJ_APUR com 3º caractere 0 e 4º ${k}) ${money(o.e111[k]!)}${rule(id)}`);
      }
    }
    const expr = v.VL_TOT_DEBITOS + v.VL_AJ_DEBITOS + v.VL_TOT_AJ_DEBITOS + v.VL_ESTORNOS_CRED
      - (v.VL_TOT_CREDITOS + v.VL_AJ_CREDITOS + v.VL_TOT_AJ_CREDITOS + v.VL_ESTORNOS_DEB + v.VL_SLD_CREDOR_ANT);
    const apurado = Math.max(0, expr);
    if (!sameCents(v.VL_SLD_APURADO, apurado)) {
      s.add('error', 'SPED_APURACAO', o.line, 'E110', 'VL_SLD_APURADO',
        `VL_SLD_APURADO ${money(v.VL_SLD_APURADO)} difere de débitos + ajustes a débito + estornos de crédito − (créditos + ajustes a crédito + estornos de débito + saldo credor anterior) = ${money(expr)}${expr < 0 ? ' (negativo: informe 0 e leve o valor ao saldo credor a transportar)' : ''}${rule('REGRA_SLD_DEVEDOR_E110')}`);
      return;
    }
    const recolher = Math.max(0, v.VL_SLD_APURADO - v.VL_TOT_DED);
    if (!sameCents(v.VL_ICMS_RECOLHER, recolher)) {
      s.add('error', 'SPED_APURACAO', o.line, 'E110', 'VL_ICMS_RECOLHER',
        `VL_ICMS_RECOLHER ${money(v.VL_ICMS_RECOLHER)} difere de VL_SLD_APURADO − VL_TOT_DED = ${money(recolher)}${rule('REGRA_ICMS_RECOLHER')}`);
    }
    const transportar = Math.max(0, -expr) + Math.max(0, v.VL_TOT_DED - v.VL_SLD_APURADO);
    if (!sameCents(v.VL_SLD_CREDOR_TRANSPORTAR, transportar)) {
      // Deductions above the balance carried forward depend on each state's law (Guia: "verificar a legislação da UF").
      s.add(v.VL_TOT_DED > v.VL_SLD_APURADO ? 'warning' : 'error', 'SPED_APURACAO', o.line, 'E110', 'VL_SLD_CREDOR_TRANSPORTAR',
        `VL_SLD_CREDOR_TRANSPORTAR ${money(v.VL_SLD_CREDOR_TRANSPORTAR)} difere do saldo credor apurado ${money(transportar)} (parte negativa da apuração mais deduções acima do saldo devedor)${rule('REGRA_SLD_CREDOR_E110')}`);
    }
  }
}
