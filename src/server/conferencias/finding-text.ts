import type { CheckKindId } from '../checks/check-kind';
import type { StoredFinding } from './finding-key';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** One pt-BR line saying what a finding is about, for the comparison list (each kind stores other fields). */
export function findingText(kind: CheckKindId, f: StoredFinding): string {
  if (kind === 'ncm') {
    const product = [str(f.product), str(f.description)].filter(Boolean).join(' — ') || 'Produto sem código e descrição';
    return `${product} · NCM ${str(f.currentNCM) || '(vazio)'}`;
  }
  return str(f.message) || str(f.code);
}

/** Where the finding is in its file: 'linha 12', 'NF-e …123456789 item 2', or null (the file as a whole). */
export function findingPlace(f: StoredFinding): string | null {
  if (typeof f.chave === 'string') return `NF-e …${f.chave.slice(-9)} item ${str(f.nItem)}`;
  if (typeof f.line === 'number' && f.line > 0) return `${typeof f.register === 'string' && f.register ? `${f.register} · ` : typeof f.registro === 'string' ? `${f.registro} · ` : ''}linha ${f.line.toLocaleString('pt-BR')}`;
  return null;
}
