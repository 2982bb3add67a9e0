/**
 * Narrow views of the reference tables that the engines depend on.
 * Engines receive these as parameters, so they stay pure and testable with tiny fakes,
 * and `loadTables` (in this folder) returns an object that implements all of them.
 */

/** Where an 8-digit NCM stands on a given date, across every loaded NCM version. */
export type NcmStatus =
  | { kind: 'vigente'; code: string; description: string; version: TableVersion }
  | { kind: 'extinto'; code: string; description: string; lastVersion: TableVersion; endedOn: string | null; successors: string[] }
  | { kind: 'inexistente'; code: string };

export interface TableVersion {
  /** Stable id, e.g. 'NCM 05/07/2026 (Res. Gecex 812/2025)'. */
  id: string;
  /** Human label shown in reports (pt-BR). */
  label: string;
  /** First day this version is taken as in force, ISO yyyy-mm-dd. */
  validFrom: string;
  /** Last day (ISO) or null when open-ended. */
  validTo: string | null;
  rows: number;
}

export interface NcmValidity {
  /** `code` must be 8 digits (no dots). `date` is the reference date of the row/document. */
  statusOn(code: string, date: Date): NcmStatus;
  /** The NCM version in force on `date` (the newest loaded one whose validFrom ≤ date). */
  versionOn(date: Date): TableVersion;
}
