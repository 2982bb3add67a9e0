import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { viewerOf } from '../../http/route-auth';
import { connectorFor } from '../connector-config';
import { ErpError } from '../connectors/erp-error';
import { credentialFormSchema } from './credential-form';
import { createCredentials, deleteCredential, listCredentials, ownedCredential, updateCredential, useCredential } from './credentials-service';
import { actorOf } from '../../office/actor';

const SAVED = 'Credenciais salvas com sucesso!';

export function registerCredentialRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/analista-pro/credenciais', async (req) => {
    const itens = await listCredentials(ctx, viewerOf(req).officeId);
    return { credenciais: itens.length ? { itens } : null, itens };
  });

  // Spec §7 kept for compatibility, but it only ever answers about the caller's own account.
  app.get<{ Params: { email: string } }>('/api/analista-pro/credenciais/:email', async (req) => {
    const v = viewerOf(req);
    if (req.params.email.trim().toLowerCase() !== v.email.toLowerCase()) {
      throw forbidden('Você só pode consultar as credenciais da sua própria conta.');
    }
    const itens = await listCredentials(ctx, v.officeId);
    return { credenciais: itens.length ? { itens } : null, itens };
  });

  app.post('/api/analista-pro/credenciais', async (req, reply) => {
    const form = credentialFormSchema.parse(req.body);
    const itens = await createCredentials(ctx, actorOf(viewerOf(req)), form, req.ip);
    return reply.status(201).send({ ok: true, mensagem: SAVED, itens });
  });

  app.put<{ Params: { id: string } }>('/api/analista-pro/credenciais/item/:id', async (req) => {
    const form = credentialFormSchema.parse(req.body);
    const item = await updateCredential(ctx, actorOf(viewerOf(req)), req.params.id, form, req.ip);
    return { ok: true, mensagem: SAVED, item };
  });

  app.delete<{ Params: { id: string } }>('/api/analista-pro/credenciais/item/:id', async (req) => {
    await deleteCredential(ctx, actorOf(viewerOf(req)), req.params.id, req.ip);
    return { ok: true, mensagem: 'Credencial excluída.' };
  });

  /** Tests the access without changing anything (Omie: ListarEmpresas; Domínio: activation info of each key). */
  app.post<{ Params: { id: string } }>('/api/analista-pro/credenciais/item/:id/testar', async (req) => {
    const row = await ownedCredential(ctx, viewerOf(req).officeId, req.params.id);
    const secret = await useCredential(ctx, row, 'testar conexão', req.ip);
    try {
      if (row.system === 'dominio') {
        const list = (Array.isArray(secret.integracoes) ? secret.integracoes : []) as { cnpj: string; integration_key: string }[];
        if (!secret.client_id || list.length === 0) {
          return { ok: false, mensagem: 'Sem integração Onvio cadastrada: o acesso por usuário e senha ao Domínio exigiria automação de tela, que o Apura não faz.' };
        }
        const detalhes: string[] = [];
        for (const it of list) {
          const c = connectorFor(ctx, 'dominio', { integration_key: it.integration_key, cnpj: it.cnpj }, { clientId: String(secret.client_id), clientSecret: String(secret.client_secret) });
          detalhes.push((await c.testarConexao()).detalhe);
        }
        return { ok: true, mensagem: detalhes.join(' ') };
      }
      const r = await connectorFor(ctx, row.system, secret).testarConexao();
      return { ok: true, mensagem: r.detalhe };
    } catch (e) {
      if (e instanceof ErpError) return { ok: false, mensagem: e.message };
      throw e;
    }
  });
}
