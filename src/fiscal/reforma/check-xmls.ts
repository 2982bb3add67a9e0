/**
 * NF-e / NFC-e XMLs → IBSCBS groups checked against the rules in force at each note's issue date
 * (NT 2025.002 v1.34 §7), each item's NCM against its cClassTrib (LC 214/2025 annexes), and the 2027 simulation.
 */
import type { NfeItem } from '../nfe/nfe-item-types';
import type { NfeDoc } from '../nfe/nfe-types';
import type { ReformaTables } from '../tables/reforma-types';
import { classify } from './classification-rules';
import { validadeCClass } from './code-validity';
import { expectedTreatment } from './expected-treatment';
import { CRT_SIMPLES, textoSimples } from './simples';
import { aliquotas2027, simulate, totalize, type Aliquotas2027 } from './simulation';
import { summarize } from './summarize';
import type { ReformaIssue, ReformaItem, ReformaResult, SimulacaoLinha } from './types';
import { report, type XmlCtx } from './xml-context';
import { groupRules } from './xml-group-rules';
import { totalRules } from './xml-total-rules';
import { valueRules } from './xml-value-rules';

export interface XmlOptions {
  tables: ReformaTables;
  aliquotas?: Aliquotas2027;
}

export function createXmlChecker(o: XmlOptions) {
  const t = o.tables;
  const a = o.aliquotas ?? aliquotas2027(t);
  const issues: ReformaIssue[] = [];
  const itens: ReformaItem[] = [];
  const sims: SimulacaoLinha[] = [];
  const ignorados: { origem: string; motivo: string }[] = [];
  let simples = false;
  /** Notes (by key) already given the UB12-10 finding: a Set, not a scan of every finding so far for each item. */
  const semGrupo = new Set<string>();

  function item(c: XmlCtx, it: NfeItem): void {
    const local = { chave: c.doc.chave, nItem: it.nItem };
    const g = it.ibscbs;
    const ncm = /^\d{8}$/.test(it.ncm) ? it.ncm : '';
    let tratamento = ncm ? expectedTreatment(t, ncm, it.xProd) : null;
    if (!g) {
      const devolucaoAntiga = c.doc.finNFe === '4' || c.doc.finNFe === '2'; // UB12-10 exceção 1 (referenced note unknown here: not judged)
      // Once per note (the first item without the group): a note issued without IBS/CBS is one fact, not one per item.
      if (c.ano >= 2026 && !CRT_SIMPLES.has(c.doc.crt ?? '') && !devolucaoAntiga && !semGrupo.has(c.doc.chave)) {
        semGrupo.add(c.doc.chave);
        const n = (c.doc.itens ?? []).filter((x) => !x.ibscbs).length;
        report(c, it, 'UB12-10', 'REF_IBSCBS_AUSENTE', `${n === 1 ? 'Item sem' : `${n} itens sem`} o grupo IBSCBS. Emitente do regime normal (CRT 3): o preenchimento é obrigatório pela legislação desde 01/01/2026 (LC 214/2025, art. 348), ainda que a SEFAZ não rejeite.`,
          tratamento?.cClassTrib ? { cst: tratamento.cst, cClassTrib: tratamento.cClassTrib } : null, 'warning');
      }
    } else {
      const cst = groupRules(c, it, g);
      if (cst) valueRules(c, it, g, cst);
      const valid = validadeCClass(t, g.cClassTrib, c.data).kind === 'valido' && g.cClassTrib.slice(0, 3) === g.cst;
      if (ncm && valid) {
        const r = classify(t, { local, ncm, descricao: it.xProd, cst: null, cClassTrib: g.cClassTrib, data: c.data });
        issues.push(...r.issues);
        tratamento = r.tratamento;
      }
    }
    const tr = tratamento ?? { cst: null, cClassTrib: null, anexo: null, item: null, texto: null, reducao: null, reducaoIbs: null, fundamento: 'item sem NCM de 8 dígitos (serviço)', confianca: 'depende da descrição' as const, alternativas: [] };
    const row: ReformaItem = { ...local, ncm: it.ncm, codigo: it.cProd, descricao: it.xProd, informado: { cst: g?.cst ?? null, cClassTrib: g?.cClassTrib ?? null }, tratamento: tr };
    const base = g?.gIBSCBS?.vBC ?? it.vProd;
    if (base > 0) {
      row.simulacao = simulate(t, a, base, it.vPIS + it.vCOFINS, tr, g?.cClassTrib ?? null);
      sims.push(row.simulacao);
    }
    itens.push(row);
  }

  return {
    check(doc: NfeDoc): void {
      if (doc.cancelada || doc.denegada) { ignorados.push({ origem: doc.origem, motivo: `NF-e ${doc.chave} ${doc.cancelada ? 'cancelada' : 'denegada'}` }); return; }
      if (CRT_SIMPLES.has(doc.crt ?? '')) simples = true;
      const c: XmlCtx = { t, doc, data: doc.dataEmissao, ano: Number(doc.dataEmissao.slice(0, 4)), issues };
      for (const it of doc.itens ?? []) item(c, it);
      totalRules(c);
    },
    ignore(origem: string, motivo: string): void { ignorados.push({ origem, motivo }); },
    result(): ReformaResult {
      const hoje = new Date().toISOString().slice(0, 10);
      return summarize(t, { tipo: 'xml', data: hoje, issues, itens, simulacao: totalize(a, sims), simplesNacional: simples ? textoSimples('xml') : [], ignorados });
    },
  };
}
