import { formatDateTimeBR } from '../../lib/format';

const rtf = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** 'há 5 minutos', 'ontem', then the full date after a week (the exact time stays in the title). */
export function relativeTimeBR(iso: string, now = Date.now()): string {
  const diffSec = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(diffSec);
  if (abs < 60) return 'agora mesmo';
  if (abs < 3600) return rtf.format(Math.round(diffSec / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(diffSec / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(diffSec / 86_400), 'day');
  return formatDateTimeBR(iso);
}
