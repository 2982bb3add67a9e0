import { ErpError, isErpError } from '../erp-error';
import { backoffDelay } from '../http/backoff';
import { sleep } from '../http/sleep';
import type { LoteXml, XmlFile } from '../types';
import { toLote } from './onvio-batch';
import { classifyOnvioFailure, type OnvioStep } from './onvio-errors';
import { buildBatchMultipart } from './onvio-multipart';
import { createTokenSource } from './onvio-token';

export const ONVIO_DEFAULT_AUTH_URL = 'https://auth.thomsonreuters.com/oauth/token';
export const ONVIO_DEFAULT_API_BASE_URL = 'https://api.onvio.com.br';
/** Audience used by the public Onvio integrations for the Domínio APIs (see README). */
export const ONVIO_DEFAULT_AUDIENCE = '409f91f6-dc17-44c8-a5d8-e0a1bafd8b67';

export interface OnvioClientOptions {
  authUrl?: string;
  apiBaseUrl?: string;
  /** Apura's own API credentials issued by Thomson Reuters (not the office's). */
  clientId: string;
  clientSecret: string;
  /** null = send no audience. */
  audience?: string | null;
  fetch?: typeof fetch;
  /** Renew the token this long before it expires (default 5 min). */
  tokenMarginMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
}

export interface ActivationInfo {
  cnpjEscritorio: string | null;
  cnpjCliente: string | null;
  raw: unknown;
}

export interface WaitOptions {
  /** Give up after this long (default 10 min). */
  timeoutMs?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  onProgress?: (lote: LoteXml) => void;
  signal?: AbortSignal;
}

export interface OnvioClient {
  /** Checks the key the office generated in Domínio: which office and which client company it binds. */
  activationInfo(clientKey: string, opts?: { signal?: AbortSignal }): Promise<ActivationInfo>;
  /** Exchanges the office's key for the integration key used on the invoice endpoints. */
  enableActivation(clientKey: string, opts?: { signal?: AbortSignal }): Promise<{ integrationKey: string }>;
  sendBatch(integrationKey: string, files: readonly XmlFile[], opts?: { signal?: AbortSignal }): Promise<{ id: string }>;
  getBatch(integrationKey: string, id: string, opts?: { signal?: AbortSignal }): Promise<LoteXml>;
  waitForBatch(integrationKey: string, id: string, opts?: WaitOptions): Promise<LoteXml>;
}

interface Req {
  step: OnvioStep;
  method: 'GET' | 'POST';
  path: string;
  key: string;
  body?: { data: Buffer; contentType: string };
  /** POSTs that create something are retried only when the server surely did not process them. */
  idempotent: boolean;
  signal?: AbortSignal;
}

const digits = (v: unknown): string | null => {
  const d = String(v ?? '').replace(/\D/g, '');
  return d === '' ? null : d;
};

export function validateXmlFiles(files: readonly XmlFile[]): void {
  if (files.length === 0) throw new ErpError('VALIDATION', 'Nenhum arquivo XML para enviar.');
  for (const f of files) {
    if (!/\.xml$/i.test(f.name)) throw new ErpError('VALIDATION', `O arquivo "${f.name}" não tem extensão .xml.`);
    const head = f.content.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (!head.startsWith('<')) throw new ErpError('VALIDATION', `O arquivo "${f.name}" não é um XML.`);
  }
}

export function createOnvioClient(o: OnvioClientOptions): OnvioClient {
  const doFetch = o.fetch ?? fetch;
  const api = (o.apiBaseUrl ?? ONVIO_DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = o.timeoutMs ?? 120_000;
  const tokens = createTokenSource({
    authUrl: o.authUrl ?? ONVIO_DEFAULT_AUTH_URL,
    clientId: o.clientId,
    clientSecret: o.clientSecret,
    audience: o.audience === null ? undefined : (o.audience ?? ONVIO_DEFAULT_AUDIENCE),
    fetch: doFetch,
    marginMs: o.tokenMarginMs ?? 5 * 60_000,
    timeoutMs,
  });

  async function once(r: Req, token: string): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-integration-key': r.key, accept: 'application/json' };
    if (r.body) headers['content-type'] = r.body.contentType;
    let res: Response;
    try {
      res = await doFetch(`${api}${r.path}`, {
        method: r.method,
        headers,
        body: r.body ? Uint8Array.from(r.body.data) : undefined,
        signal: r.signal ? AbortSignal.any([r.signal, timeout]) : timeout,
      });
    } catch (e) {
      if (r.signal?.aborted) throw r.signal.reason;
      // A POST may have reached the server before the connection died: only safe to repeat when idempotent.
      throw new ErpError('UNAVAILABLE', 'Não foi possível conectar ao Onvio.', { detail: (e as Error).message, retryable: r.idempotent });
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  }

  async function request(r: Req): Promise<unknown> {
    const max = o.maxAttempts ?? 4;
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      try {
        const token = await tokens.get(r.signal);
        const res = await once(r, token);
        if (res.status >= 200 && res.status < 300) return res.body;
        // A token can be revoked before its expiry: renew once and repeat.
        if (res.status === 401 && !renewed) {
          renewed = true;
          tokens.invalidate(token);
          attempt -= 1;
          continue;
        }
        const err = classifyOnvioFailure(r.step, res.status, res.body, res.retryAfter);
        // 429/503 mean "not processed"; other 5xx on a create might have been processed.
        const safe = r.idempotent || res.status === 429 || res.status === 503;
        throw safe ? err : new ErpError(err.code, err.message, { detail: err.detail, httpStatus: err.httpStatus });
      } catch (e) {
        if (!isErpError(e) || !e.retryable || attempt >= max) throw e;
        await sleep(e.retryAfterMs ?? backoffDelay(attempt, o.baseDelayMs ?? 500, o.maxDelayMs ?? 20_000), r.signal);
      }
    }
  }

  const client: OnvioClient = {
    async activationInfo(clientKey, opts = {}) {
      const b = (await request({ step: 'activation', method: 'GET', path: '/dominio/integration/v1/activation/info', key: clientKey, idempotent: true, signal: opts.signal })) as Record<string, unknown> | null;
      return { cnpjEscritorio: digits(b?.accountantOfficeNationalIdentity), cnpjCliente: digits(b?.clientNationalIdentity), raw: b };
    },
    async enableActivation(clientKey, opts = {}) {
      // Enabling twice returns a usable key again, so repeating after a lost answer is harmless.
      const b = (await request({ step: 'activation', method: 'POST', path: '/dominio/integration/v1/activation/enable', key: clientKey, idempotent: true, signal: opts.signal })) as Record<string, unknown> | null;
      if (typeof b?.integrationKey !== 'string' || b.integrationKey === '') {
        throw new ErpError('UNAVAILABLE', 'O Onvio ativou a chave mas não devolveu a chave de integração.');
      }
      return { integrationKey: b.integrationKey };
    },
    async sendBatch(integrationKey, files, opts = {}) {
      validateXmlFiles(files);
      const mp = buildBatchMultipart(files, { boxeFile: false });
      const b = (await request({
        step: 'batch-send', method: 'POST', path: '/dominio/invoice/v3/batches', key: integrationKey,
        body: { data: mp.body, contentType: mp.contentType }, idempotent: false, signal: opts.signal,
      })) as Record<string, unknown> | null;
      const id = b?.id;
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
        throw new ErpError('UNAVAILABLE', 'O Onvio aceitou o lote mas não devolveu o identificador.');
      }
      return { id: String(id) };
    },
    async getBatch(integrationKey, id, opts = {}) {
      const b = await request({ step: 'batch-status', method: 'GET', path: `/dominio/invoice/v3/batches/${encodeURIComponent(id)}`, key: integrationKey, idempotent: true, signal: opts.signal });
      return toLote(id, b);
    },
    async waitForBatch(integrationKey, id, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10 * 60_000);
      let wait = opts.initialDelayMs ?? 2_000;
      for (;;) {
        const lote = await client.getBatch(integrationKey, id, { signal: opts.signal });
        opts.onProgress?.(lote);
        if (lote.concluido) return lote;
        if (Date.now() + wait > deadline) {
          const min = Math.max(1, Math.round((opts.timeoutMs ?? 600_000) / 60_000));
          throw new ErpError('UNAVAILABLE', `O Domínio ainda não terminou de processar o lote ${id} após ${min} min. Consulte o lote mais tarde.`, { retryable: true });
        }
        await sleep(wait, opts.signal);
        wait = Math.min(Math.round(wait * 1.5), opts.maxDelayMs ?? 30_000);
      }
    },
  };
  return client;
}
