import type { NcmStatus, NcmValidity, TableVersion } from './contracts';
import { brDateToIso, dateToIso, dayBefore, isoToBr } from './csv';

/** One entry of the Siscomex JSON (`Nomenclaturas[]`); only the fields we use. */
export interface SiscomexNcmEntry {
  Codigo: string;
  Descricao: string;
  Data_Inicio?: string;
}

/** The whole Siscomex file as parsed. */
export interface SiscomexNcmFile {
  Data_Ultima_Atualizacao_NCM?: string;
  Ato?: string;
  Nomenclaturas: SiscomexNcmEntry[];
}

/** One NCM version, indexed by digits (every level: 2, 4, 5, 6, 7 and 8 digits). */
export interface NcmVersionData {
  version: TableVersion;
  /** digits → description as printed (relative to the parent, dashes removed, tags removed). */
  texts: Map<string, string>;
  /** The 8-digit codes, sorted. */
  codes: string[];
  codeSet: Set<string>;
}

export interface NcmChild {
  code: string;
  description: string;
}

const TAG_RE = /<[^>]*>/g;

/** Official text without hierarchy dashes, HTML tags or NBSP. */
export function cleanNcmText(s: string): string {
  return s
    .replace(TAG_RE, '')
    .replace(/\u00a0/g, ' ')
    .replace(/^[\s\-–]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Builds one version from a parsed Siscomex file. Validity starts at the newest Data_Inicio in it. */
export function buildNcmVersion(file: SiscomexNcmFile, fileName: string): NcmVersionData {
  const texts = new Map<string, string>();
  const codes: string[] = [];
  let newest = '0000-00-00';
  for (const e of file.Nomenclaturas) {
    const digits = e.Codigo.replace(/\D/g, '');
    if (!digits) continue;
    texts.set(digits, cleanNcmText(e.Descricao));
    if (digits.length === 8) codes.push(digits);
    const start = brDateToIso(e.Data_Inicio);
    if (start && start > newest) newest = start;
  }
  codes.sort();
  const vigente = /(\d{2}\/\d{2}\/\d{4})/.exec(file.Data_Ultima_Atualizacao_NCM ?? '')?.[1];
  const vigenteIso = brDateToIso(vigente) ?? fileDateIso(fileName);
  const ato = shortAct(file.Ato ?? '');
  // The file is a snapshot "vigente em X"; its content took effect at the newest Data_Inicio it lists.
  const validFrom = newest !== '0000-00-00' ? newest : (vigenteIso ?? '1900-01-01');
  const snap = vigenteIso ? isoToBr(vigenteIso) : fileName;
  const version: TableVersion = {
    id: `NCM ${snap}${ato ? ` (${ato})` : ''}`,
    label: `Tabela NCM vigente em ${snap}${ato ? ` (${ato})` : ''}, em vigor desde ${isoToBr(validFrom)}`,
    validFrom,
    validTo: null,
    rows: codes.length,
  };
  return { version, texts, codes, codeSet: new Set(codes) };
}

function fileDateIso(fileName: string): string | null {
  const m = /(\d{4})(\d{2})(\d{2})/.exec(fileName);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** 'Resolução Gecex nº 812/2025' → 'Res. Gecex 812/2025'. */
function shortAct(ato: string): string {
  return ato
    .replace(/Resolu[çc][ãa]o/i, 'Res.')
    .replace(/\s*n[º°o]\.?\s*/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LEVELS = [2, 4, 5, 6, 7, 8];

/**
 * Every loaded NCM version, ordered by validity. Implements the contract's NcmValidity plus the
 * look-ups the engine needs (hierarchical text, codes under a heading).
 */
export class NcmTable implements NcmValidity {
  readonly versions: NcmVersionData[];
  private readonly fullTextCache = new Map<string, string>();

  constructor(versions: NcmVersionData[]) {
    if (versions.length === 0) throw new Error('NcmTable sem versões');
    this.versions = [...versions].sort((a, b) => a.version.validFrom.localeCompare(b.version.validFrom));
    for (let i = 0; i < this.versions.length - 1; i++) {
      this.versions[i]!.version.validTo = dayBefore(this.versions[i + 1]!.version.validFrom);
    }
  }

  /** The newest version, used to index descriptions (suggestions always point to codes in force). */
  get latest(): NcmVersionData {
    return this.versions[this.versions.length - 1]!;
  }

  get oldest(): NcmVersionData {
    return this.versions[0]!;
  }

  versionDataOn(date: Date): NcmVersionData {
    const iso = dateToIso(date);
    let found = this.versions[0]!;
    for (const v of this.versions) if (v.version.validFrom <= iso) found = v;
    return found;
  }

  versionOn(date: Date): TableVersion {
    return this.versionDataOn(date).version;
  }

  /** True when `date` is before the oldest loaded version (the oldest is then used anyway). */
  isBeforeOldest(date: Date): boolean {
    return dateToIso(date) < this.oldest.version.validFrom;
  }

  statusOn(code: string, date: Date): NcmStatus {
    const cur = this.versionDataOn(date);
    if (cur.codeSet.has(code)) {
      return { kind: 'vigente', code, description: this.fullDescription(code, cur), version: cur.version };
    }
    const idx = this.versions.indexOf(cur);
    for (let i = idx - 1; i >= 0; i--) {
      const old = this.versions[i]!;
      if (!old.codeSet.has(code)) continue;
      const next = this.versions[i + 1]!;
      return {
        kind: 'extinto',
        code,
        description: this.fullDescription(code, old),
        lastVersion: old.version,
        endedOn: dayBefore(next.version.validFrom),
        successors: this.successors(code, old, cur),
      };
    }
    return { kind: 'inexistente', code };
  }

  /** A later version (after the one in force on `date`) that has `code`: a code used before it existed. */
  laterVersionWith(code: string, date: Date): NcmVersionData | null {
    const cur = this.versionDataOn(date);
    for (const v of this.versions) if (v.version.validFrom > cur.version.validFrom && v.codeSet.has(code)) return v;
    return null;
  }

  /** Codes of `cur` under the same heading (4 digits) that `old` did not have. */
  successors(code: string, old: NcmVersionData, cur: NcmVersionData): string[] {
    const heading = code.slice(0, 4);
    return this.codesUnder(heading, cur).filter((c) => !old.codeSet.has(c));
  }

  /** 8-digit codes of `v` starting with `prefix` (digits). Binary search on the sorted list. */
  codesUnder(prefix: string, v: NcmVersionData = this.latest): string[] {
    const arr = v.codes;
    const out: string[] = [];
    for (let i = firstAtLeast(arr, prefix); i < arr.length && arr[i]!.startsWith(prefix); i++) out.push(arr[i]!);
    return out;
  }

  /** Whether `v` has some 8-digit code starting with `prefix`, without listing them. */
  hasCodeUnder(prefix: string, v: NcmVersionData = this.latest): boolean {
    const arr = v.codes;
    const i = firstAtLeast(arr, prefix);
    return i < arr.length && arr[i]!.startsWith(prefix);
  }

  childrenOf(heading: string, date: Date): NcmChild[] {
    const v = this.versionDataOn(date);
    return this.codesUnder(heading.replace(/\D/g, ''), v).map((code) => ({ code, description: this.fullDescription(code, v) }));
  }

  /** True when some version knows this prefix (any level). */
  hasPrefix(prefix: string): boolean {
    return this.versions.some((v) => v.texts.has(prefix) || this.codesUnder(prefix, v).length > 0);
  }

  /** The official text of one level of the hierarchy (no ancestors), from the newest version that has it. */
  levelText(digits: string, v?: NcmVersionData): string | undefined {
    if (v) return v.texts.get(digits);
    for (let i = this.versions.length - 1; i >= 0; i--) {
      const t = this.versions[i]!.texts.get(digits);
      if (t !== undefined) return t;
    }
    return undefined;
  }

  /**
   * Full hierarchical text of an 8-digit code: heading, subheadings, item and subitem joined, so
   * that "Outros" becomes meaningful (chapter left out: it is a section title, not the code's text).
   */
  fullDescription(code: string, v?: NcmVersionData): string {
    const ver = v ?? this.versions.slice().reverse().find((x) => x.codeSet.has(code)) ?? this.latest;
    const key = `${ver.version.id}|${code}`;
    const hit = this.fullTextCache.get(key);
    if (hit !== undefined) return hit;
    const parts: string[] = [];
    for (const len of LEVELS) {
      if (len === 2) continue;
      const t = ver.texts.get(code.slice(0, len));
      if (t && t !== parts[parts.length - 1]) parts.push(t.replace(/[:.;]+$/, ''));
    }
    const full = parts.join(' — ');
    this.fullTextCache.set(key, full);
    return full;
  }

  /** Chapter title (2 digits), for extra context in the index. */
  chapterText(code: string): string {
    return this.levelText(code.slice(0, 2)) ?? '';
  }
}

/** Index of the first element of the sorted `arr` that is ≥ `key`. */
function firstAtLeast(arr: readonly string[], key: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
