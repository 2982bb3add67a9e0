/**
 * The labelled exemplars (ADR 010, sixth round): retail names with their checked NCM, written by the team's
 * development rounds (`exemplars/*.tsv`, one file per family of goods, each header says who wrote it and how). They
 * are the development sets the vocabulary was tuned on and, since the sixth round, the code-level layer of the
 * suggestions (exemplar-store.ts). The held-out sets stay in tests/fixtures/ncm and are never read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LabelledProduct {
  description: string;
  ncm: string;
}

/** The folder of the exemplar files, next to this module. */
export const EXEMPLAR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exemplars');

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
  return readdirSync(EXEMPLAR_DIR)
    .filter((f) => f.endsWith('.tsv'))
    .sort();
}

export function readExemplarSet(file: string): LabelledProduct[] {
  return parseLabelledTsv(readFileSync(path.join(EXEMPLAR_DIR, file), 'utf8'));
}

let corpus: LabelledProduct[] | null = null;

/** Every exemplar of every file, read once per process. */
export function exemplarCorpus(): LabelledProduct[] {
  corpus ??= exemplarSets().flatMap(readExemplarSet);
  return corpus;
}
