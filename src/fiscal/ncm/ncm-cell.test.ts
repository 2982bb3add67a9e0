import { describe, expect, it } from 'vitest';
import { parseNcmCell } from './ncm-cell';

/** NCM cells as ERP exports and Excel conversions deliver them (Decreto 11.158/2022, TIPI: 8-digit NCM). */
describe('parseNcmCell', () => {
  it.each([
    ['8 dígitos', '84713012', '84713012'],
    ['número do Excel sem o zero', 1012100, '1012100'],
    ['pontuado', '8471.30.12', '84713012'],
    ['com espaços', '8471 30 12', '84713012'],
    ['com hífens', '8471-30-12', '84713012'],
    ['apóstrofo do Excel', "'04011000", '04011000'],
    ['apóstrofo tipográfico', '’04011000', '04011000'],
    ['espaço invisível (zero-width) colado', '\u200b84713012\ufeff', '84713012'],
    ['texto de float do Python/ERP', '84713012.0', '84713012'],
    ['texto de float com vírgula', '84713012,00', '84713012'],
    ['float de 7 dígitos (zero perdido)', '1012100.0', '1012100'],
    ['notação científica', '8.4713012E7', '84713012'],
    ['notação científica pt-BR', '8,4713012E+07', '84713012'],
    ['código + descrição', '8471.30.12 - Máquinas portáteis', '84713012'],
    ['código + descrição com números', '2106.90.90 - 12 unidades', '21069090'],
    ['código + Ex entre parênteses', '84713012 (ex 01)', '84713012'],
    ['rótulo "NCM:"', 'NCM: 8471.30.12', '84713012'],
    ['rótulo "NCM/SH:"', 'NCM/SH: 8471.30.12', '84713012'],
    ['rótulo "Cód. NCM"', 'Cód. NCM 8471.30.12', '84713012'],
    ['rótulo "Classificação fiscal:"', 'Classificação fiscal: 8471.30.12', '84713012'],
    ['entre aspas (CSV com aspas duplicadas)', '"84713012"', '84713012'],
    ['entre aspas tipográficas', '“8471.30.12”', '84713012'],
  ])('%s: %j → %s', (_name, input, digits) => {
    const got = parseNcmCell(input);
    expect(got).toMatchObject({ kind: 'digits', digits });
  });

  it.each([
    ['vazio', ''],
    ['só espaços', '   '],
    ['nulo', null],
    ['traço', '-'],
    ['travessão', '—'],
    ['"N/A"', 'N/A'],
    ['"N/D"', 'n/d'],
    ['"SEM NCM"', 'SEM NCM'],
    ['"S/NCM"', 's/ncm'],
    ['"Não informado"', 'Não informado'],
  ])('%s → empty', (_name, input) => {
    expect(parseNcmCell(input)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['texto', 'ISENTO'],
    ['9 dígitos', '847130121'],
    ['pontuado com sobra', '8471.30.12.000'],
    ['decimal de verdade', '8471.3'],
    ['float com casas não nulas', '84713012.5'],
    ['número negativo', -84713012],
    ['número com casas', 8471.3012],
  ])('%s: %j → invalid (raw kept for the message)', (_name, input) => {
    const got = parseNcmCell(input);
    expect(got.kind === 'invalid' || (got.kind === 'digits' && got.digits.length !== 8 && got.digits.length !== 7)).toBe(true);
  });

  it.each([
    ['fórmula sem resultado (lida como "=FÓRMULA")', '=VLOOKUP(A2,Tabela!A:B,2,0)', 'VLOOKUP(A2,Tabela!A:B,2,0)'],
    ['cópia de fórmula compartilhada (texto desconhecido)', '=', ''],
  ])('%s → empty, with the formula', (_name, input, formula) => {
    expect(parseNcmCell(input)).toEqual({ kind: 'empty', formula });
  });

  it('="04011000" (texto de CSV) não é fórmula', () => {
    expect(parseNcmCell('="04011000"').kind).not.toBe('empty');
  });

  it.each([
    ['#N/A', '#N/D'],
    ['#N/D', '#N/D'],
    ['#VALUE!', '#VALOR!'],
    ['#valor!', '#VALOR!'],
    ['#REF!', '#REF!'],
    ['#DIV/0!', '#DIV/0!'],
    ['#NAME?', '#NOME?'],
  ])('erro do Excel %j → invalid, named as pt-BR Excel shows it (%j)', (input, shown) => {
    expect(parseNcmCell(input)).toEqual({ kind: 'invalid', raw: shown, excelError: shown });
  });

  it('"#1234" não é erro do Excel', () => {
    expect(parseNcmCell('#1234')).not.toHaveProperty('excelError');
  });

  it('keeps the text as typed for messages', () => {
    expect(parseNcmCell('8471.30.12 - Máquinas')).toMatchObject({ raw: '8471.30.12 - Máquinas' });
  });
});
