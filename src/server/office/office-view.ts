import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invitation, member, organization, user } from '../db/schema';
import { notFound } from '../http/errors';
import { formatCnpj } from '../analista-pro/companies/company-service';
import { isOfficeRole, type OfficeRole } from './office-roles';

const roleOf = (r: string): OfficeRole => (isOfficeRole(r) ? r : 'leitura');

/** GET /api/escritorio: the office, its members, and (for the titular) its pending invitations. */
export async function officeView(db: Db, viewer: { id: string; officeId: string; officeRole: OfficeRole }) {
  const [o] = await db.select().from(organization).where(eq(organization.id, viewer.officeId));
  if (!o) throw notFound('Escritório não encontrado.');
  const members = await db
    .select({ id: member.id, userId: member.userId, role: member.role, createdAt: member.createdAt, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, o.id))
    .orderBy(asc(member.createdAt), asc(member.id));
  const pending =
    viewer.officeRole === 'titular'
      ? await db
          .select()
          .from(invitation)
          .where(and(eq(invitation.organizationId, o.id), eq(invitation.status, 'pending'), gt(invitation.expiresAt, new Date())))
          .orderBy(desc(invitation.createdAt))
      : [];
  return {
    id: o.id,
    nome: o.name,
    cnpj: o.cnpj,
    cnpjFormatado: o.cnpj ? formatCnpj(o.cnpj) : null,
    logo: o.logoKey ? o.logo : null,
    papel: viewer.officeRole,
    membros: members.map((m) => ({
      id: m.id,
      usuarioId: m.userId,
      nome: m.name,
      email: m.email,
      papel: roleOf(m.role),
      desde: m.createdAt.toISOString(),
      voce: m.userId === viewer.id,
    })),
    convites: pending.map((i) => ({ id: i.id, email: i.email, papel: roleOf(i.role ?? ''), expiraEm: i.expiresAt.toISOString(), criadoEm: i.createdAt.toISOString() })),
  };
}
