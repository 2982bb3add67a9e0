import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { readNfeInputs } from './read-nfe-inputs';
import { nfeKey, OWN_CNPJ, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { nfeXml } from '../../../tests/fixtures/sped/nfe-builder';

const dir = mkdtempSync(join(tmpdir(), 'apura-nfe-inputs-'));
const xml = (n: number) => nfeXml({ chave: nfeKey(partCnpj(1), n), cnpjEmit: partCnpj(1), cnpjDest: OWN_CNPJ, dhEmi: '2025-01-15T09:00:00-03:00', vNF: '10.00' });

function zipOf(entries: [string, Buffer][], compress = true): Promise<Buffer> {
  return new Promise((resolve) => {
    const z = new yazl.ZipFile();
    for (const [name, b] of entries) z.addBuffer(b, name, { compress });
    z.end();
    const parts: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => parts.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(parts)));
  });
}

describe('leitura dos XMLs de NF-e', () => {
  it('.zip com pastas e .zip por mês dentro: lê os XMLs de todos, dizendo de onde veio cada um', async () => {
    const entradas = await zipOf([['nota1.xml', Buffer.from(xml(1))], ['nota2.xml', Buffer.from(xml(2))]]);
    const saidas = await zipOf([['2025-01/nota3.XML', Buffer.from(xml(3))]]);
    const p = join(dir, 'xmls.zip');
    writeFileSync(p, await zipOf([['Entradas.zip', entradas], ['Saidas.zip', saidas], ['avulsa/nota4.xml', Buffer.from(xml(4))], ['__MACOSX/._nota4.xml', Buffer.from('x')]]));
    const r = await readNfeInputs(p);
    expect(r.notes.map((n) => Number(n.chave.slice(25, 34))).sort()).toEqual([1, 2, 3, 4]);
    expect(r.files).toBe(4);
    expect(r.skipped).toEqual([]);
  });
  it('.zip corrompido dentro do .zip: os demais XMLs são lidos e o interno é listado como ignorado', async () => {
    const p = join(dir, 'com-quebrado.zip');
    writeFileSync(p, await zipOf([['quebrado.zip', Buffer.from('PK\u0003\u0004lixo')], ['nota5.xml', Buffer.from(xml(5))]]));
    const r = await readNfeInputs(p);
    expect(r.notes).toHaveLength(1);
    expect(r.skipped).toEqual([{ origem: 'quebrado.zip', motivo: expect.stringContaining('corrompido') }]);
  });
  it('pasta com subpastas (Entradas/2025-01, Saídas): lê os XMLs de todas, com o caminho relativo', async () => {
    const root = join(dir, 'pasta-escritorio');
    mkdirSync(join(root, 'Entradas', '2025-01'), { recursive: true });
    mkdirSync(join(root, 'Saídas'), { recursive: true });
    writeFileSync(join(root, 'Entradas', '2025-01', 'n7.xml'), xml(7));
    writeFileSync(join(root, 'Saídas', 'n8.xml'), xml(8));
    writeFileSync(join(root, 'n9.xml'), xml(9));
    const r = await readNfeInputs(root);
    expect(r.notes.map((n) => n.origem).sort()).toEqual(['Entradas/2025-01/n7.xml', 'Saídas/n8.xml', 'n9.xml']);
  });
  it.each(['ISO-8859-1', 'ISO8859-1', 'iso-8859-15', 'windows-1252', 'CP1252'])('XML declarado %s com acento: lido em windows-1252', async (enc) => {
    const p = join(dir, `enc-${enc}.xml`);
    writeFileSync(p, Buffer.from(xml(10).replace('encoding="UTF-8"', `encoding="${enc}"`).replace('EMITENTE TESTE', 'EMITENTE AÇÃO'), 'latin1'));
    const r = await readNfeInputs(p);
    expect(r.notes[0]!.nomeEmitente).toBe('EMITENTE AÇÃO');
  });
  it('três níveis de .zip: o terceiro não é aberto e o motivo é dito', async () => {
    const deep = await zipOf([['n.xml', Buffer.from(xml(6))]]);
    const mid = await zipOf([['fundo.zip', deep]]);
    const p = join(dir, 'fundo.zip');
    writeFileSync(p, await zipOf([['meio.zip', mid]]));
    const r = await readNfeInputs(p);
    expect(r.notes).toEqual([]);
    expect(r.skipped).toEqual([{ origem: 'meio.zip/fundo.zip', motivo: expect.stringContaining('extraia') }]);
  });

  it('entradas guardadas sem compressão (stored) e comprimidas (deflate) são lidas igualmente', async () => {
    for (const compress of [false, true]) {
      const p = join(dir, `metodo-${compress}.zip`);
      writeFileSync(p, await zipOf([['a.xml', Buffer.from(xml(51))], ['b.xml', Buffer.from(xml(52))]], compress));
      const r = await readNfeInputs(p);
      expect(r.notes.map((n) => n.numero)).toEqual(['51', '52']);
      expect(r.skipped).toEqual([]);
    }
  });

  /** Offset of the central-directory header (PK 1 2) and of the local header (PK 3 4) of entry `name`. */
  const headers = (z: Buffer, name: string) => {
    const at = (sig: number, nameAt: number) => {
      for (let i = 0; i < z.length - 4; i++) if (z.readUInt32LE(i) === sig && z.toString('latin1', i + nameAt, i + nameAt + name.length) === name) return i;
      throw new Error(`sem cabeçalho de ${name}`);
    };
    return { central: at(0x02014b50, 46), local: at(0x04034b50, 30) };
  };

  it('zip que declara tamanho menor que o conteúdo (zip bomb) ou com dados corrompidos: a entrada é recusada, as demais lidas', async () => {
    for (const compress of [true]) {
      const z = await zipOf([['bomba.xml', Buffer.from(xml(61))], ['ok.xml', Buffer.from(xml(62))]], compress);
      const { central, local } = headers(z, 'bomba.xml');
      const real = z.readUInt32LE(central + 24);
      z.writeUInt32LE(real - 10, central + 24);
      if (z.readUInt32LE(local + 22) === real) z.writeUInt32LE(real - 10, local + 22);
      const p = join(dir, `bomba-${compress}.zip`);
      writeFileSync(p, z);
      const r = await readNfeInputs(p);
      expect(r.notes.map((n) => n.numero)).toEqual(['62']);
      expect(r.skipped).toEqual([{ origem: 'bomba.xml', motivo: 'entrada ilegível ou corrompida no .zip' }]);
    }
    const z = await zipOf([['quebrada.xml', Buffer.from(xml(63))], ['ok.xml', Buffer.from(xml(64))]]);
    const { local } = headers(z, 'quebrada.xml');
    const data = local + 30 + z.readUInt16LE(local + 26) + z.readUInt16LE(local + 28);
    z.fill(0xff, data, data + 8);
    const p = join(dir, 'quebrada.zip');
    writeFileSync(p, z);
    const r = await readNfeInputs(p);
    expect(r.notes.map((n) => n.numero)).toEqual(['64']);
    expect(r.skipped).toEqual([{ origem: 'quebrada.xml', motivo: 'entrada ilegível ou corrompida no .zip' }]);
  });
});

describe('limites da leitura dos XMLs (um XML hostil não derruba o processo)', () => {
  it('XML declarado acima de 2 MB dentro do .zip: ignorado com o tamanho, sem ser descompactado; os demais são lidos', async () => {
    const p = join(dir, 'grande.zip');
    writeFileSync(p, await zipOf([['nota.xml', Buffer.from(`<nfeProc>${' '.repeat(3 * 1024 * 1024)}</nfeProc>`)], ['boa.xml', Buffer.from(xml(11))]]));
    const r = await readNfeInputs(p);
    expect(r.notes).toHaveLength(1);
    expect(r.skipped).toEqual([{ origem: 'nota.xml', motivo: expect.stringMatching(/^XML com 3 MB: uma NF-e autorizada tem no máximo 500 KB \(limite da SEFAZ, MOC 4\.00, rejeição 214\)/) }]);
  });
  it.each([
    ['XXE', '<!DOCTYPE n [<!ENTITY x SYSTEM "file:///etc/passwd">]>'],
    ['DOCTYPE sem entidades', '<!DOCTYPE nfeProc SYSTEM "nfe.dtd">'],
  ])('XML com %s: ignorado por segurança (o leiaute da NF-e, MOC 4.00, não tem DTD)', async (_n, dtd) => {
    const p = join(dir, 'dtd.xml');
    writeFileSync(p, xml(12).replace('?>', `?>${dtd}`));
    const r = await readNfeInputs({ path: p, name: 'do-cliente.xml' });
    expect(r.notes).toEqual([]);
    expect(r.skipped).toEqual([{ origem: 'do-cliente.xml', motivo: expect.stringContaining('DOCTYPE/ENTITY') }]);
  });
  it('arquivo enviado: a origem é o nome que o usuário deu, nunca o caminho onde foi guardado', async () => {
    const p = join(dir, 'extra-1-abcd1234.xml');
    writeFileSync(p, xml(13));
    const r = await readNfeInputs([{ path: p, name: 'NFe-fornecedor.xml' }]);
    expect(r.notes[0]!.origem).toBe('NFe-fornecedor.xml');
  });
  it('.zip enviado que não abre: listado como ignorado com o nome do usuário, a leitura segue', async () => {
    const p = join(dir, 'extra-2.zip');
    writeFileSync(p, 'PK\u0003\u0004lixo');
    const ok = join(dir, 'ok.xml');
    writeFileSync(ok, xml(14));
    const r = await readNfeInputs([{ path: p, name: 'xmls-janeiro.zip' }, { path: ok, name: 'ok.xml' }]);
    expect(r.skipped).toEqual([{ origem: 'xmls-janeiro.zip', motivo: expect.stringContaining('corrompido') }]);
    expect(r.notes).toHaveLength(1);
  });
});
