import { describe, expect, it } from 'vitest';
import { toLote } from './onvio-batch';

describe('toLote (Onvio batch status → LoteXml)', () => {
  it('stored / processing / rejected per file, done only when nothing is pending', () => {
    const lote = toLote('b1', {
      id: 'b1',
      filesExpanded: [
        { fileName: 'a.xml', apiStatus: { message: 'Arquivo armazenado na API' } },
        { name: 'b.xml', apiStatus: { code: 'PENDING', message: 'Aguardando' } },
        { filename: 'c.xml', apiStatus: { message: 'Chave de acesso já importada' } },
      ],
    });
    expect(lote.arquivos.map((a) => [a.nome, a.situacao])).toEqual([
      ['a.xml', 'armazenado'],
      ['b.xml', 'processando'],
      ['c.xml', 'rejeitado'],
    ]);
    expect(lote.concluido).toBe(false);
  });

  it('a batch whose files are not expanded yet is still processing', () => {
    expect(toLote('b2', { id: 'b2', filesExpanded: [] }).concluido).toBe(false);
    expect(toLote('b3', null).concluido).toBe(false);
    expect(toLote('b4', { filesExpanded: [{ apiStatus: { message: 'ARQUIVO ARMAZENADO NA API' } }] })).toMatchObject({ id: 'b4', concluido: true });
  });
});
