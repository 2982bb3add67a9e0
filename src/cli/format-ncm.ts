import { isoToBr } from '../fiscal/tables/csv';
import { formatNcm } from '../fiscal/ncm/ncm-cell';
import { productLabel, type NcmResult } from '../fiscal/ncm/types';

const TYPE_LABEL = { error: 'ERRO', warning: 'AVISO', suggestion: 'SUGESTÃO' } as const;

/** Readable pt-BR report of an NCM check for the terminal. */
export function formatNcmReport(r: NcmResult, fileName: string): string {
  const out: string[] = [];
  out.push(`Conferência de NCM — ${fileName}`);
  out.push(`Data de referência: ${isoToBr(r.referenceDate)} · ${r.ncmVersion.label}`);
  out.push(`Linhas conferidas: ${r.rows.toLocaleString('pt-BR')} · corretas: ${r.summary.correct.toLocaleString('pt-BR')} · sugestões: ${r.summary.suggestions.toLocaleString('pt-BR')} · erros: ${r.summary.errors.toLocaleString('pt-BR')}`);
  const unjudged = (r.summary.insufficientDescription ?? 0) + (r.summary.unrecognisedDescription ?? 0);
  if (unjudged) out.push(`Código válido, descrição não conferida: ${(r.summary.insufficientDescription ?? 0).toLocaleString('pt-BR')} com descrição insuficiente para conferir · ${(r.summary.unrecognisedDescription ?? 0).toLocaleString('pt-BR')} com produto não reconhecido`);
  for (const n of r.notes) out.push(`Observação: ${n}`);
  out.push('');
  if (r.issues.length === 0) out.push('Nenhum problema encontrado.');
  else {
    out.push(`${'Linha'.padStart(7)}  ${'Tipo'.padEnd(9)} ${'Código'.padEnd(18)} ${'NCM atual'.padEnd(12)} ${'Sugerido'.padEnd(11)} Produto / motivo`);
    for (const f of r.issues) {
      out.push(
        `${String(f.line).padStart(7)}  ${TYPE_LABEL[f.type].padEnd(9)} ${f.code.padEnd(18)} ${(f.currentNCM ?? '—').slice(0, 12).padEnd(12)} ${(f.suggestion ? formatNcm(f.suggestion) : '—').padEnd(11)} ${productLabel(f)}`,
      );
      out.push(`${' '.repeat(9)}${f.reason}`);
    }
  }
  out.push('');
  out.push('Tabelas usadas:');
  for (const v of r.versions) out.push(`  - ${v.label}`);
  return `${out.join('\n')}\n`;
}
