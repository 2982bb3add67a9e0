export interface CfopEntry {
  code: string;
  name: string;
  direction: 'entrada' | 'saida';
}

export class CfopTable {
  private readonly byCode = new Map<string, CfopEntry>();

  constructor(records: { code: string; name: string; type_in_out: string }[]) {
    for (const r of records) {
      const code = r.code.replace(/\D/g, '');
      if (code.length !== 4) continue;
      this.byCode.set(code, { code, name: r.name.trim(), direction: r.type_in_out === 'in' ? 'entrada' : 'saida' });
    }
  }

  get size(): number {
    return this.byCode.size;
  }

  get(code: string): CfopEntry | undefined {
    return this.byCode.get(code.replace(/\D/g, ''));
  }
}
