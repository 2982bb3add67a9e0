import iconv from 'iconv-lite';

/**
 * Bytes → text lines for EFD files: UTF-8 when the bytes are valid UTF-8, otherwise windows-1252 (the
 * PVA's encoding). The choice is made per file as soon as an invalid UTF-8 sequence appears; from then
 * on the rest is decoded as windows-1252 (lines already emitted were pure ASCII-compatible UTF-8).
 */
export class LineDecoder {
  encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  private utf8 = new TextDecoder('utf-8', { fatal: true });
  private rest = '';
  /** Bytes of an incomplete UTF-8 sequence at the end of the previous chunk (held inside the decoder). */
  private pending: Buffer | null = null;

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: Buffer): void {
    let text: string;
    if (this.encoding === 'utf-8') {
      try {
        text = this.utf8.decode(chunk, { stream: true });
        this.pending = pendingTail(chunk);
      } catch {
        this.encoding = 'windows-1252';
        // Re-decode the bytes the UTF-8 decoder was holding, so the switch loses no character.
        text = iconv.decode(this.pending ? Buffer.concat([this.pending, chunk]) : chunk, 'win1252');
        this.pending = null;
      }
    } else text = iconv.decode(chunk, 'win1252');
    this.emit(text);
  }

  private emit(text: string): void {
    let s = this.rest + text;
    let from = 0;
    for (let nl = s.indexOf('\n'); nl >= 0; nl = s.indexOf('\n', from)) {
      // Drop the CR of CRLF here: one slice per line instead of two.
      this.onLine(s.slice(from, nl > from && s.charCodeAt(nl - 1) === 13 ? nl - 1 : nl));
      from = nl + 1;
    }
    this.rest = from === 0 ? s : s.slice(from);
    s = '';
  }

  end(): void {
    if (this.encoding === 'utf-8') {
      try { this.emit(this.utf8.decode()); } catch { this.emit(''); }
    }
    if (this.rest !== '') this.onLine(this.rest);
    this.rest = '';
  }
}

/** The trailing bytes of `b` that start a UTF-8 sequence not completed within `b` (0–3 bytes), or null. */
function pendingTail(b: Buffer): Buffer | null {
  for (let back = 1; back <= 3 && back <= b.length; back++) {
    const x = b[b.length - back]!;
    if ((x & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const need = x >= 0xf0 ? 4 : x >= 0xe0 ? 3 : x >= 0xc0 ? 2 : 1;
    return need > back ? b.subarray(b.length - back) : null;
  }
  return null;
}
