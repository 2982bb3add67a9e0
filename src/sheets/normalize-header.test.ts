import { describe, expect, it } from 'vitest';
import { headerTokens, repairMojibake } from './normalize-header';

describe('repairMojibake (UTF-8 lido como windows-1252 e gravado de novo)', () => {
  it.each([
    ['ClassificaÃ§Ã£o Fiscal', 'Classificação Fiscal'],
    ['DESCRIÃ‡ÃƒO', 'DESCRIÇÃO'],
    ['AÃ‡ÃšCAR CRISTAL', 'AÇÚCAR CRISTAL'],
    ['CÃ³d. NCM', 'Cód. NCM'],
    ['NÂº NF', 'Nº NF'],
    ['\u00c3\u0081GUA MINERAL', 'ÁGUA MINERAL'],
    // Lido como ISO-8859-1 (utf8_encode do PHP): os bytes 0x80–0x9F viram caracteres de controle.
    ['A\u00c3\u0087\u00c3\u009aCAR', 'AÇÚCAR'],
    ['DESCRI\u00c3\u0087\u00c3\u0083O', 'DESCRIÇÃO'],
  ])('%s → %s', (input, expected) => {
    expect(repairMojibake(input)).toBe(expected);
  });

  it.each([['MAÇÃ VERDE'], ['PÃO FRANCÊS'], ['Nº NF'], ['LEITE UHT'], ['SÃO PAULO – SP']])('texto correto fica igual: %s', (text) => {
    expect(repairMojibake(text)).toBe(text);
  });

  it('o cabeçalho com acentos duplamente codificados tem os mesmos tokens do original', () => {
    expect(headerTokens('ClassificaÃ§Ã£o Fiscal')).toEqual(headerTokens('Classificação Fiscal'));
  });
});
