/**
 * What a file really is, from its first bytes: ERPs save CSV or HTML with an .xls/.xlsx name,
 * and users rename files, so the extension only says the upload is meant to be a spreadsheet.
 */

export type SniffedFormat =
  | 'zip' // .xlsx/.xlsm/.ods (or another zip)
  | 'cfb' // OLE compound file: .xls BIFF8, or an encrypted (password) .xlsx
  | 'biff' // very old raw BIFF2-5 .xls
  | 'markup' // HTML table or XML Spreadsheet 2003; also SYLK and DIF, the other text workbooks Excel writes
  | 'pdf'
  | 'binary' // something else that is not text
  | 'text'; // CSV / TXT

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(buf: Buffer, bytes: number[]): boolean {
  return bytes.every((b, i) => buf[i] === b);
}

export function sniffFormat(head: Buffer): SniffedFormat {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(head, CFB_MAGIC)) return 'cfb';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (head[0] === 0x09 && [0x00, 0x02, 0x04, 0x08].includes(head[1] ?? -1)) return 'biff';
  const utf16 = head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : utf16WithoutBom(head);
  if (!utf16 && head.includes(0) && !isTextWithNuls(head)) return 'binary';
  // Excel's "Página da Web" and some ERPs write their HTML "Excel" in UTF-16: look at it as text too.
  const start = utf16 ? new TextDecoder(utf16).decode(head.subarray(0, 1024)) : head.subarray(0, 512).toString('latin1');
  const text = start.replace(/^(\u00ef\u00bb\u00bf|\ufeff)/, '').trimStart();
  if (/^<(\?xml|!doctype|html|table|head|body|meta|style|workbook|ss:workbook)/i.test(text)) return 'markup';
  // SYLK ("ID;P…", Excel's and Delphi grids' "Excel" export) and DIF: as CSV they would be read as
  // garbage rows ('C;Y1;X1;K"NCM"') instead of failing.
  if (/^ID;P/.test(text) || /^TABLE\r?\n0,1\r?\n/.test(text)) return 'markup';
  return 'text';
}

/**
 * Text with zero bytes: Delphi/Clipper exports pad fixed-width fields with NUL, and files copied from
 * a pre-allocated buffer end in a run of them. Binary files have other control bytes too; here, zeros
 * aside, nearly every byte must be printable (or tab, line break, form feed, DOS end-of-file).
 */
function isTextWithNuls(head: Buffer): boolean {
  let printable = 0;
  let control = 0;
  for (const b of head) {
    if (b === 0) continue;
    if ((b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13 && b !== 26) || b === 0x7f) control++;
    else printable++;
  }
  return printable >= 8 && control * 100 <= printable;
}

/** An encrypted OOXML file is a CFB container with an "EncryptedPackage" stream (name stored in UTF-16LE). */
export function isEncryptedOoxml(head: Buffer): boolean {
  return head.includes(Buffer.from('EncryptedPackage', 'utf16le'));
}

/**
 * UTF-16 text without a byte-order mark (some ERP and database exports): Latin text has a zero in
 * every other byte, at odd offsets for little-endian and even ones for big-endian. Binary files
 * have zeros too, but not in one parity almost exclusively.
 */
export function utf16WithoutBom(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(head.length, 1024) & ~1;
  if (n < 8) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) zeroEven++;
    if (head[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  if (zeroOdd >= pairs * 0.7 && zeroEven === 0) return 'utf-16le';
  if (zeroEven >= pairs * 0.7 && zeroOdd === 0) return 'utf-16be';
  return null;
}
