import type { CheckRow } from './check-kind';

/**
 * Where a check's files live: `users/<member>/checks/<id>`, fixed when it was created. Read back from the
 * stored keys rather than rebuilt from `userId`, which becomes null when that member deletes their account
 * while the check stays with the office (migration 0004).
 */
export function checkStoragePrefix(row: Pick<CheckRow, 'id' | 'userId' | 'inputKeys' | 'resultKey'>): string {
  const marker = `/checks/${row.id}`;
  for (const key of [...row.inputKeys, row.resultKey]) {
    const at = key ? key.indexOf(marker) : -1;
    if (key && at > 0) return key.slice(0, at + marker.length);
  }
  return `users/${row.userId ?? 'conta-excluida'}/checks/${row.id}`;
}

/** `users/<member>` of the member who created the check (see checkStoragePrefix). */
export function checkOwnerFolder(row: Pick<CheckRow, 'id' | 'userId' | 'inputKeys' | 'resultKey'>): string {
  const prefix = checkStoragePrefix(row);
  return prefix.slice(0, prefix.lastIndexOf('/checks/'));
}

/** The id written in the ledger, activities and audit for a check whose member deleted their account. */
export const DELETED_MEMBER_ID = 'conta-excluida';
