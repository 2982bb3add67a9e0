import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { activities, checks, creditLedger, user } from '../../src/server/db/schema';

/**
 * An office's history, written straight into the database while the app is stopped (PGlite allows one
 * process per data directory): the bench user's `checksPerUser` checks over the last six months with
 * their debits, refunds and activities, a few purchases and sign-ins, and the same for `otherUsers`
 * colleagues, so every query has other users' rows to skip. Old checks carry no files (retention).
 */
export async function seedHistory(db: Db, opts: { userId: string; finishedCheckId: string; checksPerUser: number; otherUsers: number; now?: Date }) {
  const now = opts.now ?? new Date();
  let seed = 17;
  // Deterministic, so two runs measure the same data.
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const [finished] = await db.select().from(checks).where(eq(checks.id, opts.finishedCheckId));
  if (!finished) throw new Error(`verificação ${opts.finishedCheckId} não encontrada para copiar`);

  const users = [opts.userId];
  for (let i = 0; i < opts.otherUsers; i++) {
    const id = randomUUID();
    users.push(id);
    await db.insert(user).values({ id, name: `Colega ${i + 1}`, email: `colega${i + 1}-${id.slice(0, 8)}@carga.test`, emailVerified: true, createdAt: daysAgo(now, 200) });
  }

  const kinds = ['ncm', 'ncm', 'ncm', 'pis-cofins', 'escrituracao', 'reforma'] as const;
  const files = Array.from({ length: 30 }, (_, i) => `produtos_filial_${String(i + 1).padStart(2, '0')}`);
  for (const userId of users) {
    const checkRows: (typeof checks.$inferInsert)[] = [];
    const ledgerRows: (typeof creditLedger.$inferInsert)[] = [];
    const activityRows: (typeof activities.$inferInsert)[] = [];
    for (let p = 0; p < 6; p++) {
      const at = daysAgo(now, 180 - p * 30);
      ledgerRows.push({ userId, officeId: userId, amount: 100, kind: 'compra', description: 'Compra de 100 créditos', refType: 'pedido', refId: randomUUID(), createdAt: at });
    }
    const own = userId === opts.userId ? opts.checksPerUser - 1 : opts.checksPerUser;
    for (let i = 0; i < own; i++) {
      const id = randomUUID();
      const kind = kinds[Math.floor(rand() * kinds.length)]!;
      const createdAt = daysAgo(now, rand() * 180);
      const failed = rand() < 0.07;
      const base = files[Math.floor(rand() * files.length)]!;
      const fileName = rand() < 0.4 ? `${base} (corrigido).xlsx` : `${base}.xlsx`;
      const cost = kind === 'ncm' ? 1 : 2;
      const errors = Math.floor(rand() * 40);
      checkRows.push({
        id,
        userId,
        officeId: userId,
        kind,
        status: failed ? 'erro' : 'concluido',
        progress: 100,
        stage: failed ? 'Erro' : 'Concluído',
        fileName,
        fileSize: 20_000 + Math.floor(rand() * 2_000_000),
        inputKeys: [],
        params: finished.params,
        summary: failed ? null : { total: 500 + errors * 10, errors, warnings: Math.floor(rand() * 60), suggestions: Math.floor(rand() * 20) },
        errorMessage: failed ? 'O arquivo não pôde ser lido. Os créditos foram devolvidos.' : null,
        creditsCharged: cost,
        createdAt,
        startedAt: createdAt,
        finishedAt: new Date(createdAt.getTime() + 4_000),
      });
      ledgerRows.push({ userId, officeId: userId, amount: -cost, kind: 'debito', description: `Conferência ${kind}: ${fileName}`, refType: 'check', refId: id, createdAt });
      if (failed) ledgerRows.push({ userId, officeId: userId, amount: cost, kind: 'estorno', description: `Estorno: ${fileName}`, refType: 'check', refId: id, createdAt: new Date(createdAt.getTime() + 5_000) });
      activityRows.push({ userId, officeId: userId, type: `check_${kind}`, title: failed ? 'Conferência — erro' : 'Conferência concluída', description: fileName, status: failed ? 'erro' : 'concluido', credits: failed ? 0 : cost, refId: id, createdAt: new Date(createdAt.getTime() + 4_000) });
    }
    for (let i = 0; i < 60; i++) activityRows.push({ userId, officeId: userId, type: 'login', title: 'Login realizado', status: 'info', createdAt: daysAgo(now, rand() * 180) });
    // Batches keep each statement well under PostgreSQL's parameter limit.
    for (const batch of chunks(checkRows, 200)) await db.insert(checks).values(batch);
    for (const batch of chunks(ledgerRows, 500)) await db.insert(creditLedger).values(batch);
    for (const batch of chunks(activityRows, 500)) await db.insert(activities).values(batch);
  }
  return { users: users.length };
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
