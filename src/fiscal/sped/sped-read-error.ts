/** The SPED file could not be read at all; `message` is pt-BR and safe to show. */
export class SpedReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpedReadError';
  }
}
