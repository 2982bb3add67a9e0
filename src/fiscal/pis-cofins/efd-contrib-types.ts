/** What the PIS/COFINS check says about an EFD-Contribuições input (result `detalhes.sped`). */
export interface EfdContribOrigem {
  tipo: 'efd-contribuicoes';
  /** COD_VER of 0000 (layout version). */
  versao: string;
  /** Period of 0000 (DT_INI/DT_FIN) as dd/mm/aaaa. */
  periodo: { inicio: string; fim: string };
  cnpj: string;
  nome: string;
  /** pt-BR: where the regime came from, e.g. "0110, COD_INC_TRIB = 1 (exclusivamente não cumulativo)". */
  regimeOrigem: string;
  /** Item lines read, by register (C170, C175, C181/C185, A170, F100). */
  registros: Record<string, number>;
  /** Registers with PIS/COFINS summed for the apuração check only (no rule runs on them item by item). */
  somenteApuracao: Record<string, number>;
  /** Items left out because their document is cancelled/denied/unused (C100/A100 COD_SIT 02–05). */
  itensDocumentosCancelados: number;
  /** The Σ items × apuração (M210/M610) check: what was compared, or why it was not done. */
  apuracao: { conferida: boolean; nota: string };
}
