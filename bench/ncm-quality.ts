/**
 * Quality of the description × NCM judgment (issue 14): `npm run bench -- ncm-qualidade` or
 * `npx tsx bench/ncm-quality.ts [--verbose]`. Prints, for the development sets (tuned on) and the held-out
 * sets (never tuned on) separately, the figures the issue sets targets for, then the real registers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTables, type ReferenceTables } from '../src/fiscal/tables/load-tables';
import { createNcmChecker } from '../src/fiscal/ncm/check-ncm';
import { NCM_COLUMNS } from '../src/fiscal/ncm/columns';
import { exemplarCorpus, exemplarSets, parseLabelledTsv, readExemplarSet, type LabelledProduct } from '../src/fiscal/ncm/exemplar-corpus';
import { exemplarsWithout, measureMatcherQuality, measureRegister, poolQuality, type MatcherQuality } from '../src/fiscal/ncm/matcher-quality';
import { readRows } from '../src/sheets/read-rows';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REFERENCE = new Date('2026-03-01T00:00:00Z');

/**
 * Development sets: the labelled exemplars (src/fiscal/ncm/exemplars), on which the vocabulary and thresholds were
 * adjusted and from which the suggestions take codes. Each is judged with the exemplars of the others only, without
 * any name it shares with them (`exemplarsWithout`), as an unseen register would be.
 */
export const DEV_SETS = exemplarSets();
/** Held-out sets: never looked at for tuning (see the header of each file and ADR 010), never exemplars. */
export const HOLDOUT_SETS = ['labelled-products-holdout.tsv', 'labelled-products-holdout2.tsv', 'labelled-products-holdout3.tsv', 'labelled-products-holdout4.tsv', 'labelled-products-holdout5.tsv'];
/** Written by an engineer who never saw the matcher, its vocabulary or the other sets: the fairest figure. */
export const INDEPENDENT_SETS = ['labelled-products-holdout4.tsv', 'labelled-products-holdout5.tsv'];
/** Real registers whose codes are mostly right: every description finding there is a candidate false alarm. */
const REGISTERS = ['samples/real/oriones/oriones_cadastro_produtos_0200.csv', 'samples/real/oriones/oriones_itens_nfe_2026.csv'];

const readHeldOut = (file: string): LabelledProduct[] => parseLabelledTsv(readFileSync(path.join(root, 'tests/fixtures/ncm', file), 'utf8'));
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const ok = (pass: boolean): string => (pass ? 'OK' : 'ABAIXO DA META');

function report(q: MatcherQuality, label: string, verbose: boolean): void {
  console.log(`[ncm] ${label}: ${q.n} nomes rotulados`);
  console.log(`[ncm]   erro grosseiro (NCM de outro capítulo) detectado: ${pct(q.grossRecall)} (meta ≥ 95%) ${ok(q.grossRecall >= 0.95)}`);
  console.log(`[ncm]   NCM_DESCRICAO falsos por 100 linhas corretas: ${q.falsePer100.toFixed(2)} (meta ≤ 1) ${ok(q.falsePer100 <= 1)}`);
  console.log(
    `[ncm]   onde há sugestão (${q.flagged}): código certo entre as 3: ${pct(q.suggestionTop3)} (meta ≥ 80%) ${ok(q.suggestionTop3 >= 0.8)} | posição certa entre as 3: ${pct(q.suggestionHeadingTop3)} (meta ≥ 90%) ${ok(q.suggestionHeadingTop3 >= 0.9)}`,
  );
  console.log(`[ncm]   linhas corretas não conferidas: descrição insuficiente ${q.insufficient}, produto não reconhecido ${q.unrecognised} (de ${q.n})`);
  if (verbose) {
    for (const f of q.falseAlarms) console.log(`    falso alarme: ${f.description} [${f.ncm}] → ${f.suggestion}`);
    for (const m of q.misses) console.log(`    não detectado: ${m.description} [${m.ncm}] escrito ${m.written}`);
    for (const w of q.wrongSuggestions) console.log(`    sugestão fora da posição: ${w.description} [${w.ncm}] → ${w.got.join(', ')}`);
  }
}

/** One development set judged with the exemplars of the others (without the names it shares with them). */
function devQuality(tables: ReferenceTables, set: string): MatcherQuality {
  const items = readExemplarSet(set);
  const others = DEV_SETS.filter((s) => s !== set).flatMap(readExemplarSet);
  return measureMatcherQuality(tables, items, REFERENCE, exemplarsWithout(items, others));
}

/**
 * Held-out sets, with the exemplars as shipped, then without the names they share with the exemplars: common goods
 * ("LEITE UHT INTEGRAL 1L") are in both, as they will be in registers the team never sees; the second figure is the
 * floor for names no exemplar holds.
 */
function heldOut(tables: ReferenceTables, files: string[], label: string): void {
  const items = files.flatMap(readHeldOut);
  report(measureMatcherQuality(tables, items, REFERENCE), `${label}, exemplares como entregues (${files.join(', ')})`, false);
  report(measureMatcherQuality(tables, items, REFERENCE, exemplarsWithout(items, exemplarCorpus())), `${label}, sem os nomes em comum com os exemplares`, false);
}

async function register(tables: ReferenceTables, rel: string, verbose: boolean): Promise<void> {
  const file = path.join(process.env.TABLES_DIR ?? path.resolve(root, '../shared/data'), rel);
  if (!existsSync(file)) {
    console.log(`[ncm] cadastro real ausente: ${rel}`);
    return;
  }
  const { rows } = await readRows(file, NCM_COLUMNS);
  const checker = createNcmChecker({ tables, referenceDate: REFERENCE });
  for await (const r of rows) {
    const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
    checker.checkRow({ line: r.line, product: text(r.values.product), description: text(r.values.description), ncm: r.values.ncm ?? null, date: r.values.date ?? null });
  }
  const q = measureRegister(checker.result());
  const s = q.result.summary;
  console.log(`[ncm] cadastro real ${path.basename(rel)}: ${q.rows} linhas`);
  console.log(
    `[ncm]   achados de descrição: NCM_DESCRICAO ${q.description} + NCM_INCONSISTENTE ${q.consistency} = ${q.description + q.consistency} (${q.per100.toFixed(2)} por 100 linhas; meta no Oriones ≤ 60) ${ok(q.description + q.consistency <= 60)}`,
  );
  console.log(`[ncm]   não conferidas: descrição insuficiente ${s.insufficientDescription ?? 0}, produto não reconhecido ${s.unrecognisedDescription ?? 0}; outros achados: ${JSON.stringify(q.byCode)}`);
  if (verbose) for (const f of q.result.issues) if (f.code === 'NCM_DESCRICAO' || f.code === 'NCM_INCONSISTENTE') console.log(`    ${f.code} linha ${f.line}: ${f.description} [${f.currentNCM}] → ${f.suggestion}`);
}

/**
 * `tuning`: development sets and real registers only, verbose, and no held-out figure at all, so whoever edits the
 * vocabulary never sees (even the totals of) the sets that judge it (`npx tsx bench/ncm-quality.ts --ajuste`).
 */
export async function runNcmQuality(verbose = false, tuning = false): Promise<void> {
  const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(root, '../shared/data'));
  const dev = DEV_SETS.map((set) => devQuality(tables, set));
  report(poolQuality(dev), `DESENVOLVIMENTO (ajustado; cada conjunto com os exemplares dos outros), ${DEV_SETS.length} conjuntos`, false);
  DEV_SETS.forEach((set, i) => report(dev[i]!, `DESENVOLVIMENTO POR FAMÍLIA (${set})`, verbose));
  if (!tuning) {
    // Never tuned on: the held-out figures say whether the tuning generalises.
    heldOut(tables, HOLDOUT_SETS, 'RESERVADO (nunca ajustado)');
    for (const set of INDEPENDENT_SETS) heldOut(tables, [set], 'RESERVADO INDEPENDENTE (escrito sem ver o verificador)');
  }
  for (const r of REGISTERS) await register(tables, r, verbose);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runNcmQuality(process.argv.includes('--verbose') || process.argv.includes('--ajuste'), process.argv.includes('--ajuste'));
}
