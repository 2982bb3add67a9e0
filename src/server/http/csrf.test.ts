import { describe, expect, it } from 'vitest';
import { csrfAllows, type CsrfInput } from './csrf';

const base: CsrfInput = {
  method: 'POST',
  origin: undefined,
  secFetchSite: undefined,
  allowedOrigins: ['https://apura.escritorio.test', 'http://127.0.0.1:3000'],
  apiToken: false,
  hasCookie: true,
};

describe('csrfAllows', () => {
  it.each<[string, Partial<CsrfInput>, boolean]>([
    ['GET is never judged', { method: 'GET', origin: 'https://evil.test' }, true],
    ['HEAD is never judged', { method: 'HEAD', origin: 'null' }, true],
    ['same origin (APP_URL)', { origin: 'https://apura.escritorio.test' }, true],
    ['same origin (addressed host)', { origin: 'http://127.0.0.1:3000' }, true],
    ['another port', { origin: 'https://apura.escritorio.test:8443' }, false],
    ['another subdomain', { origin: 'https://x.escritorio.test' }, false],
    ['other scheme', { origin: 'http://apura.escritorio.test' }, false],
    ['null origin', { origin: 'null' }, false],
    ['Origin wins over Sec-Fetch-Site', { origin: 'https://evil.test', secFetchSite: 'same-origin' }, false],
    ['no Origin, Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin' }, true],
    ['no Origin, Sec-Fetch-Site same-site', { secFetchSite: 'same-site' }, false],
    ['no Origin, Sec-Fetch-Site none', { secFetchSite: 'none' }, false],
    ['neither header, with a cookie', {}, false],
    ['neither header, no cookie (curl, CLI)', { hasCookie: false }, true],
    ['API token on a token route', { apiToken: true, origin: 'https://evil.test' }, true],
    ['DELETE from another origin', { method: 'DELETE', origin: 'https://evil.test' }, false],
    ['PATCH lower-case method', { method: 'patch', origin: 'https://evil.test' }, false],
  ])('%s', (_name, over, expected) => {
    expect(csrfAllows({ ...base, ...over })).toBe(expected);
  });
});
