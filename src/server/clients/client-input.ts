import { z } from 'zod';
import { CLIENT_REGIMES, isUf, type ClientRegime } from '../../fiscal/company/file-identity';
import { isValidCnpj } from '../../fiscal/sped/br-docs';

/** 'AB.123.456/0001-90', ' 12345678000195 ' → the 14 characters kept in the register. */
export function cnpjKey(input: string): string {
  return input.replace(/[\s./-]/g, '').toUpperCase();
}

/** pt-BR reason a typed CNPJ is refused, or null when it is valid (check digits, IN RFB 2.229/2024). */
export function cnpjProblem(input: string): string | null {
  const c = cnpjKey(input);
  if (!c) return 'Informe o CNPJ.';
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c)) return `CNPJ "${input.trim()}" inválido: o CNPJ tem 14 caracteres.`;
  return isValidCnpj(c) ? null : `CNPJ "${input.trim()}" inválido: confira os dígitos verificadores.`;
}

export const REGIME_LABELS: Record<ClientRegime, string> = {
  simples: 'Simples Nacional',
  'lucro-presumido': 'Lucro Presumido',
  'lucro-real': 'Lucro Real',
  mei: 'MEI',
};

/** What people write in a spreadsheet's regime column → the register's value; null when not a regime. */
export function regimeFromText(input: string): ClientRegime | null {
  const t = input.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_-]+/g, ' ').trim();
  if (!t) return null;
  if ((CLIENT_REGIMES as readonly string[]).includes(t.replace(/ /g, '-'))) return t.replace(/ /g, '-') as ClientRegime;
  if (/^(simples( nacional)?|sn)$/.test(t)) return 'simples';
  if (/^(lucro )?presumido$|^lp$/.test(t)) return 'lucro-presumido';
  if (/^(lucro )?real$|^lr$/.test(t)) return 'lucro-real';
  if (/^(mei|microempreendedor individual)$/.test(t)) return 'mei';
  return null;
}

const REGIME_MSG = 'Regime inválido: use Simples Nacional, Lucro Presumido, Lucro Real ou MEI.';

/** The body of POST/PUT /api/clientes (messages in pt-BR; the CNPJ's digits are checked). */
export const clientBody = z.object({
  cnpj: z.string({ error: 'Informe o CNPJ.' }).max(30, 'CNPJ inválido: o CNPJ tem 14 caracteres.').superRefine((v, c) => {
    const p = cnpjProblem(v);
    if (p) c.addIssue({ code: 'custom', message: p });
  }),
  razao_social: z.string({ error: 'Informe a razão social.' }).trim().min(2, 'Informe a razão social.').max(200, 'Razão social longa demais (até 200 caracteres).'),
  regime: z.enum(CLIENT_REGIMES as [ClientRegime, ...ClientRegime[]], { error: REGIME_MSG }).nullable().optional(),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isUf(v), 'UF inválida: use a sigla do estado (por exemplo, SP).')
    .nullable()
    .optional(),
  responsavel_id: z.string().max(100).nullable().optional(),
});

export type ClientBody = z.infer<typeof clientBody>;
