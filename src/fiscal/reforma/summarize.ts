/** Builds the result envelope: counts, the tables used and a one-line pt-BR summary. */
import type { ReformaTables } from '../tables/reforma-types';
import { dataBr } from './legal-basis';
import type { ReformaIssue, ReformaItem, ReformaResult, SimulacaoTotal } from './types';

const key = (x: { line: number } | { chave: string; nItem: string }): string => ('line' in x ? String(x.line) : `${x.chave}#${x.nItem}`);

export function summarize(t: ReformaTables, p: {
  tipo: 'cadastro' | 'xml'; data: string; issues: ReformaIssue[]; itens: ReformaItem[]; simulacao: SimulacaoTotal | null;
  simplesNacional: string[]; ignorados: { origem: string; motivo: string }[];
}): ReformaResult {
  const withError = new Set(p.issues.filter((i) => i.type === 'error').map(key));
  const withWarning = new Set(p.issues.filter((i) => i.type === 'warning').map(key));
  const onlyWarning = [...withWarning].filter((k) => !withError.has(k)).length;
  const total = p.itens.length;
  const correct = p.itens.filter((i) => !withError.has(key(i)) && !withWarning.has(key(i))).length;
  const dependeDescricao = p.itens.filter((i) => i.tratamento.confianca === 'depende da descrição').length;
  const comBeneficio = p.itens.filter((i) => (i.tratamento.reducao ?? 0) > 0).length;
  const unidade = p.tipo === 'cadastro' ? 'produtos' : 'itens de NF-e';
  const message = `${total.toLocaleString('pt-BR')} ${unidade} conferidos (data de referência ${p.tipo === 'cadastro' ? dataBr(p.data) : 'a de emissão de cada nota'}): ${withError.size} com erro, ${onlyWarning} só com alerta, ${dependeDescricao} dependem da descrição, ${comBeneficio} com redução de alíquota.`;
  return {
    summary: { tipo: p.tipo, data: p.data, total, correct, errors: withError.size, warnings: onlyWarning, dependeDescricao, comBeneficio },
    issues: p.issues, itens: p.itens, simulacao: p.simulacao, simplesNacional: p.simplesNacional,
    tabelas: t.tabelas.map((v) => ({ id: v.id, label: v.label })), correcoes: t.correcoes, ignorados: p.ignorados, message,
  };
}
