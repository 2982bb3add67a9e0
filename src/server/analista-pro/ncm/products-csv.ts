import type { ErpProduto } from '../connectors/types';

/** One line of the register sent to the NCM check; `line` is the sheet line (header = 1). */
export interface ProdutoLinha {
  line: number;
  codigo_produto: number;
  codigo_produto_integracao: string | null;
  codigo: string | null;
  descricao: string;
  ncm: string | null;
}

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

/** 8 digits are written as Omie shows them (0000.00.00): as text, so a leading zero survives any reader. */
function ncmText(ncm: string | null): string {
  if (!ncm) return '';
  return /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
}

/**
 * The product register as the CSV an office would upload (';' separated, every field quoted, UTF-8 BOM),
 * plus the line → product map the write-back needs to know which Omie product a finding is about.
 */
export function productsCsv(produtos: readonly ErpProduto[]): { csv: Buffer; linhas: ProdutoLinha[] } {
  const out = ['"Código";"Descrição";"NCM";"Código Omie"'];
  const linhas: ProdutoLinha[] = [];
  produtos.forEach((p, i) => {
    const codigo = p.codigo ?? p.codigo_produto_integracao ?? String(p.codigo_produto);
    out.push([codigo, p.descricao.replace(/[\r\n]+/g, ' '), ncmText(p.ncm), String(p.codigo_produto)].map(quote).join(';'));
    linhas.push({ line: i + 2, codigo_produto: p.codigo_produto, codigo_produto_integracao: p.codigo_produto_integracao, codigo, descricao: p.descricao, ncm: p.ncm });
  });
  return { csv: Buffer.from('\uFEFF' + out.join('\r\n') + '\r\n', 'utf8'), linhas };
}
