import { eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { checks } from '../db/schema';
import type { CheckRow } from '../checks/check-kind';

/**
 * Which checks belong to an office (the office the check was run in, ADR 016): the one place that says so
 * for the Conferências list and the comparison.
 */
export function officeChecks(officeId: string): SQL {
  return eq(checks.officeId, officeId);
}

/** True when the check was run in the viewer's office. */
export function inViewerOffice(viewer: Viewer, row: CheckRow): boolean {
  return row.officeId === viewer.officeId;
}
