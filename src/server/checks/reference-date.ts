import { badRequest } from '../http/errors';

/** Optional `data` form field (dd/mm/aaaa or aaaa-mm-dd) → ISO date; today (São Paulo) when absent. */
export function parseReferenceDate(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  const date = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
  if (!date || date.getUTCDate() !== Number(d)) throw badRequest('Data de referência inválida: use dd/mm/aaaa.');
  return date.toISOString().slice(0, 10);
}
