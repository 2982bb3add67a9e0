import type { Db } from '../db/client';
import { activities } from '../db/schema';

export interface ActivityInput {
  userId: string;
  /** The office for office-wide entries (checks, credits: every member sees them); omit for personal ones. */
  officeId?: string | null;
  type: string;
  title: string;
  description?: string;
  status?: 'concluido' | 'erro' | 'processando' | 'info';
  credits?: number | null;
  refId?: string | null;
}

export async function recordActivity(db: Db, a: ActivityInput): Promise<void> {
  await db.insert(activities).values({ ...a, description: a.description ?? '', status: a.status ?? 'concluido' });
}
