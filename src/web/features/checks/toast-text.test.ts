import { describe, expect, it } from 'vitest';
import { toastText } from './toast-text';

describe('toastText (recusa curta no aviso)', () => {
  it('mantém uma mensagem curta inteira', () => {
    expect(toastText('Créditos insuficientes.')).toBe('Créditos insuficientes.');
  });
  it('fica com a primeira frase de uma mensagem longa e aponta para a página', () => {
    const long = `Colunas obrigatórias não encontradas: CFOP, CST PIS. ${'CFOP — cabeçalhos aceitos: CFOP, Cód. CFOP. '.repeat(10)}`;
    expect(toastText(long)).toBe('Colunas obrigatórias não encontradas: CFOP, CST PIS. Detalhes na página.');
  });
  it('corta com reticências quando a primeira frase já é longa demais', () => {
    const out = toastText(`${'palavra '.repeat(40)}fim.`);
    expect(out.endsWith('… Detalhes na página.')).toBe(true);
    expect(out.length).toBeLessThan(190);
  });
});
