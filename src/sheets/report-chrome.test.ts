import { describe, expect, it } from 'vitest';
import { reportChromeMatcher } from './report-chrome';

describe('reportChromeMatcher', () => {
  const titles = [['EMPRESA MODELO LTDA'], ['CNPJ: 00.000.000/0001-91'], ['Página 1 de 3'], ['2025']];
  // NCM in column 2 is the required one.
  const isChrome = reportChromeMatcher(titles, [2]);

  it.each([
    ['repeated title', ['EMPRESA MODELO LTDA']],
    ['next page number', ['Página 2 de 3']],
    ['footer: page', ['Pág. 3']],
    ['footer: sheet', ['Folha 12']],
    ['footer: end', ['Fim do relatório']],
    ['footer: printed by', ['Impresso por FISCAL em 02/04/2025']],
    ['footer: issued on', [null, 'Emitido em 02/04/2025']],
    ['footer: continues', ['(continua)']],
    ['contagem: "Quantidade de itens: 12"', [null, 'Quantidade de itens: 12']],
    ['contagem: "Total de registros: 250"', ['Total de registros: 250']],
    ['contagem: "Registros listados: 250"', ['Registros listados: 250']],
    ['grupo: "Grupo: 01 - LATICÍNIOS"', ['Grupo: 01 - LATICÍNIOS']],
    ['grupo: "FAMÍLIA 12 - BEBIDAS"', ['FAMÍLIA 12 - BEBIDAS']],
    ['grupo: "Subgrupo: Queijos"', ['Subgrupo: Queijos']],
    ['grupo: "Departamento Nº 3 - Limpeza"', ['Departamento Nº 3 - Limpeza']],
    ['grupo: "CFOP: 5102 - Venda de mercadoria"', ['CFOP: 5102 - Venda de mercadoria']],
    ['resumo: "Resumo por CFOP"', ['RESUMO POR CFOP']],
    ['resumo: "Totalizadores"', ['Totalizadores']],
  ])('%s → chrome', (_name, cells) => {
    expect(isChrome(cells)).toBe(true);
  });

  it.each([
    ['item without NCM whose text starts with a footer word', ['3', 'FOLHA DE ALUMÍNIO', null]],
    ['footer text with the NCM filled', ['Fim do relatório', null, '04011000']],
    ['numeric title must not swallow a numeric item', [null, null, '2026']],
    ['an ordinary item', ['1', 'LEITE', '04011000']],
    ['a wide row', ['EMPRESA MODELO LTDA', 'a', 'b', 'c', 'd']],
    ['item sem NCM cujo nome começa por palavra de grupo', [null, 'LINHA DE NYLON 0,40MM', null]],
    ['item sem NCM "MARCA TEXTO AMARELO"', [null, 'MARCA TEXTO AMARELO', null]],
    ['item sem NCM "GRUPO GERADOR 5KVA"', [null, 'GRUPO GERADOR 5KVA', null]],
    ['item sem NCM "PRODUTOS 10 UN"', [null, 'PRODUTOS 10 UN', null]],
    ['linha de grupo com o NCM preenchido', ['Grupo: 01 - LATICÍNIOS', null, '04011000']],
  ])('%s → data', (_name, cells) => {
    expect(isChrome(cells)).toBe(false);
  });
});
