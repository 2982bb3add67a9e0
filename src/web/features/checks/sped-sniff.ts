/**
 * Which EFD a file's first line opens, read in the browser before the upload, so the PIS/COFINS page
 * knows the regime field is not needed (an EFD-Contribuições brings it in its 0110). The server decides
 * again on the file itself; this only drives the form.
 */
export type SpedSniff = 'efd_contribuicoes' | 'efd_icms_ipi' | null;

const isDate = (v: string | undefined) => !!v && /^\d{8}$/.test(v);

/** From the text of the first bytes: EFD ICMS/IPI has DT_INI/DT_FIN at 0000 fields 04–05, Contribuições at 06–07. */
export function sniffSpedText(head: string): SpedSniff {
  const text = head.replace(/^\ufeff/, '').replace(/^\u00ef\u00bb\u00bf/, '');
  if (!text.startsWith('|0000|')) return null;
  const f = text.split(/\r\n|\n|\r/, 1)[0]!.slice(1).split('|');
  if (isDate(f[3]) && isDate(f[4])) return 'efd_icms_ipi';
  if (isDate(f[5]) && isDate(f[6])) return 'efd_contribuicoes';
  return null;
}

/**
 * A .zip sent to PIS/COFINS can only be an EFD (spreadsheets are not zipped by users): treated as one;
 * the server opens it and says so if it holds none.
 */
export async function sniffSpedFile(file: File): Promise<SpedSniff | 'zip'> {
  if (file.name.toLowerCase().endsWith('.zip')) return 'zip';
  if (!file.name.toLowerCase().endsWith('.txt')) return null;
  const bytes = new Uint8Array(await file.slice(0, 2048).arrayBuffer());
  // Latin-1: every byte is one character, and the 0000 line's fields that matter are ASCII.
  return sniffSpedText(String.fromCharCode(...bytes));
}
