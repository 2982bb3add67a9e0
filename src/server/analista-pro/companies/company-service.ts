import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companies, erpCredentials, pendingXmls } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Actor } from '../../office/actor';

export type CompanyRow = typeof companies.$inferSelect;
export type Regime = NonNullable<CompanyRow['regime']>;

export function formatCnpj(d: string): string {
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d;
}

/**
 * Shape of GET /api/analista-pro/empresas items (the PIS/COFINS page's company picker reads `id`,
 * `razao_social`, `cnpj_formatado` and `regime`).
 */
export function companyView(c: CompanyRow, extra: { xmlsPendentes?: number; credentialSystem?: string | null } = {}) {
  return {
    id: c.id,
    cnpj: c.cnpj,
    cnpj_formatado: formatCnpj(c.cnpj),
    razao_social: c.razaoSocial,
    regime: c.regime,
    sistema: c.sourceSystem,
    id_externo: c.externalId,
    credencial_id: c.credentialId,
    ultima_sincronizacao: c.lastSyncAt?.toISOString() ?? null,
    xmls_pendentes: extra.xmlsPendentes ?? 0,
    // An Omie key pair linked to the company is what "Conferir NCM dos produtos" needs.
    pode_conferir_ncm: extra.credentialSystem === 'omie',
    criado_em: c.createdAt.toISOString(),
  };
}

export async function listCompanies(ctx: AppContext, officeId: string) {
  const rows = await ctx.db
    .select({ c: companies, system: erpCredentials.system })
    .from(companies)
    .leftJoin(erpCredentials, and(eq(erpCredentials.id, companies.credentialId), eq(erpCredentials.officeId, companies.officeId)))
    .where(eq(companies.officeId, officeId))
    .orderBy(asc(companies.razaoSocial));
  const pend = await ctx.db
    .select({ companyId: pendingXmls.companyId, n: sql<number>`count(*)::int` })
    .from(pendingXmls)
    .where(and(eq(pendingXmls.officeId, officeId), eq(pendingXmls.status, 'pendente')))
    .groupBy(pendingXmls.companyId);
  const byCompany = new Map(pend.map((p) => [p.companyId, Number(p.n)]));
  return rows.map((r) => companyView(r.c, { xmlsPendentes: byCompany.get(r.c.id) ?? 0, credentialSystem: r.system }));
}

/** The company, if it belongs to the office. */
export async function ownedCompany(ctx: AppContext, officeId: string, id: string): Promise<CompanyRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Empresa não encontrada.');
  const [row] = await ctx.db.select().from(companies).where(and(eq(companies.id, id), eq(companies.officeId, officeId)));
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

export interface CompanyUpsert {
  cnpj: string;
  razaoSocial: string;
  regime: Regime | null;
  sourceSystem: string;
  externalId: string | null;
  credentialId: string | null;
}

/**
 * Import from an ERP: insert or refresh by (office, CNPJ). A regime the ERP cannot tell (null) does not
 * erase one the user chose by hand.
 */
export async function upsertImportedCompany(ctx: AppContext, actor: Actor, u: CompanyUpsert): Promise<'nova' | 'atualizada'> {
  const now = new Date();
  const [existing] = await ctx.db.select().from(companies).where(and(eq(companies.officeId, actor.officeId), eq(companies.cnpj, u.cnpj)));
  if (!existing) {
    await ctx.db.insert(companies).values({ ...actor, ...u, lastSyncAt: now });
    return 'nova';
  }
  await ctx.db
    .update(companies)
    .set({ razaoSocial: u.razaoSocial, regime: u.regime ?? existing.regime, sourceSystem: u.sourceSystem, externalId: u.externalId, credentialId: u.credentialId ?? existing.credentialId, lastSyncAt: now, updatedAt: now })
    .where(eq(companies.id, existing.id));
  return 'atualizada';
}
