/**
 * Who a check's reports are for (src/sheets/report-context.ts). Read in the job-taking process, since the
 * engine child has no database, and handed to the kind in `gathered.report`.
 * The office's name and logo (Escritório settings), and the check's client and competência (issue 18, item 7).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportContext } from '../../sheets/report-context';
import type { AppContext } from '../context';
import { clients } from '../db/schema';
import { formatCnpj } from '../analista-pro/companies/company-service';
import { officeBranding } from '../office/office-branding';
import type { CheckRow } from './check-kind';

export async function gatherReportContext(ctx: AppContext, row: CheckRow): Promise<ReportContext> {
  const out: ReportContext = {};
  const office = await officeBranding(ctx, row.officeId);
  if (office.name) out.officeName = office.name;
  if (office.logoPng) out.officeLogoPng = `data:image/png;base64,${office.logoPng.toString('base64')}`;
  if (row.clientId) {
    const [c] = await ctx.db.select({ name: clients.razaoSocial, cnpj: clients.cnpj }).from(clients).where(eq(clients.id, row.clientId));
    if (c) {
      out.clientName = c.name;
      out.clientCnpj = formatCnpj(c.cnpj);
    }
  }
  // 'AAAA-MM' as the accountant writes it: mm/aaaa.
  if (row.competencia && /^\d{4}-\d{2}$/.test(row.competencia)) out.competencia = `${row.competencia.slice(5)}/${row.competencia.slice(0, 4)}`;
  return out;
}

const reportContextSchema = z.object({
  officeName: z.string().optional(),
  officeLogoPng: z.string().startsWith('data:image/png;base64,').optional(),
  clientName: z.string().optional(),
  clientCnpj: z.string().optional(),
  competencia: z.string().optional(),
});

/** The context in `gathered` (JSON that crossed IPC); an absent or malformed one prints no header fields. */
export function reportContextOf(gathered: Record<string, unknown>): ReportContext {
  const parsed = reportContextSchema.safeParse(gathered.report);
  return parsed.success ? parsed.data : {};
}
