import type { creditLedger } from '../db/schema';
import type { PurchaseRequestRow } from './purchase-requests';

/** The JSON shapes of the credits API (the web and the admin panel read these; see the account issue report). */
export function purchaseJson(r: PurchaseRequestRow) {
  return {
    id: r.id,
    pacoteId: r.packageId,
    creditos: r.credits,
    precoCentavos: r.priceCents,
    status: r.status,
    observacao: r.note,
    criadoEm: r.createdAt.toISOString(),
    decididoEm: r.decidedAt?.toISOString() ?? null,
  };
}

/** One ledger line; `membro` is who the entry is about (who spent, or whose purchase or grant). */
export function ledgerJson(r: { entry: typeof creditLedger.$inferSelect; memberName: string | null; memberEmail: string | null }) {
  const e = r.entry;
  return {
    id: e.id,
    data: e.createdAt.toISOString(),
    descricao: e.description,
    creditos: e.amount,
    tipo: e.kind,
    // A deleted account's entries keep a pseudonym and no name (ADR 004).
    membro: { id: e.userId, nome: r.memberName ?? 'Conta excluída', email: r.memberEmail },
  };
}

/** page/porPagina from a query string, with sane bounds. */
export function pageParams(q: { pagina?: number; porPagina?: number }, defaults = { porPagina: 20 }) {
  const porPagina = Math.min(100, Math.max(1, q.porPagina ?? defaults.porPagina));
  const pagina = Math.max(1, q.pagina ?? 1);
  return { pagina, porPagina, offset: (pagina - 1) * porPagina };
}
