import type { FindingSink } from './finding-sink';
import type { RegisterDef } from './layouts/layout-types';

interface Open { code: string; line: number; children: Map<string, number> | null }

/**
 * Register order: block order of the Guia, parent present (the open register one level up),
 * occurrence limits ('1' / '1:1' per parent). Uses a stack indexed by level, so memory is O(depth).
 */
export class HierarchyChecker {
  private stack: Open[] = [];
  /** Number of open levels; slots beyond it are stale objects kept for reuse. */
  private depth = 0;
  private blockIdx = -1;
  private readonly blockOrder: Map<string, number>;
  private readonly orphansReported = new Set<string>();
  private zeroLevel = new Map<string, number>();

  constructor(order: string[], private readonly sink: FindingSink) {
    this.blockOrder = new Map(order.map((b, i) => [b, i]));
  }

  push(def: RegisterDef, line: number): void {
    const { code, level } = def;
    const bi = this.blockOrder.get(code[0]!) ?? -1;
    if (bi >= 0 && bi < this.blockIdx) {
      this.sink.add('error', 'SPED_HIERARQUIA', line, code, '', `registro ${code} fora da ordem dos blocos (o bloco ${code[0]} deve vir antes)`);
    } else if (bi > this.blockIdx) this.blockIdx = bi;

    if (level === 0) {
      const n = (this.zeroLevel.get(code) ?? 0) + 1;
      this.zeroLevel.set(code, n);
      if (n > 1) this.sink.add('error', 'SPED_HIERARQUIA', line, code, '', `registro ${code} repetido (deve ocorrer uma única vez no arquivo)`);
    } else {
      const parent = level - 1 < this.depth ? this.stack[level - 1] : undefined;
      if (!parent ||  parent.code !== def.parent) {
        // Report once per register code: a missing parent would otherwise flag every sibling.
        if (!this.orphansReported.has(code)) {
          this.orphansReported.add(code);
          this.sink.add('error', 'SPED_HIERARQUIA', line, code, '',
            `registro ${code} sem o registro pai ${def.parent || '?'} imediatamente acima na hierarquia` +
            (parent ? ` (encontrado ${parent.code})` : '') + '; demais ocorrências deste caso não são repetidas');
        }
      } else if (def.occurrence === '1' || def.occurrence === '1:1') {
        const ch = (parent.children ??= new Map());
        const n = (ch.get(code) ?? 0) + 1;
        ch.set(code, n);
        if (n === 2) {
          this.sink.add('error', 'SPED_HIERARQUIA', line, code, '',
            `registro ${code} repetido: ocorre no máximo uma vez por registro ${def.parent} (linha ${parent.line})`);
        }
      }
    }
    // Reuse the slot object: one allocation per level instead of one per line.
    const slot = this.stack[level];
    if (slot) { slot.code = code; slot.line = line; slot.children = null; } else this.stack[level] = { code, line, children: null };
    this.depth = level + 1;
  }
}
