/**
 * Codes declared in 0150 (participants) and 0200 (items), looked up straight from the undecoded field
 * bytes of the lines that use them: a C170's COD_ITEM would otherwise cost a new string per line just to
 * ask a Set. ASCII codes (all but a handful in real files) live in a hash table keyed by the bytes;
 * codes with other characters are kept by their decoded text and looked up that way.
 */
interface Entry<V> { code: string; value: V; next: Entry<V> | undefined }

/** FNV-1a, kept within 30 bits so the Map key stays a small integer. */
function hashBytes(b: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ b[i]!, 16777619);
  return h & 0x3fffffff;
}

function hashAscii(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h & 0x3fffffff;
}

const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

export class CodeMap<V> {
  private readonly table = new Map<number, Entry<V>>();
  private readonly other = new Map<string, V>();
  private count = 0;

  get size(): number { return this.count; }

  set(code: string, value: V): void {
    if (!isAscii(code)) { if (!this.other.has(code)) this.count++; this.other.set(code, value); return; }
    const h = hashAscii(code);
    for (let e = this.table.get(h); e; e = e.next) if (e.code === code) { e.value = value; return; }
    this.table.set(h, { code, value, next: this.table.get(h) });
    this.count++;
  }

  get(code: string): V | undefined {
    if (!isAscii(code)) return this.other.get(code);
    for (let e = this.table.get(hashAscii(code)); e; e = e.next) if (e.code === code) return e.value;
    return undefined;
  }

  has(code: string): boolean { return this.get(code) !== undefined; }

  /**
   * The value of the code in `b[from..to)`. `decode` turns the bytes into text when they are not ASCII
   * (the file's encoding decides); it is not called otherwise.
   */
  getBytes(b: Uint8Array, from: number, to: number, decode: (from: number, to: number) => string): V | undefined {
    let ascii = true;
    for (let i = from; i < to; i++) if (b[i]! > 127) { ascii = false; break; }
    if (!ascii) return this.other.get(decode(from, to));
    const len = to - from;
    next: for (let e = this.table.get(hashBytes(b, from, to)); e; e = e.next) {
      const c = e.code;
      if (c.length !== len) continue;
      for (let k = 0; k < len; k++) if (c.charCodeAt(k) !== b[from + k]) continue next;
      return e.value;
    }
    return undefined;
  }
}
