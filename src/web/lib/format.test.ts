import { describe, expect, it } from 'vitest';
import { formatBRL, formatDateBR, formatDateTimeBR, formatInteger, initialsOf } from './format';

describe('formatadores pt-BR', () => {
  it('formata moeda como R$ 1.234,56', () => {
    expect(formatBRL(1234.56).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatBRL(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });
  it('formata inteiros com separador de milhar', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
  });
  it('formata data e hora como dd/mm/aaaa hh:mm sem vírgula', () => {
    expect(formatDateTimeBR('2026-03-05T07:09:00Z', 'UTC')).toBe('05/03/2026 07:09');
    expect(formatDateTimeBR('2026-03-05T00:30:00Z', 'America/Sao_Paulo')).toBe('04/03/2026 21:30');
    expect(formatDateTimeBR('2026-12-31T23:59:00Z', 'UTC')).toBe('31/12/2026 23:59');
  });
  it('formata meia-noite como 00, não 24', () => {
    expect(formatDateTimeBR('2026-01-02T00:00:00Z', 'UTC')).toBe('02/01/2026 00:00');
  });
  it('formata data como dd/mm/aaaa', () => {
    expect(formatDateBR('2026-03-05T12:00:00Z', 'UTC')).toBe('05/03/2026');
  });
  it('devolve travessão para datas inválidas', () => {
    expect(formatDateTimeBR('não é data')).toBe('—');
    expect(formatDateBR('')).toBe('—');
  });
  it('gera iniciais do nome ou do e-mail', () => {
    expect(initialsOf('Maria da Silva Souza')).toBe('MS');
    expect(initialsOf('Ana')).toBe('AN');
    expect(initialsOf('', 'joao@x.com')).toBe('J');
    expect(initialsOf(null, null)).toBe('U');
  });
});
