import { and, eq } from 'drizzle-orm';
import { ncmKind } from '../../../checks/ncm/ncm-kind';
import { startCheckFromFile } from '../../../checks/start-check';
import { checks, erpCredentials } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { ownedCompany } from '../../companies/company-service';
import { connectorFor } from '../../connector-config';
import { useCredential } from '../../credentials/credentials-service';
import { productsCsv } from '../../ncm/products-csv';
import { viewerForUser } from '../run-viewer';
import type { RunAction } from '../run-types';

const POLL_MS = 1000;

/**
 * 'Conferir NCM dos produtos' of an Omie company: pulls the product register, writes it as a CSV and
 * starts an ordinary NCM check through the upload code path (same credits, same engine, same result
 * pages), then follows that check until it ends so the run's log tells the whole story.
 */
export const conferirNcm: RunAction = async ({ ctx, run, log, signal }) => {
  const empresaId = String(run.params.empresaId ?? '');
  const company = await ownedCompany(ctx, run.officeId, empresaId);
  if (!company.credentialId) throw new AppError(400, 'SEM_CREDENCIAL', 'Esta empresa não tem uma chave do Omie vinculada. Importe-a pelo Cadastro de Empresas.');
  const [cred] = await ctx.db.select().from(erpCredentials).where(and(eq(erpCredentials.id, company.credentialId), eq(erpCredentials.officeId, run.officeId)));
  if (!cred || cred.system !== 'omie') throw new AppError(400, 'SEM_CREDENCIAL', 'A conferência de produtos pela API só está disponível para empresas do Omie.');
  const viewer = await viewerForUser(ctx, run.userId, run.officeId);
  const secret = await useCredential(ctx, cred, `ler cadastro de produtos de ${company.razaoSocial} (Conferir NCM)`);
  await log(`Lendo o cadastro de produtos de ${company.razaoSocial} no Omie...`);
  const produtos = await connectorFor(ctx, 'omie', secret).listarProdutos({
    signal,
    onProgress: (p) => void log(`Página ${p.pagina} de ${p.totalPaginas}: ${p.registrosLidos} de ${p.totalRegistros} produtos lidos.`),
  });
  if (produtos.length === 0) throw new AppError(422, 'SEM_PRODUTOS', 'O Omie não retornou nenhum produto para esta empresa.');
  await log(`${produtos.length} produto(s) lido(s). Iniciando a conferência de NCM (custa ${ncmKind.cost(ctx.env)} crédito(s), como um envio de planilha)...`);
  const { csv, linhas } = productsCsv(produtos);
  const produtosKey = `users/${run.userId}/analista-pro/execucoes/${run.id}/produtos.json`;
  await ctx.storage.put(produtosKey, JSON.stringify(linhas));
  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = `produtos_omie_${company.cnpj}_${stamp}.csv`;
  const { task_id } = await startCheckFromFile(ctx, viewer, ncmKind, {
    fileName,
    content: csv,
    extraParams: { source: 'omie', empresaId: company.id, credencialId: cred.id, execucaoId: run.id, produtosKey },
  });
  await log(`Conferência de NCM criada (tarefa ${task_id.slice(0, 8)}).`);
  let lastStage = '';
  for (;;) {
    if (signal.aborted) throw new AppError(504, 'TEMPO_ESGOTADO', 'A conferência de NCM não terminou a tempo.');
    const [row] = await ctx.db.select().from(checks).where(eq(checks.id, task_id));
    if (!row) throw new AppError(500, 'VERIFICACAO_SUMIU', 'A conferência de NCM não foi encontrada.');
    if (row.stage !== lastStage && row.status !== 'concluido') {
      lastStage = row.stage;
      await log(`Conferência: ${row.stage}`);
    }
    if (row.status === 'erro') throw new AppError(422, 'VERIFICACAO_ERRO', row.errorMessage ?? 'A conferência de NCM falhou. Os créditos foram devolvidos.');
    if (row.status === 'concluido') {
      const s = row.summary ?? {};
      const resumo = `${produtos.length} produto(s): ${String(s.correct ?? 0)} corretos, ${String(s.suggestions ?? 0)} com sugestão, ${String(s.errors ?? 0)} com erro.`;
      await log(resumo);
      return { resumo, checkId: task_id, produtos: produtos.length, summary: s, empresaId: company.id };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
};
