import { z } from 'zod';

export const pageQuery = {
  pagina: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1),
  porPagina: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100, 'No máximo 100 por página').default(20),
};

export interface Page<T> {
  itens: T[];
  total: number;
  pagina: number;
  porPagina: number;
}

/** `%` and `_` typed by the admin are searched literally, not as LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
