/**
 * The labelled exemplars (ADR 010, sixth round): retail names with their checked NCM, written by the team's
 * development rounds (`exemplars/*.tsv`, one file per family of goods, each header says who wrote it and how). They
 * are the development sets the vocabulary was tuned on and, since the sixth round, the code-level layer of the
 * suggestions (exemplar-store.ts). The held-out sets stay in tests/fixtures/ncm and are never read here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LabelledProduct {
  description: string;
  ncm: string;
}

const IN_REPO = path.join('src', 'fiscal', 'ncm', 'exemplars');

/**
 * The folder of the exemplar files, found from this module upwards: next to it when run from the sources, under the
 * repository root when run from the engine bundle (dist/engine/engine.mjs, ADR 019), which does not carry data files.
 */
function findExemplarDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  if (existsSync(path.join(dir, 'exemplars'))) return path.join(dir, 'exemplars');
  for (;;) {
    if (existsSync(path.join(dir, IN_REPO))) return path.join(dir, IN_REPO);
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`Pasta de exemplos rotulados do NCM não encontrada (${IN_REPO}).`);
    dir = up;
  }
}

let exemplarDir: string | null = null;
const dirOf = (): string => (exemplarDir ??= findExemplarDir());

/** Parses a labelled file (`descrição<TAB>ncm`, `#` comments). */
export function parseLabelledTsv(text: string): LabelledProduct[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [description, ncm] = l.split('\t');
      return { description: description!.trim(), ncm: (ncm ?? '').trim() };
    });
}

/** The exemplar files, in name order. */
export function exemplarSets(): string[] {
  return readdirSync(dirOf())
    .filter((f) => f.endsWith('.tsv'))
    .sort();
}

export function readExemplarSet(file: string): LabelledProduct[] {
  return parseLabelledTsv(readFileSync(path.join(dirOf(), file), 'utf8'));
}

/**
 * Every exemplar of every file. Read on each call, not kept: the engine reads it once to build its store
 * (exemplar-store.ts keeps stems and codes only), and the names themselves are not needed after that.
 */
export function exemplarCorpus(): LabelledProduct[] {
  return exemplarSets().flatMap(readExemplarSet);
}
