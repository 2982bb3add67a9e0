import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, listen, readBody, sendJson, sendText } from './http-helpers';
import { demoAccount, type OmieAccountSeed, type OmieProdutoSeed } from './omie-fixtures';
import { OmieFault, fault } from './omie-faults';
import { OMIE_METHODS } from './omie-methods';

/**
 * Local stand-in for Omie's JSON API (`POST {base}/api/v1/{module}/{service}/` with
 * `{ call, app_key, app_secret, param: [...] }`), implementing the documented limits so clients can be
 * tested against them: 4 requests at once per key, N per minute per key+method and per IP, the
 * "consumo redundante" rule for the same request twice within the window, pages up to 500, faults as
 * HTTP 500 + faultstring/faultcode. Limits are configurable so tests can run them in milliseconds.
 */
export interface OmieServerOptions {
  port?: number;
  host?: string;
  accounts?: OmieAccountSeed[];
  /** Per app_key + method in `windowMs` (Omie: 240/min). */
  perMethodLimit?: number;
  /** Per IP in `windowMs` (Omie: 960/min). */
  perIpLimit?: number;
  windowMs?: number;
  /** Simultaneous requests per app_key (Omie: 4). */
  maxConcurrentPerKey?: number;
  /** Same call + same param again within this window → "Consumo redundante" (Omie: 60 s). 0 disables. */
  duplicateWindowMs?: number;
  /** Artificial latency per request, to make concurrency observable. */
  latencyMs?: number;
  maxPageSize?: number;
}

export interface OmieRequestLog {
  path: string;
  call: string;
  appKey: string;
  status: number;
  param: unknown;
  at: number;
}

export interface OmieServerState {
  requests: OmieRequestLog[];
  inFlight: number;
  maxInFlight: number;
  rateLimited: number;
  concurrencyRejected: number;
  duplicatesRejected: number;
  /** The next `count` accepted requests answer `status` (500 = Omie SOAP-ENV:Server fault; 502/503 = proxy text). */
  failNext(count: number, status?: number): void;
  account(appKey: string): OmieAccountSeed | undefined;
  produto(appKey: string, codigoProduto: number): OmieProdutoSeed | undefined;
  resetCounters(): void;
}

export interface RunningOmieServer {
  url: string;
  close: () => Promise<void>;
  state: OmieServerState;
}

export async function startOmieContractServer(opts: OmieServerOptions = {}): Promise<RunningOmieServer> {
  const accounts = opts.accounts ?? [demoAccount()];
  const windowMs = opts.windowMs ?? 60_000;
  const perMethodLimit = opts.perMethodLimit ?? 240;
  const perIpLimit = opts.perIpLimit ?? 960;
  const maxConcurrent = opts.maxConcurrentPerKey ?? 4;
  const duplicateWindowMs = opts.duplicateWindowMs ?? 60_000;
  const maxPageSize = opts.maxPageSize ?? 500;
  let idSeq = 8_000_000_000;
  const failures: number[] = [];
  const starts = new Map<string, number[]>();
  const inFlightByKey = new Map<string, number>();
  const lastSeen = new Map<string, number>();

  const state: OmieServerState = {
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    rateLimited: 0,
    concurrencyRejected: 0,
    duplicatesRejected: 0,
    failNext(count, status = 500) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    account: (appKey) => accounts.find((a) => a.appKey === appKey),
    produto: (appKey, codigo) => accounts.find((a) => a.appKey === appKey)?.produtos.find((p) => p.codigo_produto === codigo),
    resetCounters() {
      state.requests = [];
      state.maxInFlight = state.inFlight;
      state.rateLimited = state.concurrencyRejected = state.duplicatesRejected = 0;
      starts.clear();
      lastSeen.clear();
    },
  };

  /** Sliding-window counter; returns ms until a slot frees, or 0 when the request may go (and counts it). */
  const overLimit = (bucket: string, limit: number, now: number): number => {
    const list = (starts.get(bucket) ?? []).filter((t) => t > now - windowMs);
    starts.set(bucket, list);
    if (list.length >= limit) return list[0]! + windowMs - now;
    return 0;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/+$/, '');
    const m = /^\/api\/v1\/(.+)$/.exec(path);
    const service = m ? OMIE_METHODS[m[1]!] : undefined;
    if (req.method !== 'POST' || !m || !service) return sendText(res, 404, 'Not Found');
    let body: { call?: unknown; app_key?: unknown; app_secret?: unknown; param?: unknown };
    try {
      body = JSON.parse((await readBody(req)).toString('utf8')) as typeof body;
    } catch {
      return sendJson(res, 500, { faultstring: 'ERROR: JSON inválido na requisição!', faultcode: 'SOAP-ENV:Client-1' });
    }
    const call = String(body.call ?? '');
    const appKey = String(body.app_key ?? '');
    const log: OmieRequestLog = { path: m[1]!, call, appKey, status: 0, param: body.param, at: Date.now() };
    state.requests.push(log);
    const reply = (status: number, payload: unknown, headers?: Record<string, string>): void => {
      log.status = status;
      sendJson(res, status, payload, headers);
    };
    const replyFault = (f: OmieFault, headers?: Record<string, string>): void =>
      reply(f.status, { faultstring: f.faultstring, faultcode: f.faultcode }, headers);

    const account = accounts.find((a) => a.appKey === appKey);
    if (!account || account.appSecret !== String(body.app_secret ?? '')) return replyFault(fault.badKey());

    const now = Date.now();
    if ((inFlightByKey.get(appKey) ?? 0) >= maxConcurrent) {
      state.concurrencyRejected += 1;
      return replyFault(new OmieFault(`ERROR: Limite de ${maxConcurrent} requisições simultâneas excedido para esta chave.`, 'SOAP-ENV:Client-429', 429), { 'retry-after': '1' });
    }
    const waitIp = overLimit('ip', perIpLimit, now);
    const waitMethod = overLimit(`${appKey}:${call}`, perMethodLimit, now);
    const wait = Math.max(waitIp, waitMethod);
    if (wait > 0) {
      state.rateLimited += 1;
      const secs = Math.max(1, Math.ceil(wait / 1000));
      return replyFault(new OmieFault(`ERROR: Limite de requisições por minuto excedido. Aguarde ${secs} segundos.`, 'SOAP-ENV:Client-429', 429), { 'retry-after': String(wait / 1000) });
    }
    starts.get('ip')!.push(now);
    starts.get(`${appKey}:${call}`)!.push(now);

    inFlightByKey.set(appKey, (inFlightByKey.get(appKey) ?? 0) + 1);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      if (opts.latencyMs) await delay(opts.latencyMs);
      const injected = failures.shift();
      if (injected === 500) return replyFault(new OmieFault('ERROR: Erro interno ao processar a requisição. Tente novamente.', 'SOAP-ENV:Server'));
      if (injected !== undefined) {
        log.status = injected;
        return sendText(res, injected, injected === 503 ? 'Service Unavailable' : 'Bad Gateway');
      }
      const handler = service[call];
      if (!handler) return replyFault(fault.unknownMethod(call));
      const dupKey = `${appKey}|${call}|${JSON.stringify(body.param)}`;
      const seen = lastSeen.get(dupKey);
      if (duplicateWindowMs > 0 && seen !== undefined && now - seen < duplicateWindowMs) {
        state.duplicatesRejected += 1;
        return replyFault(fault.redundant(Math.max(1, Math.ceil((seen + duplicateWindowMs - now) / 1000))));
      }
      const param = Array.isArray(body.param) ? ((body.param[0] ?? {}) as Record<string, unknown>) : {};
      try {
        const result = handler({ account, maxPageSize, nextId: () => ++idSeq }, param);
        lastSeen.set(dupKey, now);
        return reply(200, result);
      } catch (e) {
        if (e instanceof OmieFault) return replyFault(e);
        throw e;
      }
    } finally {
      state.inFlight -= 1;
      inFlightByKey.set(appKey, (inFlightByKey.get(appKey) ?? 1) - 1);
    }
  };

  const { url, close } = await listen(handle, opts.port ?? 0, opts.host);
  return { url, close, state };
}
