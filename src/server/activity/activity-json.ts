import type { activities } from '../db/schema';

type ActivityRow = typeof activities.$inferSelect;

/** Check kind (activity type 'check_<kind>') → its page; the result reopens with ?tarefa=<check id>. */
const CHECK_PAGE: Record<string, string> = { check_ncm: 'ncm', 'check_pis-cofins': 'pis-cofins', check_escrituracao: 'escrituracao', check_reforma: 'reforma' };

/** Where the item opens: a check's result; null for sign-ins, credits, Analista PRO events (their refId is not always a run). */
export function activityLink(a: Pick<ActivityRow, 'type' | 'refId'>): string | null {
  if (!a.refId) return null;
  const page = CHECK_PAGE[a.type];
  if (page) return `/dashboard/${page}?tarefa=${encodeURIComponent(a.refId)}`;
  return null;
}

/**
 * The dashboard shows one line per check: a start event ('processando') is left out once a newer event
 * of the same check (its outcome) is in the list, so 'Iniciada' never sits next to 'concluída'.
 */
export function latestPerRef(rows: ActivityRow[]): ActivityRow[] {
  const seen = new Set<string>();
  return rows.filter((a) => {
    if (!a.refId) return true;
    const key = `${a.type}:${a.refId}`;
    const dup = seen.has(key);
    seen.add(key);
    return !dup;
  });
}

export function activityJson(a: ActivityRow) {
  return {
    id: a.id,
    tipo: a.type,
    titulo: a.title,
    descricao: a.description,
    status: a.status,
    creditos: a.credits,
    data: a.createdAt.toISOString(),
    link: activityLink(a),
  };
}
