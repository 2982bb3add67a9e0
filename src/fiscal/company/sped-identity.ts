import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { regimeFrom0110 } from '../pis-cofins/check-efd-contribuicoes';
import { isValidCnpj } from '../sped/br-docs';
import { detectSped } from '../sped/detect-sped';
import { isZipFile, openSpedInZip } from '../sped/zip-sped-entry';
import { competenciaFromSpedDate } from './competencia';
import { isUf, type ClientRegime, type FileIdentity } from './file-identity';

/** Block 0 opens every EFD; 0000 and 0110 sit in its first lines (0000, 0001, 0100 accountant, 0110). */
const HEAD_BYTES = 64 * 1024;

async function firstBytes(stream: AsyncIterable<Buffer> & { destroy(): void }): Promise<Buffer> {
  const parts: Buffer[] = [];
  let n = 0;
  try {
    for await (const c of stream) {
      parts.push(c);
      n += c.length;
      if (n >= HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts).subarray(0, HEAD_BYTES);
}

/** The head of an EFD (.txt, or the one .txt inside a .zip); null when it cannot be opened as one. */
async function spedHead(path: string): Promise<Buffer | null> {
  if (await isZipFile(path)) {
    try {
      const z = await openSpedInZip(path);
      return await firstBytes(z.stream as AsyncIterable<Buffer> & { destroy(): void });
    } catch {
      return null; // a spreadsheet (.xlsx is a zip) or a zip without exactly one EFD: no identity to read
    }
  }
  return firstBytes(createReadStream(path, { end: HEAD_BYTES - 1 }));
}

/**
 * Identity of an EFD from its head lines (Guia Prático da EFD ICMS/IPI and da EFD-Contribuições, registro
 * 0000: CNPJ, NOME, UF, DT_INI). The regime is read only where the file declares it: 0110 COD_INC_TRIB of an
 * EFD-Contribuições (1/3 não cumulativo → Lucro Real, 2 cumulativo → Lucro Presumido; Leis 10.637/2002,
 * 10.833/2003 e 9.718/1998). Null for anything that is not an EFD of a company with a valid CNPJ.
 */
export function identityFromSpedHead(head: Buffer): FileIdentity | null {
  // The PVA writes windows-1252; many ERPs UTF-8 (with or without BOM): the name must read right either way.
  const body = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  const cut = body.lastIndexOf(10);
  const whole = cut > 0 ? body.subarray(0, cut) : body;
  const text = new TextDecoder(isUtf8(whole) ? 'utf-8' : 'windows-1252').decode(whole);
  if (!text.startsWith('|0000|')) return null;
  const lines = text.split(/\r\n|\n|\r/);
  const d = detectSped(lines[0]!.slice(1).split('|'));
  if (!d || !isValidCnpj(d.cnpj)) return null;
  let regime: ClientRegime | null = null;
  if (d.sped === 'efd_contribuicoes') {
    const i = lines.findIndex((l) => l.startsWith('|0110|'));
    if (i > 0) {
      const v = lines[i]!.split('|');
      try {
        regime = regimeFrom0110({ codIncTrib: v[2] ?? '', indAproCred: v[3] ?? '', indRegCum: v[5] ?? '', line: i + 1 }).regime;
      } catch {
        regime = null; // an invalid COD_INC_TRIB is the PIS/COFINS check's finding, not the register's
      }
    }
  }
  const nome = d.name.trim();
  return {
    cnpj: d.cnpj,
    nome: nome || d.cnpj,
    uf: isUf(d.uf) ? d.uf : null,
    competencia: competenciaFromSpedDate(d.dtIni),
    regime,
    origem: d.sped === 'efd_contribuicoes' ? 'registro 0000 da EFD-Contribuições' : 'registro 0000 da EFD ICMS/IPI',
  };
}

/** `identityFromSpedHead` on a file (.txt or .zip with one EFD); reads at most 64 KB of it. */
export async function readSpedIdentity(path: string): Promise<FileIdentity | null> {
  const head = await spedHead(path);
  return head ? identityFromSpedHead(head) : null;
}
