/**
 * 2027 simulation: PIS/COFINS as charged today vs CBS (and the IBS test rates) from 01/01/2027, when PIS and COFINS
 * end (EC 132/2023, ADCT art. 126; LC 214/2025 art. 344 for IBS 0,05% + 0,05%). The CBS rate is the calculator's
 * reference value, not fixed in law yet (reforma/README §3.1) — the user may change it.
 */
import type { ReformaTables } from '../tables/reforma-types';
import { pct } from './legal-basis';
import type { SimulacaoLinha, SimulacaoTotal, Tratamento } from './types';

export interface Aliquotas2027 {
  cbs: number;
  ibsUf: number;
  ibsMun: number;
  /** PIS + COFINS rate used when a row has a value but no PIS/COFINS of its own (default 9,25%, não cumulativo). */
  pisCofinsEstimado: number;
  fonte: string;
}

export const PIS_COFINS_PADRAO = 9.25;

/** The calculator's 2027 reference rates (aliquotas_referencia.csv), overridable field by field. */
export function aliquotas2027(t: ReformaTables, over: Partial<Omit<Aliquotas2027, 'fonte'>> = {}): Aliquotas2027 {
  const a = t.aliquotas.get(2027) ?? { ano: 2027, cbs: 8.4, ibsUf: 0.05, ibsMun: 0.05 };
  const edited = Object.values(over).some((v) => v !== undefined);
  return {
    cbs: over.cbs ?? a.cbs, ibsUf: over.ibsUf ?? a.ibsUf, ibsMun: over.ibsMun ?? a.ibsMun, pisCofinsEstimado: over.pisCofinsEstimado ?? PIS_COFINS_PADRAO,
    fonte: `${edited ? 'alíquotas informadas pelo usuário sobre as ' : ''}alíquotas de referência de 2027 da calculadora RFB/Serpro (CBS ${pct(a.cbs)}, IBS-UF ${pct(a.ibsUf)}, IBS-Mun ${pct(a.ibsMun)}; LC 214/2025, art. 344; a CBS de 2027 ainda não está fixada em lei)`,
  };
}

const r2 = (n: number): number => Math.round(n * 100) / 100;

/** One row: `pisCofins` null → estimated at the assumed rate. Reductions of the expected (or informed) cClassTrib. */
export function simulate(t: ReformaTables, a: Aliquotas2027, base: number, pisCofins: number | null, tr: Tratamento, informado: string | null): SimulacaoLinha {
  // An operation code of the file (isenção, imunidade, suspensão, monofásico …) describes the operation, not the
  // product: it wins over the NCM's treatment. Otherwise the expected treatment (the right benefit) is simulated.
  const inf = informado && t.cclass.has(informado) ? informado : null;
  const code = inf && !['000', '200'].includes(inf.slice(0, 3)) ? inf : tr.cClassTrib ?? inf ?? '000001';
  const c = t.cclass.get(code);
  const redCbs = c?.pRedCBS ?? 0, redIbs = c?.pRedIBS ?? 0;
  // Codes without IBS/CBS in the operation (isenção 400, imunidade 410, suspensão 550, monofásico 620 …) owe none here.
  const semTributo = c ? !['000', '010', '011', '200', '220', '221', '222', '515'].includes(c.cst) : false;
  const cbs = semTributo ? 0 : r2((base * a.cbs * (1 - redCbs / 100)) / 100);
  const ibs = semTributo ? 0 : r2((base * (a.ibsUf + a.ibsMun) * (1 - redIbs / 100)) / 100);
  const hoje = pisCofins ?? r2((base * a.pisCofinsEstimado) / 100);
  return { base: r2(base), pisCofinsHoje: r2(hoje), pisCofinsInformado: pisCofins !== null, cbs2027: cbs, ibs2027: ibs, diferenca: r2(cbs + ibs - hoje) };
}

export function totalize(a: Aliquotas2027, linhas: SimulacaoLinha[]): SimulacaoTotal | null {
  if (!linhas.length) return null;
  const sum = (f: (l: SimulacaoLinha) => number) => r2(linhas.reduce((s, l) => s + f(l), 0));
  return {
    aliquotas: { cbs: a.cbs, ibsUf: a.ibsUf, ibsMun: a.ibsMun, pisCofinsEstimado: a.pisCofinsEstimado, fonte: a.fonte },
    linhas: linhas.length, base: sum((l) => l.base), pisCofinsHoje: sum((l) => l.pisCofinsHoje), cbs2027: sum((l) => l.cbs2027), ibs2027: sum((l) => l.ibs2027),
    diferenca: sum((l) => l.diferenca),
  };
}
