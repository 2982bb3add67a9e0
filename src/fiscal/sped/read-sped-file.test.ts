import { mkdtempSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { validateSpedFile } from './read-sped-file';
import { SpedReadError } from './sped-read-error';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { layouts, setField } from '../../../tests/fixtures/sped/efd-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'apura-sped-test-'));
const withName = (name: string) => setField(efdIcmsLines(), '0150', 3, name);

describe('leitura do arquivo', () => {
  it('windows-1252 (acentos do PVA) é detectado e decodificado', async () => {
    const p = join(dir, 'w1252.txt');
    writeFileSync(p, iconv.encode(withName('AÇÚCAR & CIA').join('\r\n') + '\r\n', 'win1252'));
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.info.encoding).toBe('windows-1252');
    expect(r.issues).toEqual([]);
  });
  it('windows-1252 cujo primeiro byte acentuado cai no fim de um bloco de leitura não perde caractere', async () => {
    const { LineScanner } = await import('./line-scanner');
    const lines: string[][] = [];
    const d = new LineScanner({ pushRow: (row) => { lines.push(row.toArray()); return true; } });
    const bytes = iconv.encode('|0150|AÃO|\n|0200|É|\n', 'win1252');
    const cut = bytes.indexOf(0xc3); // 'Ã' = 0xC3, a UTF-8 lead byte: a chunk ends inside what looks like a sequence
    d.push(bytes.subarray(0, cut + 1));
    d.push(bytes.subarray(cut + 1));
    d.end();
    expect(d.encoding).toBe('windows-1252');
    expect(lines).toEqual([['0150', 'AÃO'], ['0200', 'É']]);
  });
  it('linhas partidas entre blocos de leitura, CRLF, Ctrl-Z e última linha sem quebra chegam inteiras', async () => {
    const { LineScanner } = await import('./line-scanner');
    const text = '|0000|AÇÚCAR|\r\n|0001|0|\r\n\r\n|C100|1|2,50| \u001a\r\n|9999|4|';
    const bytes = Buffer.from(text, 'utf8');
    // Every split point, including inside the 2-byte 'Ç'.
    for (let cut = 0; cut <= bytes.length; cut++) {
      const rows: { n: number; fields: string[]; closed: boolean }[] = [];
      const d = new LineScanner({ pushRow: (row, n) => { rows.push({ n, fields: row.toArray(), closed: row.closed }); return true; } });
      d.push(bytes.subarray(0, cut));
      d.push(bytes.subarray(cut));
      d.end();
      expect(d.encoding).toBe('utf-8');
      expect(rows, `corte no byte ${cut}`).toEqual([
        { n: 1, fields: ['0000', 'AÇÚCAR'], closed: true },
        { n: 2, fields: ['0001', '0'], closed: true },
        { n: 3, fields: [], closed: true },
        { n: 4, fields: ['C100', '1', '2,50'], closed: true },
        { n: 5, fields: ['9999', '4'], closed: true },
      ]);
    }
  });
  it('UTF-8 com LF e sem quebra de linha final', async () => {
    const p = join(dir, 'utf8.txt');
    writeFileSync(p, withName('AÇÚCAR & CIA').join('\n'));
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.info.encoding).toBe('utf-8');
    expect(r.issues).toEqual([]);
  });
  it('.zip: valida o .txt de dentro, em streaming, e informa o progresso', async () => {
    const p = join(dir, 'efd.zip');
    await new Promise<void>((res) => {
      const z = new yazl.ZipFile();
      z.addBuffer(Buffer.from('leia-me'), 'LEIAME.md');
      z.addBuffer(Buffer.from(efdIcmsLines().join('\r\n')), 'SPED/efd.txt');
      z.end();
      z.outputStream.pipe(createWriteStream(p)).on('close', () => res());
    });
    let last = 0;
    const r = await validateSpedFile(p, { layouts: layouts(), onProgress: (b) => { last = b; } });
    expect(r.issues).toEqual([]);
    expect(r.summary.lines).toBeGreaterThan(30);
    expect(last).toBeGreaterThan(0);
  });
  it('arquivo inexistente → SpedReadError com mensagem em pt-BR', async () => {
    await expect(validateSpedFile(join(dir, 'nao-existe.txt'), { layouts: layouts() })).rejects.toThrow(SpedReadError);
    await expect(validateSpedFile(join(dir, 'nao-existe.txt'), { layouts: layouts() })).rejects.toThrow(/não encontrado/);
  });
  it('.zip sem .txt → SpedReadError', async () => {
    const p = join(dir, 'vazio.zip');
    await new Promise<void>((res) => {
      const z = new yazl.ZipFile();
      z.addBuffer(Buffer.from('x'), 'a.pdf');
      z.end();
      z.outputStream.pipe(createWriteStream(p)).on('close', () => res());
    });
    await expect(validateSpedFile(p, { layouts: layouts() })).rejects.toThrow(/não contém nenhum arquivo \.txt/);
  });
});

describe('linhas absurdas (arquivo corrompido ou hostil)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'apura-sped-linha-'));
  it('uma linha de 3 MB é recusada com o número da linha, sem acumular o resto do arquivo', async () => {
    const lines = efdIcmsLines({ docs: 1, itemsPerDoc: 1 });
    const p = join(tmp, 'linha.txt');
    writeFileSync(p, [lines[0], `|0005|${'X'.repeat(3 * 1024 * 1024)}|`, ...lines.slice(1)].join('\r\n'), 'latin1');
    const err = await validateSpedFile(p, { layouts: layouts() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpedReadError);
    expect((err as Error).message).toMatch(/^a linha 2 passa de 1 MB/);
  });
  it('uma linha de 900 KB (abaixo do limite) é lida e apontada pelas regras, não recusada', async () => {
    const lines = efdIcmsLines({ docs: 1, itemsPerDoc: 1 });
    const p = join(tmp, 'linha-ok.txt');
    writeFileSync(p, [lines[0], `|0005|${'X'.repeat(900 * 1024)}|`, ...lines.slice(1)].join('\r\n'), 'latin1');
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.summary.errors).toBeGreaterThan(0);
  });
});
