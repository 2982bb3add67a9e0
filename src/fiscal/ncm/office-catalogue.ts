/**
 * The office's own corrections (issue 14, item 1): what the accountants of one office answered to earlier
 * findings — "NCM está correto", an accepted suggestion, a typed code — applied on top of any NCM checker.
 *
 * Kept outside check-ncm.ts on purpose: the judgment engine is rebuilt separately, and the catalogue only
 * needs its public contract (NcmChecker). Two rules, both keyed by the normalised description:
 * - "NCM está correto" on (description, NCM written in the file): later judgment findings (NCM_DESCRICAO and
 *   any other description/consistency finding) for that pair are not repeated. Validity findings
 *   (NCM_AUSENTE, NCM_FORMATO, NCM_ZERO_ESQUERDA, NCM_INEXISTENTE, NCM_EXTINTO) are facts of the official table
 *   (Decreto 11.158/2022 and the Gecex/Camex resolutions that amend it), so no office decision hides them.
 * - An accepted or typed code is a learned pair description → code: a later row with that description and
 *   another NCM gets a finding whose first suggestion is the learned code, labelled with who decided and when;
 *   a row carrying the learned code is correct as to its description.
 * When both kinds exist for one description, the most recent decision wins.
 */
import type { ReferenceTables } from '../tables/load-tables';
import type { NcmChecker } from './check-ncm';
import { formatNcm, parseNcmCell } from './ncm-cell';
import { ncmTaxInfo } from './tax-info';
import { foldText } from './text-normalize';
import type { NcmFinding, NcmInputRow, NcmResult, NcmRowOutcome, NcmRowStatus, NcmSuggestion } from './types';

export type OfficeDecisionKind = 'correto' | 'aceito' | 'informado';

/** One answer of the office to a finding (stored by the server, or read from an exported catalogue file). */
export interface OfficeDecision {
  kind: OfficeDecisionKind;
  /** The product description as written in the file. */
  description: string;
  /** The NCM written in the file (8 digits), or null when the cell was empty or not a code. */
  ncm: string | null;
  /** The right code for 'aceito' / 'informado' (8 digits); null for 'correto'. */
  code: string | null;
  /** Name of who decided (shown next to learned suggestions). */
  decidedBy: string;
  /** ISO date-time of the decision. */
  decidedAt: string;
}

/** A suggestion that came from the office's catalogue carries who taught it and when. */
export interface OfficeSuggestion extends NcmSuggestion {
  learned?: { by: string; at: string };
}

/** Findings about what the official table says of the code itself: no office decision hides them. */
const VALIDITY_CODES: ReadonlySet<string> = new Set(['NCM_AUSENTE', 'NCM_FORMATO', 'NCM_ZERO_ESQUERDA', 'NCM_INEXISTENTE', 'NCM_EXTINTO']);

/** True for findings that are a judgment (description, consistency) an office may overrule with "NCM está correto". */
export function isJudgmentFinding(code: string): boolean {
  return !VALIDITY_CODES.has(code);
}

/**
 * The catalogue key of a description: case, accents, punctuation and spacing folded, nothing else
 * ("Leite UHT  integral 1L" = "LEITE UHT INTEGRAL 1L."). Sizes and words are kept: "1L" and "5L" are
 * different products of the register, and a decision on one must not spread to the other.
 */
export function officeKey(description: string | null | undefined): string {
  if (!description) return '';
  return foldText(description).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The 8-digit code of an NCM cell as written (7 digits get their lost leading zero), or null. */
export function ncmDigits(v: NcmInputRow['ncm']): string | null {
  const cell = parseNcmCell(v);
  if (cell.kind !== 'digits') return null;
  if (cell.digits.length === 8) return cell.digits;
  if (cell.digits.length === 7) return `0${cell.digits}`;
  return null;
}

export interface OfficeCatalogue {
  /** `key|ncm` → latest "NCM está correto" for that pair. */
  correct: Map<string, OfficeDecision>;
  /** key → latest learned code for that description. */
  learned: Map<string, OfficeDecision>;
  size: number;
}

/** Indexes decisions; for the same key the latest decision (by decidedAt) wins. */
export function buildOfficeCatalogue(decisions: Iterable<OfficeDecision>): OfficeCatalogue {
  const correct = new Map<string, OfficeDecision>();
  const learned = new Map<string, OfficeDecision>();
  let size = 0;
  const newer = (a: OfficeDecision, b: OfficeDecision | undefined) => !b || a.decidedAt >= b.decidedAt;
  for (const d of decisions) {
    const key = officeKey(d.description);
    if (!key) continue;
    size++;
    if (d.kind === 'correto') {
      if (!d.ncm) continue;
      const k = `${key}|${d.ncm}`;
      if (newer(d, correct.get(k))) correct.set(k, d);
    } else if (d.code && newer(d, learned.get(key))) {
      learned.set(key, d);
    }
  }
  return { correct, learned, size };
}

export type CodeValidation = { ok: true; code: string } | { ok: false; message: string };

/** A code typed or imported by a user: 8 digits (dots, spaces and hyphens allowed) and in force on `date`. */
export function validateOfficeCode(input: string, tables: ReferenceTables, date: Date): CodeValidation {
  const digits = input.replace(/[.\s-]/g, '');
  if (!/^\d{8}$/.test(digits)) return { ok: false, message: `"${input.trim()}" não é um NCM: informe os 8 dígitos do código (ex.: 2203.00.00).` };
  const inForce = tables.ncm.versionDataOn(date);
  if (!inForce.codeSet.has(digits)) {
    return { ok: false, message: `O NCM ${formatNcm(digits)} não existe na ${inForce.version.label}, em vigor hoje. Confira o código na tabela oficial.` };
  }
  return { ok: true, code: digits };
}

/** dd/mm/aaaa hh:mm as the office reads it (Brazil has no daylight saving time since 2019). */
export function brDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(d);
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${p('day')}/${p('month')}/${p('year')} ${p('hour')}:${p('minute')}`;
}

export interface OfficeCatalogueContext {
  tables: ReferenceTables;
  referenceDate: Date;
}

const SUMMARY_KEY: Record<string, 'correct' | 'suggestions' | 'errors'> = { correto: 'correct', sugestao: 'suggestions', erro: 'errors' };

/** Wraps a checker so its findings, statuses and totals follow the office's catalogue. */
export function withOfficeCatalogue(checker: NcmChecker, catalogue: OfficeCatalogue, ctx: OfficeCatalogueContext): NcmChecker {
  if (catalogue.size === 0) return checker;
  const { tables, referenceDate } = ctx;
  const inForce = tables.ncm.versionDataOn(referenceDate);
  const issues: NcmFinding[] = [];
  const delta = { correct: 0, suggestions: 0, errors: 0 };
  const learnedCodes = new Set<string>();
  let suppressed = 0;
  let learnedUsed = 0;

  function learnedSuggestion(d: OfficeDecision): OfficeSuggestion {
    const code = d.code!;
    return { code, description: tables.ncm.fullDescription(code, inForce), score: 1, learned: { by: d.decidedBy, at: d.decidedAt } };
  }

  function learnedSentence(desc: string, d: OfficeDecision): string {
    return `Aprendido do seu escritório: "${desc}" foi classificado no NCM ${formatNcm(d.code!)} por ${d.decidedBy} em ${brDateTime(d.decidedAt)}.`;
  }

  function apply(row: NcmInputRow, outcome: NcmRowOutcome): NcmFinding[] {
    const key = officeKey(row.description);
    if (!key) return outcome.findings;
    const written = outcome.ncm ?? ncmDigits(row.ncm);
    const ok = written ? catalogue.correct.get(`${key}|${written}`) : undefined;
    const taught = catalogue.learned.get(key);
    // A learned code no longer in force on the row's date is not offered (a wrong suggestion costs more than none).
    const learned = taught && inForce.codeSet.has(taught.code!) && (!ok || taught.decidedAt > ok.decidedAt) ? taught : undefined;

    if (!learned || learned.code === written) {
      // "NCM está correto", or the row carries the learned code: judgment findings go, validity facts stay.
      if (!ok && !learned) return outcome.findings;
      const kept = outcome.findings.filter((f) => !isJudgmentFinding(f.code));
      suppressed += outcome.findings.length - kept.length;
      return kept;
    }
    learnedUsed++;
    learnedCodes.add(learned.code!);
    const s = learnedSuggestion(learned);
    const desc = (row.description ?? '').trim();
    if (outcome.findings.length === 0) {
      const here = written ? `nesta linha está o NCM ${formatNcm(written)}` : 'nesta linha o NCM não é um código válido';
      return [
        {
          type: 'suggestion',
          code: 'NCM_DESCRICAO',
          line: row.line,
          product: row.product,
          description: row.description,
          currentNCM: written,
          suggestion: s.code,
          suggestions: [s],
          reason: `${learnedSentence(desc, learned)} Em ${here} — confira a classificação.`,
        },
      ];
    }
    // Each finding of the row gets the learned code as its first suggestion.
    return outcome.findings.map((f) => ({
      ...f,
      suggestion: s.code,
      suggestions: [s, ...f.suggestions.filter((x) => x.code !== s.code)].slice(0, 3),
      reason: `${f.reason} ${learnedSentence(desc, learned)}`,
    }));
  }

  function checkRow(row: NcmInputRow): NcmRowOutcome {
    const outcome = checker.checkRow(row);
    const findings = apply(row, outcome);
    if (findings === outcome.findings) {
      issues.push(...findings);
      return outcome;
    }
    const status: NcmRowStatus = findings.some((f) => f.type === 'error') ? 'erro' : findings.length ? 'sugestao' : 'correto';
    const before = SUMMARY_KEY[outcome.status], after = SUMMARY_KEY[status];
    if (before && after && before !== after) {
      delta[before]--;
      delta[after]++;
    }
    issues.push(...findings);
    // The office accepted or typed this description's code: the corrected file carries it (issue 14, item 5).
    const learnedCode = findings.map((f) => f.suggestions[0] as OfficeSuggestion | undefined).find((s) => s?.learned)?.code;
    return { ...outcome, status, findings, correctedNcm: learnedCode ?? outcome.correctedNcm };
  }

  return {
    check: (row) => checkRow(row).findings,
    checkRow,
    get count() {
      return checker.count;
    },
    result(): NcmResult {
      const r = checker.result();
      const summary = { ...r.summary };
      for (const k of ['correct', 'suggestions', 'errors'] as const) summary[k] += delta[k];
      // Findings the engine makes only once the whole file is read (NCM_INCONSISTENTE, on rows it judged
      // correct one by one) never passed through checkRow: apply the catalogue to them here. The engine
      // already moved each such row from "correct" to "suggestions"; undo that move where the office's
      // decision silences the finding, or where checkRow already counted the row as a suggestion.
      const rowLines = new Set(issues.map((f) => f.line));
      const late: NcmFinding[] = [];
      for (const f of r.issues) {
        if (f.code !== 'NCM_INCONSISTENTE') continue;
        const key = officeKey(f.description);
        const written = f.currentNCM ? ncmDigits(f.currentNCM) : null;
        const silenced = key && written && (catalogue.correct.has(`${key}|${written}`) || catalogue.learned.get(key)?.code === written);
        if (silenced) suppressed++;
        else late.push(f);
        if (silenced || rowLines.has(f.line)) {
          summary.correct++;
          summary.suggestions--;
        }
      }
      const allIssues = late.length ? [...issues, ...late].sort((a, b) => a.line - b.line) : issues;
      const taxInfo = { ...r.taxInfo };
      for (const c of learnedCodes) taxInfo[c] ??= ncmTaxInfo(c, tables);
      const notes = [...r.notes];
      if (suppressed || learnedUsed) {
        notes.push(
          `Catálogo do escritório: ${suppressed} ${suppressed === 1 ? 'achado não repetido' : 'achados não repetidos'} por decisão "NCM está correto"; ${learnedUsed} ${learnedUsed === 1 ? 'linha recebeu' : 'linhas receberam'} sugestão aprendida do seu escritório.`,
        );
      }
      return { ...r, summary, issues: allIssues, taxInfo, notes };
    },
  };
}
