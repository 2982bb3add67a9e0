/**
 * What a CFOP says about an item for PIS/COFINS purposes. Only the first digit (direction) and the
 * last three (nature) matter; "5.102", "5102" and 5102 are the same code.
 */
export type CfopDirection = 'entrada' | 'saida';

export interface CfopInfo {
  code: string;
  direction: CfopDirection;
  /** Sale of goods bought from third parties (revenda): where the monofásico rule applies. */
  revenda: boolean;
  /** Sale of own production: where CST 02 with the differentiated rates applies to monofásicos. */
  producao: boolean;
  /** Any sale that is revenue (receita bruta) — used for the Simples segregation totals. */
  receita: boolean;
  /** Sales to the Zona Franca de Manaus / áreas de livre comércio (reduced to zero by Lei 10.996/2004). */
  zfm: boolean;
  exportacao: boolean;
  /** Returns (devoluções/retornos): ERPs often repeat the original operation's CST on them. */
  devolucao: boolean;
}

// Last three digits, per the CFOP table (Convênio s/nº 1970, Ajustes SINIEF).
const REVENDA = new Set(['102', '104', '106', '108', '112', '114', '115', '117', '119', '120', '123', '403', '404', '405', '654', '655', '656', '667']);
const PRODUCAO = new Set(['101', '103', '105', '107', '111', '113', '116', '118', '122', '401', '402', '651', '652', '653']);
const ZFM = new Set(['109', '110']);
const DEVOLUCAO = new Set(['201', '202', '203', '204', '205', '206', '207', '208', '209', '210', '410', '411', '412', '413', '503', '553', '555', '556', '660', '661', '662', '918', '919']);

export function parseCfop(raw: unknown): CfopInfo | null {
  const text = typeof raw === 'number' ? String(Math.trunc(raw)) : typeof raw === 'string' ? raw : '';
  // "5.102 - Venda de merc. adq. de 3ºs": the code is the leading 4 digits, the text may hold more digits.
  const lead = /^\s*([1-7])\.?(\d{3})(?!\d)/.exec(text);
  const digits = lead ? lead[1] + lead[2] : text.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const first = digits[0];
  const nature = digits.slice(1);
  let direction: CfopDirection;
  if (first === '1' || first === '2' || first === '3') direction = 'entrada';
  else if (first === '5' || first === '6' || first === '7') direction = 'saida';
  else return null;
  const saida = direction === 'saida';
  const exportacao = first === '7';
  const revenda = saida && REVENDA.has(nature);
  const producao = saida && PRODUCAO.has(nature);
  const zfm = saida && ZFM.has(nature);
  return { code: digits, direction, revenda, producao, receita: revenda || producao || zfm, zfm, exportacao, devolucao: DEVOLUCAO.has(nature) };
}

export function formatCfop(code: string): string {
  return `${code[0]}.${code.slice(1)}`;
}

/** Outputs that are revenue although not sales of goods: industrialização por encomenda and ISS services. */
const OTHER_REVENUE = new Set(['124', '125', '933']);

/**
 * Whether an output CFOP is operating revenue. Transfers (x152), remessas and bonificações (x910,
 * x949 …) and purchase returns (x202) usually are not, so a CST 01 at an unexpected rate there is
 * doubtful rather than certainly wrong.
 */
export function isRevenueOutput(c: CfopInfo): boolean {
  return c.direction === 'saida' && (c.receita || c.exportacao || OTHER_REVENUE.has(c.code.slice(1)));
}
