import type { Activity } from './account-api';

/**
 * A check's cost is debited once, at its start: shown there as '−2 créditos' and not again on its
 * 'concluída' item. Every other amount is a grant ('+10 créditos').
 */
export function creditText(a: Pick<Activity, 'tipo' | 'status' | 'creditos'>): string | null {
  if (!a.creditos) return null;
  const n = Math.abs(a.creditos);
  const unit = n === 1 ? 'crédito' : 'créditos';
  if (a.tipo.startsWith('check_')) return a.status === 'processando' ? `−${n.toLocaleString('pt-BR')} ${unit}` : null;
  return `${a.creditos > 0 ? '+' : '−'}${n.toLocaleString('pt-BR')} ${unit}`;
}
