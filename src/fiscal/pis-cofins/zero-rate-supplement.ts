import type { PisCofinsTreatment } from '../tables/pis-cofins-types';
import { pisCofinsTableLabel } from '../tables/pis-cofins-build';

/**
 * Table 4.3.13 naturezas that the OCA transcription (SOURCES.md §5) lists without NCMs although the law
 * names the codes. Without them a supermarket's café or margarina with CST 06 got "CST sem amparo" and
 * the same items taxed with CST 01 went unnoticed.
 *
 * `certain`: the law defines the product by the NCM alone (Lei 10.925/2004, art. 1º, as amended by
 * Lei 12.839/2013): café (09.01, 2101.1), margarina (1517.10.00), adubos (Capítulo 31).
 * Otherwise the law defines it by type or use inside a broader code (queijos "tipo mozarela, minas…",
 * leite fluido/em pó, compostos lácteos, defensivos agropecuários of 38.08, sabões de toucador Ex 01): the
 * NCM only makes CST 06 plausible, so it silences PC_CST_SEM_AMPARO and never raises a finding.
 */
interface SupplementRow {
  natureza: string;
  description: string;
  prefixes: string[];
  certain: boolean;
}

const ROWS: SupplementRow[] = [
  { natureza: '123', description: 'Café classificado nos códigos 09.01 e 2101.1 da Tipi', prefixes: ['0901', '21011'], certain: true },
  { natureza: '127', description: 'Margarina classificada no código 1517.10.00', prefixes: ['15171000'], certain: true },
  { natureza: '101', description: 'Adubos ou fertilizantes classificados no Capítulo 31 da TIPI', prefixes: ['31'], certain: true },
  {
    natureza: '110',
    description: 'Leite fluido, leite em pó, leite fermentado, bebidas e compostos lácteos e fórmulas infantis',
    prefixes: ['0401', '0402', '0403', '19011', '19019'],
    certain: false,
  },
  { natureza: '111', description: 'Queijos tipo mozarela, minas, prato, coalho, ricota, requeijão, provolone, parmesão e fresco', prefixes: ['0406'], certain: false },
  { natureza: '102', description: 'Defensivos agropecuários classificados na posição 38.08 da TIPI', prefixes: ['3808'], certain: false },
  { natureza: '128', description: 'Sabões de toucador classificados no código 3401.11.90 Ex 01 da Tipi', prefixes: ['34011190'], certain: false },
];

const toTreatment = (r: SupplementRow, prefix: string): PisCofinsTreatment => ({
  table: '4.3.13',
  tableLabel: pisCofinsTableLabel('4.3.13'),
  natureza: r.natureza,
  description: r.description,
  matchedPrefix: prefix,
  ex: null,
  aliquotaPis: 0,
  aliquotaCofins: 0,
  unidadeAliquota: 'percentual',
});

function match(ncm: string, certain: boolean): PisCofinsTreatment[] {
  const out: PisCofinsTreatment[] = [];
  for (const r of ROWS) {
    if (r.certain !== certain) continue;
    const prefix = r.prefixes.find((p) => ncm.startsWith(p));
    if (prefix) out.push(toTreatment(r, prefix));
  }
  return out;
}

/** Adds the certain alíquota-zero rows the table lacks (once per natureza). */
export function withZeroRateSupplement(list: PisCofinsTreatment[], ncm: string): PisCofinsTreatment[] {
  const extra = match(ncm, true).filter((s) => !list.some((t) => t.table === s.table && t.natureza === s.natureza));
  return extra.length > 0 ? [...list, ...extra] : list;
}

/** The NCM is of a type-defined alíquota-zero product (queijos, leite …): CST 06 is plausible. */
export function plausibleZeroRate(ncm: string): boolean {
  return match(ncm, false).length > 0;
}
