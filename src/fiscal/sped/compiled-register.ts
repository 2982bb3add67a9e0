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
  codMod: number;
  /** Per-consumer caches of field positions (see `positions`). */
  memo: Map<string, Record<string, number>>;
  /**
   * Per-field format rule, precomputed so the per-line loop reads typed arrays instead of FieldDef
   * objects: see the K_* constants. `size` is -1 when the layout gives none.
   */
  kind: Uint8Array;
  size: Int32Array;
  decimals: Int32Array;
  /** 1 when the field is 'O' for entries (IND_OPER=0), exits (1), or both (no IND_OPER context). */
  reqIn: Uint8Array;
  reqOut: Uint8Array;
  reqAny: Uint8Array;
}

/** Field kinds of `CompiledRegister.kind`. */
export const K_NONE = 0, K_C = 1, K_C_FIXED = 2, K_INT = 3, K_INT_FIXED = 4, K_DEC = 5, K_DATE = 6;
/** The same kinds as one object, for hot loops that copy them into local constants. */
export const FIELD_KINDS = { K_NONE, K_C, K_C_FIXED, K_INT, K_INT_FIXED, K_DEC, K_DATE } as const;

function kindOf(f: RegisterDef['fields'][number]): number {
  if (f.type === 'D') return K_DATE;
  if (f.type === 'C') return f.size === null ? K_NONE : f.fixed ? K_C_FIXED : K_C;
  if (f.type === 'N') return f.decimals !== null && f.decimals > 0 ? K_DEC : f.fixed && f.size !== null ? K_INT_FIXED : K_INT;
  return K_NONE;
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
    codMod: pos('COD_MOD'),
    memo: new Map(),
    kind: Uint8Array.from(def.fields, kindOf),
    // N with 0 decimals: the size is not enforced (as before: several Guia extractions lost it).
    size: Int32Array.from(def.fields, (f) => (f.type === 'N' && f.decimals === 0 ? -1 : f.size ?? -1)),
    decimals: Int32Array.from(def.fields, (f) => f.decimals ?? 0),
    reqIn: Uint8Array.from(def.fields, (f) => (f.reqIn === 'O' ? 1 : 0)),
    reqOut: Uint8Array.from(def.fields, (f) => (f.reqOut === 'O' ? 1 : 0)),
    reqAny: Uint8Array.from(def.fields, (f) => (f.reqIn === 'O' && f.reqOut === 'O' ? 1 : 0)),
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
