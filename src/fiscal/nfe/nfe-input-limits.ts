/**
 * Bounds on what the NF-e reader inflates and parses, so a small hostile zip (one 600 MB `nota.xml`
 * packed into 611 KB used to end the process with ERR_STRING_TOO_LONG) costs a skip, not the service.
 *
 * One XML: the SEFAZ refuses an authorisation message over 500 KB (MOC 4.00, Anexo I, rejeição 214
 * "Tamanho da mensagem excedeu o limite estabelecido"), and the nfeProc adds only the protocol; 2 MB
 * leaves room for pretty-printed copies. Parsing one costs about 50× its size in memory.
 */
export const MAX_XML_BYTES = 2 * 1024 * 1024;
/** Inflated bytes read in one check, XMLs and inner zips together (about 100 000 real notes). */
export const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
/** XML files read in one check. */
export const MAX_FILES = 100_000;
/** A .zip inside the .zip is inflated to a temporary file up to this size. */
export const MAX_INNER_ZIP_BYTES = 256 * 1024 * 1024;

const mb = (n: number) => (n / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export function xmlTooLargeReason(bytes: number): string {
  return `XML com ${mb(bytes)} MB: uma NF-e autorizada tem no máximo 500 KB (limite da SEFAZ, MOC 4.00, rejeição 214), e arquivos acima de ${mb(MAX_XML_BYTES)} MB não são lidos`;
}

/** The whole input is too large to read in one check: refused as a whole (typed, pt-BR). */
export class NfeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NfeInputError';
  }
}

export function totalTooLarge(): NfeInputError {
  return new NfeInputError(`os XMLs enviados passam de ${mb(MAX_TOTAL_BYTES)} MB descompactados; envie-os em partes (por exemplo, um mês de cada vez)`);
}

export function tooManyFiles(): NfeInputError {
  return new NfeInputError(`foram enviados mais de ${MAX_FILES.toLocaleString('pt-BR')} arquivos XML; envie-os em partes (por exemplo, um mês de cada vez)`);
}
