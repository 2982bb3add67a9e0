import { and, asc, eq } from 'drizzle-orm';
import { companies, erpCredentials, pendingXmls } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { formatCnpj } from '../../companies/company-service';
import { connectorFor } from '../../connector-config';
import type { XmlFile } from '../../connectors/types';
import { useCredential } from '../../credentials/credentials-service';
import type { RunAction } from '../run-types';

/** Onvio accepts batches; 50 keeps one request well under any proxy body limit with typical NF-e sizes. */
const BATCH_SIZE = 50;

interface Integracao {
  cnpj: string;
  integration_key: string;
}

/**
 * 'Acessar Domínio': checks each stored Onvio integration (activation info: which office, which company)
 * and sends the NF-e XMLs queued for that company. Nothing else in Domínio has a public API.
 */
export const acessarDominio: RunAction = async ({ ctx, run, log, signal }) => {
  const only = typeof run.params.empresaId === 'string' ? run.params.empresaId : null;
  const creds = await ctx.db.select().from(erpCredentials).where(and(eq(erpCredentials.officeId, run.officeId), eq(erpCredentials.system, 'dominio')));
  if (creds.length === 0) throw new AppError(400, 'SEM_CREDENCIAIS', 'Nenhuma credencial do Domínio cadastrada. Use o Wizard Analista PRO para cadastrá-la.');
  let enviados = 0;
  let rejeitados = 0;
  let integracoesOk = 0;
  const cobertas = new Set<string>();
  for (const c of creds) {
    const secret = await useCredential(ctx, c, 'Acessar Domínio (verificar integração e enviar XML)');
    const integracoes = (Array.isArray(secret.integracoes) ? secret.integracoes : []) as Integracao[];
    if (typeof secret.client_id !== 'string' || typeof secret.client_secret !== 'string' || integracoes.length === 0) {
      await log(
        'Credencial do Domínio sem integração Onvio: o acesso por usuário e senha exigiria automação de tela, que o Apura não faz. ' +
          'Informe o Client ID, o Client secret e a chave de integração de cada empresa no Wizard para enviar XML.',
        'aviso',
      );
      continue;
    }
    for (const it of integracoes) {
      const [company] = await ctx.db.select().from(companies).where(and(eq(companies.officeId, run.officeId), eq(companies.cnpj, it.cnpj)));
      if (only && company?.id !== only) continue;
      const nome = company ? `${company.razaoSocial} (${formatCnpj(it.cnpj)})` : formatCnpj(it.cnpj);
      const connector = connectorFor(ctx, 'dominio', { integration_key: it.integration_key, cnpj: it.cnpj }, { clientId: secret.client_id, clientSecret: secret.client_secret });
      await log(`${nome}: verificando a chave de integração no Onvio...`);
      const ok = await connector.testarConexao({ signal });
      integracoesOk += 1;
      await log(`${nome}: ${ok.detalhe}`);
      if (!company) {
        await log(`${nome}: empresa não está em Empresas Cadastradas; cadastre-a para enfileirar XMLs.`, 'aviso');
        continue;
      }
      cobertas.add(company.id);
      const pend = await ctx.db
        .select()
        .from(pendingXmls)
        .where(and(eq(pendingXmls.companyId, company.id), eq(pendingXmls.officeId, run.officeId), eq(pendingXmls.status, 'pendente')))
        .orderBy(asc(pendingXmls.createdAt));
      if (pend.length === 0) {
        await log(`${nome}: nenhum XML pendente.`);
        continue;
      }
      for (let i = 0; i < pend.length; i += BATCH_SIZE) {
        const chunk = pend.slice(i, i + BATCH_SIZE);
        const files: XmlFile[] = [];
        for (const p of chunk) files.push({ name: p.fileName, content: await ctx.storage.get(p.storageKey) });
        await log(`${nome}: enviando lote com ${chunk.length} XML(s) (${i + chunk.length} de ${pend.length})...`);
        const lote = await connector.enviarXmlNfe(files, { signal });
        await log(`${nome}: lote ${lote.id} processado pelo Onvio.`);
        for (let k = 0; k < chunk.length; k++) {
          const p = chunk[k]!;
          const a = lote.arquivos.find((x) => x.nome === p.fileName) ?? (lote.arquivos.length === chunk.length ? lote.arquivos[k] : undefined);
          if (a?.situacao === 'armazenado') {
            enviados += 1;
            await ctx.db.update(pendingXmls).set({ status: 'enviado', batchId: lote.id, sentAt: new Date(), error: null }).where(eq(pendingXmls.id, p.id));
          } else if (a?.situacao === 'rejeitado') {
            rejeitados += 1;
            await ctx.db.update(pendingXmls).set({ status: 'erro', batchId: lote.id, error: a.mensagem ?? 'Rejeitado pelo Onvio.' }).where(eq(pendingXmls.id, p.id));
            await log(`${p.fileName}: rejeitado — ${a.mensagem ?? 'sem motivo informado'}.`, 'aviso');
          } else {
            await ctx.db.update(pendingXmls).set({ batchId: lote.id }).where(eq(pendingXmls.id, p.id));
            await log(`${p.fileName}: ainda em processamento no Onvio; continua pendente.`, 'aviso');
          }
        }
      }
    }
  }
  const semIntegracao = await ctx.db
    .selectDistinct({ companyId: pendingXmls.companyId })
    .from(pendingXmls)
    .where(and(eq(pendingXmls.officeId, run.officeId), eq(pendingXmls.status, 'pendente')));
  const faltam = semIntegracao.filter((r) => !cobertas.has(r.companyId) && (!only || r.companyId === only)).length;
  if (faltam > 0) await log(`${faltam} empresa(s) têm XML pendente mas nenhuma chave de integração do Onvio cadastrada para o seu CNPJ.`, 'aviso');
  if (integracoesOk === 0) throw new AppError(400, 'SEM_INTEGRACAO', 'Nenhuma integração Onvio configurada: cadastre o Client ID, o Client secret e a chave de integração da empresa no Wizard.');
  const resumo = `${integracoesOk} integração(ões) verificada(s); ${enviados} XML(s) enviado(s)${rejeitados ? `, ${rejeitados} rejeitado(s)` : ''}.`;
  await log(resumo);
  return { resumo, integracoes: integracoesOk, enviados, rejeitados };
};
