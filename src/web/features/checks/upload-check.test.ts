import { describe, expect, it } from 'vitest';
import { insufficientCredits } from './upload-check';

describe('insufficientCredits (402 ao enviar uma verificação)', () => {
  it('diz quanto a verificação consome e o saldo, no plural', () => {
    expect(insufficientCredits(2, 0)).toBe('Créditos insuficientes: esta conferência consome 2 créditos e seu saldo é de 0 créditos. Compre créditos para continuar.');
  });
  it('usa o singular para 1 crédito', () => {
    expect(insufficientCredits(1, 0)).toContain('consome 1 crédito e');
    expect(insufficientCredits(2, 1)).toContain('saldo é de 1 crédito.');
  });
});
