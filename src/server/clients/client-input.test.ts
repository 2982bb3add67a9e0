import { describe, expect, it } from 'vitest';
import { clientBody, cnpjKey, cnpjProblem, regimeFromText } from './client-input';

describe('client register input', () => {
  it.each([
    ['11.222.333/0001-81', null], // check digits valid (mod 11, IN RFB 1.863/2018 art. 2º)
    ['11222333000181', null],
    ['12.ABC.345/01DE-35', null], // alphanumeric CNPJ, IN RFB 2.229/2024
    ['11.222.333/0001-82', 'dígitos verificadores'],
    ['11111111111111', 'dígitos verificadores'], // repeated digits are refused as the Receita does
    ['1122233300018', '14 caracteres'],
    ['', 'Informe o CNPJ'],
  ])('CNPJ %j → %j', (input, problem) => {
    const p = cnpjProblem(input);
    if (problem === null) expect(p).toBeNull();
    else expect(p).toContain(problem);
  });

  it('keeps the CNPJ without punctuation, upper case', () => {
    expect(cnpjKey(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it.each([
    ['Simples Nacional', 'simples'],
    ['SIMPLES', 'simples'],
    ['lucro presumido', 'lucro-presumido'],
    ['Presumido', 'lucro-presumido'],
    ['Lucro Real', 'lucro-real'],
    ['lucro-real', 'lucro-real'],
    ['MEI', 'mei'],
    ['Microempreendedor Individual', 'mei'],
    ['Imune', null],
    ['', null],
  ])('regime written %j → %j', (input, want) => {
    expect(regimeFromText(input)).toBe(want);
  });

  it('refuses a bad UF and a bad regime with pt-BR messages', () => {
    const base = { cnpj: '11222333000181', razao_social: 'Empresa' };
    expect(clientBody.safeParse({ ...base, uf: 'XX' }).error?.issues[0]?.message).toMatch(/UF inválida/);
    expect(clientBody.safeParse({ ...base, regime: 'imune' }).error?.issues[0]?.message).toMatch(/Regime inválido/);
    expect(clientBody.parse({ ...base, uf: 'sp', regime: 'mei' })).toMatchObject({ uf: 'SP', regime: 'mei' });
  });
});
