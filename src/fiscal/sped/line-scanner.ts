import { isAscii, isUtf8 } from 'node:buffer';
import { Row, type SpedEncoding } from './row';

/**
 * Receives each line of the file (1-based numbers); the row is reused, so it must not be kept.
 * Returns false when the rest of the file is not EFD content (the PVA's signature after 9999).
 */
export interface RowSink {
  pushRow(row: Row, lineNo: number): boolean;
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
      if (nl < 0) { this.carry = Buffer.concat([this.carry, chunk.subarray(i)]); return; }
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
   * Every line of `buf[from..to)`, which ends with '\n'. The hot loop of the whole check: one test per
   * byte, field boundaries written straight into the row's arrays.
   */
  private scan(buf: Buffer, from: number, to: number): void {
    const row = this.row, sink = this.sink;
    row.buf = buf;
    row.encoding = this.encoding;
    let starts = row.starts, ends = row.ends, cap = starts.length;
    let lineNo = this.lineNo;
    let ls = from, fs = from + 1, n = 0;
    for (let i = from; i < to; i++) {
      const b = buf[i]!;
      if (b === 124) {
        if (i === ls) continue; // the leading '|'
        if (n === cap) { row.grow(); starts = row.starts; ends = row.ends; cap = starts.length; }
        starts[n] = fs; ends[n] = i; n++;
        fs = i + 1;
      } else if (b === 10) {
        let e = i;
        // Trailing CR (also \r\r\n), blanks, and Ctrl-Z (end-of-file mark of old DOS generators) are not content.
        while (e > ls) { const c = buf[e - 1]!; if (c === 13 || c === 32 || c === 9 || c === 26) e--; else break; }
        if (fs < e) {
          if (n === cap) { row.grow(); starts = row.starts; ends = row.ends; cap = starts.length; }
          starts[n] = fs; ends[n] = e; n++;
          row.closed = false;
        } else row.closed = true;
        row.from = ls; row.to = e; row.n = n;
        if (!sink.pushRow(row, ++lineNo)) { this.stopped = true; break; }
        n = 0; ls = i + 1; fs = i + 2;
      }
    }
    this.lineNo = lineNo;
  }
}
