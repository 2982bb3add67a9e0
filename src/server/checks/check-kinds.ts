import type { CheckKind, CheckKindId } from './check-kind';
import { escrituracaoKind } from './escrituracao/escrituracao-kind';
import { ncmKind } from './ncm/ncm-kind';
import { pisCofinsKind } from './pis-cofins/pis-cofins-kind';
import { reformaKind } from './reforma/reforma-kind';

/**
 * THE list of check kinds. The web process (routes), the job-taking process (run-check) and the engine
 * child (engine-child.ts) all import it, so a kind is known before any worker takes a job. A new kind is
 * one entry here (plus its routes in http/routes.ts and its id in db/schema/checks.ts).
 */
export const CHECK_KINDS: readonly CheckKind[] = [ncmKind, pisCofinsKind, escrituracaoKind, reformaKind];

const kinds = new Map<CheckKindId, CheckKind>(CHECK_KINDS.map((k) => [k.kind, k]));

export function checkKind(id: CheckKindId): CheckKind | undefined {
  return kinds.get(id);
}

/**
 * Test-only: replaces a kind in THIS process (tests/api/check-pipeline.test.ts runs a fake kind with the
 * in-process engine). Production code never calls it, and the engine child never sees the replacement.
 */
export function replaceCheckKindForTest(kind: CheckKind): void {
  kinds.set(kind.kind, kind);
}
