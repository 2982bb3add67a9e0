import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { validateSpedFile } from './read-sped-file';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { layouts } from '../../../tests/fixtures/sped/efd-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'apura-zip-sped-'));
const efd = () => Buffer.from(efdIcmsLines().join('\r\n') + '\r\n', 'latin1');

function zipOf(name: string, entries: [string, Buffer][]): Promise<string> {
  const p = join(dir, name);
  return new Promise((res) => {
    const z = new yazl.ZipFile();
    for (const [n, b] of entries) z.addBuffer(b, n);
    z.end();
    z.outputStream.pipe(createWriteStream(p)).on('close', () => res(p));
  });
}

describe('.zip com o SPED: qual .txt é o EFD', () => {
  it('zip feito no Mac (__MACOSX/._EFD.txt binário antes do EFD): valida o EFD, não o resource fork', async () => {
    const p = await zipOf('mac.zip', [
      ['__MACOSX/._EFD.txt', Buffer.from([0, 5, 22, 7, 0, 2, 0, 0, 0x4d, 0x61, 0x63])],
      ['._EFD.txt', Buffer.from([0, 5, 22, 7])],
      ['EFD.txt', efd()],
    ]);
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.issues).toEqual([]);
    expect(r.summary.lines).toBeGreaterThan(30);
  });
  it('um leia-me .txt antes do EFD é ignorado (o EFD é o .txt que começa por |0000|)', async () => {
    const p = await zipOf('leiame.zip', [['LEIA-ME.txt', Buffer.from('Arquivo enviado pelo cliente\r\n')], ['SPED/EFD_012025.TXT', efd()]]);
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.issues).toEqual([]);
  });
  it('vários EFDs no mesmo .zip (meses do ano): recusado, citando os arquivos, em vez de validar só um', async () => {
    const p = await zipOf('ano.zip', [['jan.txt', efd()], ['fev.txt', efd()]]);
    await expect(validateSpedFile(p, { layouts: layouts() })).rejects.toThrow(/contém 2 arquivos SPED \("jan\.txt", "fev\.txt"\); envie um arquivo por conferência/);
  });
  it('só .txt que não são SPED: mensagem diz que nenhum começa com |0000|', async () => {
    const p = await zipOf('nada.zip', [['notas.txt', Buffer.from('Nota 1\r\nNota 2\r\n')]]);
    await expect(validateSpedFile(p, { layouts: layouts() })).rejects.toThrow(/"notas\.txt", mas nenhum começa com \|0000\|/);
  });
  it('EFD com BOM UTF-8 dentro do .zip é reconhecido', async () => {
    const p = await zipOf('bom.zip', [['efd.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), efd()])]]);
    const r = await validateSpedFile(p, { layouts: layouts() });
    expect(r.issues).toEqual([]);
  });
});
