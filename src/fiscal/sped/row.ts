import iconv from 'iconv-lite';

/**
 * A copy of `s` that does not keep its source alive. Kept for strings that outlive a line when they may
 * come from a sliced string (messages built from other strings); field values from `Row.get` are
 * already fresh strings.
 */
export const detach = (s: string): string => (s.length < 13 ? s : (' ' + s).slice(1));

export type SpedEncoding = 'utf-8' | 'windows-1252';

/** Format rules of a register's fields, as compiled for the hot loop (see compiled-register.ts). */
export interface FieldRules {
  kind: Uint8Array;
  size: Int32Array;
  decimals: Int32Array;
}

/** What the consumer keeps per register type; the scanner looks it up by `Row.regKey`. */
export interface RowTag {
  /** Set once the register's layout is known: the scanner then checks formats while splitting. */
  rules: FieldRules | null;
}

const EMPTY = Buffer.alloc(0);

/**
 * Buffer's own per-encoding slicers, called directly: `toString(enc, a, b)` goes through argument checks
 * and an encoding lookup first, which cost more than the copy for the 2–14-byte fields read here (measured
 * on 1M lines: 170 ms → 60 ms). They are undocumented, so fall back to toString where they are missing.
 */
interface Slicers { latin1Slice?(from: number, to: number): string; utf8Slice?(from: number, to: number): string }
const proto = Buffer.prototype as Buffer & Slicers;
const latin1 = typeof proto.latin1Slice === 'function'
  ? (b: Buffer, from: number, to: number) => (b as Buffer & Required<Slicers>).latin1Slice(from, to)
  : (b: Buffer, from: number, to: number) => b.toString('latin1', from, to);

/**
 * One EFD line as bytes with its field boundaries. Lines are never decoded as a whole: decoding and
 * `split('|')` of every line cost more than reading the file, so fields are checked in place on the bytes
 * and only decoded when a rule needs the value (codes, keys, messages). Index 0 is REG.
 * The object and its arrays are reused from line to line; `buf` is the read chunk the line lives in.
 */
export class Row {
  buf: Buffer = EMPTY;
  /** The line is `buf[from..to)`, without the newline and trailing CR, blanks or Ctrl-Z. */
  from = 0;
  to = 0;
  n = 0;
  closed = true;
  encoding: SpedEncoding = 'utf-8';
  starts = new Int32Array(512);
  ends = new Int32Array(512);
  /** The register state the scanner found for this line (null: not looked up). */
  tag: RowTag | null = null;
  /**
   * The rules the scanner applied while splitting (null: none). Then `empty` lists the empty fields and
   * `bad` the fields its quick tests did not accept (to be judged by checkFieldAt); both ascending.
   */
  rules: FieldRules | null = null;
  empty = new Int32Array(512);
  nEmpty = 0;
  bad = new Int32Array(512);
  nBad = 0;

  /** Parses one line `buf[from..to)` (no newline). The hot path does the same inside `LineScanner`. */
  parse(buf: Buffer, from: number, to: number): void {
    while (to > from) { const c = buf[to - 1]!; if (c === 13 || c === 32 || c === 9 || c === 10 || c === 26) to--; else break; }
    this.buf = buf; this.from = from; this.to = to;
    this.tag = null; this.rules = null;
    let n = 0, start = from + 1;
    for (let i = from + 1; i < to; i++) {
      if (buf[i] !== 124) continue;
      if (n === this.starts.length) this.grow();
      this.starts[n] = start; this.ends[n] = i; n++;
      start = i + 1;
    }
    this.closed = start >= to;
    if (!this.closed) {
      if (n === this.starts.length) this.grow();
      this.starts[n] = start; this.ends[n] = to; n++;
    }
    this.n = n;
  }

  /** A line given as text (tests, and callers that already hold strings). */
  parseText(text: string): void {
    const b = Buffer.from(text, 'utf8');
    this.encoding = 'utf-8';
    this.parse(b, 0, b.length);
  }

  grow(): void {
    const size = this.starts.length * 2;
    const s = new Int32Array(size); s.set(this.starts); this.starts = s;
    const e = new Int32Array(size); e.set(this.ends); this.ends = e;
    const m = new Int32Array(size); m.set(this.empty); this.empty = m;
    const b = new Int32Array(size); b.set(this.bad); this.bad = b;
  }

  get length(): number { return this.to - this.from; }

  /** REG as a number when it has 4 ASCII bytes (lookup key without allocating a string), else -1. */
  regKey(): number {
    const t = this.buf, a = this.starts[0]!;
    if (this.n === 0 || this.ends[0]! - a !== 4) return -1;
    const c0 = t[a]!, c1 = t[a + 1]!, c2 = t[a + 2]!, c3 = t[a + 3]!;
    if ((c0 | c1 | c2 | c3) > 127) return -1;
    return c0 * 2097152 + c1 * 16384 + c2 * 128 + c3;
  }

  /** Field `i` as text ('' when absent or when i < 0). */
  get(i: number): string {
    return i >= 0 && i < this.n ? this.text(this.starts[i]!, this.ends[i]!) : '';
  }

  /** `text` bound to this row, for lookups that decode only when the bytes are not ASCII. */
  readonly decode = (from: number, to: number): string => this.text(from, to);

  /** Decodes `buf[from..to)` with the file's encoding; ASCII (nearly every field) takes the cheap path. */
  text(from: number, to: number): string {
    const b = this.buf;
    let i = from;
    while (i < to && b[i]! < 128) i++;
    if (i === to) return latin1(b, from, to);
    return this.encoding === 'utf-8' ? b.toString('utf8', from, to) : iconv.decode(b.subarray(from, to), 'win1252');
  }

  /** Field `i` as a number (decimal comma); 0 when empty, absent or not a number. */
  num(i: number): number {
    return i >= 0 && i < this.n ? decBytes(this.buf, this.starts[i]!, this.ends[i]!) : 0;
  }

  /** Field `i` when it is 1–15 digits, as a number; -1 otherwise (empty, absent, other characters). */
  digits(i: number): number {
    if (i < 0 || i >= this.n) return -1;
    const b = this.buf, from = this.starts[i]!, to = this.ends[i]!;
    if (to === from || to - from > 15) return -1;
    let v = 0;
    for (let j = from; j < to; j++) { const c = b[j]! - 48; if (c < 0 || c > 9) return -1; v = v * 10 + c; }
    return v;
  }

  /** The byte of a one-character field `i` ('0' → 48), or -1. */
  char(i: number): number {
    return i >= 0 && i < this.n && this.ends[i]! - this.starts[i]! === 1 ? this.buf[this.starts[i]!]! : -1;
  }

  /** Date field `i` (ddmmaaaa) as the number aaaammdd, comparable; -1 when not 8 digits. */
  ymd(i: number): number {
    if (i < 0 || i >= this.n || this.ends[i]! - this.starts[i]! !== 8) return -1;
    const b = this.buf, a = this.starts[i]!;
    let d = 0, m = 0, y = 0;
    for (let k = 0; k < 8; k++) {
      const c = b[a + k]! - 48;
      if (c < 0 || c > 9) return -1;
      if (k < 2) d = d * 10 + c; else if (k < 4) m = m * 10 + c; else y = y * 10 + c;
    }
    return y * 10000 + m * 100 + d;
  }

  /** Field `i` equals the ASCII text `s`. */
  is(i: number, s: string): boolean {
    if (i < 0 || i >= this.n || this.ends[i]! - this.starts[i]! !== s.length) return false;
    const b = this.buf, a = this.starts[i]!;
    for (let k = 0; k < s.length; k++) if (b[a + k] !== s.charCodeAt(k)) return false;
    return true;
  }

  isEmpty(i: number): boolean {
    return i >= this.n || this.starts[i] === this.ends[i];
  }

  /** The whole line as text (messages). */
  line(): string {
    return this.text(this.from, this.to);
  }

  toArray(): string[] {
    const a: string[] = [];
    for (let i = 0; i < this.n; i++) a.push(this.get(i));
    return a;
  }
}

/** SPED decimal ("1234,56", also "1234.56") in `b[from..to)` → number; 0 when empty or not a number. */
export function decBytes(b: Buffer, from: number, to: number): number {
  let i = from, neg = false, int = 0, frac = 0, scale = 1;
  if (b[i] === 45) { neg = true; i++; }
  for (; i < to; i++) {
    const c = b[i]!;
    if (c >= 48 && c <= 57) int = int * 10 + (c - 48);
    else if (c === 44 || c === 46) break;
    else return 0;
  }
  for (i++; i < to; i++) {
    const c = b[i]!;
    if (c < 48 || c > 57) return 0;
    frac = frac * 10 + (c - 48);
    scale *= 10;
  }
  const n = int + frac / scale;
  return neg ? -n : n;
}
