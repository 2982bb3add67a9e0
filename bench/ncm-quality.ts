/**
 * Prints the matcher quality on the labelled set: `npx tsx bench/ncm-quality.ts [--verbose]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTables } from '../src/fiscal/tables/load-tables';
import { measureMatcherQuality, parseLabelledTsv, type MatcherQuality } from '../src/fiscal/ncm/matcher-quality';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function runNcmQuality(verbose = false): Promise<void> {
  const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(root, '../shared/data'));
  // The held-out set is never tuned on: its figures say whether the tuning generalises.
  for (const [file, label] of [
    ['labelled-products.tsv', 'conjunto de ajuste'],
    ['labelled-products-holdout.tsv', 'conjunto reservado'],
    ['labelled-products-holdout2.tsv', 'segundo conjunto reservado'],
    ['labelled-products-tricky.tsv', 'nomes difíceis (ajuste)'],
  ] as const) {
    const items = parseLabelledTsv(readFileSync(path.join(root, 'tests/fixtures/ncm', file), 'utf8'));
    report(measureMatcherQuality(tables, items, new Date()), label, verbose && file === 'labelled-products.tsv');
  }
}

function report(q: MatcherQuality, label: string, verbose: boolean): void {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  console.log(`[ncm] qualidade do casamento por descrição — ${label} (${q.n} produtos rotulados)`);
  console.log(`[ncm]   código correto em 1º: ${pct(q.top1)} | entre as 3 sugestões: ${pct(q.top3)} | posição correta entre as 3: ${pct(q.top3Heading)}`);
  console.log(`[ncm]   falso alarme NCM_DESCRICAO em linhas corretas: ${pct(q.falseAlarmRate)} (${q.falseAlarms.length})`);
  console.log(`[ncm]   detecção de NCM de outro capítulo: ${pct(q.detectionRate)}`);
  if (verbose) {
    for (const m of q.misses) console.log(`  erro: ${m.description} [${m.ncm}] → ${m.got.join(', ')}`);
    for (const f of q.falseAlarms) console.log(`  falso alarme: ${f.description} [${f.ncm}]`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runNcmQuality(process.argv.includes('--verbose'));
}
