import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPisCofinsChecker } from '../fiscal/pis-cofins/check-pis-cofins';
import { pisCofinsColumns } from '../fiscal/pis-cofins/columns';
import { REGIMES, REGIME_LABEL, type PisCofinsResult, type Regime } from '../fiscal/pis-cofins/types';
import { loadTables } from '../fiscal/tables/load-tables';
import { detectEfdFile, readEfdContribFile } from '../fiscal/pis-cofins/efd-contrib-file';
import { EfdContribError, MSG_EFD_ICMS_IPI } from '../fiscal/pis-cofins/efd-contrib-reader';
import { SpedReadError } from '../fiscal/sped/sped-read-error';
import { readRows } from '../sheets/read-rows';
import { SheetError } from '../sheets/types';

const USO =
  'uso: apura pis-cofins <arquivo.xlsx|.xls|.csv> --regime lucro-real|lucro-presumido|simples [--tabelas PASTA] [--json]\n' +
  '     apura pis-cofins <efd-contribuicoes.txt|.zip> [--tabelas PASTA] [--json]   (o regime vem do registro 0110)';

interface Args {
  file: string;
  regime: Regime | null;
  tabelas: string;
  json: boolean;
}

function defaultTables(): string {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  return process.env.TABLES_DIR ?? resolve(repo, '..', 'shared', 'data');
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = { file: '', regime: null, tabelas: defaultTables(), json: false };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    const [flag, inline] = x.startsWith('--') && x.includes('=') ? [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)] : [x, undefined];
    if (flag === '--json') a.json = true;
    else if (flag === '--regime' || flag === '--tabelas') {
      const v = inline ?? argv[++i];
      if (!v) return `a opção ${flag} precisa de um valor`;
      if (flag === '--tabelas') a.tabelas = v;
      else if ((REGIMES as readonly string[]).includes(v)) a.regime = v as Regime;
      else return `regime inválido: ${v} (use lucro-real, lucro-presumido ou simples)`;
    } else if (flag.startsWith('--')) return `opção desconhecida: ${flag}`;
    else if (!a.file) a.file = x;
    else return `argumento a mais: ${x}`;
  }
  if (!a.file) return 'informe o arquivo da planilha';
  return a;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brl = (n: number): string => BRL.format(n).replace(/\u00a0/g, ' ');

function printTable(r: PisCofinsResult, file: string, planilha: { aba: string | null; linhaCabecalho: number }): void {
  const out: string[] = [];
  out.push(`Conferência de PIS/COFINS — ${file}`);
  out.push(`Regime: ${REGIME_LABEL[r.detalhes.regime]}`);
  const sped = r.detalhes.sped;
  if (sped) {
    out.push(`Lido: EFD-Contribuições de ${sped.periodo.inicio} a ${sped.periodo.fim} (${sped.nome}, CNPJ ${sped.cnpj}); regime do ${sped.regimeOrigem}`);
  } else out.push(`Lido: ${planilha.aba ? `aba "${planilha.aba}", ` : ''}cabeçalho na linha ${planilha.linhaCabecalho}`);
  out.push(r.message);
  out.push('');
  if (r.issues.length === 0) out.push('Nenhuma inconsistência encontrada.');
  for (const f of r.issues) {
    const sev = f.type === 'error' ? 'ERRO ' : 'ALERTA';
    const imp = f.impacto === null ? '' : ` [${brl(f.impacto)}]`;
    const where = f.registro ? `${f.registro} linha do SPED ${String(f.line).padStart(6)}` : `linha ${String(f.line).padStart(6)}`;
    out.push(`${sev} ${f.code.padEnd(18)} ${where}${imp}  ${f.message}`);
  }
  out.push('');
  out.push(`Linhas: ${r.detalhes.linhas} | sem apontamentos: ${r.summary.correct} | com erro: ${r.summary.errors} | só alerta: ${r.summary.warnings}`);
  out.push(`Recolhido a maior (recuperável): ${brl(r.totais.recolhido_a_maior)}`);
  out.push(`Recolhido a menor (risco): ${brl(Math.abs(r.totais.recolhido_a_menor))}`);
  if (r.detalhes.regime === 'simples') {
    out.push(`Receita segregável no PGDAS-D: ${brl(r.totais.receita_segregavel_simples)}`);
    for (const g of r.detalhes.receitaSegregavelPorGrupo) {
      const pos = Object.entries(g.porPosicaoNcm).map(([p, v]) => `${p}: ${brl(v)}`).join('; ');
      out.push(`  ${g.tipo === 'monofasico' ? 'Monofásico  ' : 'Alíquota zero'} ${g.chave} ${g.descricao.slice(0, 60)} — ${brl(g.receita)} (${g.itens} itens; ${pos})`);
    }
  }
  out.push(`Tabelas: ${r.detalhes.tabelas.pisCofins}${r.detalhes.tabelas.ncm ? `; ${r.detalhes.tabelas.ncm}` : ''}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

/** `apura pis-cofins`: exit 0 whenever the file could be checked, whatever was found. */
export async function run(argv: string[]): Promise<number> {
  const a = parseArgs(argv);
  if (typeof a === 'string') {
    process.stderr.write(`${a}\n${USO}\n`);
    return 2;
  }
  const file = resolve(a.file);
  if (!existsSync(file)) {
    process.stderr.write(`Arquivo não encontrado: ${a.file}\n`);
    return 1;
  }
  let tables;
  try {
    tables = loadTables(a.tabelas);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  if (!tables.pisCofins) {
    process.stderr.write(`Tabelas de PIS/COFINS não encontradas em ${a.tabelas}.\n`);
    return 1;
  }
  try {
    const efd = await detectEfdFile(file);
    if (efd === 'efd_icms_ipi') {
      process.stderr.write(`${MSG_EFD_ICMS_IPI.replace('envie-a no módulo Escrituração', 'use `apura sped`')}\n`);
      return 1;
    }
    if (efd === 'efd_contribuicoes') {
      if (a.regime) process.stderr.write('Aviso: --regime ignorado; o regime vem do registro 0110 da EFD-Contribuições.\n');
      const run = await readEfdContribFile(file, { pisCofins: tables.pisCofins, ncm: tables.ncm });
      for await (const _ of run.items) {
        // the findings are kept by the checker; the items are only streamed here
      }
      const result = run.result();
      if (a.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else printTable(result, a.file, { aba: null, linhaCabecalho: 0 });
      return 0;
    }
  } catch (e) {
    if (e instanceof EfdContribError || e instanceof SpedReadError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    throw e;
  }
  if (!a.regime) {
    process.stderr.write(`informe o regime com --regime lucro-real, lucro-presumido ou simples\n${USO}\n`);
    return 2;
  }
  const regime = a.regime;
  try {
    const { header, rows, skipped } = await readRows(file, pisCofinsColumns(regime));
    const checker = createPisCofinsChecker({ regime, pisCofins: tables.pisCofins, ncm: tables.ncm, skippedRows: skipped });
    for await (const row of rows) checker.check(row);
    const result = checker.result();
    const planilha = { aba: header.sheetName ?? null, linhaCabecalho: header.line };
    if (a.json) process.stdout.write(`${JSON.stringify({ ...result, planilha }, null, 2)}\n`);
    else printTable(result, a.file, planilha);
    return 0;
  } catch (e) {
    if (e instanceof SheetError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    process.stderr.write(`Não foi possível ler o arquivo: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

// Runnable alone: `npx tsx src/cli/pis-cofins.ts …` (main.ts dispatches to run() otherwise).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
