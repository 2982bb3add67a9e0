export type TablesErrorCode = 'NCM_AUSENTE' | 'NCM_INVALIDA' | 'PASTA_AUSENTE';

/** Reference tables could not be loaded; `message` is pt-BR and safe to show. */
export class TablesError extends Error {
  constructor(
    public readonly code: TablesErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TablesError';
  }
}
