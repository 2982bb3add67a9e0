import { decAt as decAtImport } from './field-checks';

// Imported functions copied into module constants: after tsx/esbuild's CommonJS interop every use of an
// imported binding is a getter call, and these run for every line (measured: fields() went 1.3 s → 0.6 s).
const decAt = decAtImport;

/**
 * A copy of `s` that does not keep its source alive. V8 substrings point into their parent string, and
 * a field sliced from a line points into the 1 MB chunk the line came from: storing it (keys, codes,
 * messages) would retain every chunk of the file. Concatenation then slice forces a flat copy.
 */
export const detach = (s: string): string => (s.length < 13 ? s : (' ' + s).slice(1));

/**
 * One EFD line with its field boundaries, without splitting it: `split('|')` on every line costs more
 * than reading the file, so fields are checked in place and only sliced when a rule needs the value.
 * Index 0 is REG. The object and its arrays are reused from line to line.
 */
export class Row {
  text = '';
  n = 0;
  closed = true;
  starts = new Int32Array(512);
  ends = new Int32Array(512);

  /** `text` must start with '|'. */
  parse(text: string): void {
    this.text = text;
    let n = 0, start = 1;
    const len = text.length;
    // A charCode loop beats one indexOf call per field: EFD fields are short (median < 8 chars).
    for (let i = 1; i < len; i++) {
      if (text.charCodeAt(i) !== 124) continue;
      if (n === this.starts.length) this.grow();
      this.starts[n] = start; this.ends[n] = i; n++;
      start = i + 1;
    }
    this.closed = start === text.length;
    if (!this.closed) {
      if (n === this.starts.length) this.grow();
      this.starts[n] = start; this.ends[n] = text.length; n++;
    }
    this.n = n;
  }

  private grow(): void {
    const s = new Int32Array(this.starts.length * 2); s.set(this.starts); this.starts = s;
    const e = new Int32Array(this.ends.length * 2); e.set(this.ends); this.ends = e;
  }

  /** REG as a number when it has 4 ASCII chars (lookup key without allocating a string), else -1. */
  regKey(): number {
    const t = this.text, a = this.starts[0]!;
    if (this.n === 0 || this.ends[0]! - a !== 4) return -1;
    const c0 = t.charCodeAt(a), c1 = t.charCodeAt(a + 1), c2 = t.charCodeAt(a + 2), c3 = t.charCodeAt(a + 3);
    if ((c0 | c1 | c2 | c3) > 127) return -1;
    return c0 * 2097152 + c1 * 16384 + c2 * 128 + c3;
  }

  /** Field `i` ('' when absent or when i < 0). */
  get(i: number): string {
    return i >= 0 && i < this.n ? this.text.slice(this.starts[i], this.ends[i]) : '';
  }

  /** Field `i` as a number (decimal comma); 0 when empty or absent. */
  num(i: number): number {
    return i >= 0 && i < this.n ? decAt(this.text, this.starts[i]!, this.ends[i]!) : 0;
  }

  isEmpty(i: number): boolean {
    return i >= this.n || this.starts[i] === this.ends[i];
  }

  toArray(): string[] {
    const a: string[] = [];
    for (let i = 0; i < this.n; i++) a.push(this.get(i));
    return a;
  }
}
