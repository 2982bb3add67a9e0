import { isAscii, isUtf8 } from 'node:buffer';
import { FIELD_KINDS } from './compiled-register';
import { isDateBytes as isDateBytesImport } from './field-checks';
import { Row, type RowTag, type SpedEncoding } from './row';
import { SpedReadError } from './sped-read-error';

// Copied into module constants: after tsx/esbuild's CommonJS interop an imported binding is a getter call.
const { K_C, K_C_FIXED, K_INT, K_INT_FIXED, K_DEC, K_DATE } = FIELD_KINDS;
const isDateBytes = isDateBytesImport;

/**
 * Receives each line of the file (1-based numbers); the row is reused, so it must not be kept.
 * Returns false when the rest of the file is not EFD content (the PVA's signature after 9999).
 */
export interface RowSink {
  pushRow(row: Row, lineNo: number): boolean;
  /** The consumer's state for a register (by `Row.regKey`), if it has seen it: its rules drive the split. */
  lookup?(key: number): RowTag | undefined;
}

/**
 * Longest line accepted. The longest EFD registers (0000, C100, C170) take a few hundred bytes and free-text
 * fields a few thousand; a line past 1 MB is not EFD content, and buffering it (a 10 MB or 1 GB "line" of a
 * hostile or damaged file) would only cost memory and time.
 */
export const MAX_LINE_BYTES = 1024 * 1024;

function lineTooLong(lineNo: number): SpedReadError {
  return new SpedReadError(`a linha ${lineNo.toLocaleString('pt-BR')} passa de 1 MB (um registro do SPED tem no máximo alguns milhares de caracteres); o arquivo está corrompido ou não é um SPED EFD`);
}

/** Start of the PKCS#7 signature the PVA appends after 9999 when the file is signed (binary, not text). */
const SIGNATURE = Buffer.from('SBRCAAEPDR', 'latin1');

/**
 * Bytes → EFD lines, in one pass over each read chunk that finds the line ends and the field separators
 * together; nothing is decoded here (see Row). Encoding: UTF-8 while the bytes are valid UTF-8, else
 * windows-1252 (the PVA's), decided per run of complete lines, so a multi-byte character is never split
 * at a chunk boundary. Lines already passed on were ASCII or valid UTF-8, so switching loses nothing.
 */
export class LineScanner {
  encoding: SpedEncoding = 'utf-8';
  private readonly row = new Row();
  private lineNo = 0;
  /** Bytes of the line still open at the end of the previous chunk. */
  private carry: Buffer | null = null;
  /** The sink asked for no more lines. */
  private stopped = false;

  constructor(private readonly sink: RowSink) {}

  push(chunk: Buffer): void {
    if (this.stopped) return;
    let i = 0;
    if (this.carry) {
      const nl = chunk.indexOf(10, i);
      if (nl < 0) {
        if (this.carry.length + chunk.length > MAX_LINE_BYTES) throw lineTooLong(this.lineNo + 1);
        this.carry = Buffer.concat([this.carry, chunk.subarray(i)]);
        return;
      }
      if (this.carry.length + nl > MAX_LINE_BYTES) throw lineTooLong(this.lineNo + 1);
      const line = Buffer.concat([this.carry, chunk.subarray(i, nl)]);
      this.carry = null;
      this.single(line);
      if (this.stopped) return;
      i = nl + 1;
    }
    const last = chunk.lastIndexOf(10);
    if (last >= i) {
      this.decide(chunk.subarray(i, last + 1));
      this.scan(chunk, i, last + 1);
      if (this.stopped) return;
      i = last + 1;
    }
    // Copied: the stream may reuse its buffer, and a subarray would keep the whole chunk alive.
    if (i < chunk.length) this.carry = Buffer.from(chunk.subarray(i));
  }

  end(): void {
    const c = this.carry;
    this.carry = null;
    if (c && c.length > 0 && !this.stopped) this.single(c);
  }

  private decide(bytes: Buffer): void {
    if (this.encoding !== 'utf-8' || isAscii(bytes)) return;
    // The binary signature of a signed file is not text: it must not turn a UTF-8 file into windows-1252.
    const sig = bytes.indexOf(SIGNATURE);
    if (!isUtf8(sig >= 0 ? bytes.subarray(0, sig) : bytes)) this.encoding = 'windows-1252';
  }

  /** One line without its newline (a line that spanned two chunks, or the last line of the file). */
  private single(line: Buffer): void {
    this.decide(line);
    const row = this.row;
    row.encoding = this.encoding;
    row.parse(line, 0, line.length);
    if (!this.sink.pushRow(row, ++this.lineNo)) this.stopped = true;
  }

  /**
   * Every line of `buf[from..to)`, which ends with '\n'. The hot loop of the whole check: each byte is
   * looked at once. For a register whose rules are known, the format of each field (digits, decimal
   * comma, date, size) is tested while looking for its end; what the quick tests cannot accept is listed
   * in `row.bad` for checkFieldAt, so they only need to be fast, never complete.
   */
  private scan(buf: Buffer, from: number, to: number): void {
    const row = this.row, sink = this.sink;
    row.buf = buf;
    row.encoding = this.encoding;
    let lineNo = this.lineNo;
    let i = from;
    while (i < to) {
      const ls = i;
      let n = 0, nEmpty = 0, nBad = 0;
      let tag: RowTag | undefined;
      // |RRRR| with 4 ASCII bytes: the key of Row.regKey, read straight from the bytes.
      if (buf[i] === 124 && buf[i + 5] === 124 && sink.lookup) {
        const c0 = buf[i + 1]!, c1 = buf[i + 2]!, c2 = buf[i + 3]!, c3 = buf[i + 4]!;
        if ((c0 | c1 | c2 | c3) < 128 && c0 !== 10 && c1 !== 10 && c2 !== 10 && c3 !== 10) tag = sink.lookup(c0 * 2097152 + c1 * 16384 + c2 * 128 + c3);
      }
      const rules = tag ? tag.rules : null;
      let starts = row.starts, ends = row.ends;
      let fs: number, nl: number;
      if (rules) {
        const kind = rules.kind, size = rules.size, decs = rules.decimals, nk = kind.length;
        starts[0] = ls + 1; ends[0] = ls + 5; n = 1;
        let j = ls + 6;
        for (;;) {
          fs = j;
          let b = buf[j]!;
          if (b === 124) {
            if (n === starts.length) { row.grow(); starts = row.starts; ends = row.ends; }
            starts[n] = j; ends[n] = j; row.empty[nEmpty++] = n; n++; j++;
            continue;
          }
          if (b === 10) break;
          const k = n < nk ? kind[n]! : 0;
          let ok = true;
          if (k === K_DEC) {
            let comma = -1;
            for (;; b = buf[++j]!) {
              if (b >= 48 && b <= 57) continue;
              if (b === 44 && comma < 0 && j > fs) { comma = j; continue; }
              break;
            }
            ok = b === 124 && comma !== j - 1 && (comma < 0 || j - comma - 1 <= decs[n]!);
          } else if (k === K_INT || k === K_INT_FIXED) {
            while (b >= 48 && b <= 57) b = buf[++j]!;
            const sz = size[n]!, len = j - fs;
            ok = b === 124 && (k === K_INT ? sz < 0 || len <= sz : len === sz);
          }
          while (b !== 124 && b !== 10) b = buf[++j]!;
          if (b === 10) break;
          if (ok) {
            const len = j - fs;
            if (k === K_C) ok = len <= size[n]!;
            else if (k === K_C_FIXED) ok = len === size[n]!;
            else if (k === K_DATE) ok = len === 8 && isDateBytes(buf, fs);
          }
          if (n === starts.length) { row.grow(); starts = row.starts; ends = row.ends; }
          starts[n] = fs; ends[n] = j;
          if (!ok) row.bad[nBad++] = n;
          n++; j++;
        }
        nl = j;
      } else {
        fs = ls + 1;
        let j = ls;
        for (;; j++) {
          const b = buf[j]!;
          if (b === 124) {
            if (j === ls) continue; // the leading '|'
            if (n === starts.length) { row.grow(); starts = row.starts; ends = row.ends; }
            starts[n] = fs; ends[n] = j; n++;
            fs = j + 1;
          } else if (b === 10) break;
        }
        nl = j;
      }
      let e = nl;
      // Trailing CR (also \r\r\n), blanks, and Ctrl-Z (end-of-file mark of old DOS generators) are not content.
      while (e > ls) { const c = buf[e - 1]!; if (c === 13 || c === 32 || c === 9 || c === 26) e--; else break; }
      if (fs < e) {
        // An unterminated last field: never judged by the quick tests.
        if (n === starts.length) { row.grow(); starts = row.starts; ends = row.ends; }
        starts[n] = fs; ends[n] = e;
        if (rules) row.bad[nBad++] = n;
        n++;
        row.closed = false;
      } else row.closed = true;
      row.from = ls; row.to = e; row.n = n;
      row.tag = tag ?? null; row.rules = rules; row.nEmpty = nEmpty; row.nBad = nBad;
      i = nl + 1;
      if (!sink.pushRow(row, ++lineNo)) { this.stopped = true; break; }
    }
    this.lineNo = lineNo;
  }
}
