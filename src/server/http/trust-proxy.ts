import net from 'node:net';

/** What Fastify's `trustProxy` accepts, restricted to the forms TRUST_PROXY documents. */
export type TrustProxy = boolean | number | string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validAddress(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [ip, bits, extra] = entry.split('/');
  if (extra !== undefined || !ip) return false;
  const family = net.isIP(ip);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` = X-Forwarded-For is ignored (the socket address is the client);
 * `true` = trust every hop (only when the app is reachable solely through the proxy);
 * a whole number N = trust the N nearest hops; a comma-separated list of IPs/CIDRs (or `loopback`,
 * `linklocal`, `uniquelocal`) = trust exactly those proxies. Returns an error message in pt-BR.
 */
export function parseTrustProxy(raw: string | undefined): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'false') return { ok: true, value: false };
  if (v === 'true') return { ok: true, value: true };
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return n >= 1 && n <= 10 ? { ok: true, value: n } : { ok: false, error: 'número de proxies deve ficar entre 1 e 10' };
  }
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !validAddress(e));
  if (bad !== undefined || entries.length === 0) {
    return { ok: false, error: `valor inválido "${bad ?? v}": use false, true, um número de proxies ou uma lista de IPs/CIDRs separados por vírgula` };
  }
  return { ok: true, value: entries };
}

/** Fastify's types take no number (its runtime does): N hops = trust the N addresses nearest to us. */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
