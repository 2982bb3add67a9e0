import { inArray } from 'drizzle-orm';
import { formatCnpj } from '../analista-pro/companies/company-service';
import type { Db } from '../db/client';
import { clients } from '../db/schema';

export interface CheckClientLabel {
  id: string;
  razao_social: string;
  cnpj_formatado: string;
}

/** Names of the clients a list of checks is filed under (one query), for result pages and recent lists. */
export async function clientsOfChecks(db: Db, rows: { clientId: string | null }[]): Promise<Map<string, CheckClientLabel>> {
  const ids = [...new Set(rows.map((r) => r.clientId).filter((x): x is string => !!x))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: clients.id, razaoSocial: clients.razaoSocial, cnpj: clients.cnpj }).from(clients).where(inArray(clients.id, ids));
  return new Map(found.map((c) => [c.id, { id: c.id, razao_social: c.razaoSocial, cnpj_formatado: formatCnpj(c.cnpj) }]));
}
