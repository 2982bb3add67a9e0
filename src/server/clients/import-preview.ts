import type { ClientRegime } from '../../fiscal/company/file-identity';
import { formatCnpj } from '../analista-pro/companies/company-service';
import type { Db } from '../db/client';
import { clientBody, cnpjKey, regimeFromText } from './client-input';
import { listClients } from './client-service';

/** What an import would write, row by row, before the user confirms (the same shape for every source). */
export interface PreviewRow {
  /** Spreadsheet row, or the file name for a SPED, or the Analista PRO company. */
  origem: string;
  cnpj: string;
  cnpj_formatado: string;
  razao_social: string;
  regime: ClientRegime | null;
  uf: string | null;
  /** 'novo' is created on confirm; 'existente' only completes an empty regime/UF; 'erro' is left out. */
  situacao: 'novo' | 'existente' | 'erro';
  erros: string[];
}

export interface RawClient {
  origem: string;
  cnpj: string;
  razao_social: string;
  /** As written ("Lucro Presumido", "SN", …) or already a register value. */
  regime: string | null;
  uf: string | null;
}

/** Validates each row in pt-BR (CNPJ digits, name, regime, UF), flags repeats and what the office already has. */
export async function previewImport(db: Db, officeId: string, rows: RawClient[]): Promise<PreviewRow[]> {
  const have = new Set((await listClients(db, officeId)).map((c) => c.cnpj));
  const seen = new Map<string, string>();
  return rows.map((r) => {
    const erros: string[] = [];
    const regime = r.regime ? regimeFromText(r.regime) : null;
    if (r.regime && !regime) erros.push(`Regime "${r.regime.slice(0, 40)}" não reconhecido: use Simples Nacional, Lucro Presumido, Lucro Real ou MEI.`);
    const parsed = clientBody.safeParse({ cnpj: r.cnpj, razao_social: r.razao_social, uf: r.uf ?? '' });
    if (!parsed.success) for (const i of parsed.error.issues) erros.push(i.message);
    const cnpj = cnpjKey(r.cnpj);
    const first = seen.get(cnpj);
    if (first && parsed.success) erros.push(`CNPJ repetido: já aparece em ${first}.`);
    if (!first) seen.set(cnpj, r.origem);
    const situacao = erros.length ? 'erro' : have.has(cnpj) ? 'existente' : 'novo';
    return {
      origem: r.origem,
      cnpj,
      cnpj_formatado: formatCnpj(cnpj),
      razao_social: r.razao_social.trim().slice(0, 200),
      regime,
      uf: parsed.success ? parsed.data.uf || null : null,
      situacao,
      erros,
    };
  });
}
