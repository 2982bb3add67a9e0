/**
 * The credit packages offered in 'Comprar'. Prices are the office's price list in centavos; change them
 * here. There is no online payment: a request is approved by an admin once payment is arranged.
 */
export interface CreditPackage {
  id: string;
  credits: number;
  priceCents: number;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'pacote-20', credits: 20, priceCents: 3990 },
  { id: 'pacote-50', credits: 50, priceCents: 8990 },
  { id: 'pacote-100', credits: 100, priceCents: 15990 },
  { id: 'pacote-250', credits: 250, priceCents: 34990 },
];

export function findPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.id === id);
}

/** R$ 1.234,56 for e-mails and descriptions written by the server. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
