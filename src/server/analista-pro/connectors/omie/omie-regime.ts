import type { RegimeTributario } from '../types';

/**
 * Tax regime of an Omie company (`empresas_cadastro`). Omie documents `regime_tributario` only as
 * "Regime Tributário" (a string) and `optante_simples_nacional` as S/N, so we read, in order:
 *  1. `regime_tributario` written out ("Lucro Real", "Lucro Presumido", "Simples Nacional", "MEI");
 *  2. `regime_tributario` as the NF-e CRT code: 1 Simples Nacional, 2 Simples com excesso de sublimite,
 *     4 MEI → simples; 3 Regime Normal → not decisive, go on;
 *     `optante_simples_nacional` = S → simples; a CRT of Simples contradicted by optante = N → null;
 *  3. for Regime Normal, `sped_codigo_incidencia_tributaria` (EFD-Contribuições, registro 0110,
 *     COD_INC_TRIB): 1 não cumulativo or 3 ambos → lucro-real, because Lucro Presumido/Arbitrado stay in
 *     the cumulative regime (Lei 10.637/2002 art. 8º II; Lei 10.833/2003 art. 10 II);
 *     2 cumulativo → lucro-presumido, marked as inferred (a Lucro Real company with only cumulative revenue
 *     is possible but rare);
 *  4. otherwise null: the UI must ask, never guess.
 */
export interface RegimeResult {
  regime: RegimeTributario | null;
  origem: string | null;
}

function norm(v: unknown): string {
  return String(v ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export function regimeFromOmie(e: Record<string, unknown>): RegimeResult {
  const rt = norm(e.regime_tributario);
  const optante = norm(e.optante_simples_nacional);
  if (/real/.test(rt)) return { regime: 'lucro-real', origem: 'regime_tributario' };
  if (/presumido/.test(rt)) return { regime: 'lucro-presumido', origem: 'regime_tributario' };
  if (/simples|mei/.test(rt)) return { regime: 'simples', origem: 'regime_tributario' };

  const crtSimples = rt === '1' || rt === '2' || rt === '4';
  if (crtSimples && optante === 'n') return { regime: null, origem: null };
  if (crtSimples) return { regime: 'simples', origem: 'regime_tributario (CRT)' };
  if (optante === 's') {
    return rt === '3' ? { regime: null, origem: null } : { regime: 'simples', origem: 'optante_simples_nacional' };
  }

  const inc = norm(e.sped_codigo_incidencia_tributaria);
  if (inc === '1' || inc === '3') return { regime: 'lucro-real', origem: 'sped_codigo_incidencia_tributaria' };
  if (inc === '2') return { regime: 'lucro-presumido', origem: 'sped_codigo_incidencia_tributaria (inferido)' };
  return { regime: null, origem: null };
}
