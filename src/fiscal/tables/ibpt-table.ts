/** Approximate tax burden (Lei 12.741/2012) of one NCM, in percent. */
export interface IbptEntry {
  code: string;
  ex: string | null;
  description: string;
  federalNacional: number;
  federalImportado: number;
  estadual: number;
  municipal: number;
}

export interface IbptMeta {
  versao: string;
  validFrom: string | null;
  validTo: string | null;
  fonte: string;
}

/** IBPT "De Olho no Imposto" rows of tipo 0 (NCM) only; NBS and LC 116 rows share codes and are ignored. */
export class IbptTable {
  private readonly byCode = new Map<string, IbptEntry[]>();

  constructor(
    entries: IbptEntry[],
    readonly meta: IbptMeta,
  ) {
    for (const e of entries) {
      const list = this.byCode.get(e.code);
      if (list) list.push(e);
      else this.byCode.set(e.code, [e]);
    }
  }

  get size(): number {
    return this.byCode.size;
  }

  /** Entries for the code; the one without Ex first. */
  get(code: string): IbptEntry[] {
    return this.byCode.get(code) ?? [];
  }
}
