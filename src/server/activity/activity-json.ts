import type { activities } from '../db/schema';

export function activityJson(a: typeof activities.$inferSelect) {
  return {
    id: a.id,
    tipo: a.type,
    titulo: a.title,
    descricao: a.description,
    status: a.status,
    creditos: a.credits,
    data: a.createdAt.toISOString(),
  };
}
