import type { CheckKind, CheckKindId } from './check-kind';

const kinds = new Map<CheckKindId, CheckKind>();

/** Each check domain registers its kind once at start-up (see http/routes.ts). */
export function registerCheckKind(kind: CheckKind): void {
  kinds.set(kind.kind, kind);
}

export function checkKind(id: CheckKindId): CheckKind | undefined {
  return kinds.get(id);
}
