import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/**
 * The credit packages offered in 'Comprar': the office's own price list, edited by an admin in
 * /admin/site and kept in `site_settings` (row `pacotes-de-creditos`). There is no online payment: a
 * request is approved by an admin once payment is arranged.
 */
export interface CreditPackage {
  id: string;
  credits: number;
  priceCents: number;
}

const ROW_ID = 'pacotes-de-creditos';

const packageSchema = z.object({
  credits: z.number({ error: 'Informe a quantidade de créditos.' }).int('A quantidade de créditos deve ser um número inteiro.').min(1, 'Cada pacote precisa de ao menos 1 crédito.').max(100_000, 'No máximo 100.000 créditos por pacote.'),
  priceCents: z.number({ error: 'Informe o preço.' }).int('Preço inválido.').min(0, 'O preço não pode ser negativo.').max(100_000_000, 'Preço acima do permitido (R$ 1.000.000,00).'),
});

export const creditPackagesSchema = z
  .array(packageSchema, { error: 'Envie a lista de pacotes.' })
  .min(1, 'Ofereça ao menos um pacote.')
  .max(8, 'No máximo 8 pacotes.')
  .refine((list) => new Set(list.map((p) => p.credits)).size === list.length, 'Dois pacotes com a mesma quantidade de créditos: deixe um só.');

/** First start's list; the office sets its own prices in /admin/site. */
export const DEFAULT_CREDIT_PACKAGES: readonly Omit<CreditPackage, 'id'>[] = [
  { credits: 20, priceCents: 3990 },
  { credits: 50, priceCents: 8990 },
  { credits: 100, priceCents: 15990 },
  { credits: 250, priceCents: 34990 },
];

/** The id is derived from the size: a request keeps its own copy of credits and price anyway. */
const withIds = (list: readonly Omit<CreditPackage, 'id'>[]): CreditPackage[] =>
  [...list].sort((a, b) => a.credits - b.credits).map((p) => ({ id: `pacote-${p.credits}`, credits: p.credits, priceCents: p.priceCents }));

export async function getCreditPackages(db: Db): Promise<CreditPackage[]> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
  const parsed = creditPackagesSchema.safeParse((row?.data as { pacotes?: unknown } | undefined)?.pacotes);
  return withIds(parsed.success ? parsed.data : DEFAULT_CREDIT_PACKAGES);
}

export async function saveCreditPackages(db: Db, list: z.infer<typeof creditPackagesSchema>, by: string): Promise<CreditPackage[]> {
  const data = { pacotes: withIds(list).map(({ credits, priceCents }) => ({ credits, priceCents })) };
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, data, updatedBy: by, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data, updatedBy: by, updatedAt: new Date() } });
  return withIds(list);
}

export async function findPackage(db: Db, id: string): Promise<CreditPackage | undefined> {
  return (await getCreditPackages(db)).find((p) => p.id === id);
}

/** R$ 1.234,56 for e-mails and descriptions written by the server. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
