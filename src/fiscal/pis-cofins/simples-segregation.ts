import { pisCofinsTableLabel } from '../tables/pis-cofins-build';
import type { RowEval } from './row-context';
import { certainTreatments } from './rules-ncm';
import type { ItemSegregavel, SegregacaoGrupo } from './types';

/**
 * Simples Nacional: revenue from monofásico resale (tabela 4.3.10) must be segregated in the PGDAS-D so
 * PIS/COFINS is not charged again inside the DAS (LC 123/2006, art. 18, § 4º-A, I). Alíquota-zero products
 * (4.3.13) are not: the DAS ignores federal rate reductions not provided in the LC (art. 24, § 1º).
 * Collects that revenue by natureza (the first, most specific matching table row) and NCM position.
 */
export class SimplesSegregation {
  private groups = new Map<string, SegregacaoGrupo>();
  readonly itens: ItemSegregavel[] = [];
  total = 0;

  add(ev: RowEval): void {
    const cfop = ev.item.cfop;
    if (!ev.ncm || !cfop || !cfop.receita || cfop.exportacao || ev.item.valor === null) return;
    const row = cfop.revenda ? certainTreatments(ev, '4.3.10')[0] : undefined;
    if (!row) return;
    const receita = ev.item.valor - ev.item.desconto;
    if (receita <= 0) return;
    const chave = `${row.table} / ${row.natureza}`;
    let g = this.groups.get(chave);
    if (!g) {
      g = {
        chave,
        tabela: pisCofinsTableLabel(row.table),
        natureza: row.natureza,
        descricao: row.description,
        tipo: 'monofasico',
        receita: 0,
        itens: 0,
        porPosicaoNcm: {},
      };
      this.groups.set(chave, g);
    }
    g.receita += receita;
    g.itens += 1;
    const pos = ev.ncm.slice(0, 4);
    g.porPosicaoNcm[pos] = (g.porPosicaoNcm[pos] ?? 0) + receita;
    this.total += receita;
    this.itens.push({
      line: ev.line,
      documento: ev.item.documento,
      produto: ev.item.produto,
      ncm: ev.ncm,
      cfop: cfop.code,
      receita: Math.round(receita * 100) / 100,
      grupo: chave,
      tipo: g.tipo,
    });
  }

  result(): SegregacaoGrupo[] {
    const r2 = (n: number): number => Math.round(n * 100) / 100;
    return [...this.groups.values()]
      .map((g) => ({
        ...g,
        receita: r2(g.receita),
        porPosicaoNcm: Object.fromEntries(Object.entries(g.porPosicaoNcm).map(([k, v]) => [k, r2(v)])),
      }))
      .sort((a, b) => b.receita - a.receita);
  }
}
