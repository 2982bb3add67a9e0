/**
 * The office a user's NCM decisions belong to. Until offices (organizations, issue 18) exist, each account
 * is a one-person office and its id is the user's id; this is the one place to change then (ADR 011).
 */
export function officeIdOf(userId: string): string {
  return userId;
}
