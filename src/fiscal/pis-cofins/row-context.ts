import type { CstPisCofins, PisCofinsTables, PisCofinsTreatment } from '../tables/pis-cofins-types';
import type { ItemValues, TributoValues } from './row-values';
import type { PisCofinsCode, PisCofinsFinding, Regime } from './types';

export type Trib = 'PIS' | 'COFINS';

/** One tributo of a row, once CST validity and rate scale are resolved. */
export interface TribEval {
  trib: Trib;
  raw: TributoValues;
  /** The CST when it exists in table 4.3.3/4.3.4, else null. */
  cst: CstPisCofins | null;
  cstNum: number | null;
  /** Rate in percent (scaled per file/row), or null. */
  aliquota: number | null;
  /** True when `aliquota` was derived as valor ÷ base (the sheet had no rate). */
  aliquotaDerivada: boolean;
  /** Set by the rate rule when the rate was wrong: the right rate, used to price base differences. */
  aliquotaEsperada?: number;
  /** PIS/COFINS charged: the value column, else base × rate. */
  cobrado: number | null;
}

export interface RowEval {
  line: number;
  regime: Regime;
  tables: PisCofinsTables;
  item: ItemValues;
  /** The document date (or the reference date when the row has none): decides which rules were in force. */
  date: Date;
  pis: TribEval;
  cofins: TribEval;
  /** 8-digit NCM in force on the row date, or null when NCM rules cannot run. */
  ncm: string | null;
  /** Table rows that list the NCM (all, including Ex-restricted ones). */
  treatments: PisCofinsTreatment[];
  /** Tributos whose whole charge was already reported (monofásico / alíquota zero): no rate/value/base rule on them. */
  handled: Set<Trib>;
  findings: PisCofinsFinding[];
  /** See PisCofinsContext.regimeMisto. */
  regimeMisto: boolean;
  /** PIS+COFINS paid on the ICMS destacado kept in the base of a sale (Tema 69): what the row could recover. */
  icmsNaBase: number;
}

export function addFinding(
  ev: RowEval,
  type: 'error' | 'warning',
  code: PisCofinsCode,
  message: string,
  impacto: number | null,
  extra: Partial<PisCofinsFinding> = {},
): void {
  const f: PisCofinsFinding = {
    type,
    code,
    line: ev.line,
    message,
    impacto: impacto === null ? null : Math.round(impacto * 100) / 100,
  };
  if (ev.item.documento) f.documento = ev.item.documento;
  if (ev.item.produto) f.produto = ev.item.produto;
  if (ev.item.ncm) f.ncm = ev.item.ncm;
  if (ev.item.cfop) f.cfop = ev.item.cfop.code;
  ev.findings.push(Object.assign(f, extra));
}

/** Both tributos, or one when they carry the same CST (so a shared mistake is reported once). */
export function distinctByCst(ev: RowEval): TribEval[] {
  if (ev.pis.cst && ev.cofins.cst && ev.pis.cst.code === ev.cofins.cst.code) return [ev.pis];
  return [ev.pis, ev.cofins];
}

export function tribLabel(list: TribEval[]): 'PIS' | 'COFINS' | 'PIS/COFINS' {
  return list.length === 1 ? list[0].trib : 'PIS/COFINS';
}

export const isCredit = (n: number | null): boolean => n !== null && ((n >= 50 && n <= 56) || (n >= 60 && n <= 67));
export const isBasicCredit = (n: number | null): boolean => n !== null && n >= 50 && n <= 56;
