import { parseCsvRecords } from './pis-cofins-csv';
import type {
  CstPisCofins,
  CstTributo,
  PisCofinsTableId,
  PisCofinsTables,
  PisCofinsTreatment,
} from './pis-cofins-types';

const TABLE_LABELS: Record<PisCofinsTableId, string> = {
  '4.3.10': 'Tabela 4.3.10 (incidência monofásica – alíquotas diferenciadas)',
  '4.3.11': 'Tabela 4.3.11 (alíquotas por unidade de medida de produto)',
  '4.3.12': 'Tabela 4.3.12 (substituição tributária)',
  '4.3.13': 'Tabela 4.3.13 (alíquota zero)',
  '4.3.14': 'Tabela 4.3.14 (isenção)',
  '4.3.15': 'Tabela 4.3.15 (não incidência)',
  '4.3.16': 'Tabela 4.3.16 (suspensão)',
};

export function pisCofinsTableLabel(table: PisCofinsTableId): string {
  return TABLE_LABELS[table];
}

function isTableId(s: string): s is PisCofinsTableId {
  return s in TABLE_LABELS;
}

/**
 * Rates are only encoded in OCA's tax ids: `tax_pis_monofasico_5_08` = 5,08 %,
 * `tax_cofins_value_651_40` = R$ 651,40 per unit, `tax_pis_0` = 0 %, `tax_pis_st_0_65` = 0,65 %.
 * Ids without digits (`tax_pis_isento`, `tax_pis_seminc`) carry no rate.
 */
export function rateFromTaxId(id: string): { rate: number; unit: 'percentual' | 'reais-por-unidade' } | null {
  const m = /^tax_(?:pis|cofins)_(?:(monofasico|value|st)_)?(\d+(?:_\d+)?)$/.exec(id.trim());
  if (!m) return null;
  const rate = Number(m[2].replace('_', '.'));
  if (!Number.isFinite(rate)) return null;
  return { rate, unit: m[1] === 'value' ? 'reais-por-unidade' : 'percentual' };
}

interface IndexedRow {
  treatment: Omit<PisCofinsTreatment, 'matchedPrefix'>;
  excluded: Set<string>;
}

const digitsOnly = (s: string): string => s.replace(/\D/g, '');

/** Normalises a CST as found in real files ('1', '01', '1.0', ' 01 ') to two digits, or null. */
export function normalizeCst(raw: string): string | null {
  const t = raw.trim().replace(/[.,]0+$/, '');
  if (!/^\d{1,2}$/.test(t)) return null;
  return t.padStart(2, '0');
}

function directionOf(code: string): CstPisCofins['direction'] {
  const n = Number(code);
  if (n === 99) return 'ambas';
  return n < 50 ? 'saida' : 'entrada';
}

/**
 * Builds the indexed tables from the two CSV texts (see SOURCES.md §5). Pure, so it is tested
 * without touching the disk.
 */
export function buildPisCofinsTables(naturezaCsv: string, cstCsv: string): PisCofinsTables {
  const byPrefix = new Map<string, IndexedRow[]>();
  const naturezas = new Map<string, { description: string }>();
  const records = parseCsvRecords(naturezaCsv);
  for (const r of records) {
    const table = r['tabela_sped_inferida'] ?? '';
    if (!isTableId(table)) continue; // the 4 generic regime rows have no table
    const natureza = r['codigo_natureza_receita'] ?? '';
    naturezas.set(`${table}|${natureza}`, { description: r['descricao'] ?? '' });
    const pis = rateFromTaxId(r['oca_tax_pis'] || r['oca_tax_pis_st'] || '');
    const cofins = rateFromTaxId(r['oca_tax_cofins'] || r['oca_tax_cofins_st'] || '');
    const exRaw = digitsOnly(r['ncm_ex'] ?? '');
    const row: IndexedRow = {
      treatment: {
        table,
        tableLabel: TABLE_LABELS[table],
        natureza,
        description: r['descricao'] ?? '',
        ex: exRaw ? exRaw.padStart(2, '0') : null,
        aliquotaPis: pis?.rate ?? null,
        aliquotaCofins: cofins?.rate ?? null,
        unidadeAliquota: pis?.unit ?? cofins?.unit ?? null,
      },
      excluded: new Set(
        (r['ncms_excluidos'] ?? '')
          .split(/[;,\s]+/)
          .map(digitsOnly)
          .filter((s) => s.length > 0),
      ),
    };
    const prefixes = new Set(
      (r['ncms'] ?? '')
        .split(/[;,\s]+/)
        .map(digitsOnly)
        .filter((s) => s.length >= 2 && s.length <= 8),
    );
    for (const p of prefixes) {
      const list = byPrefix.get(p);
      if (list) list.push(row);
      else byPrefix.set(p, [row]);
    }
  }

  const csts = new Map<string, CstPisCofins>();
  for (const r of parseCsvRecords(cstCsv)) {
    const code = normalizeCst(r['cst'] ?? '');
    const table = r['tabela_sped'];
    if (!code || (table !== '4.3.3' && table !== '4.3.4')) continue;
    const tributo: CstTributo = table === '4.3.3' ? 'PIS' : 'COFINS';
    csts.set(`${tributo}|${code}`, {
      code,
      tributo,
      table,
      description: r['descricao'] ?? '',
      direction: directionOf(code),
    });
  }

  // Sheets repeat the same NCM thousands of times: memoise per (ncm, ex).
  const memo = new Map<string, PisCofinsTreatment[]>();

  function treatmentFor(ncm8: string, exTipi?: string): PisCofinsTreatment[] {
    const ncm = digitsOnly(ncm8);
    const ex = exTipi !== undefined && digitsOnly(exTipi) !== '' ? digitsOnly(exTipi).padStart(2, '0') : undefined;
    const key = `${ncm}|${ex ?? ''}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const out: PisCofinsTreatment[] = [];
    const seen = new Set<IndexedRow>();
    for (let len = Math.min(8, ncm.length); len >= 2; len--) {
      const rows = byPrefix.get(ncm.slice(0, len));
      if (!rows) continue;
      for (const row of rows) {
        if (seen.has(row)) continue;
        seen.add(row);
        if (row.excluded.has(ncm)) continue;
        if (ex !== undefined && row.treatment.ex !== null && row.treatment.ex !== ex) continue;
        out.push({ ...row.treatment, matchedPrefix: ncm.slice(0, len) });
      }
    }
    memo.set(key, out);
    return out;
  }

  return {
    version: {
      id: 'OCA l10n-brazil 2019 (natureza da receita PIS/COFINS)',
      label: 'Tabelas 4.3.10 a 4.3.16 – transcrição OCA (2019), parcial: resultado indicativo',
      rows: records.length,
    },
    treatmentFor,
    cst(code: string, tributo: CstTributo = 'PIS') {
      const c = normalizeCst(code);
      return c ? csts.get(`${tributo}|${c}`) : undefined;
    },
    natureza(table, code) {
      return naturezas.get(`${table}|${code}`);
    },
  };
}
