import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Plain node:http helpers so the contract servers run from vitest, tsx scripts and Playwright alike. */
export async function readBody(req: IncomingMessage, maxBytes = 50 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error('corpo grande demais');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export interface Listening {
  url: string;
  close: () => Promise<void>;
}

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port = 0,
  host = '127.0.0.1',
): Promise<Listening> {
  const server: Server = createServer((req, res) => {
    handler(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendText(res, 500, `erro no servidor de contrato: ${(e as Error).message}`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  return {
    url: `http://${host}:${addr.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export const delay = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
