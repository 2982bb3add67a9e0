import type { SpedKind } from '../types';

/** 'O' obrigatório, 'OC' obrigatório condicional (never flagged as missing), 'N' não obrigatório/não apresentar. */
export type Obligation = 'O' | 'OC' | 'N';

export interface FieldDef {
  n: number;
  name: string;
  /** 'D' = date ddmmaaaa; '?' = type unreadable in the source (no format check). */
  type: 'C' | 'N' | 'D' | '?';
  size: number | null;
  fixed: boolean;
  decimals: number | null;
  /** Obligation for entries (IND_OPER=0) and exits (IND_OPER=1); equal when the source has one column. */
  reqIn: Obligation;
  reqOut: Obligation;
}

export interface RegisterDef {
  code: string;
  block: string;
  level: number;
  parent: string;
  /** Normalised: '1' (one per file/parent), '1:1', '1:N', ... */
  occurrence: string;
  fields: FieldDef[];
  /** Which file the definition came from, e.g. 'guia 019' or 'pva 014 (correção SOURCES.md §8)'. */
  source: string;
}

export interface SpedLayout {
  sped: SpedKind;
  codVer: string;
  source: string;
  registers: Map<string, RegisterDef>;
}

export interface LayoutChoice {
  layout: SpedLayout;
  /** Set when COD_VER has no layout and the nearest one is used instead. */
  fallbackFrom: string | null;
}

export interface SpedLayouts {
  versions(sped: SpedKind): string[];
  get(sped: SpedKind, codVer: string): SpedLayout | undefined;
  /** Exact layout or the nearest known version of the same SPED. */
  choose(sped: SpedKind, codVer: string): LayoutChoice | null;
  /** A register absent from `codVer`, looked up in the other versions (nearest first). */
  findElsewhere(sped: SpedKind, codVer: string, register: string): { def: RegisterDef; codVer: string } | null;
  blockOrder(sped: SpedKind): string[];
}
