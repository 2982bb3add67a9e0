import { parseCompetencia } from '../../fiscal/company/competencia';
import type { FileIdentity } from '../../fiscal/company/file-identity';
import { formatCnpj } from '../analista-pro/companies/company-service';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../http/errors';
import { ensureClient, officeClient, type ClientRow } from './client-service';

/** What the upload form said: the client chosen (field `cliente_id`) and the competência typed (`competencia`, mm/aaaa). */
export interface ClientChoice {
  client: ClientRow | null;
  competencia: string | null;
}

/** Reads and checks the form's choice before the file is read: an unknown client or a bad month is refused at once. */
export async function readClientChoice(db: Db, officeId: string, fields: Record<string, string>): Promise<ClientChoice> {
  const id = (fields.cliente_id ?? '').trim();
  const typed = (fields.competencia ?? '').trim();
  const competencia = typed ? parseCompetencia(typed) : null;
  if (typed && !competencia) throw badRequest(`Competência "${typed.slice(0, 20)}" inválida: use mm/aaaa (por exemplo, 03/2026).`);
  return { client: id ? await officeClient(db, officeId, id) : null, competencia };
}

/**
 * A file that names its company (SPED 0000, NF-e emitter) must not be filed under another client: the
 * choice and the file disagreeing is refused before any debit, naming both.
 */
export function assertChoiceMatchesFile(choice: ClientChoice, identity: FileIdentity | null): void {
  if (!identity || !choice.client || choice.client.cnpj === identity.cnpj) return;
  throw new AppError(
    422,
    'CLIENTE_DIFERENTE',
    `O arquivo é de ${identity.nome} (CNPJ ${formatCnpj(identity.cnpj)}, ${identity.origem}), mas o cliente escolhido é ${choice.client.razaoSocial} (CNPJ ${formatCnpj(choice.client.cnpj)}). Escolha o cliente certo ou deixe o campo em branco para usar o do arquivo. Nenhum crédito foi debitado.`,
  );
}

/**
 * The client and competência a check is filed under: the file's own (creating the client when its CNPJ is
 * new to the office, named as in the file), else the form's. Runs inside the debit's transaction, so a
 * refused debit creates no client.
 */
export async function fileUnder(db: Db, officeId: string, choice: ClientChoice, identity: FileIdentity | null): Promise<{ clientId: string | null; competencia: string | null }> {
  if (!identity) return { clientId: choice.client?.id ?? null, competencia: choice.competencia };
  const source = identity.origem.includes('NF-e') ? 'nfe' : 'sped';
  const { row } = await ensureClient(db, officeId, { cnpj: identity.cnpj, razaoSocial: identity.nome.slice(0, 200), regime: identity.regime, uf: identity.uf }, source);
  return { clientId: row.id, competencia: identity.competencia ?? choice.competencia };
}
