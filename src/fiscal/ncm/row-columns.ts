import { formatNcm } from './ncm-cell';
import type { NcmRowOutcome } from './types';

/** Headers of the columns the corrected spreadsheet adds to each row (pt-BR, in order). */
export const NCM_RESULT_HEADERS = [
  'Status',
  'Código do problema',
  'Motivo',
  'NCM sugerido',
  'Descrição oficial',
  'IPI',
  'PIS/COFINS (indicativo)',
  'CEST',
] as const;

const STATUS_LABEL = { correto: 'Correto', sugestao: 'Sugestão', erro: 'Erro' } as const;

/**
 * The added cells for one row, as text. The official text and taxes refer to the row's code when it
 * is valid (or padded), else to the suggested code. Callers escape formula-like text when writing.
 */
export function ncmResultCells(o: NcmRowOutcome, infoFor: (code: string) => NcmRowOutcome['info']): string[] {
  const first = o.findings[0];
  const suggested = first?.suggestion ?? null;
  const info = o.info ?? (suggested ? infoFor(suggested) : null);
  const ipi = info?.ipi ? [info.ipi.label, ...info.ipi.ex.map((e) => e.label)].join('; ') : '';
  return [
    STATUS_LABEL[o.status],
    o.findings.map((f) => f.code).join(', '),
    o.findings.map((f) => f.reason).join(' '),
    suggested ? formatNcm(suggested) : '',
    info?.description ?? '',
    ipi,
    info?.pisCofins?.label ?? '',
    info ? info.cest.map((c) => c.code).join(', ') : '',
  ];
}
