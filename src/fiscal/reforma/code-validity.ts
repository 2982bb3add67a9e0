/**
 * "Is this cClassTrib / CST valid on this date?" — the tables carry no end dates and every code starts on
 * 01/01/2026, so validity is presence in the table version in force on the date (reforma/README §3.3).
 */
import type { CClassTribVersao, ReformaTables } from '../tables/reforma-types';
import { dataBr } from './legal-basis';

export type Validade =
  | { kind: 'valido'; versao: CClassTribVersao }
  | { kind: 'inexistente' }
  /** In an older table only (e.g. 210001–210003, 200450, 510002). */
  | { kind: 'excluido'; ultima: CClassTribVersao; versao: CClassTribVersao }
  /** Only in a table newer than the date (e.g. 000005, 200054 before 29/04/2026). */
  | { kind: 'futuro'; primeira: CClassTribVersao; versao: CClassTribVersao };

/** The table version in force on `iso` (the newest dated on or before it; the oldest for earlier dates). */
export function versaoNaData(t: ReformaTables, iso: string): CClassTribVersao {
  let v = t.versoes[0]!;
  for (const x of t.versoes) if (x.data <= iso) v = x;
  return v;
}

function check(t: ReformaTables, iso: string, has: (v: CClassTribVersao) => boolean): Validade {
  const versao = versaoNaData(t, iso);
  if (has(versao)) return { kind: 'valido', versao };
  const newer = t.versoes.find((v) => v.data > versao.data && has(v));
  if (newer) return { kind: 'futuro', primeira: newer, versao };
  const older = [...t.versoes].reverse().find((v) => v.data < versao.data && has(v));
  if (older) return { kind: 'excluido', ultima: older, versao };
  return { kind: 'inexistente' };
}

export const validadeCClass = (t: ReformaTables, code: string, iso: string): Validade => check(t, iso, (v) => v.codigos.has(code));
export const validadeCst = (t: ReformaTables, cst: string, iso: string): Validade => check(t, iso, (v) => v.csts.has(cst));

export const nomeVersao = (v: CClassTribVersao): string => `tabela cClassTrib de ${dataBr(v.data)}`;
