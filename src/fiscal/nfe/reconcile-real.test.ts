import { mkdtempSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { readNfeInputs } from './read-nfe-inputs';
import { reconcileNfe } from './reconcile';
import { efdIcmsLines, nfeKey as key, OWN_CNPJ, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { getField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';
import { cancelEventXml, nfeXml } from '../../../tests/fixtures/sped/nfe-builder';

/** SPED with 2 documents: #1 an entry from P1 (bookkept with the emitter's key), #2 an own exit. */
const lines = efdIcmsLines({ docs: 2, itemsPerDoc: 2 });
const spedDocs = validateLines(lines).documents;
const vl = (n: number) => getField(lines, 'C100', 12, n).replace(',', '.');
const icms = (n: number) => getField(lines, 'C100', 22, n).replace(',', '.');
const xml1 = () => ({ chave: key(partCnpj(1), 1), cnpjEmit: partCnpj(1), cnpjDest: OWN_CNPJ, dhEmi: '2025-01-15T09:00:00-03:00', vNF: vl(0), vICMS: icms(0) });
const xml2 = () => ({ chave: key(OWN_CNPJ, 2), cnpjEmit: OWN_CNPJ, cnpjDest: partCnpj(2), dhEmi: '2025-01-15T09:00:00-03:00', vNF: vl(1), vICMS: icms(1) });
const opts = { cnpj: OWN_CNPJ, period: { start: '2025-01-01', end: '2025-01-31' } };
const OTHER_BRANCH = OWN_CNPJ.slice(0, 8) + '000290'; // check digits do not matter here

async function zip(entries: [string, string | Buffer][]): Promise<string> {
  const p = join(mkdtempSync(join(tmpdir(), 'apura-nfe-real-')), 'xmls.zip');
  await new Promise<void>((res) => {
    const z = new yazl.ZipFile();
    for (const [name, data] of entries) {
      if (name.endsWith('/')) z.addEmptyDirectory(name.slice(0, -1));
      else z.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
    }
    z.end();
    z.outputStream.pipe(createWriteStream(p)).on('close', () => res());
  });
  return p;
}
async function run(entries: [string, string | Buffer][]) {
  const inp = await readNfeInputs(await zip(entries));
  return { inp, rec: reconcileNfe(spedDocs, inp.notes, inp.cancelled, opts) };
}

describe('conciliação com zips reais de escritório', () => {
  it('XML de outros CNPJs (nem emitente nem destinatário) é ignorado com motivo, sem ocorrência', async () => {
    const alheia = { ...xml1(), chave: key(partCnpj(7), 50), cnpjEmit: partCnpj(7), cnpjDest: partCnpj(8) };
    const { rec } = await run([['a.xml', nfeXml(xml1())], ['b.xml', nfeXml(xml2())], ['outro-cliente.xml', nfeXml(alheia)]]);
    expect(rec.findings).toEqual([]);
    expect(rec.rows).toHaveLength(2);
    expect(rec.ignored).toHaveLength(1);
    expect(rec.ignored[0]).toMatchObject({ chave: alheia.chave, origem: 'outro-cliente.xml' });
    expect(rec.ignored[0]!.motivo).toContain('não é emitente nem destinatário');
  });
  it('nota própria de outro estabelecimento (mesma raiz) fora do arquivo: aviso, não erro', async () => {
    const filial = { ...xml2(), chave: key(OTHER_BRANCH, 77), cnpjEmit: OTHER_BRANCH };
    const { rec } = await run([['f.xml', nfeXml(filial)]]);
    expect(rec.findings).toHaveLength(1);
    expect(rec.findings[0]).toMatchObject({ code: 'XML_NAO_ESCRITURADO', type: 'warning' });
    expect(rec.findings[0]!.message).toContain('outro estabelecimento');
  });
  it('NFC-e (modelo 65) própria sem C100: aviso (pode estar consolidada)', async () => {
    const nfce = { ...xml2(), chave: key(OWN_CNPJ, 88, '65') };
    const { rec } = await run([['nfce.xml', nfeXml(nfce)]]);
    expect(rec.findings[0]).toMatchObject({ code: 'XML_NAO_ESCRITURADO', type: 'warning' });
    expect(rec.findings[0]!.message).toContain('NFC-e');
  });
  it('carta de correção (110110) não é cancelamento: ignorada com motivo, nota segue ok', async () => {
    const { inp, rec } = await run([['n.xml', nfeXml(xml2())], ['cce.xml', cancelEventXml(xml2().chave, '135', '110110')]]);
    expect(rec.findings).toEqual([]);
    expect(rec.rows.map((r) => r.status)).toEqual(['ok']);
    expect(inp.skipped).toEqual([{ origem: 'cce.xml', motivo: 'evento 110110 (carta de correção) não cancela a nota' }]);
  });
  it('XML duplicado (mesma nota duas vezes, em pastas diferentes) conta uma vez', async () => {
    const { rec } = await run([['jan/', ''], ['jan/a.xml', nfeXml(xml2())], ['backup/jan/a.xml', nfeXml(xml2())]]);
    expect(rec.rows).toHaveLength(1);
    expect(rec.findings).toEqual([]);
  });
  it('arquivos inválidos no zip são pulados com motivo, sem quebrar', async () => {
    const { inp, rec } = await run([
      ['pasta/', ''], ['pasta/ok.xml', nfeXml(xml2())], ['pasta/truncado.xml', nfeXml(xml1()).slice(0, 200)],
      ['pasta/binario.xml', Buffer.from([0, 1, 2, 255, 254, 0x3c])], ['pasta/vazio.xml', ''], ['__MACOSX/pasta/._ok.xml', Buffer.from([0, 5, 22, 7])],
      ['danfe.pdf', '%PDF-1.4'], ['lote.zip', 'PK'],
    ]);
    expect(rec.rows.map((r) => r.chave)).toEqual([xml2().chave]);
    expect(inp.skipped.map((s) => s.origem).sort()).toEqual(['lote.zip', 'pasta/binario.xml', 'pasta/truncado.xml', 'pasta/vazio.xml']);
    expect(inp.skipped.every((s) => s.motivo.length > 5)).toBe(true);
  });
});
