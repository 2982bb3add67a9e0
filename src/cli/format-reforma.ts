/** Plain-text report of the Reforma Tributária check for the terminal (pt-BR). */
import { brl } from '../fiscal/reforma/legal-basis';
import type { ReformaResult } from '../fiscal/reforma/types';

export function formatReforma(r: ReformaResult, file: string): string {
  const out: string[] = [`Reforma Tributária (CBS/IBS) — ${file}`, r.message, ''];
  if (!r.issues.length) out.push('Nenhuma inconsistência encontrada.');
  for (const i of r.issues) {
    const onde = 'line' in i ? `linha ${String(i.line).padStart(6)}` : `NF-e ${i.chave} item ${i.nItem}`;
    const sug = i.sugestao?.cClassTrib ? ` → sugestão CST ${i.sugestao.cst} / cClassTrib ${i.sugestao.cClassTrib}` : '';
    out.push(`${i.type === 'error' ? 'ERRO  ' : 'ALERTA'} ${i.code.padEnd(26)} ${onde}  ${i.message}${sug}`);
  }
  if (r.simulacao) {
    const s = r.simulacao;
    out.push('', `Simulação 2027 (${s.linhas} linhas; ${s.aliquotas.fonte}; PIS/COFINS estimado a ${s.aliquotas.pisCofinsEstimado.toLocaleString('pt-BR')}% onde não informado):`);
    out.push(`  PIS/COFINS hoje: ${brl(s.pisCofinsHoje)} | CBS 2027: ${brl(s.cbs2027)} | IBS 2027: ${brl(s.ibs2027)} | diferença: ${brl(s.diferenca)}`);
  }
  for (const s of r.simplesNacional) out.push('', s);
  if (r.ignorados.length) out.push('', `Arquivos ignorados: ${r.ignorados.length}`, ...r.ignorados.slice(0, 20).map((x) => `  ${x.origem}: ${x.motivo}`));
  out.push('', `Tabelas: ${r.tabelas.map((t) => t.label).join('; ')}`);
  return `${out.join('\n')}\n`;
}
