import { randomBytes } from 'node:crypto';
import type { XmlFile } from '../types';

/**
 * multipart/form-data body as the public integrations send it: one `file[]` part per XML
 * (application/xml) and a `query` part with content type application/json and no filename.
 * Built by hand because FormData cannot give a non-file part its own content type
 * (a Blob part always gets a filename, which could make the server take it for a file).
 */
export function buildBatchMultipart(files: readonly XmlFile[], query: unknown): { body: Buffer; contentType: string } {
  const boundary = `----apura${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  const quote = (s: string): string => s.replace(/[\r\n"\\]/g, '_');
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="${quote(f.name)}"\r\nContent-Type: application/xml\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="query"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(query)}\r\n`),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
