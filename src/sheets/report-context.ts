/**
 * Who a report is for: printed at the top of every PDF and XLSX so the office can hand it to its client.
 * Every field is optional and printed only when present (a check without a client prints no "Cliente").
 */
export interface ReportContext {
  officeName?: string;
  /** The office's logo as a PNG data URL (`data:image/png;base64,…`): plain text, so it crosses the engine's IPC. */
  officeLogoPng?: string;
  clientName?: string;
  /** 14 digits, with or without the mask. */
  clientCnpj?: string;
  /** The period checked, as the user reads it ("01/2025"). */
  competencia?: string;
}

/** 12345678000195 → 12.345.678/0001-95; anything else as given. */
export function maskCnpj(cnpj: string): string {
  const d = cnpj.replace(/\D/g, '');
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : cnpj;
}

/** Label/value pairs of the fields present, in the order they are printed. */
export function reportContextPairs(ctx: ReportContext | undefined): [string, string][] {
  if (!ctx) return [];
  const out: [string, string][] = [];
  if (ctx.officeName) out.push(['Escritório', ctx.officeName]);
  if (ctx.clientName) out.push(['Cliente', ctx.clientName]);
  if (ctx.clientCnpj) out.push(['CNPJ', maskCnpj(ctx.clientCnpj)]);
  if (ctx.competencia) out.push(['Competência', ctx.competencia]);
  return out;
}
