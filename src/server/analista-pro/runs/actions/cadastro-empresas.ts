import { and, eq } from 'drizzle-orm';
import { erpCredentials } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { isValidCnpj } from '../../../../fiscal/sped/br-docs';
import { upsertImportedCompany } from '../../companies/company-service';
import { connectorFor } from '../../connector-config';
import { systemName } from '../../connectors/unsupported';
import { useCredential } from '../../credentials/credentials-service';
import type { RunAction } from '../run-types';

/**
 * 'Cadastro de Empresas': imports the companies every stored Omie key pair can see into Apura's register.
 * Domínio and Contimatic have no public API for this; the log says so instead of pretending.
 */
export const cadastroEmpresas: RunAction = async ({ ctx, run, log, signal }) => {
  const creds = await ctx.db.select().from(erpCredentials).where(and(eq(erpCredentials.officeId, run.officeId)));
  if (creds.length === 0) throw new AppError(400, 'SEM_CREDENCIAIS', 'Nenhuma credencial cadastrada. Use o Wizard Analista PRO para cadastrar o acesso ao sistema contábil.');
  let novas = 0;
  let atualizadas = 0;
  let ignoradas = 0;
  let falhas = 0;
  for (const c of creds) {
    const nome = `${systemName(c.system)}${c.label ? ` (${c.label})` : ''}`;
    if (c.system !== 'omie') {
      await log(
        c.system === 'dominio'
          ? `${nome}: o Domínio não oferece API pública para listar empresas (exigiria automação de tela). Cadastre as empresas manualmente em Empresas Cadastradas.`
          : `${nome}: a automação para o Contimatic ainda não está disponível.`,
        'aviso',
      );
      continue;
    }
    await log(`${nome}: consultando empresas no Omie...`);
    try {
      const secret = await useCredential(ctx, c, 'importar empresas (Cadastro de Empresas)');
      const empresas = await connectorFor(ctx, 'omie', secret).listarEmpresas({
        signal,
        onProgress: (p) => void log(`${nome}: página ${p.pagina} de ${p.totalPaginas} (${p.registrosLidos} de ${p.totalRegistros} empresas).`),
      });
      for (const e of empresas) {
        if (!e.cnpj || !isValidCnpj(e.cnpj)) {
          ignoradas += 1;
          await log(`Empresa "${e.razaoSocial}" ignorada: CNPJ ${e.cnpj ? 'inválido' : 'ausente'} no Omie.`, 'aviso');
          continue;
        }
        const codigo = e.raw.codigo_empresa;
        const r = await upsertImportedCompany(ctx, { userId: run.userId, officeId: run.officeId }, {
          cnpj: e.cnpj,
          razaoSocial: e.razaoSocial,
          regime: e.regime,
          sourceSystem: 'omie',
          externalId: codigo === undefined || codigo === null ? null : String(codigo),
          credentialId: c.id,
        });
        if (r === 'nova') novas += 1;
        else atualizadas += 1;
        await log(`${r === 'nova' ? 'Nova' : 'Atualizada'}: ${e.razaoSocial} (${e.cnpj})${e.regime ? '' : ' — regime não informado pelo Omie, defina-o na lista'}.`);
      }
    } catch (err) {
      falhas += 1;
      if (creds.length === 1) throw err;
      await log(`${nome}: ${(err as Error).message}`, 'erro');
    }
  }
  if (falhas > 0 && novas + atualizadas === 0) throw new AppError(502, 'IMPORTACAO_FALHOU', 'Não foi possível importar empresas de nenhuma das credenciais. Veja o registro da execução.');
  const resumo = `${novas} empresa(s) nova(s), ${atualizadas} atualizada(s)${ignoradas ? `, ${ignoradas} ignorada(s)` : ''}${falhas ? `, ${falhas} credencial(is) com erro` : ''}.`;
  await log(resumo);
  return { resumo, novas, atualizadas, ignoradas, falhas };
};
