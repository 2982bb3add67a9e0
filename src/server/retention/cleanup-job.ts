import { checkStoragePrefix } from '../checks/check-storage';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { checks } from '../db/schema';

export const CLEANUP_JOB = 'retencao.limpeza';

/** Files kept this long (days) after a check, as the privacy policy says. */
export const RETENTION_DAYS = 90;

/**
 * Deletes uploaded files and generated reports of checks older than the retention period.
 * The check row (date, counts, credits) stays: it is the user's history and the ledger's reference.
 */
export function defineCleanupJob(ctx: AppContext): void {
  ctx.jobs.define({
    name: CLEANUP_JOB,
    payload: z.object({ olderThanDays: z.number().int().min(0).default(RETENTION_DAYS) }),
    retryLimit: 2,
    handler: async ({ olderThanDays }) => {
      const removed = await cleanupOldCheckFiles(ctx, olderThanDays);
      if (removed) ctx.log.info(`retenção: arquivos de ${removed} verificações antigas removidos`);
    },
  });
}

export async function cleanupOldCheckFiles(ctx: AppContext, olderThanDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanDays * 24 * 60 * 60 * 1000);
  const old = await ctx.db
    .select({ id: checks.id, userId: checks.userId, inputKeys: checks.inputKeys, resultKey: checks.resultKey })
    .from(checks)
    .where(and(lt(checks.createdAt, cutoff), inArray(checks.status, ['concluido', 'erro'])));
  let removed = 0;
  for (const c of old) {
    const prefix = checkStoragePrefix(c);
    await ctx.storage.deletePrefix(prefix);
    await ctx.db
      .update(checks)
      .set({ inputKeys: [], resultKey: null, reportXlsxKey: null, reportPdfKey: null })
      .where(eq(checks.id, c.id));
    removed += 1;
  }
  return removed;
}

/** Daily at 03:00 (São Paulo); pg-boss keeps one schedule per name, so every process may call this. */
export async function scheduleCleanup(ctx: AppContext): Promise<void> {
  await ctx.boss.schedule(CLEANUP_JOB, '0 3 * * *', { olderThanDays: RETENTION_DAYS }, { tz: 'America/Sao_Paulo' });
}
