/**
 * Text of an HTML table or XML Spreadsheet 2003 saved as .xls. ERPs write these in windows-1252
 * (often with no charset, or one that lies) and with HTML named entities ("Descri&ccedil;&atilde;o"),
 * neither of which SheetJS handles: given bytes it guesses UTF-8, and it only knows the XML entities.
 * So the bytes are decoded here, like a CSV, and the entities replaced before SheetJS parses the text.
 */
import iconv from 'iconv-lite';
import { utf16WithoutBom } from './detect-format';

/** HTML 4 names of U+00A0..U+00FF, in code point order. */
const LATIN1_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr ' +
  'deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest ' +
  'Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig ' +
  'agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml ' +
  'eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ');

const NAMED: ReadonlyMap<string, string> = new Map([
  ...LATIN1_NAMES.map((n, i): [string, string] => [n, String.fromCodePoint(0xa0 + i)]),
  ['euro', '€'], ['ndash', '–'], ['mdash', '—'], ['lsquo', '‘'], ['rsquo', '’'], ['sbquo', '‚'],
  ['ldquo', '“'], ['rdquo', '”'], ['bdquo', '„'], ['bull', '•'], ['hellip', '…'], ['trade', '™'],
  ['minus', '−'], ['ensp', ' '], ['emsp', ' '], ['thinsp', ' '],
]);

/** Characters that are markup: their entities are left for the parser (`&lt;td&gt;` is text, not a cell). */
const MARKUP_CHARS = new Set(['<', '>', '&', '"', "'"]);

/** Replaces HTML named and numeric character references, except those standing for markup characters. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,7});/g, (whole, ref: string) => {
    let ch: string | undefined;
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // 128–159 are windows-1252 characters in HTML written by Windows programs (&#150; is an en dash).
      if (code >= 0x80 && code <= 0x9f) ch = iconv.decode(Buffer.from([code]), 'win1252');
      else if (code > 0 && code <= 0x10ffff) ch = String.fromCodePoint(code);
    } else ch = NAMED.get(ref);
    return ch === undefined || MARKUP_CHARS.has(ch) ? whole : ch;
  });
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The markup as text: a byte-order mark (or BOM-less UTF-16) decides; otherwise valid UTF-8 is UTF-8
 * and anything else windows-1252 (a declared charset is not trusted: ERPs copy a template's header).
 */
export function decodeMarkup(bytes: Buffer): string {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) text = bytes.subarray(3).toString('utf8');
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = iconv.decode(bytes.subarray(2), 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = iconv.decode(bytes.subarray(2), 'utf-16be');
  else {
    const utf16 = utf16WithoutBom(bytes.subarray(0, 1024));
    if (utf16) text = iconv.decode(bytes, utf16);
    else text = isUtf8(bytes) ? bytes.toString('utf8') : iconv.decode(bytes, 'win1252');
  }
  return decodeHtmlEntities(text);
}
