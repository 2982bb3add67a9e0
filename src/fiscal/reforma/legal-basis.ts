/** Rule codes of NT 2025.002-RTC v1.34 (section 7) the check cites, and how a cited rule reads in a message. */
import type { ReformaTables } from '../tables/reforma-types';

export const NT = 'NT 2025.002 v1.34';

/** "NT 2025.002 v1.34, regra UB14-20 (rejeição 1024)", or the plain rule code when the NT table is absent. */
export function regra(t: ReformaTables, code: string): string {
  const r = t.regras.get(code);
  return r ? `${NT}, regra ${code} (${r.implementacaoFutura ? `código ${r.codigoMsg}, implementação futura` : `rejeição ${r.codigoMsg}`})` : `${NT}, regra ${code}`;
}

/** Future-implementation rules are not rejected today: their findings are warnings (the SEFAZ accepts the file). */
export function severidade(t: ReformaTables, code: string): 'error' | 'warning' {
  return t.regras.get(code)?.implementacaoFutura ? 'warning' : 'error';
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const brl = (n: number): string => BRL.format(n).replace(/\u00a0/g, ' ');
// One formatter, not one per call: Number#toLocaleString with options builds an Intl.NumberFormat each time (costly per finding).
const DEC4 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
export const pct = (n: number): string => `${DEC4.format(n)}%`;
/** ISO yyyy-mm-dd → dd/mm/aaaa. */
export const dataBr = (iso: string): string => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

/** Cuts a long official text at a word boundary, with an ellipsis. */
export const short = (s: string, max = 90): string => (s.length <= max ? s : `${s.slice(0, s.lastIndexOf(' ', max) > 40 ? s.lastIndexOf(' ', max) : max).replace(/[,;:.\s]+$/, '')}…`);
