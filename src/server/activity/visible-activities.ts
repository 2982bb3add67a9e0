import { and, eq, isNull, or, type Placeholder } from 'drizzle-orm';
import { activities } from '../db/schema';

/** What a member sees in the activity feed: the office's entries, plus their own personal ones (sign-ins). */
export const visibleActivities = (viewer: { id: string | Placeholder; officeId: string | Placeholder }) =>
  or(eq(activities.officeId, viewer.officeId), and(eq(activities.userId, viewer.id), isNull(activities.officeId)));
