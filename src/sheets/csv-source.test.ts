import { describe, expect, it } from 'vitest';
import { tempDir, writeCsv } from '../../tests/fixtures/sheets/builders';
import { readCsvRows } from './csv-source';
import { readFileSync } from 'node:fs';
import { detectSeparator } from './csv-separator';

/** Deterministic field text with every hard case: quotes, separators, line breaks, accents. */
function field(i: number, j: number): string {
  const kinds = ['simples', 'com "aspas"', 'a;b', 'linha\r\nquebrada', 'ação é ç', '""', ' espaço ', '1.234,56', 'x'.repeat((i * 7 + j) % 50)];
  return `${kinds[(i + j) % kinds.length]}${i}`;
}

function quote(s: string): string {
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

async function readAll(path: string): Promise<{ line: number; cells: unknown[] }[]> {
  const out = [];
  for await (const r of readCsvRows(path, readFileSync(path).subarray(0, 4096))) out.push(r);
  return out;
}

describe('readCsvRows across chunk boundaries', () => {
  it.each([['utf-8' as const], ['windows-1252' as const]])('parses every field of a large %s file exactly', async (encoding) => {
    const rows = Array.from({ length: 6000 }, (_, i) => Array.from({ length: 5 }, (_, j) => field(i, j)));
    const text = rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
    expect(text.length).toBeGreaterThan(300_000); // several 256 KB read chunks
    const got = await readAll(writeCsv(tempDir(), 'grande.csv', text, encoding));
    expect(got).toHaveLength(rows.length);
    got.forEach((r, i) => {
      expect(r.line).toBe(i + 1);
      expect(r.cells).toEqual(rows[i].map((f) => (f.trim() === '' ? null : f)));
    });
  });

  it('handles LF-only, CR-only line ends and a last line without a break', async () => {
    const dir = tempDir();
    expect((await readAll(writeCsv(dir, 'lf.csv', 'a;b\nc;d'))).map((r) => r.cells)).toEqual([['a', 'b'], ['c', 'd']]);
    expect((await readAll(writeCsv(dir, 'cr.csv', 'a;b\rc;d\r'))).map((r) => r.cells)).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('reports an unbalanced quote instead of swallowing the file', async () => {
    const text = 'NCM;Descrição\n04011000;"TUBO 3/4\n' + '85444200;CABO\n'.repeat(10_000);
    await expect(readAll(writeCsv(tempDir(), 'aspas.csv', text))).rejects.toThrow('aspas (") sem fechamento a partir da linha 2');
  });
});

describe('detectSeparator', () => {
  it.each([
    ['NCM;Descrição;Valor\n1;a;1,5\n2;b;2,5\n', ';'],
    ['NCM,Descrição,Valor\n1,a,"1,5"\n2,b,"2,5"\n', ','],
    ['NCM\tDescrição\tValor\n1\ta, b\t1,5\n', '\t'],
    ['Relatório\n\nNCM;Valor;Valor PIS;Valor COFINS\n1;1,1;2,2;3,3\n2;1,1;2,2;3,3\n', ';'],
    ['NCM|Descrição\n1|a\n', '|'],
  ])('%j → %j', (sample, expected) => {
    expect(detectSeparator(sample)).toBe(expected);
  });
});

describe('readCsvRows limits (Excel: 32.767 characters per cell, 16.384 columns)', () => {
  it('refuses an unquoted cell over 32.767 characters, naming the cell, before reading on', async () => {
    const text = `NCM;Descrição\n04011000;LEITE\n85444200;${'A'.repeat(40_000)}\n`;
    await expect(readAll(writeCsv(tempDir(), 'celula.csv', text))).rejects.toThrow('A célula B3 (linha 3, coluna B) tem mais de 32.767 caracteres');
  });
  it('refuses a quoted cell over the limit that spans no line as a long cell, not as an open quote', async () => {
    const text = `NCM;Descrição\n"${'9'.repeat(40_000)}";x\n`;
    await expect(readAll(writeCsv(tempDir(), 'aspas-longa.csv', text))).rejects.toThrow('A célula A2 (linha 2, coluna A)');
  });
  it('accepts a cell of exactly 32.767 characters', async () => {
    const rows = await readAll(writeCsv(tempDir(), 'limite.csv', `NCM;Descrição\n1;${'B'.repeat(32_767)}\n`));
    expect((rows[1]!.cells[1] as string).length).toBe(32_767);
  });
  it('refuses a row with more than 16.384 columns', async () => {
    await expect(readAll(writeCsv(tempDir(), 'colunas.csv', `NCM;Descrição\n1${';x'.repeat(17_000)}\n`))).rejects.toThrow('A linha 2 tem mais de 16.384 colunas');
  });
  it('refuses a record over 1.048.576 characters made of allowed cells', async () => {
    await expect(readAll(writeCsv(tempDir(), 'registro.csv', `NCM;Descrição\n1${`;${'c'.repeat(30_000)}`.repeat(40)}\n`))).rejects.toThrow('A linha 2 do arquivo tem mais de 1.048.576 caracteres');
  });
});
