/** What every XML rule gets: the tables, the note, the item, and a sink that cites the NT rule. */
import type { NfeItem } from '../nfe/nfe-item-types';
import type { NfeDoc } from '../nfe/nfe-types';
import type { ReformaTables } from '../tables/reforma-types';
import { regra, severidade } from './legal-basis';
import type { ReformaIssue, Sugestao } from './types';

export interface XmlCtx {
  t: ReformaTables;
  doc: NfeDoc;
  /** ISO date of issue. */
  data: string;
  ano: number;
  issues: ReformaIssue[];
}

/** Tolerance of the value rules (UB23-10, UB35-10, UB67-10 … "0,01 a mais ou a menos"). */
export const TOL = 0.01 + 1e-9;
// One formatter each, not one per call (Number#toLocaleString with options builds an Intl.NumberFormat every time).
const MONEY = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DEC4 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
export const money = (n: number): string => MONEY.format(n);
export const dec = (n: number): string => DEC4.format(n);

/**
 * Adds a finding for NT rule `code` on an item (or on the note when `item` is null: nItem '0').
 * Severity follows the NT: rules marked "implementação futura" are warnings (the SEFAZ still authorises).
 */
export function report(c: XmlCtx, item: NfeItem | null, code: string, ref: string, message: string, sugestao: Sugestao | null = null, type?: 'error' | 'warning'): void {
  const base = regra(c.t, code);
  c.issues.push({ chave: c.doc.chave, nItem: item?.nItem ?? '0', type: type ?? severidade(c.t, code), code: ref, regra: code, base, message: `${message} [${base}]`, sugestao });
}
