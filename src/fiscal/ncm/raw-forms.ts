/**
 * Headings of materials in raw form: "Alumínio em formas brutas" (76.01), "Polímeros de etileno, em formas
 * primárias" (39.01), "Desperdícios e resíduos… sucata" (72.04). A product register sells articles; a name
 * that is an article ("CABECOTE DE ALUMINIO") coded in an article heading is never pushed toward a raw-form
 * heading by its siblings (RGI 1: the heading texts distinguish the material from the goods made of it).
 * Read from the official heading texts, not listed by hand.
 */
import type { NcmVersionData } from '../tables/ncm-table';
import { foldText } from './text-normalize';

// "em formas brutas", "em formas primárias", "em lingotes", and waste headings whose text starts with it.
const RAW_FORM_RE = /\bformas? (brutas?|primarias?)\b|\bem lingotes\b|^desperdicios\b/;
// "… e suas obras" (81.01–81.12) covers articles as well: not a raw-form heading.
const ALSO_ARTICLES_RE = /\be suas obras\b/;

const cache = new WeakMap<NcmVersionData, Set<string>>();

/** The 4-digit headings whose official text is about a material in raw form or its waste. */
export function rawFormHeadings(version: NcmVersionData): Set<string> {
  let set = cache.get(version);
  if (set) return set;
  set = new Set();
  for (const [code, text] of version.texts) {
    if (code.length !== 4) continue;
    const t = foldText(text).trim();
    if (RAW_FORM_RE.test(t) && !ALSO_ARTICLES_RE.test(t)) set.add(code);
  }
  cache.set(version, set);
  return set;
}
