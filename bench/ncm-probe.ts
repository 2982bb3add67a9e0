/**
 * What the NCM judgment says of a few names: `printf 'LEITE UHT 1L\t04012010\n' | npx tsx bench/ncm-probe.ts`.
 * Each stdin line is `descrição<TAB>ncm` (the NCM may be left out: then only the vocabulary entry is shown).
 * Prints the vocabulary entry the name starts with, the verdict for the written code and, when flagged, the
 * suggestions. For whoever writes vocabulary lines (ADR 010): it reads no labelled set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTables } from '../src/fiscal/tables/load-tables';
import { descriptionIndexFor } from '../src/fiscal/ncm/description-index';
import { headingModelFor } from '../src/fiscal/ncm/heading-model';
import { tokenize } from '../src/fiscal/ncm/text-normalize';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(root, '../shared/data'));
const model = headingModelFor(descriptionIndexFor(tables));
let input = '';
for await (const chunk of process.stdin) input += chunk;
for (const line of input.split(/\r?\n/)) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [description = '', ncm = ''] = line.split('\t').map((s) => s.trim());
  const stems = tokenize(description, true);
  const entry = model.headOf(stems);
  const head = entry ? `"${entry.name}" = ${entry.predicted.join(' ') || '(sem posição prevista)'} / ${entry.plausible.join(' ')}` : 'nenhuma entrada';
  if (!ncm) {
    console.log(`${description}\t[${stems.join(' ')}]\t${head}`);
    continue;
  }
  const v = model.judge(description, ncm.replace(/\D/g, ''));
  const sug = v.kind === 'implausivel' ? ` → ${v.candidates.map((c) => c.code).join(', ') || '(sem sugestão: não sinaliza)'}` : '';
  console.log(`${description}\t${ncm}\t${v.kind}${sug}\t[${stems.join(' ')}]\t${head}`);
}
