/**
 * Product register (código, descrição, NCM, optional CST IBS/CBS, cClassTrib and values) → expected treatment of
 * every product under LC 214/2025, findings where the register contradicts it, and the 2027 simulation.
 * Streaming: `check(row)` per row, `result()` at the end.
 */
import type { CellValue } from '../cell-value';
import { parseNcmCell } from '../ncm/ncm-cell';
import { parseDecimal } from '../pis-cofins/parse-decimal';
import type { ReformaTables } from '../tables/reforma-types';
import { classify } from './classification-rules';
import { integral } from './expected-treatment';
import { summarize } from './summarize';
import { textoSimples } from './simples';
import { aliquotas2027, simulate, totalize, type Aliquotas2027 } from './simulation';
import type { ReformaIssue, ReformaItem, ReformaResult, Regime, SimulacaoLinha } from './types';

export interface RegisterRow { line: number; values: Record<string, CellValue> }

export interface RegisterOptions {
  tables: ReformaTables;
  /** ISO date the codes are checked on (default: today). */
  data: string;
  regime?: Regime;
  aliquotas?: Aliquotas2027;
}

/** Numeric cells lose leading zeros ("000001" → 1): codes are put back to their width. */
function code(v: CellValue, width: number): string | null {
  if (v === null || v === undefined) return null;
  const raw = (typeof v === 'number' ? String(v) : String(v)).trim();
  if (raw === '') return null;
  // "200 - Alíquota reduzida", "200003 – Cesta básica": ERPs print the code with its name.
  const lead = /^'?([\d.]+)\s*(?:[-–—:|]|\s)\s*\D/.exec(raw);
  const s = (lead ? lead[1]! : raw).replace(/[\s.'"-]/g, '');
  return /^\d+$/.test(s) && s.length < width ? s.padStart(width, '0') : s;
}

const text = (v: CellValue): string => (v === null || v === undefined ? '' : v instanceof Date ? '' : String(v).trim());

export function createRegisterChecker(o: RegisterOptions) {
  const t = o.tables;
  const a = o.aliquotas ?? aliquotas2027(t);
  const issues: ReformaIssue[] = [];
  const itens: ReformaItem[] = [];
  const sims: SimulacaoLinha[] = [];
  return {
    check(row: RegisterRow): void {
      const v = row.values;
      const descricao = text(v.descricao ?? null);
      const cell = parseNcmCell(v.ncm ?? null);
      const cst = code(v.cst ?? null, 3), cClassTrib = code(v.cclasstrib ?? null, 6);
      const codigo = text(v.codigo ?? null);
      if (cell.kind === 'empty' && !descricao && !codigo && cst === null && cClassTrib === null) return; // blank line
      // Excel drops the leading zero of chapters 01–09 ("2102000" for 02102000).
      const ncm = cell.kind === 'digits' ? (cell.digits.length === 7 ? `0${cell.digits}` : cell.digits) : '';
      const local = { line: row.line };
      if (ncm.length !== 8) {
        const why = cell.kind === 'empty' ? 'NCM não informado' : `NCM "${cell.kind === 'invalid' ? cell.raw : cell.raw}" não tem 8 dígitos`;
        issues.push({ ...local, type: 'warning', code: 'REF_NCM_INVALIDO', base: 'LC 214/2025, anexos (benefícios por código NCM/SH)', message: `${why}: o tratamento do IBS/CBS não pode ser determinado para esta linha. [LC 214/2025, anexos (benefícios por código NCM/SH)]`, sugestao: null });
        itens.push({ ...local, ncm, codigo, descricao, informado: { cst, cClassTrib }, tratamento: { ...integral(t), cst: null, cClassTrib: null, reducao: null, reducaoIbs: null, confianca: 'depende da descrição', fundamento: 'NCM ausente ou inválido' } });
        return;
      }
      const r = classify(t, { local, ncm, descricao, cst, cClassTrib, data: o.data });
      issues.push(...r.issues);
      const item: ReformaItem = { ...local, ncm, codigo, descricao, informado: { cst, cClassTrib }, tratamento: r.tratamento };
      const valor = parseDecimal(v.valor ?? null);
      if (valor !== null && valor > 0) {
        const pis = parseDecimal(v.valor_pis ?? null), cof = parseDecimal(v.valor_cofins ?? null);
        const hoje = pis === null && cof === null ? null : (pis ?? 0) + (cof ?? 0);
        item.simulacao = simulate(t, a, valor, hoje, r.tratamento, cClassTrib);
        sims.push(item.simulacao);
      }
      itens.push(item);
    },
    result(): ReformaResult {
      const regime = o.regime ?? 'normal';
      return summarize(t, {
        tipo: 'cadastro', data: o.data, issues, itens, simulacao: totalize(a, sims),
        simplesNacional: regime === 'normal' ? [] : textoSimples(regime), ignorados: [],
      });
    },
  };
}
