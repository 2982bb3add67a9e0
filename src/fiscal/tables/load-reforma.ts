/**
 * Loads the tax-reform tables (CBS/IBS, LC 214/2025) from TABLES_DIR/reforma (see its README.md) and applies the
 * corrections that README documents. The only file of the reform engine that touches the disk.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadAnexoMap } from './load-reforma-anexos';
import { readCsvObjects } from './load-reforma-csv';
import { TablesError } from './tables-error';
import type { AliquotasAno, CClassTrib, CClassTribVersao, CstIbsCbs, ReformaTables, RegraNt } from './reforma-types';
import type { TableVersion } from './contracts';

const flag = (v: string | undefined): boolean => v === '1';
const num = (v: string | undefined): number => (v ? Number(v.replace(',', '.')) || 0 : 0);
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];

/**
 * CST 810/811 labels: the calculator swaps them; the official table of 12/12/2025 and the CFF export say
 * 810 = "Ajuste de IBS na ZFM", 811 = "Ajustes" (README §3.3). The indicator flags agree in every source.
 */
const CST_LABEL_FIX: Record<string, string> = { '810': 'Ajuste de IBS na ZFM', '811': 'Ajustes' };

function loadCst(dir: string): Map<string, CstIbsCbs> {
  const out = new Map<string, CstIbsCbs>();
  for (const r of readCsvObjects(join(dir, 'cst_ibs_cbs.csv'))) {
    if (r.tributo !== 'IBS/CBS') continue; // IS CSTs start in 2027 and are a different field (CSTIS)
    out.set(r.cst, {
      cst: r.cst, descricao: CST_LABEL_FIX[r.cst] ?? r.descricao,
      gIBSCBS: flag(r.ind_gIBSCBS), gIBSCBSMono: flag(r.ind_gIBSCBSMono), gRed: flag(r.ind_gRed), gDif: flag(r.ind_gDif),
      gTransfCred: flag(r.ind_gTransfCred), gCredPresIBSZFM: flag(r.ind_gCredPresIBSZFM), gAjusteCompet: flag(r.ind_gAjusteCompet),
    });
  }
  return out;
}

function loadCClass(dir: string): Map<string, CClassTrib> {
  const out = new Map<string, CClassTrib>();
  for (const r of readCsvObjects(join(dir, 'cclasstrib.csv'))) {
    const anexoNum = Number(r.anexo);
    out.set(r.cclasstrib, {
      codigo: r.cclasstrib, cst: r.cst, descricao: r.descricao || r.nome_tabela_2025_12_12,
      // pRed of the official table; the calculator's 100 for 410027–410031 is a known defect (README §5).
      pRedIBS: num(r.pRedIBS), pRedCBS: num(r.pRedCBS), tipoAliquota: r.tipo_aliquota,
      gTribRegular: flag(r.ind_gTribRegular), gCredPresOper: flag(r.ind_gCredPresOper), gEstornoCred: flag(r.ind_gEstornoCred),
      gMonoPadrao: flag(r.ind_gMonoPadrao), gMonoReten: flag(r.ind_gMonoReten), gMonoRet: flag(r.ind_gMonoRet), gMonoDif: flag(r.ind_gMonoDif),
      nfe: flag(r.dfe_NFe), nfce: flag(r.dfe_NFCe), artigo: r.lc214_tabela_2025_12_12 ?? '',
      // "Número do Anexo" 1–15 are LC 214 annexes; values ≥ 90000 are unexplained ids (README §2).
      anexo: anexoNum >= 1 && anexoNum <= 15 ? ROMAN[anexoNum]! : null,
    });
  }
  return out;
}

/** Every cClassTrib table version (06/2025 … CFF 04/2026) and the CSTs of each (README §3.3: validity = presence). */
function loadVersoes(dir: string): CClassTribVersao[] {
  const byId = new Map<string, { data: string; codigos: Set<string>; csts: Set<string> }>();
  for (const r of readCsvObjects(join(dir, 'cclasstrib_versoes.csv'))) {
    if (!/^\d{6}$/.test(r.cclasstrib ?? '') || !r.versao) continue; // the mistyped '5100002' of 10/2025 never was a code
    const v = byId.get(r.versao) ?? { data: r.data_tabela, codigos: new Set<string>(), csts: new Set<string>() };
    v.codigos.add(r.cclasstrib);
    v.csts.add(r.cst);
    byId.set(r.versao, v);
  }
  for (const r of readCsvObjects(join(dir, 'cst_ibs_cbs_versoes.csv'))) byId.get(r.versao)?.csts.add(r.cst);
  return [...byId.entries()].map(([id, v]) => ({ id, data: v.data, codigos: v.codigos, csts: v.csts })).sort((a, b) => a.data.localeCompare(b.data));
}

function loadAliquotas(dir: string): Map<number, AliquotasAno> {
  const out = new Map<number, AliquotasAno>();
  for (const r of readCsvObjects(join(dir, 'aliquotas_referencia.csv'))) {
    const ano = Number(r.ano);
    const a = out.get(ano) ?? { ano, cbs: 0, ibsUf: 0, ibsMun: 0 };
    if (r.tributo === 'CBS') a.cbs = num(r.aliquota_pct);
    else if (r.tributo === 'IBS-UF') a.ibsUf = num(r.aliquota_pct);
    else if (r.tributo === 'IBS-Mun') a.ibsMun = num(r.aliquota_pct);
    out.set(ano, a);
  }
  return out;
}

function loadRegras(dir: string): Map<string, RegraNt> {
  const out = new Map<string, RegraNt>();
  for (const r of readCsvObjects(join(dir, 'nt', 'nt_2025_002_v1.34_regras_validacao.csv'))) {
    out.set(r.regra, { regra: r.regra, codigoMsg: r.codigo_msg, mensagem: r.mensagem.replace(/^Rejeição:\s*(Rejeição:\s*)?/, ''), implementacaoFutura: /Implementa[çc][ãa]o futura/i.test(r.regra_texto) });
  }
  return out;
}

const version = (id: string, label: string, validFrom: string, rows: number): TableVersion => ({ id, label, validFrom, validTo: null, rows });

/** Loads `dir/reforma`; throws TablesError (pt-BR) when the folder or a required file is missing. */
export function loadReformaTables(tablesDir: string): ReformaTables {
  const dir = join(tablesDir, 'reforma');
  for (const f of ['cst_ibs_cbs.csv', 'cclasstrib.csv', 'cclasstrib_versoes.csv', 'anexos_itens.csv', 'ncm_anexo_cclasstrib.csv', 'aliquotas_referencia.csv']) {
    if (!existsSync(join(dir, f))) throw new TablesError('PASTA_AUSENTE', `Tabela da Reforma Tributária não encontrada: ${join(dir, f)}`);
  }
  const cst = loadCst(dir);
  const cclass = loadCClass(dir);
  const versoes = loadVersoes(dir);
  const { itens, map, cclassDoMapa, correcoes, rows } = loadAnexoMap(dir);
  const aliquotas = loadAliquotas(dir);
  const regras = existsSync(join(dir, 'nt')) ? loadRegras(dir) : new Map<string, RegraNt>();
  const tabelas: TableVersion[] = [
    version('CST IBS/CBS', 'CST IBS/CBS (tabela da calculadora RFB/Serpro, vigência 01/01/2026; rótulos 810/811 da tabela oficial de 12/12/2025)', '2026-01-01', cst.size),
    version('cClassTrib 29/04/2026', 'cClassTrib (exportação do portal CFF/SVRS de 29/04/2026; versões de 18/06/2025 a 29/04/2026 para vigência)', '2026-04-29', cclass.size),
    version('Anexos LC 214/2025', 'Anexos I a XV da LC 214/2025 (texto carregado na calculadora RFB/Serpro, base de 24/09/2025, migração V0029 de 30/01/2026)', '2026-01-01', itens.size),
    version('NCM × Anexo × cClassTrib 30/01/2026', 'NCM, anexo e cClassTrib da calculadora RFB/Serpro (mapa após a migração V0029, 30/01/2026)', '2026-01-30', rows),
    version('Alíquotas de referência', 'Alíquotas de referência CBS/IBS 2026–2033 (calculadora RFB/Serpro; 2027+ não fixadas em lei)', '2026-01-01', aliquotas.size * 3),
  ];
  if (regras.size) tabelas.push(version('NT 2025.002 v1.34', 'NT 2025.002-RTC v1.34 (12/2025), regras de validação da seção 7', '2025-12-01', regras.size));
  return { dir: tablesDir, cst, cclass, versoes, anexoItens: itens, ncmMap: map, cclassDoMapa, aliquotas, regras, tabelas, correcoes };
}

/** Same as loadReformaTables, but returns null with the reason instead of throwing. */
export function tryLoadReformaTables(tablesDir: string): { ok: true; tables: ReformaTables } | { ok: false; message: string } {
  try {
    return { ok: true, tables: loadReformaTables(tablesDir) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
