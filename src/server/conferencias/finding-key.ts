import { createHash } from 'node:crypto';
import { officeKey } from '../../fiscal/ncm/office-catalogue';
import type { CheckKindId } from '../checks/check-kind';

/** A finding as stored in a check's result JSON (each kind adds its own fields). */
export interface StoredFinding {
  type?: string;
  code?: string;
  line?: number;
  [k: string]: unknown;
}

/** What a Reforma register result says about each line: the product the line's findings are about. */
export interface ReformaItemRef {
  line?: number;
  codigo?: string;
  descricao?: string;
  ncm?: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const digits = (v: unknown): string => text(v).replace(/\D/g, '');
/** 7 digits are an NCM whose leading zero Excel dropped: the same code as the 8-digit one next month. */
const ncm8 = (v: unknown): string => {
  const d = digits(v);
  return d.length === 7 ? `0${d}` : d;
};
const NFE_KEY = /\b\d{44}\b/;

/**
 * A SPED message without its figures (values, counts, dates, line numbers), so "VL_PIS do C100 R$ 10,00
 * difere…" this month matches the same problem with other figures next month. Register codes such as C170
 * keep their digits (a number glued to letters is not a figure).
 */
function messageShape(message: string): string {
  return officeKey(message.replace(/\b\d[\d.,/:-]*\b/g, '#')).replace(/\s+/g, ' ');
}

/**
 * The row's identity, never its line number alone: the same product, document or record in next
 * month's file has other line numbers but the same identity.
 */
function identity(kind: CheckKindId, f: StoredFinding, item: ReformaItemRef | undefined): string {
  switch (kind) {
    case 'ncm':
      // Product code, description and the NCM written in the file (ADR 011 folds descriptions the same way).
      return [officeKey(text(f.product)), officeKey(text(f.description)), ncm8(f.currentNCM)].join('|');
    case 'pis-cofins':
      // The product's treatment, not the note it appeared on: next month's notes have other numbers.
      return [text(f.tributo), officeKey(text(f.produto)), ncm8(f.ncm), digits(f.cfop), text(f.registro)].join('|');
    case 'escrituracao': {
      const message = text(f.message);
      const chave = message.match(NFE_KEY)?.[0];
      return [text(f.register), text(f.field), chave ?? messageShape(message)].join('|');
    }
    case 'reforma':
      if (typeof f.chave === 'string') return `nfe|${f.chave}|${text(f.nItem)}`;
      if (item) return ['item', officeKey(text(item.codigo)), officeKey(text(item.descricao)), ncm8(item.ncm)].join('|');
      return `linha|${text(f.line)}`;
  }
}

const short = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

/**
 * One stable key per finding of a check, in the result's order: kind, code and a hash of the row's identity,
 * plus "#n" for the n-th finding with the same identity in the file (two notes of the same product with the
 * same problem). Keys name no product, so they are safe to put in URLs and logs.
 */
export function findingKeys(kind: CheckKindId, issues: readonly StoredFinding[], reformaItems: readonly ReformaItemRef[] = []): string[] {
  const byLine = new Map<number, ReformaItemRef>();
  for (const it of reformaItems) if (typeof it.line === 'number' && !byLine.has(it.line)) byLine.set(it.line, it);
  const seen = new Map<string, number>();
  return issues.map((f) => {
    const item = typeof f.line === 'number' ? byLine.get(f.line) : undefined;
    const base = `${kind}:${text(f.code) || '?'}:${short(identity(kind, f, item))}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}
