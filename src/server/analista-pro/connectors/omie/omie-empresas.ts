import type { ErpEmpresa, ListOptions } from '../types';
import { fetchAllPages } from './omie-pages';
import { regimeFromOmie } from './omie-regime';
import type { OmieTransport } from './omie-transport';

interface EmpresasPage {
  pagina: number;
  total_de_paginas: number;
  registros: number;
  total_de_registros: number;
  empresas_cadastro?: Record<string, unknown>[];
}

const PAGE_SIZE = 500;

function text(v: unknown): string | null {
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  return s === '' ? null : s;
}

export function toEmpresa(raw: Record<string, unknown>): ErpEmpresa {
  const digits = String(raw.cnpj ?? '').replace(/\D/g, '');
  const { regime, origem } = regimeFromOmie(raw);
  return {
    cnpj: digits.length === 14 ? digits : digits === '' ? null : digits,
    razaoSocial: text(raw.razao_social) ?? '',
    nomeFantasia: text(raw.nome_fantasia),
    regime,
    regimeOrigem: origem,
    raw,
  };
}

export async function listarEmpresas(t: OmieTransport, opts: ListOptions = {}): Promise<ErpEmpresa[]> {
  const rows = await fetchAllPages(async (pagina, signal) => {
    const r = await t.call<EmpresasPage>('geral/empresas', 'ListarEmpresas', { pagina, registros_por_pagina: PAGE_SIZE }, { signal });
    return { ...r, items: r.empresas_cadastro ?? [] };
  }, opts);
  return rows.map(toEmpresa);
}
