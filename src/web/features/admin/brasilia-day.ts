/** aaaa-mm-dd of an instant as the day in Brasília (fixed UTC-3 since 2019), for date inputs. */
export function brasiliaDay(iso: string | null): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? '' : new Date(t - 3 * 3600_000).toISOString().slice(0, 10);
}
