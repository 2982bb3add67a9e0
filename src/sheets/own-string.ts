/**
 * A copy of `s` that shares no memory with the text it was cut from. V8 keeps a substring of 13 or more
 * characters as a view into its parent string: a 30-character description from the streaming readers
 * (exceljs/saxes and the CSV parser cut cells out of each decoded chunk) keeps its whole 64 KB chunk alive
 * for as long as a check holds the value. Measured on the 100k-row NCM bench: 25 MB of decoded sheet XML
 * pinned by the descriptions the engine keeps (findings, the file-consistency groups, the matcher caches).
 */
export function ownString(s: string): string {
  // Concatenation then slice makes V8 flatten into a new string the length of `s` plus one; the chunk is freed.
  return s.length < 13 ? s : (' ' + s).slice(1);
}
