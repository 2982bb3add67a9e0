import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { organization } from '../db/schema';

export interface OfficeBranding {
  /** Razão social (or the name the titular gave the office). */
  name: string;
  /** 14 characters, unformatted, when the titular filled it. */
  cnpj?: string;
  /** The logo as PNG bytes, ready for pdfmake/exceljs. */
  logoPng?: Buffer;
}

/** What a report shows about the office that produced it (settings page "Escritório"). */
export async function officeBranding(ctx: AppContext, officeId: string): Promise<OfficeBranding> {
  const [o] = await ctx.db.select({ name: organization.name, cnpj: organization.cnpj, logoKey: organization.logoKey }).from(organization).where(eq(organization.id, officeId));
  if (!o) return { name: '' };
  const out: OfficeBranding = { name: o.name };
  if (o.cnpj) out.cnpj = o.cnpj;
  if (o.logoKey && (await ctx.storage.size(o.logoKey)) !== null) out.logoPng = await ctx.storage.get(o.logoKey);
  return out;
}
