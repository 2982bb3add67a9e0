/** Severity shared by every check. 'suggestion' is used only by the NCM check. */
export type FindingType = 'error' | 'warning' | 'suggestion';

/** Fields every finding carries, whatever the check. `line` is what the user sees (sheet row or file line, 1-based). */
export interface BaseFinding {
  type: FindingType;
  code: string;
  line: number;
}
