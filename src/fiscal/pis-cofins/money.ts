const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PCT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

export const round2 = (n: number): number => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
/** R$ 1.234,56 (Intl puts a non-breaking space after R$; replaced so messages read the same everywhere). */
export const brl = (n: number): string => BRL.format(n).replace(/\u00a0/g, ' ');
export const pct = (n: number): string => `${PCT.format(n)}%`;
