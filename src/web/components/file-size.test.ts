import { describe, expect, it } from 'vitest';
import { fileProblem, formatMb } from './file-size';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('fileProblem', () => {
  it('accepts a listed extension whatever its case', () => expect(fileProblem(file('Produtos.XLSX', 10), ['.xlsx'], 1)).toBeNull());
  it('refuses another extension, naming the accepted ones', () =>
    expect(fileProblem(file('a.pdf', 10), ['.xlsx', '.csv'], 1)).toBe('Formato não suportado (.pdf): envie um arquivo .xlsx, .csv.'));
  it('refuses an empty file', () => expect(fileProblem(file('a.csv', 0), ['.csv'], 1)).toMatch(/vazio/));
  it('refuses a file over the limit, in MB', () =>
    expect(fileProblem(file('a.csv', 2 * 1024 * 1024), ['.csv'], 1)).toBe('O arquivo a.csv tem 2,00 MB e excede o limite de 1 MB.'));
  it('formats MB in pt-BR', () => expect(formatMb(1.5 * 1024 * 1024)).toBe('1,50 MB'));
  it('does not show a small non-empty file as 0,00 MB', () => expect(formatMb(3000)).toBe('< 0,01 MB'));
});
