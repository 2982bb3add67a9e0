import { DELETED_MEMBER_ID } from './check-storage';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordActivity } from '../activity/record-activity';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { refundFor } from '../credits/ledger';
import { checkLeases, checks, user } from '../db/schema';
import { EngineDiedError, EngineRunError, EngineStoppedError } from '../engine/engine-messages';
import { emailHtml } from '../mail/mailer';
import type { CheckKind, CheckRow } from './check-kind';
import { announceCheck } from './check-changes';
import { checkKind } from './check-kinds';
import { gatherReportContext } from './report-context';

export const CHECK_JOB = 'verificacao.executar';

export function defineCheckJob(ctx: AppContext): void {
  ctx.jobs.define({
    name: CHECK_JOB,
    payload: z.object({ checkId: z.string().uuid() }),
    retryLimit: 0,
    expireInSeconds: 2 * 60 * 60,
    handler: ({ checkId }) => runCheck(ctx, checkId),
  });
}

const GENERIC_FAILURE = 'Ocorreu um erro ao processar o arquivo. Os créditos foram devolvidos; tente novamente.';
/** A check is started at most this many times (first run + one retry after its engine or worker died). */
export const MAX_CHECK_ATTEMPTS = 2;
export const INTERRUPTED_FAILURE =
  'O processamento foi interrompido duas vezes (o arquivo pode exceder o limite de memória do processamento). Os créditos foram devolvidos; confira o arquivo e envie-o novamente.';

/**
 * The job-taking side of a check: the engine work runs in the engine child (ctx.engine); this process
 * does every database write. Idempotent: a finished check is left alone. Any failure refunds; an engine
 * that dies mid-run gets one more try (MAX_CHECK_ATTEMPTS), counted in check_leases across restarts.
 */
export async function runCheck(ctx: AppContext, checkId: string): Promise<void> {
  const [row] = await ctx.db.select().from(checks).where(eq(checks.id, checkId));
  if (!row || row.status === 'concluido' || row.status === 'erro') return;
  const kind = checkKind(row.kind);
  if (!kind) return failCheck(ctx, row, 'Tipo de conferência desconhecido.', null);
  let attempts = await claimLease(ctx, checkId);
  if (attempts > MAX_CHECK_ATTEMPTS) return failCheck(ctx, row, INTERRUPTED_FAILURE, kind);
  await ctx.db.update(checks).set({ status: 'processando', stage: 'Processando... 0%', progress: 0, startedAt: new Date() }).where(eq(checks.id, checkId));
  await announceCheck(ctx.db, checkId);
  const progress = throttledProgress(ctx, checkId);
  const gathered = { ...(kind.gather ? await kind.gather(row, ctx) : {}), report: await gatherReportContext(ctx, row) };
  for (;;) {
    try {
      const out = await ctx.engine.run({ check: row, files: row.inputKeys.map((key) => ({ key })), gathered }, progress.report);
      await progress.flush();
      const [done] = await ctx.db
        .update(checks)
        .set({
          status: 'concluido',
          progress: 100,
          stage: 'Concluído',
          summary: out.summary,
          resultKey: out.resultKey,
          reportXlsxKey: out.reportXlsxKey,
          reportPdfKey: out.reportPdfKey,
          finishedAt: new Date(),
        })
        // Only an open check: one the sweeper already failed and refunded stays failed.
        .where(and(eq(checks.id, checkId), inArray(checks.status, OPEN)))
        .returning({ id: checks.id });
      await announceCheck(ctx.db, checkId);
      if (done) await finishedSideEffects(ctx, row, kind, out.summary);
      return;
    } catch (err) {
      if (err instanceof EngineDiedError && attempts < MAX_CHECK_ATTEMPTS) {
        ctx.log.warn({ checkId, attempt: attempts }, `${err.message}: a verificação será repetida`);
        attempts = await claimLease(ctx, checkId);
        continue;
      }
      progress.stop();
      await progress.flush();
      // Shutting down: the lease goes stale and the sweeper of the next start runs the check again.
      if (err instanceof EngineStoppedError) return;
      if (err instanceof EngineDiedError) {
        ctx.log.error({ checkId }, `${err.message}: verificação encerrada com estorno após ${attempts} tentativas`);
        return failCheck(ctx, row, INTERRUPTED_FAILURE, kind);
      }
      const msg = err instanceof EngineRunError ? err.userMessage : null;
      if (!msg) ctx.log.error({ err, checkId }, 'verificação falhou');
      return failCheck(ctx, row, msg ? `${msg} Os créditos foram devolvidos.` : GENERIC_FAILURE, kind);
    }
  }
}

const OPEN: CheckRow['status'][] = ['aguardando', 'processando'];

/** Records that this process runs the check now; returns how many times it has been started. */
async function claimLease(ctx: AppContext, checkId: string): Promise<number> {
  const [lease] = await ctx.db
    .insert(checkLeases)
    .values({ checkId, workerId: ctx.workerId, attempts: 1 })
    .onConflictDoUpdate({ target: checkLeases.checkId, set: { workerId: ctx.workerId, attempts: sql`${checkLeases.attempts} + 1`, beatAt: sql`now()` } })
    .returning({ attempts: checkLeases.attempts });
  return lease?.attempts ?? 1;
}

/** Fails a check that is not running any more (see sweep-checks.ts). */
export async function runCheckFailure(ctx: AppContext, row: CheckRow, message: string): Promise<void> {
  await failCheck(ctx, row, message, checkKind(row.kind) ?? null);
}

/** Fails and refunds an open check. Only the caller that closes it refunds and notifies: never twice. */
async function failCheck(ctx: AppContext, row: CheckRow, message: string, kind: CheckKind | null): Promise<void> {
  const [closed] = await ctx.db
    .update(checks)
    .set({ status: 'erro', stage: 'Erro', errorMessage: message, finishedAt: new Date() })
    .where(and(eq(checks.id, row.id), inArray(checks.status, OPEN)))
    .returning({ id: checks.id });
  if (!closed) return;
  await announceCheck(ctx.db, row.id);
  const label = kind?.label ?? 'Conferência';
  const userId = row.userId ?? DELETED_MEMBER_ID;
  await refundFor(ctx.db, { officeId: row.officeId, userId, refType: 'check', refId: row.id, description: `Estorno — ${label}: ${row.fileName}` });
  await recordActivity(ctx.db, { userId, officeId: row.officeId, type: `check_${row.kind}`, title: `${label} — erro`, description: `${row.fileName}: ${message}`, status: 'erro', credits: 0, refId: row.id });
  await recordAudit(ctx.db, { userId, action: 'verificacao_falhou', module: kind?.moduleId ?? row.kind, details: `${row.fileName}: ${message}` });
  await notify(ctx, row, `${label}: não foi possível concluir`, [`A conferência do arquivo ${row.fileName} não pôde ser concluída.`, message]);
}

async function finishedSideEffects(ctx: AppContext, row: CheckRow, kind: CheckKind, summary: Record<string, unknown>): Promise<void> {
  const text = kind.describe(summary);
  const userId = row.userId ?? DELETED_MEMBER_ID;
  await recordActivity(ctx.db, { userId, officeId: row.officeId, type: `check_${row.kind}`, title: `${kind.label} concluída`, description: `${row.fileName}: ${text}`, status: 'concluido', credits: row.creditsCharged, refId: row.id });
  await recordAudit(ctx.db, { userId, action: 'verificacao_concluida', module: kind.moduleId, details: `${row.fileName}: ${text}` });
  await notify(ctx, row, `${kind.label} concluída`, [`A conferência do arquivo ${row.fileName} foi concluída.`, text]);
}

/** E-mail on completion only for users who asked for it (Configurações). Never fails the check. */
async function notify(ctx: AppContext, row: CheckRow, subject: string, lines: string[]): Promise<void> {
  try {
    if (!row.userId) return;
    const [u] = await ctx.db.select({ email: user.email, name: user.name, notify: user.notifyOnCheck }).from(user).where(eq(user.id, row.userId));
    if (!u?.notify) return;
    const path = row.kind === 'escrituracao' ? 'escrituracao' : row.kind;
    const url = `${ctx.env.APP_URL}/dashboard/${path}?tarefa=${row.id}`;
    await ctx.mailer.send({
      to: u.email,
      subject: `Apura — ${subject}`,
      text: `Olá, ${u.name}.\n\n${lines.join('\n')}\n\nVeja o resultado: ${url}`,
      html: emailHtml(subject, [`Olá, ${u.name}.`, ...lines], { label: 'Ver resultado', url }),
    });
  } catch (err) {
    ctx.log.warn({ err }, 'falha ao enviar e-mail de verificação');
  }
}

/** Progress goes to the database (so SSE works across processes) at most every 400 ms or 1%. */
function throttledProgress(ctx: AppContext, checkId: string) {
  let last = -1;
  let lastAt = 0;
  let pending: { pct: number; stage: string } | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const write = (pct: number, stage: string) => {
    writing = writing
      .then(() => ctx.db.update(checks).set({ progress: pct, stage }).where(eq(checks.id, checkId)))
      .then(() => announceCheck(ctx.db, checkId))
      .catch(() => undefined);
  };
  return {
    report(percent: number, stage?: string) {
      if (stopped) return;
      const pct = Math.max(0, Math.min(99, Math.floor(percent)));
      const label = stage ?? `Processando... ${pct}%`;
      const now = Date.now();
      if (pct === last && now - lastAt < 400) return;
      if (now - lastAt < 400 && pct - last < 1) {
        pending = { pct, stage: label };
        return;
      }
      last = pct;
      lastAt = now;
      pending = null;
      write(pct, label);
    },
    async flush() {
      if (pending) write(pending.pct, pending.stage);
      await writing;
    },
    stop() {
      stopped = true;
    },
  };
}
