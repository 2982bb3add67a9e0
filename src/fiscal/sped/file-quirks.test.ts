import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSpedFile } from './read-sped-file';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { layouts } from '../../../tests/fixtures/sped/efd-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'apura-sped-quirks-'));
let n = 0;
async function check(bytes: Buffer | string) {
  const p = join(dir, `q${n++}.txt`);
  writeFileSync(p, bytes);
  return validateSpedFile(p, { layouts: layouts() });
}
const body = () => efdIcmsLines({ docs: 2, itemsPerDoc: 2 });
/**
 * What the PVA appends when it signs the file: the marker, then a DER PKCS#7 blob (binary, with line
 * breaks, bytes that are invalid UTF-8, and even '|' characters).
 */
const SIGNATURE = Buffer.concat([Buffer.from('SBRCAAEPDR'), Buffer.from([0x30, 0x80, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02, 0x0a, 0xff, 0xfe, 0x0d, 0x0a]),
  Buffer.from('|C100|ICP-Brasil|\n'), Buffer.from([0x00, 0x81, 0xc3, 0x28, 0x0a, 0x1a])]);

/**
 * Line-level quirks of real generators that the PVA imports without complaint (Guia Prático, Cap. II,
 * Seção 3: the record is delimited by "|"; line breaks, trailing blanks and the end-of-file mark are not content).
 */
const quirks: [string, () => Buffer | string][] = [
  ['linha vazia no final', () => body().join('\r\n') + '\r\n\r\n'],
  ['espaços e tabulação depois do último "|"', () => body().map((l) => l + '  \t').join('\r\n') + '\r\n'],
  ['CR duplicado (\\r\\r\\n) de geradores que convertem o fim de linha duas vezes', () => body().join('\r\r\n') + '\r\r\n'],
  ['BOM UTF-8 no início', () => '\uFEFF' + body().join('\r\n') + '\r\n'],
  ['última linha sem quebra de linha', () => body().join('\r\n')],
  ['Ctrl-Z (0x1A) numa linha própria no fim (geradores antigos de Windows/DOS)', () => Buffer.concat([Buffer.from(body().join('\r\n') + '\r\n'), Buffer.from([0x1a])])],
  ['Ctrl-Z colado no fim da última linha', () => Buffer.concat([Buffer.from(body().join('\r\n')), Buffer.from([0x1a])])],
  ['Ctrl-Z seguido de quebra de linha', () => Buffer.concat([Buffer.from(body().join('\n') + '\n'), Buffer.from([0x1a, 0x0d, 0x0a])])],
  ['só LF (geradores Linux)', () => body().join('\n') + '\n'],
  ['só CR (geradores antigos de Mac; o PVA, em Java, lê o CR sozinho como fim de linha)', () => body().join('\r') + '\r'],
  ['assinatura digital do PVA (SBRCAAEPDR + PKCS#7 binário) depois do 9999', () => Buffer.concat([Buffer.from(body().join('\r\n') + '\r\n'), SIGNATURE])],
  ['assinatura colada no fim da linha do 9999, sem quebra de linha', () => Buffer.concat([Buffer.from(body().join('\r\n')), SIGNATURE])],
  ['assinatura depois de uma linha vazia', () => Buffer.concat([Buffer.from(body().join('\n') + '\n\n'), SIGNATURE])],
];

describe('peculiaridades de arquivo que o PVA aceita não geram ocorrência', () => {
  it.each(quirks)('%s', async (_name, make) => {
    const r = await check(make());
    expect(r.issues).toEqual([]);
    expect(r.summary.lines).toBe(body().length);
  });
  it('arquivo assinado: informa a assinatura e continua UTF-8 (os bytes binários não decidem a codificação)', async () => {
    const withAccent = body().map((l) => (l.startsWith('|0150|') ? l.replace('FORNECEDOR', 'FORNEÇEDOR') : l));
    const r = await check(Buffer.concat([Buffer.from(withAccent.join('\r\n') + '\r\n', 'utf8'), SIGNATURE]));
    expect(r.issues).toEqual([]);
    expect(r.info.signed).toBe(true);
    expect(r.info.encoding).toBe('utf-8');
  });
  it('"SBRCAAEPDR" antes do 9999 não é assinatura: o conteúdo continua sendo validado', async () => {
    const l = body();
    l.splice(3, 0, 'SBRCAAEPDR');
    const r = await check(l.join('\r\n') + '\r\n');
    expect(r.info.signed).toBeUndefined();
    expect(r.issues.map((i) => i.code)).toContain('SPED_CAMPOS');
  });
  it('Ctrl-Z no meio do arquivo continua sendo erro (não é fim de arquivo)', async () => {
    const l = body();
    l.splice(3, 0, '\x1a');
    const r = await check(l.join('\r\n') + '\r\n');
    expect(r.issues.map((i) => i.code)).toContain('SPED_CAMPOS');
  });
});
