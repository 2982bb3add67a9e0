import { checkOwnerFolder } from '../../checks/check-storage';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { checks, erpCredentials } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { createOmieClient } from '../connectors/omie/omie-client';
import { useCredential } from '../credentials/credentials-service';
import type { ProdutoLinha } from './products-csv';

export interface Correcao {
  linha: number;
  codigo_produto: number;
  codigo: string | null;
  descricao: string;
  ncm_anterior: string | null;
  ncm_novo: string;
  em: string;
}

type CheckRow = typeof checks.$inferSelect;

/** An NCM check that came from an Omie product register, owned by the caller. */
export async function ownedOmieCheck(ctx: AppContext, officeId: string, checkId: string): Promise<CheckRow> {
  if (!/^[0-9a-f-]{36}$/i.test(checkId)) throw notFound('Conferência não encontrada.');
  const [row] = await ctx.db.select().from(checks).where(and(eq(checks.id, checkId), eq(checks.officeId, officeId), eq(checks.kind, 'ncm')));
  if (!row || row.source !== 'omie' || typeof row.params.produtosKey !== 'string') throw notFound('Conferência de produtos do Omie não encontrada.');
  return row;
}

const correcoesKey = (row: CheckRow) => `${checkOwnerFolder(row)}/analista-pro/ncm/${row.id}/correcoes.json`;

export async function listCorrections(ctx: AppContext, row: CheckRow): Promise<Correcao[]> {
  if ((await ctx.storage.size(correcoesKey(row))) === null) return [];
  return JSON.parse((await ctx.storage.get(correcoesKey(row))).toString('utf8')) as Correcao[];
}

type CredentialRow = typeof erpCredentials.$inferSelect;

/** A correction that passed every check that needs no call to Omie. */
export interface CheckedCorrection {
  row: CheckRow;
  linha: number;
  ncm: string;
  produto: ProdutoLinha;
  cred: CredentialRow;
}

/**
 * Everything a correction can be refused for before Omie is called: answered at once by the HTTP route,
 * and checked again by the run (the check, the tables or the credential may change while it waits in line).
 */
export async function checkCorrection(ctx: AppContext, officeId: string, checkId: string, linha: number, ncm: string): Promise<CheckedCorrection> {
  const row = await ownedOmieCheck(ctx, officeId, checkId);
  if (row.status !== 'concluido') throw new AppError(409, 'VERIFICACAO_EM_ANDAMENTO', 'A conferência ainda não terminou.');
  const digits = ncm.replace(/\D/g, '');
  if (!/^\d{8}$/.test(digits)) throw new AppError(400, 'NCM_INVALIDO', 'O NCM deve ter 8 dígitos.');
  const t = ctx.tables.get();
  // Never write a code that is not in force today into the client's ERP.
  if (t.status === 'ok' && t.tables.ncm.statusOn(digits, new Date()).kind !== 'vigente') {
    throw new AppError(400, 'NCM_NAO_VIGENTE', `O NCM ${digits} não está vigente na tabela NCM atual: escolha outro código.`);
  }
  const linhas = JSON.parse((await ctx.storage.get(String(row.params.produtosKey))).toString('utf8')) as ProdutoLinha[];
  const produto = linhas.find((l) => l.line === linha);
  if (!produto) throw notFound(`Produto da linha ${linha} não encontrado nesta conferência.`);
  const [cred] = await ctx.db.select().from(erpCredentials).where(and(eq(erpCredentials.id, String(row.params.credencialId)), eq(erpCredentials.officeId, officeId)));
  if (!cred) throw new AppError(409, 'SEM_CREDENCIAL', 'A credencial do Omie usada nesta conferência foi removida. Cadastre-a novamente.');
  return { row, linha, ncm: digits, produto, cred };
}

type Step = (message: string) => Promise<void>;

/** The confirmed correction written back to Omie (run 'corrigir-ncm'): read what Omie holds now, change it, audit before/after. */
export async function writeCorrection(ctx: AppContext, userId: string, c: CheckedCorrection, opts: { ip: string | null; log: Step; signal?: AbortSignal }): Promise<Correcao> {
  const { row, linha, produto, ncm: digits } = c;
  const nome = produto.codigo ?? String(produto.codigo_produto);
  const secret = await useCredential(ctx, c.cred, `alterar NCM do produto ${nome} para ${digits}`, opts.ip);
  const client = createOmieClient({ baseUrl: ctx.env.OMIE_BASE_URL, appKey: String(secret.app_key), appSecret: String(secret.app_secret) });
  await opts.log(`Lendo o produto ${nome} ("${produto.descricao}") no Omie...`);
  // Read by another key than the one AlterarProduto's own read-back uses: Omie refuses the same request twice
  // within 60 s ("consumo redundante"), which would stall the write-back for a minute.
  const atual = await client.consultarProduto(
    produto.codigo_produto_integracao ? { codigo_produto_integracao: produto.codigo_produto_integracao } : produto.codigo ? { codigo: produto.codigo } : produto.codigo_produto,
    { signal: opts.signal },
  );
  if (atual.codigo_produto !== produto.codigo_produto) throw new AppError(409, 'PRODUTO_DIVERGENTE', 'O produto no Omie não corresponde ao da conferência. Refaça a conferência.');
  await opts.log(`NCM atual no Omie: ${atual.ncm ?? '(vazio)'}. Gravando ${digits}...`);
  const depois = await client.alterarNcmProduto({ codigo_produto: produto.codigo_produto, ncm: digits }, { signal: opts.signal });
  const correcao: Correcao = {
    linha,
    codigo_produto: produto.codigo_produto,
    codigo: produto.codigo,
    descricao: produto.descricao,
    ncm_anterior: atual.ncm,
    ncm_novo: depois.ncm ?? digits,
    em: new Date().toISOString(),
  };
  await recordAudit(ctx.db, {
    userId,
    action: 'ncm_alterado_no_erp',
    module: 'analista-pro',
    details: `Omie — ${nome} "${produto.descricao}": NCM ${atual.ncm ?? '(vazio)'} → ${correcao.ncm_novo}`,
    before: { codigo_produto: produto.codigo_produto, ncm: atual.ncm, cest: atual.cest },
    after: { codigo_produto: produto.codigo_produto, ncm: depois.ncm, cest: depois.cest },
    ip: opts.ip,
  });
  await recordActivity(ctx.db, { userId, officeId: row.officeId, type: 'analista_pro', title: 'NCM corrigido no Omie', description: `${produto.descricao}: ${atual.ncm ?? '—'} → ${correcao.ncm_novo}`, status: 'concluido', refId: row.id });
  const all = (await listCorrections(ctx, row)).filter((x) => x.linha !== linha);
  all.push(correcao);
  await ctx.storage.put(correcoesKey(row), JSON.stringify(all));
  return correcao;
}
