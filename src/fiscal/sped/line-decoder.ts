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

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: Buffer): void {
    let text: string;
    if (this.encoding === 'utf-8') {
      try {
        text = this.utf8.decode(chunk, { stream: true });
      } catch {
        this.encoding = 'windows-1252';
        text = iconv.decode(chunk, 'win1252');
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
