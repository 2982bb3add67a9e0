import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidNfeKey, nfeKeyDigit } from './br-docs';

describe('dígitos verificadores (Receita Federal; chave NF-e: MOC 4.00, módulo 11)', () => {
  it.each([
    ['11222333000181', true], ['11222333000182', false], ['77777777000191', true], ['99999999999999', false], ['1122233300018', false],
  ])('CNPJ %s → %s', (c, ok) => expect(isValidCnpj(c)).toBe(ok));
  it.each([['12ABC34501DE35', true], ['12ABC34501DE36', false], ['12abc34501de35', false]])('IN RFB 2.229/2024 (CNPJ alfanumérico, a partir de 07/2026): %s → %s', (c, ok) => expect(isValidCnpj(c)).toBe(ok));
  it.each([['52998224725', true], ['52998224726', false], ['11111111111', false]])('CPF %s → %s', (c, ok) => expect(isValidCpf(c)).toBe(ok));
  it('chave das amostras OCA/nfephp é válida e um dígito trocado a invalida', () => {
    const k = '35200159594315000157550010000000012062777161';
    expect(isValidNfeKey(k)).toBe(true);
    expect(isValidNfeKey(k.slice(0, 43) + ((+k[43]! + 1) % 10))).toBe(false);
    expect(nfeKeyDigit('4318090692938300016355001000000026100001030')).toBe(1);
  });
});
