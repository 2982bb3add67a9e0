import { readNfeInputs } from '../nfe/read-nfe-inputs';
import { isValidCnpj } from '../sped/br-docs';
import { competenciaFromIsoDate } from './competencia';
import { isUf, type ClientRegime, type FileIdentity } from './file-identity';

/**
 * emit/CRT (MOC 4.00, Anexo I, campo C21): 1 = Simples Nacional, 2 = Simples com excesso de sublimite,
 * 4 = MEI (NT 2021.005), 3 = regime normal (Lucro Real or Presumido: the note does not say which).
 */
export function regimeFromCrt(crt: string | undefined): ClientRegime | null {
  if (crt === '1' || crt === '2') return 'simples';
  if (crt === '4') return 'mei';
  return null;
}

/**
 * The emitter of one NF-e XML file (emit/CNPJ, xNome, enderEmit/UF, ide/dhEmi, CRT): whose file it is and
 * its month. Null for anything else (an event, a note issued by a CPF, a file over the reader's limit).
 */
export async function readNfeIdentity(path: string): Promise<FileIdentity | null> {
  // The NF-e reader's own limits apply (2 MB per XML, no DOCTYPE/ENTITY, declared encodings).
  const { notes } = await readNfeInputs([{ path, name: 'nota.xml' }]);
  const d = notes[0];
  if (!d || !isValidCnpj(d.cnpjEmitente)) return null;
  return {
    cnpj: d.cnpjEmitente,
    nome: d.nomeEmitente || d.cnpjEmitente,
    uf: d.ufEmit && isUf(d.ufEmit) ? d.ufEmit : null,
    competencia: competenciaFromIsoDate(d.dhEmi || d.dataEmissao),
    regime: regimeFromCrt(d.crt),
    origem: 'emitente da NF-e',
  };
}
