import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson } from './http-helpers';

/**
 * Local stand-in for the Onvio/Domínio XML intake, with the request/response shapes used by public
 * integrations (see src/server/analista-pro/connectors/onvio/README.md): OAuth2 client-credentials token,
 * activation info/enable with `x-integration-key`, multipart NF-e batches and their status.
 */
export interface OnvioIntegrationSeed {
  /** The key the office generates inside Domínio for one client company. */
  clientKey: string;
  accountantOfficeNationalIdentity: string;
  clientNationalIdentity: string;
}

export interface OnvioServerOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** When set, the token request must carry it. */
  audience?: string;
  tokenTtlSeconds?: number;
  integrations?: OnvioIntegrationSeed[];
  /** GETs of a batch answered as "processing" before it is done. */
  pollsUntilDone?: number;
  maxFilesPerBatch?: number;
}

export interface OnvioBatch {
  id: string;
  integrationKey: string;
  files: { id: string; name: string; content: string }[];
  query: unknown;
  polls: number;
}

export interface OnvioServerState {
  tokenRequests: number;
  apiRequests: { method: string; path: string; status: number }[];
  batches: Map<string, OnvioBatch>;
  /** integrationKey → client key it was enabled for. */
  enabled: Map<string, string>;
  /** Next `count` API (not token) requests answer `status`. */
  failNext(count: number, status?: number): void;
  /** Invalidates every issued token (as if they expired). */
  expireTokens(): void;
}

export interface RunningOnvioServer {
  url: string;
  /** Token endpoint URL (auth host and API host are the same local server). */
  authUrl: string;
  close: () => Promise<void>;
  state: OnvioServerState;
}

export const ONVIO_STORED = 'Arquivo armazenado na API';

export function demoIntegration(): OnvioIntegrationSeed {
  return { clientKey: 'chave-gerada-no-dominio-0001', accountantOfficeNationalIdentity: '11222333000181', clientNationalIdentity: '45723174000110' };
}

export async function startOnvioContractServer(opts: OnvioServerOptions = {}): Promise<RunningOnvioServer> {
  const clientId = opts.clientId ?? 'apura-client-id';
  const clientSecret = opts.clientSecret ?? 'apura-client-secret-0001';
  const ttl = opts.tokenTtlSeconds ?? 86_400;
  const integrations = opts.integrations ?? [demoIntegration()];
  const tokens = new Map<string, number>();
  const failures: number[] = [];
  const state: OnvioServerState = {
    tokenRequests: 0,
    apiRequests: [],
    batches: new Map(),
    enabled: new Map(),
    failNext(count, status = 503) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    expireTokens: () => tokens.clear(),
  };
  const err = (res: ServerResponse, status: number, code: string, message: string): void => sendJson(res, status, { code: `${status} ${code}`, message });

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    state.tokenRequests += 1;
    const raw = (await readBody(req)).toString('utf8');
    const form = (req.headers['content-type'] ?? '').includes('json')
      ? new URLSearchParams(Object.entries(JSON.parse(raw) as Record<string, string>))
      : new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials') {
      return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant type not allowed.' });
    }
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return sendJson(res, 401, { error: 'access_denied', error_description: 'Unauthorized' });
    }
    if (opts.audience && form.get('audience') !== opts.audience) {
      return sendJson(res, 403, { error: 'access_denied', error_description: 'Service not enabled within domain' });
    }
    const t = randomBytes(24).toString('base64url');
    tokens.set(t, Date.now() + ttl * 1000);
    sendJson(res, 200, { access_token: t, token_type: 'Bearer', expires_in: ttl });
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const exp = tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (exp === undefined || exp < Date.now()) return err(res, 401, 'UNAUTHORIZED', 'Token de acesso inválido ou expirado.');
    const injected = failures.shift();
    if (injected !== undefined) return err(res, injected, 'ERROR', 'Falha temporária simulada.');
    const key = String(req.headers['x-integration-key'] ?? '');

    if (path === '/dominio/integration/v1/activation/info' && req.method === 'GET') {
      const i = integrations.find((x) => x.clientKey === key);
      if (!i) return err(res, 404, 'NOT_FOUND', 'Chave de integração não encontrada.');
      return sendJson(res, 200, { accountantOfficeNationalIdentity: i.accountantOfficeNationalIdentity, clientNationalIdentity: i.clientNationalIdentity });
    }
    if (path === '/dominio/integration/v1/activation/enable' && req.method === 'POST') {
      if (!integrations.some((x) => x.clientKey === key)) return err(res, 404, 'NOT_FOUND', 'Chave de integração não encontrada.');
      const existing = [...state.enabled].find(([, client]) => client === key)?.[0];
      const integrationKey = existing ?? randomBytes(18).toString('hex');
      state.enabled.set(integrationKey, key);
      return sendJson(res, 200, { integrationKey });
    }
    if (path === '/dominio/invoice/v3/batches' && req.method === 'POST') {
      if (!state.enabled.has(key)) return err(res, 401, 'UNAUTHORIZED', 'Chave de integração não ativada.');
      const body = await readBody(req);
      let form: FormData;
      try {
        form = await new Request('http://onvio.local/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: Uint8Array.from(body) }).formData();
      } catch {
        return err(res, 400, 'BAD_REQUEST', 'Corpo multipart/form-data inválido.');
      }
      const files = form.getAll('file[]').filter((f): f is File => typeof f !== 'string');
      if (files.length === 0) return err(res, 400, 'BAD_REQUEST', 'Nenhum arquivo enviado no campo file[].');
      if (files.length > (opts.maxFilesPerBatch ?? 100)) return err(res, 400, 'BAD_REQUEST', 'Arquivos demais no lote.');
      const batch: OnvioBatch = { id: randomUUID(), integrationKey: key, files: [], query: null, polls: 0 };
      for (const f of files) {
        const content = Buffer.from(await f.arrayBuffer()).toString('utf8');
        if (!/\.xml$/i.test(f.name) || !/^\uFEFF?\s*</.test(content)) {
          return err(res, 400, 'BAD_REQUEST', `O arquivo ${f.name} não é um XML.`);
        }
        batch.files.push({ id: randomUUID(), name: f.name, content });
      }
      const q = form.get('query');
      batch.query = typeof q === 'string' ? JSON.parse(q) : null;
      state.batches.set(batch.id, batch);
      return sendJson(res, 200, { id: batch.id });
    }
    const m = /^\/dominio\/invoice\/v3\/batches\/([^/]+)$/.exec(path);
    if (m && req.method === 'GET') {
      const b = state.batches.get(decodeURIComponent(m[1]!));
      if (!b || b.integrationKey !== key) return err(res, 404, 'NOT_FOUND', 'Lote não encontrado.');
      b.polls += 1;
      const done = b.polls > (opts.pollsUntilDone ?? 2);
      return sendJson(res, 200, {
        id: b.id,
        status: done ? 'PROCESSED' : 'PROCESSING',
        filesExpanded: b.files.map((f) => ({
          id: f.id,
          fileName: f.name,
          apiStatus: !done
            ? { code: 'PROCESSING', message: 'Arquivo em processamento' }
            : /<infNFe[\s>]/.test(f.content)
              ? { code: 'STORED', message: ONVIO_STORED }
              : { code: 'INVALID_DOCUMENT', message: 'Arquivo não é um documento fiscal eletrônico suportado' },
        })),
      });
    }
    return err(res, 404, 'NOT_FOUND', 'Rota não encontrada.');
  }

  const running = await listen(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === '/oauth/token' && req.method === 'POST') return token(req, res);
    const log = { method: req.method ?? '', path, status: 0 };
    state.apiRequests.push(log);
    res.on('finish', () => (log.status = res.statusCode));
    return api(req, res, path);
  }, opts.port ?? 0, opts.host);
  return { url: running.url, authUrl: `${running.url}/oauth/token`, close: running.close, state };
}
