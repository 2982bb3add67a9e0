import { describe, expect, it } from 'vitest';
import { classifyOmieFailure, isNoRecords } from './omie-faults';

const secrets = ['segredo-super-secreto', '1234567890123'];
const f = (status: number, faultstring?: string, faultcode?: string, retryAfter: string | null = null) =>
  classifyOmieFailure({ status, body: faultstring === undefined ? 'Bad Gateway' : { faultstring, faultcode }, retryAfter, secrets });

describe('classifyOmieFailure (Omie fault → pt-BR ErpError)', () => {
  const cases: [string, ReturnType<typeof f>, string, boolean, RegExp][] = [
    ['sem registros', f(500, 'ERROR: Não existem registros para a página [3]!', 'SOAP-ENV:Client-5113'), 'NOT_FOUND', false, /não tem registros/],
    ['consumo redundante', f(500, 'ERROR: Consumo redundante detectado. Aguarde 42 segundos para uma nova requisição.', 'SOAP-ENV:Client-6'), 'RATE_LIMIT', true, /Aguarde 42 segundos/],
    ['API bloqueada', f(425, 'ERROR: API bloqueada por consumo indevido. Tente novamente em 1678 segundos.', 'MISUSE_API_PROCESS'), 'RATE_LIMIT', true, /cerca de 28 minuto/],
    ['HTTP 429', f(429, 'Too many requests', undefined, '7'), 'RATE_LIMIT', true, /limitou o número de requisições/],
    ['chave inválida', f(500, 'ERROR: A chave de acesso não está preenchida ou não é válida!', 'SOAP-ENV:Client-101'), 'AUTH', false, /recusou a chave de acesso/],
    ['não cadastrado', f(500, 'ERROR: Produto não cadastrado para o Código [9] !', 'SOAP-ENV:Client-103'), 'NOT_FOUND', false, /não encontrou o registro: Produto não cadastrado/],
    ['erro de servidor', f(500, 'ERROR: Broken pipe', 'SOAP-ENV:Server'), 'UNAVAILABLE', true, /indisponível/],
    ['proxy 502 sem JSON', f(502), 'UNAVAILABLE', true, /HTTP 502/],
    ['regra de negócio', f(500, 'ERROR: Tag [XYZ] não faz parte da estrutura do tipo complexo [produto_servico_cadastro]!', 'SOAP-ENV:Client-8'), 'VALIDATION', false, /^O Omie recusou a operação: Tag \[XYZ\]/],
  ];
  it.each(cases)('%s', (_n, err, code, retryable, message) => {
    expect(err.code).toBe(code);
    expect(err.retryable).toBe(retryable);
    expect(err.message).toMatch(message);
  });

  it('uses the wait Omie states, and Retry-After on 429', () => {
    expect(cases[1]![1].retryAfterMs).toBe(42_000);
    expect(cases[3]![1].retryAfterMs).toBe(7_000);
    expect(isNoRecords(cases[0]![1])).toBe(true);
    expect(isNoRecords(cases[5]![1])).toBe(false);
  });

  it('redacts credentials echoed back by Omie', () => {
    const err = f(500, 'ERROR: Chave [1234567890123] com segredo [segredo-super-secreto] inválida', 'SOAP-ENV:Client-101');
    expect(`${err.message} ${err.detail}`).not.toMatch(/1234567890123|segredo-super-secreto/);
  });
});
