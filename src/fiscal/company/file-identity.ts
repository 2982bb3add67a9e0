/**
 * Whose file this is and which month it covers, as read from the file itself: SPED 0000 (CNPJ, NOME, UF,
 * DT_INI; the regime from EFD-Contribuições 0110) or an NF-e's emitter (emit/CNPJ, xNome, UF, dhEmi, CRT).
 * A check is filed under this client and competência when present; the upload form asks otherwise.
 */
export type ClientRegime = 'simples' | 'lucro-presumido' | 'lucro-real' | 'mei';

export const CLIENT_REGIMES: readonly ClientRegime[] = ['simples', 'lucro-presumido', 'lucro-real', 'mei'];

export interface FileIdentity {
  /** 14 characters, check digits valid (numeric or alphanumeric CNPJ). */
  cnpj: string;
  nome: string;
  uf: string | null;
  /** 'AAAA-MM', or null when the file has no usable date. */
  competencia: string | null;
  regime: ClientRegime | null;
  /** Where it was read, for messages ('registro 0000 da EFD-Contribuições', 'emitente da NF-e'). */
  origem: string;
}

const UFS = new Set(['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO']);

/** The 27 federative units (IBGE); 'EX' (exterior) is not a client's UF. */
export function isUf(v: string): boolean {
  return UFS.has(v);
}
