import { mkdtempSync, createWriteStream, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { readNfeInputs } from './read-nfe-inputs';
import { reconcileNfe } from './reconcile';
import { efdIcmsLines, OWN_CNPJ, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { getField, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';
import { cancelEventXml, nfeXml } from '../../../tests/fixtures/sped/nfe-builder';
import { nfeKey as key } from '../../../tests/fixtures/sped/efd-builder';

/** SPED with 2 documents: #1 an entry from P1, #2 an own exit. XMLs mirror them unless a test changes one. */
const lines = efdIcmsLines({ docs: 2, itemsPerDoc: 2 });
const spedDocs = validateLines(lines).documents;
const vl = (n: number) => getField(lines, 'C100', 12, n).replace(',', '.');
const icms = (n: number) => getField(lines, 'C100', 22, n).replace(',', '.');
const xml1 = () => ({ chave: key(partCnpj(1), 1), cnpjEmit: partCnpj(1), cnpjDest: OWN_CNPJ, dhEmi: '2025-01-15T09:00:00-03:00', vNF: vl(0), vICMS: icms(0) });
const xml2 = () => ({ chave: key(OWN_CNPJ, 2), cnpjEmit: OWN_CNPJ, cnpjDest: partCnpj(2), dhEmi: '2025-01-15T09:00:00-03:00', vNF: vl(1), vICMS: icms(1) });
const opts = { cnpj: OWN_CNPJ, period: { start: '2025-01-01', end: '2025-01-31' } };

async function run(xmls: string[], docs = spedDocs) {
  const dir = mkdtempSync(join(tmpdir(), 'apura-nfe-'));
  const zip = join(dir, 'xmls.zip');
  await new Promise<void>((res) => {
    const z = new yazl.ZipFile();
    xmls.forEach((x, i) => z.addBuffer(Buffer.from(x), `nota${i}.xml`));
    z.end();
    z.outputStream.pipe(createWriteStream(zip)).on('close', () => res());
  });
  const inp = await readNfeInputs(zip);
  return reconcileNfe(docs, inp.notes, inp.cancelled, opts);
}

describe('conciliação XML × C100 (pela chave de acesso)', () => {
  it('a mesma nota em dois arquivos (com e sem protocolo): conciliada uma vez, pela que tem o protocolo, e o outro arquivo listado como repetido', async () => {
    const semProt = nfeXml(xml1()).replace(/<protNFe.*<\/protNFe>/, '');
    const r = await run([semProt, nfeXml(xml1()), nfeXml(xml2())]);
    expect(r.rows.map((x) => x.status)).toEqual(['ok', 'ok']);
    expect(r.ignored).toHaveLength(1);
    expect(r.ignored[0]).toMatchObject({ chave: xml1().chave, origem: expect.stringContaining('nota0.xml') });
    expect(r.ignored[0]!.motivo).toMatch(/mesma chave de .*nota1\.xml \(com protocolo de autorização\): a nota foi considerada uma vez/);
  });
  it('XMLs iguais ao SPED → tudo ok, sem ocorrência', async () => {
    const r = await run([nfeXml(xml1()), nfeXml(xml2())]);
    expect(r.findings).toEqual([]);
    expect(r.rows.map((x) => x.status)).toEqual(['ok', 'ok']);
  });
  it('XML_NAO_ESCRITURADO: nota própria do período sem C100 é erro', async () => {
    const extra = { ...xml2(), chave: key(OWN_CNPJ, 99) };
    const r = await run([nfeXml(extra)]);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'XML_NAO_ESCRITURADO', type: 'error', line: 0 });
    expect(r.rows[0]).toMatchObject({ status: 'nao_escriturado', sped: null });
  });
  it('Guia EFD-Contribuições, C010 IND_ESCRI 1 (C180/C190): nota própria sem C100 na EFD-Contribuições é aviso (pode estar consolidada)', async () => {
    const extra = { ...xml2(), chave: key(OWN_CNPJ, 99) };
    const dir = mkdtempSync(join(tmpdir(), 'apura-nfe-'));
    const p = join(dir, 'n.xml');
    writeFileSync(p, nfeXml(extra));
    const inp = await readNfeInputs(p);
    const r = reconcileNfe(spedDocs, inp.notes, inp.cancelled, { ...opts, sped: 'efd_contribuicoes' });
    expect(r.findings.map((f) => [f.code, f.type])).toEqual([['XML_NAO_ESCRITURADO', 'warning']]);
    expect(r.findings[0]!.message).toContain('C180');
  });
  it('XML_NAO_ESCRITURADO: nota de terceiro é aviso (pode entrar no mês seguinte)', async () => {
    const r = await run([nfeXml({ ...xml1(), chave: key(partCnpj(1), 98) })]);
    expect(r.findings[0]).toMatchObject({ code: 'XML_NAO_ESCRITURADO', type: 'warning' });
  });
  it('XML_DIVERGENTE: total e data, com os dois valores na mensagem', async () => {
    const r = await run([nfeXml({ ...xml2(), vNF: '1.00', dhEmi: '2025-01-14T23:00:00-03:00' })]);
    expect(r.findings).toHaveLength(1);
    const f = r.findings[0]!;
    expect(f).toMatchObject({ code: 'XML_DIVERGENTE', type: 'error', line: spedDocs.get(xml2().chave)!.line });
    expect(f.message).toContain('VL_DOC');
    expect(f.message).toMatch(/XML R\$\s1,00/);
    expect(f.message).toContain('14/01/2025');
    expect(f.message).toContain('15/01/2025');
  });
  it('XML_DIVERGENTE: ICMS de nota de terceiro diferente é aviso (crédito pode não ser aproveitado)', async () => {
    const r = await run([nfeXml({ ...xml1(), vICMS: '0.00' })]);
    expect(r.findings[0]).toMatchObject({ code: 'XML_DIVERGENTE', type: 'warning' });
    expect(r.findings[0]!.message).toContain('ICMS');
  });
  const money = (n: number) => n.toFixed(2);
  it.each([
    ['Guia EFD ICMS/IPI, C100 campos 26/27: VL_PIS/VL_COFINS vazios (quem entrega a EFD-Contribuições) e XML com PIS/COFINS', () => ({ ...xml2(), vPIS: '16.50', vCOFINS: '76.00' })],
    ['Guia EFD ICMS/IPI, C190/C191: VL_ICMS com o FCP somado (XML vICMS + vFCP)', () => ({ ...xml2(), vICMS: money(Number(icms(1)) - 2), vFCP: '2.00' })],
    ['Guia EFD ICMS/IPI 3.2.x, C100 campo 12: em 2026 o VL_DOC não considera CBS/IBS que o vNF do XML traga', () => ({ ...xml2(), vNF: money(Number(vl(1)) + 1.9), vIBS: '0.10', vCBS: '1.80' })],
  ] as const)('nota própria sem divergência: %s', async (_n, x) => {
    const r = await run([nfeXml(x())]);
    expect(r.findings).toEqual([]);
  });
  it('PIS/COFINS informados no SPED e diferentes do XML: aviso (débito/crédito do contribuinte, base sem ICMS)', async () => {
    const docs = validateLines(setField(setField(lines, 'C100', 26, '10,00', 1), 'C100', 27, '46,00', 1)).documents;
    const r = await run([nfeXml({ ...xml2(), vPIS: '16.50', vCOFINS: '76.00' })], docs);
    expect(r.findings.map((f) => [f.code, f.type])).toEqual([['XML_DIVERGENTE', 'warning']]);
    expect(r.findings[0]!.message).toContain('VL_PIS');
  });
  it('Guia EFD ICMS/IPI, C100 (Ajustes SINIEF 34 e 38/2021): NF-e própria denegada fora do arquivo não é ocorrência', async () => {
    const r = await run([nfeXml({ ...xml2(), chave: key(OWN_CNPJ, 97), cStat: '302' })]);
    expect(r.findings).toEqual([]);
  });
  it('NF-e denegada escriturada como regular: erro', async () => {
    const r = await run([nfeXml({ ...xml2(), cStat: '110' })]);
    expect(r.findings.map((f) => [f.code, f.type, f.field])).toEqual([['XML_DIVERGENTE', 'error', 'COD_SIT']]);
  });
  it('XML_CANCELADA: evento 110111 no conjunto e C100 regular', async () => {
    const r = await run([nfeXml(xml2()), cancelEventXml(xml2().chave)]);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'XML_CANCELADA', type: 'error', field: 'COD_SIT' });
    expect(r.rows[0]!.status).toBe('cancelada');
  });
  it('nota cancelada escriturada com COD_SIT 02 não é ocorrência', async () => {
    const cancelled = validateLines(setField(lines, 'C100', 6, '02', 1)).documents;
    const r = await run([nfeXml(xml2()), cancelEventXml(xml2().chave)], cancelled);
    expect(r.findings).toEqual([]);
  });
});
