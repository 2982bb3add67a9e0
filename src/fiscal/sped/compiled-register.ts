import type { RegisterDef } from './layouts/layout-types';
import type { Row } from './row';

/** Positions (0-based in the value array, REG = 0) of the fields the cross-checks look at, computed once per register. */
export interface CompiledRegister {
  def: RegisterDef;
  at: Map<string, number>;
  cnpjCpf: number[];
  codItem: number;
  codPart: number;
  dtDoc: number;
  indOper: number;
  codSit: number;
  /** Per-consumer caches of field positions (see `positions`). */
  memo: Map<string, Record<string, number>>;
}

const cache = new WeakMap<RegisterDef, CompiledRegister>();

export function compile(def: RegisterDef): CompiledRegister {
  let c = cache.get(def);
  if (c) return c;
  const at = new Map<string, number>();
  def.fields.forEach((f, i) => { if (!at.has(f.name)) at.set(f.name, i); });
  const pos = (n: string) => at.get(n) ?? -1;
  const declares = def.code === '0150' || def.code === '0200';
  c = {
    def,
    at,
    cnpjCpf: def.fields.map((f, i) => (/^(CNPJ|CPF)/.test(f.name) ? i : -1)).filter((i) => i >= 0),
    // 0150/0200 declare the codes; everywhere else a COD_PART/COD_ITEM is a use.
    codItem: def.code === '0200' ? -1 : pos('COD_ITEM'),
    codPart: declares ? -1 : pos('COD_PART'),
    dtDoc: pos('DT_DOC'),
    indOper: pos('IND_OPER'),
    codSit: pos('COD_SIT'),
    memo: new Map(),
  };
  cache.set(def, c);
  return c;
}

/** Value of a named field, '' when the register has no such field. */
export function val(c: CompiledRegister, row: Row, ...names: string[]): string {
  for (const n of names) {
    const i = c.at.get(n);
    if (i !== undefined) return row.get(i);
  }
  return '';
}

/**
 * Positions of several named fields, computed once per register and cached under `tag`
 * (hot paths then read `row.get(p.X)` with no lookup). Missing names get -1 (read as '').
 */
export function positions<T extends string>(c: CompiledRegister, tag: string, names: readonly T[]): Record<T, number> {
  let p = c.memo.get(tag);
  if (!p) {
    p = {};
    for (const n of names) p[n] = c.at.get(n) ?? -1;
    c.memo.set(tag, p);
  }
  return p as Record<T, number>;
}
