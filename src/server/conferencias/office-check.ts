import { eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { CheckRow } from '../checks/check-kind';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { inViewerOffice } from './office-scope';

/**
 * A check of the viewer's office. Another office's check is "not found" (its existence is not told); an
 * admin may read any check (support) but never mark another office's findings.
 */
export async function loadOfficeCheck(ctx: AppContext, viewer: Viewer, id: string, mode: 'ler' | 'marcar'): Promise<CheckRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Conferência não encontrada.');
  const [row] = await ctx.db.select().from(checks).where(eq(checks.id, id));
  if (!row) throw notFound('Conferência não encontrada.');
  if (inViewerOffice(viewer, row)) return row;
  if (viewer.role !== 'admin') throw notFound('Conferência não encontrada.');
  if (mode === 'marcar') throw forbidden('Acesso negado: esta conferência pertence a outro escritório.');
  return row;
}
