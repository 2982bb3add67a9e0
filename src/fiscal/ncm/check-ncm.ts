/**
 * NCM check (issue 4): pure engine over rows already read. Each row is checked against the NCM
 * version in force on the reference date; suggestions come from the description index.
 */
import type { TableVersion } from '../tables/contracts';
import { dateToIso, isoToBr } from '../tables/csv';
import type { ReferenceTables } from '../tables/load-tables';
import { descriptionIndexFor, type DescriptionIndex, type MatchCandidate } from './description-index';
import { ConsistencyTracker } from './file-consistency';
import type { LabelledProduct } from './exemplar-corpus';
import { ExemplarStore } from './exemplar-store';
import { HeadingModel, headingModelFor } from './heading-model';
import { RETAIL_LEXICON } from './retail-lexicon';
import { formatNcm, parseNcmCell } from './ncm-cell';
import { rawFormHeadings } from './raw-forms';
import { tokenize } from './text-normalize';
import { ncmTaxInfo, type NcmTaxInfo } from './tax-info';
import { parseDate } from '../pis-cofins/row-values';
import type { NcmDescriptionJudgement, NcmFinding, NcmFindingCode, NcmInputRow, NcmResult, NcmRowOutcome, NcmSuggestion } from './types';

export interface NcmCheckContext {
  tables: ReferenceTables;
  /** Reference date of the rows; today when the caller has none. */
  referenceDate: Date;
  /**
   * Labelled exemplars the suggestions come from instead of the shipped ones (exemplar-corpus.ts). For measurement:
   * each development set is judged with the exemplars of the other sets only (bench/ncm-quality.ts).
   */
  exemplars?: readonly LabelledProduct[];
}

export interface NcmChecker {
  /** Checks one row and returns its findings (empty when correct). */
  check(row: NcmInputRow): NcmFinding[];
  /** Same check, with what the corrected spreadsheet needs (status, effective code, taxes). */
  checkRow(row: NcmInputRow): NcmRowOutcome;
  /** Rows checked so far. */
  readonly count: number;
  result(): NcmResult;
}

export function createNcmChecker(ctx: NcmCheckContext): NcmChecker {
  const { tables, referenceDate } = ctx;
  const ncm = tables.ncm;
  const idx = descriptionIndexFor(tables);
  const model = ctx.exemplars ? new HeadingModel(idx, RETAIL_LEXICON, new ExemplarStore(ctx.exemplars)) : headingModelFor(idx);
  const refVersion = ncm.versionOn(referenceDate);
  const refInForce = ncm.versionDataOn(referenceDate);
  const refDateBr = isoToBr(dateToIso(referenceDate));
  const notes: string[] = [];
  const beforeOldest = ncm.isBeforeOldest(referenceDate);
  const refOldNote = beforeOldest
    ? ` A data de referência (${refDateBr}) é anterior à tabela NCM mais antiga carregada; foi usada a ${refVersion.label}.`
    : '';
  if (beforeOldest) notes.push(refOldNote.trim());
  // The date a row is judged at: its own (emission/entry) date when the sheet has one, else the reference
  // date. Set at the start of each row (checks run one row at a time).
  let at = referenceDate;
  let version = refVersion;
  let inForce = refInForce;
  let refBr = refDateBr;
  let oldNote = refOldNote;
  let datedRows = 0;
  /** Set by notInForce: the one code an extinct code became (a certain replacement), else null. */
  let singleSuccessor: string | null = null;
  function judgeAt(rowDate: Date | null): void {
    if (!rowDate) {
      at = referenceDate;
      version = refVersion;
      inForce = refInForce;
      refBr = refDateBr;
      oldNote = refOldNote;
      return;
    }
    datedRows++;
    at = rowDate;
    inForce = ncm.versionDataOn(rowDate);
    version = inForce.version;
    refBr = `${isoToBr(dateToIso(rowDate))} (data da linha)`;
    oldNote = ncm.isBeforeOldest(rowDate)
      ? ` A data da linha (${isoToBr(dateToIso(rowDate))}) é anterior à tabela NCM mais antiga carregada; foi usada a ${version.label}.`
      : '';
  }
  notes.push(...tables.warnings);
  const staleIbpt = ibptExpiredNote(tables, referenceDate);
  if (staleIbpt) notes.push(staleIbpt);
  const issues: NcmFinding[] = [];
  const taxInfo: Record<string, NcmTaxInfo> = {};
  const summary = { correct: 0, suggestions: 0, errors: 0, insufficientDescription: 0, unrecognisedDescription: 0 };
  let count = 0;
  const consistency = new ConsistencyTracker();
  /** Lines of valid codes that already carry a description finding (few): no second finding on them. */
  const describedLines = new Set<number>();
  let consistencyAt = -1;
  let consistencyIssues: NcmFinding[] = [];

  const suggestionsFor = (cands: MatchCandidate[]): NcmSuggestion[] =>
    cands.slice(0, 3).map((c) => ({ code: c.code, description: ncm.fullDescription(c.code), score: round(c.score) }));

  const info = (code: string): NcmTaxInfo => (taxInfo[code] ??= ncmTaxInfo(code, tables, referenceDate));

  function finding(
    row: NcmInputRow,
    code: NcmFindingCode,
    currentNCM: string | null,
    suggestions: NcmSuggestion[],
    reason: string,
    suggestion: string | null = suggestions[0]?.code ?? null,
  ): NcmFinding {
    return {
      type: code === 'NCM_DESCRICAO' ? 'suggestion' : 'error',
      code,
      line: row.line,
      product: row.product,
      description: row.description,
      currentNCM,
      suggestion,
      suggestions,
      reason: reason + oldNote,
    };
  }

  /** An 8-digit code not in force on the reference date: extinct, not yet created, or never existed. */
  function notInForce(row: NcmInputRow, code: string, raw: string, desc: string): NcmFinding {
    const st = ncm.statusOn(code, at);
    if (st.kind === 'extinto') {
      singleSuccessor = st.successors.length === 1 ? st.successors[0]! : null;
      const ranked = desc ? idx.rank(desc, st.successors) : st.successors.map((c) => ({ code: c, score: 0 }));
      const s = suggestionsFor(ranked.length ? ranked : desc ? idx.search(desc, 3, code.slice(0, 4)) : []);
      const ended = st.endedOn ? isoToBr(st.endedOn) : 'data desconhecida';
      const succ = st.successors.length
        ? ` Códigos criados na mesma posição pela nova versão: ${st.successors.map(formatNcm).join(', ')}.`
        : ' A nova versão não criou códigos na mesma posição; veja as sugestões pela descrição.';
      return finding(
        row,
        'NCM_EXTINTO',
        raw,
        s,
        `O NCM ${formatNcm(code)} — "${short(st.description)}" — vigorou até ${ended} (${st.lastVersion.label}) e não existe na ${version.label}, em vigor em ${refBr}.${succ}`,
      );
    }
    // Never in force, or only in a later version (used before it existed).
    const later = ncm.laterVersionWith(code, at);
    // A subposition completed with zeros (3923.30 → 3923.30.00) that the NCM splits into items
    // (3923.30.10, 3923.30.90): the code names the right subposition, one of its items must be chosen.
    if (!later && code.endsWith('00') && !ncm.hasCodeUnder(code, inForce)) {
      const sub = code.slice(0, 6);
      const items = ncm.codesUnder(sub, inForce);
      if (items.length > 0) {
        const ranked = desc ? idx.rank(desc, items) : items.map((c) => ({ code: c, score: 0 }));
        const s = suggestionsFor(ranked);
        const list = items.slice(0, 6).map(formatNcm).join(', ') + (items.length > 6 ? '…' : '');
        return finding(
          row,
          'NCM_INEXISTENTE',
          raw,
          s,
          `O NCM ${formatNcm(code)} não existe na ${version.label}, em vigor em ${refBr}: a subposição ${formatLevel(sub)} é desdobrada em itens (${list}) e o código precisa ser um deles — escolha o item que descreve o produto (RGI 6: classificação nas subposições e itens pelos seus textos).`,
        );
      }
    }
    const inHeading = desc ? idx.search(desc, 3, code.slice(0, 4)) : [];
    // A subposition padded with zeros (8443.31 → 8443.31.00) or one split by a later NCM (9401.30 →
    // 9401.31/9401.39) still names the product's level: its codes come first, unless the description
    // clearly fits elsewhere in the heading (then the code's digits were a slip).
    const level = later ? null : deepestLevelInForce(code);
    const inLevel = level && desc ? idx.search(desc, 3, level) : [];
    // The 6-digit level is strong evidence (only the last two digits were wrong); the 5-digit one only
    // breaks a near tie.
    const ratio = level && level.length === 6 ? 0.5 : 0.9;
    const levelFirst = level !== null && (desc ? inLevel.length > 0 && inLevel[0]!.score >= ratio * (inHeading[0]?.score ?? 0) : true);
    const cands = levelFirst
      ? (desc ? mergeCandidates(inLevel, inHeading) : ncm.codesUnder(level!, inForce).slice(0, 3).map((c) => ({ code: c, score: 0 })))
      : inHeading.length
        ? inHeading
        : desc
          ? model.suggestFor(desc)
          : ncm.codesUnder(code.slice(0, 4), inForce).slice(0, 3).map((c) => ({ code: c, score: 0 }));
    const s = suggestionsFor(cands);
    const where = levelFirst ? `Na mesma subposição (${formatLevel(level!)})` : 'Na mesma posição';
    const reason = later
      ? `O NCM ${formatNcm(code)} — "${short(ncm.fullDescription(code, later))}" — só passou a vigorar em ${isoToBr(later.version.validFrom)} (${later.version.label}); em ${refBr} vale a ${version.label}, que não tem este código.`
      : `O NCM ${formatNcm(code)} não existe na ${version.label} nem em nenhuma versão anterior carregada.${s[0] ? ` ${where}, o mais provável ${desc ? 'pela descrição ' : ''}é ${formatNcm(s[0].code)} — "${short(s[0].description)}".` : ''}`;
    return finding(row, 'NCM_INEXISTENTE', raw, s, reason);
  }

  /** The longest prefix of `code` (6 or 5 digits) under which the version in force still has codes, or null. */
  function deepestLevelInForce(code: string): string | null {
    for (const len of [6, 5]) {
      const p = code.slice(0, len);
      if (ncm.hasCodeUnder(p, inForce)) return p;
    }
    return null;
  }

  function checkRow(row: NcmInputRow): NcmRowOutcome {
    count++;
    singleSuccessor = null;
    judgeAt(row.date === undefined || row.date === null ? null : rowDateOf(row.date));
    const desc = (row.description ?? '').trim();
    const cell = parseNcmCell(row.ncm);
    const found: NcmFinding[] = [];
    let effective: string | null = null;
    let judgement: NcmDescriptionJudgement | undefined;

    if (cell.kind === 'empty') {
      const s = desc ? suggestionsFor(model.suggestFor(desc)) : [];
      const likely = s[0] ? `; pela descrição, o código mais provável é ${formatNcm(s[0].code)} — "${short(s[0].description)}"` : '';
      // A formula without a usable result: say so, "not informed" would send the user looking for a blank cell.
      const reason =
        cell.formula !== undefined
          ? `A célula do NCM tem ${formulaLabel(cell.formula)} e nenhum valor: ou a fórmula dá vazio, zero ou erro (confira-a), ou o arquivo foi gerado por um programa que não calcula fórmulas (abra-o no Excel, salve e envie novamente)${likely} (${version.label}).`
          : `O NCM não foi informado${likely} (${version.label}).`;
      found.push(finding(row, 'NCM_AUSENTE', null, s, reason));
    } else if (cell.kind === 'invalid' || (cell.digits.length !== 8 && cell.digits.length !== 7)) {
      const raw = cell.raw;
      const n = cell.kind === 'digits' ? cell.digits.length : null;
      const s = desc ? suggestionsFor(model.suggestFor(desc)) : [];
      const reason =
        cell.kind === 'invalid' && cell.excelError !== undefined
          ? `A célula do NCM mostra o erro do Excel ${cell.excelError}, não um código: a fórmula ou o dado de origem falhou. Corrija a fórmula ou digite o NCM (8 dígitos), salve e envie novamente${s[0] ? `; pela descrição, o código mais provável é ${formatNcm(s[0].code)} — "${short(s[0].description)}"` : ''} (${version.label}).`
          : `"${raw}" não é um NCM válido: sem pontos, espaços e hífens, o código deve ter exatamente 8 dígitos${n !== null ? ` (tem ${n})` : ' numéricos'} (${version.label}).`;
      found.push(finding(row, 'NCM_FORMATO', raw, s, reason));
    } else if (cell.digits.length === 7) {
      const padded = `0${cell.digits}`;
      const st = ncm.statusOn(padded, at);
      if (st.kind === 'vigente') {
        effective = padded;
        found.push(
          finding(
            row,
            'NCM_ZERO_ESQUERDA',
            cell.raw,
            [{ code: padded, description: st.description, score: 1 }],
            `O NCM ${cell.raw} tem 7 dígitos: o zero à esquerda se perdeu (comum quando o Excel guarda o NCM como número). O código correto é ${formatNcm(padded)} — "${short(st.description)}" (${version.label}).`,
            padded,
          ),
        );
      } else {
        const s = desc ? suggestionsFor(model.suggestFor(desc)) : [];
        found.push(finding(row, 'NCM_FORMATO', cell.raw, s, `"${cell.raw}" tem 7 dígitos e, mesmo com o zero à esquerda, não é um NCM em vigor na ${version.label}.`));
      }
    } else {
      const code = cell.digits;
      if (inForce.codeSet.has(code)) {
        // Fast path (most rows): a code in force only needs the description check.
        effective = code;
        if (desc) {
          const stems = tokenize(desc, true);
          consistency.add(row.line, row.product, desc, code, stems);
          const v = model.judge(desc, code, stems);
          if (v.kind === 'insuficiente') judgement = 'insuficiente';
          else if (v.kind === 'nao-reconhecida') judgement = 'nao-reconhecida';
          else judgement = 'conferida';
          if (v.kind === 'implausivel' && v.candidates.length) {
            describedLines.add(row.line);
            const official = ncm.fullDescription(code, inForce);
            const s = suggestionsFor(v.candidates);
            // A word of several senses predicts no heading: the message names the places any of its senses takes.
            const places = v.byMaterial ?? (v.entry.predicted.length ? v.entry.predicted : v.entry.plausible);
            const headings = places.map((p) => (p.length === 2 ? `Capítulo ${p}` : formatHeading(p))).join(', ');
            found.push(
              finding(
                row,
                'NCM_DESCRICAO',
                cell.raw,
                s,
                `"${desc}" é ${article(v.entry.name)}, que a NCM classifica${v.byMaterial ? ', pelo material que o nome declara, em' : v.entry.predicted.length ? (v.entry.predicted.length > 1 ? ' nas posições' : ' na posição') : ', conforme o sentido, em'} ${headings}; o NCM ${formatNcm(code)} — "${short(official)}" — está no Capítulo ${code.slice(0, 2)}, onde esse produto não se classifica (RGI 1: a classificação é determinada pelos textos das posições; ${version.label}). Sugestão: ${formatNcm(s[0]!.code)} — "${short(s[0]!.description)}". Confira a classificação.`,
              ),
            );
          }
        } else judgement = 'sem-descricao';
      } else {
        found.push(notInForce(row, code, cell.raw, desc));
      }
    }

    // A certain replacement: the padded code, or the one code an extinct code became.
    let corrected: string | undefined;
    const only = found.length === 1 ? found[0]! : null;
    if (only?.code === 'NCM_ZERO_ESQUERDA' && only.suggestion) corrected = only.suggestion;
    else if (only?.code === 'NCM_EXTINTO' && singleSuccessor) corrected = singleSuccessor;
    for (const f of found) {
      issues.push(f);
      if (f.suggestion) info(f.suggestion);
    }
    if (effective) info(effective);
    const status = found.some((f) => f.type === 'error') ? 'erro' : found.length ? 'sugestao' : 'correto';
    if (status === 'erro') summary.errors++;
    else if (status === 'sugestao') summary.suggestions++;
    else summary.correct++;
    if (judgement === 'insuficiente') summary.insufficientDescription++;
    else if (judgement === 'nao-reconhecida') summary.unrecognisedDescription++;
    return { line: row.line, status, findings: found, ncm: effective, info: effective ? info(effective) : null, descriptionJudgement: judgement, ...(corrected ? { correctedNcm: corrected } : {}) };
  }

  /** NCM_INCONSISTENTE for the outliers among near-identical names (ADR 010, layer 1); only rows judged correct. */
  function consistencyFindings(): NcmFinding[] {
    const out: NcmFinding[] = [];
    const raw = rawFormHeadings(ncm.latest);
    for (const f of consistency.flags()) {
      if (describedLines.has(f.line)) continue;
      // The siblings are trusted only where the name can be classified: never toward a heading the vocabulary
      // finds implausible for the name, nor from an article heading toward a raw-material one (ADR 010).
      if (model.judge(f.description, f.majorityCode).kind === 'implausivel') continue;
      if (raw.has(f.majorityCode.slice(0, 4)) && !raw.has(f.code.slice(0, 4))) continue;
      const s = [{ code: f.majorityCode, description: ncm.fullDescription(f.majorityCode), score: round(f.majorityRows / f.groupRows) }];
      info(f.majorityCode);
      out.push({
        type: 'suggestion',
        code: 'NCM_INCONSISTENTE',
        line: f.line,
        product: f.product,
        description: f.description,
        currentNCM: f.code,
        suggestion: f.majorityCode,
        suggestions: s,
        reason: `Neste arquivo, ${f.majorityRows} de ${f.groupRows} produtos com a mesma descrição (salvo medidas e embalagem) usam o NCM ${formatNcm(f.majorityCode)} — "${short(s[0]!.description)}"; esta linha usa ${formatNcm(f.code)}, de outra posição. A mesma mercadoria se classifica na mesma posição (RGI 1; ${version.label}): confira qual das classificações está certa.${oldNote}`,
      });
    }
    return out;
  }

  return {
    check: (row) => checkRow(row).findings,
    checkRow,
    get count() {
      return count;
    },
    result(): NcmResult {
      if (consistencyAt !== count) {
        consistencyIssues = consistencyFindings();
        consistencyAt = count;
      }
      // Rows judged correct one by one that the file's other rows contradict become suggestions.
      const moved = consistencyIssues.length;
      return {
        summary: { ...summary, correct: summary.correct - moved, suggestions: summary.suggestions + moved },
        issues: moved ? [...issues, ...consistencyIssues].sort((a, b) => a.line - b.line) : issues,
        rows: count,
        referenceDate: dateToIso(referenceDate),
        ncmVersion: refVersion,
        versions: usedVersions(tables.versions, refVersion),
        taxInfo,
        notes: datedRows
          ? [...notes, `${datedRows} ${datedRows === 1 ? 'linha foi conferida' : 'linhas foram conferidas'} na tabela NCM em vigor na sua própria data (coluna de data da planilha); as demais, na data de referência (${refDateBr}).`]
          : notes,
      };
    },
  };
}

/** The row's date cell (a Date from a spreadsheet, or dd/mm/aaaa text), or null when it holds no usable date. */
function rowDateOf(v: NonNullable<NcmInputRow['date']>): Date | null {
  const d = parseDate(v);
  return d && d.getUTCFullYear() >= 1990 && d.getUTCFullYear() <= 2100 ? d : null;
}

/** "a fórmula =PROCV(…)" (long formulas cut), or "uma fórmula" when its text is unknown (copies of a shared formula). */
function formulaLabel(formula: string): string {
  if (formula === '') return 'uma fórmula';
  return `a fórmula =${formula.length > 60 ? `${formula.slice(0, 57)}…` : formula}`;
}

/** Checks all rows at once (tests, small files). */
export function checkNcmRows(rows: Iterable<NcmInputRow>, ctx: NcmCheckContext): NcmResult {
  const checker = createNcmChecker(ctx);
  for (const r of rows) checker.checkRow(r);
  return checker.result();
}

// Every NCM version is listed (older ones explain "extinto"), the one in force first.
function usedVersions(all: TableVersion[], inForce: TableVersion): TableVersion[] {
  return [inForce, ...all.filter((v) => v.id !== inForce.id)];
}

/** Official text for a sentence: long headings are cut (the suggestions carry the full text). */
function short(full: string): string {
  if (full.length <= 220) return full;
  const parts = full.split(' — ');
  const head = parts[0]!.length > 90 ? `${parts[0]!.slice(0, 90).replace(/\s+\S*$/, '')}…` : parts[0]!;
  const tail = parts.slice(1).filter((p, i, a) => i === a.length - 1 || p.length < 120);
  return [head, ...tail].join(' — ');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export type { DescriptionIndex };

/** The level's candidates first, then the heading's best ones not already listed; three in all. */
function mergeCandidates(first: MatchCandidate[], then: MatchCandidate[]): MatchCandidate[] {
  const out = first.slice(0, 3);
  for (const c of then) if (out.length < 3 && !out.some((o) => o.code === c.code)) out.push(c);
  return out;
}

/** 0401 → 04.01 */
function formatHeading(h: string): string {
  return `${h.slice(0, 2)}.${h.slice(2)}`;
}

/** "leite" → "leite" in a sentence: the vocabulary name, quoted as the product kind. */
function article(name: string): string {
  return `um produto do tipo "${name}"`;
}

/** 844331 → 8443.31; 94013 → 9401.3 */
function formatLevel(p: string): string {
  return `${p.slice(0, 4)}.${p.slice(4)}`;
}

/**
 * The IBPT table ("De Olho no Imposto", Lei 12.741/2012, art. 1º) has a validity; past it, the approximate
 * burden shown for each NCM is the last one published and may have changed. Said in the result's notes,
 * which the page, the XLSX and the PDF print.
 */
export function ibptExpiredNote(tables: Pick<ReferenceTables, 'ibpt'>, referenceDate: Date): string | null {
  const meta = tables.ibpt?.meta;
  if (!meta?.validTo || dateToIso(referenceDate) <= meta.validTo) return null;
  return `A tabela IBPT carregada (versão ${meta.versao}) valia até ${isoToBr(meta.validTo)}: a carga aproximada de tributos de cada NCM (Lei 12.741/2012, art. 1º) é indicativa e pode ter mudado. Peça ao administrador a tabela IBPT em vigor.`;
}
