import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { efdIcmsLines, OWN_CNPJ } from '../../../tests/fixtures/sped/efd-builder';
import { efdContribBody } from '../../../tests/fixtures/sped/efd-contrib-builder';
import { identityFromSpedHead, readSpedIdentity } from './sped-identity';

const head = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
const contrib = (codIncTrib: string) => efdContribBody().map((l) => (l.startsWith('|0110|') ? `|0110|${codIncTrib}|1|1||` : l));

describe('whose EFD it is: registro 0000 (and 0110 of the EFD-Contribuições)', () => {
  it('EFD ICMS/IPI 0000: CNPJ (campo 07), NOME (06), UF (09), DT_INI (04) → competência; the regime is not declared', () => {
    expect(identityFromSpedHead(head(efdIcmsLines()))).toEqual({
      cnpj: OWN_CNPJ, nome: 'EMPRESA TESTE LTDA', uf: 'SP', competencia: '2025-01', regime: null, origem: 'registro 0000 da EFD ICMS/IPI',
    });
  });

  it.each([
    ['1', 'lucro-real'], // 0110 COD_INC_TRIB 1: exclusivamente não cumulativo (Leis 10.637/2002 e 10.833/2003)
    ['2', 'lucro-presumido'], // 2: exclusivamente cumulativo (Lei 9.718/1998)
    ['3', 'lucro-real'], // 3: ambos (Lei 10.833/2003, art. 10)
    ['9', null], // not a Guia Prático value: left for the PIS/COFINS check to report
  ])('EFD-Contribuições 0000 (CNPJ campo 09, UF campo 10, DT_INI campo 06) with 0110 COD_INC_TRIB %s → regime %s', (cod, regime) => {
    expect(identityFromSpedHead(head(contrib(cod)))).toMatchObject({ cnpj: OWN_CNPJ, nome: 'INDUSTRIA EXEMPLO LTDA', uf: 'SP', competencia: '2023-03', regime, origem: 'registro 0000 da EFD-Contribuições' });
  });

  it('a 0000 with a CPF (EFD ICMS/IPI campo 08, produtor rural) or an invalid CNPJ has no client identity', () => {
    const cpf = efdIcmsLines().map((l) => (l.startsWith('|0000|') ? l.replace(OWN_CNPJ, '').replace('EMPRESA TESTE LTDA||', 'EMPRESA TESTE LTDA||12345678909') : l));
    expect(identityFromSpedHead(head(cpf))).toBeNull();
    const bad = efdIcmsLines().map((l) => l.replace(OWN_CNPJ, OWN_CNPJ.slice(0, 13) + String((Number(OWN_CNPJ[13]) + 1) % 10)));
    expect(identityFromSpedHead(head(bad))).toBeNull();
  });

  it('the name reads right in windows-1252 (the PVA) and in UTF-8 with a BOM', () => {
    const named = efdIcmsLines().map((l) => l.replace('EMPRESA TESTE LTDA', 'AÇÚCAR E CAFÉ LTDA'));
    expect(identityFromSpedHead(Buffer.from(named.join('\n'), 'latin1'))?.nome).toBe('AÇÚCAR E CAFÉ LTDA');
    expect(identityFromSpedHead(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(named.join('\n'), 'utf8')]))?.nome).toBe('AÇÚCAR E CAFÉ LTDA');
  });

  it('not an EFD (a spreadsheet, a text file): null', () => {
    expect(identityFromSpedHead(Buffer.from('NCM;Descrição\n12345678;x\n'))).toBeNull();
  });

  it('reads the .txt inside a .zip, and a .txt from disk', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sped-id-'));
    const txt = path.join(dir, 'efd.txt');
    writeFileSync(txt, head(contrib('2')));
    expect((await readSpedIdentity(txt))?.regime).toBe('lucro-presumido');
    const zip = new yazl.ZipFile();
    zip.addBuffer(head(efdIcmsLines()), 'EFD/efd-jan.txt');
    zip.addBuffer(Buffer.from('leia-me'), 'LEIAME.md');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const zipPath = path.join(dir, 'efd.zip');
    writeFileSync(zipPath, Buffer.concat(chunks));
    expect((await readSpedIdentity(zipPath))?.competencia).toBe('2025-01');
  });
});
