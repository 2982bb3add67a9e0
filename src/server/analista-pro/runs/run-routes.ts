import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { analistaRunLogs, erpCredentials, pendingXmls } from '../../db/schema';
import { AppError } from '../../http/errors';
import { viewerOf } from '../../http/route-auth';
import { ownedCompany } from '../companies/company-service';
import { listRuns, ownedRun, runView, startRun } from './run-service';
import { streamRunEvents } from './run-events';
import type { RunRow } from './run-types';
import { actorOf } from '../../office/actor';

const listQuery = z.object({ limite: z.coerce.number().int().min(1).max(200).default(50) });

export function registerRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/analista-pro/execucoes', async (req) => ({ execucoes: await listRuns(ctx, viewerOf(req).officeId, listQuery.parse(req.query).limite) }));

  app.get<{ Params: { id: string } }>('/api/analista-pro/execucoes/:id', async (req) => {
    const run = await ownedRun(ctx, viewerOf(req).officeId, req.params.id);
    const logs = await ctx.db.select().from(analistaRunLogs).where(eq(analistaRunLogs.runId, run.id)).orderBy(asc(analistaRunLogs.id)).limit(5000);
    return { ...runView(run), logs: logs.map((l) => ({ id: l.id, nivel: l.level, mensagem: l.message, em: l.createdAt.toISOString() })) };
  });

  app.get<{ Params: { id: string } }>('/api/analista-pro/execucoes/:id/eventos', async (req, reply) => {
    const run = await ownedRun(ctx, viewerOf(req).officeId, req.params.id);
    await streamRunEvents(ctx, req, reply, run);
  });

  /** A failed (or finished) run again, as a new run linked to the old one. */
  app.post<{ Params: { id: string } }>('/api/analista-pro/execucoes/:id/repetir', async (req, reply) => {
    const v = viewerOf(req);
    const old = await ownedRun(ctx, v.officeId, req.params.id);
    if (old.status === 'aguardando' || old.status === 'executando') throw new AppError(409, 'EM_ANDAMENTO', 'Esta tarefa ainda está em andamento.');
    const run = await startRun(ctx, actorOf(v), { action: old.action, system: old.system, companyId: old.companyId, params: old.params, retryOf: old.id });
    return reply.status(202).send({ execucao: runView(run) });
  });

  // Spec §7 'Acessar Domínio'. The body of the seed (sistema, tipo, usuario_id, e-mail, senhas, salvar, autoriza)
  // is accepted for compatibility, but nothing in it is trusted or stored: the run uses the caller's saved credentials.
  app.post('/api/analista-pro/execucao', async (req, reply) => {
    const v = viewerOf(req);
    const body = z.object({ autoriza: z.boolean().optional(), empresa_id: z.string().uuid('Empresa inválida.').optional() }).loose().parse(req.body ?? {});
    if (body.autoriza === false) throw new AppError(400, 'NAO_AUTORIZADO', 'A execução precisa da sua autorização.');
    if (body.empresa_id) await ownedCompany(ctx, v.officeId, body.empresa_id);
    const run = await startRun(ctx, actorOf(v), { action: 'acessar-dominio', system: 'dominio', companyId: body.empresa_id ?? null, params: body.empresa_id ? { empresaId: body.empresa_id } : {} });
    return reply.status(202).send({ ok: true, mensagem: 'Execução iniciada.', execucao: runView(run) });
  });

  // Spec §7 'Cadastro de Empresas' (micro-agent): imports the companies from the ERPs with an API.
  app.post('/api/rodar-microagente', async (req, reply) => {
    const v = viewerOf(req);
    const run = await startRun(ctx, actorOf(v), { action: 'cadastro-empresas', params: {} });
    return reply.status(202).send({ ok: true, mensagem: 'Importação de empresas iniciada.', execucao: runView(run) });
  });

  app.post<{ Params: { id: string } }>('/api/analista-pro/empresas/:id/conferir-ncm', async (req, reply) => {
    const v = viewerOf(req);
    const company = await ownedCompany(ctx, v.officeId, req.params.id);
    const run = await startRun(ctx, actorOf(v), { action: 'conferir-ncm', system: 'omie', companyId: company.id, params: { empresaId: company.id } });
    return reply.status(202).send({ ok: true, mensagem: 'Conferência de NCM iniciada.', execucao: runView(run) });
  });

  // Spec §7 'Executar Tarefas': starts what is pending for this user and says what in `mensagem`.
  app.post('/api/executar-tarefas', async (req) => {
    const v = viewerOf(req);
    const creds = await ctx.db.select({ system: erpCredentials.system }).from(erpCredentials).where(eq(erpCredentials.officeId, v.officeId));
    if (creds.length === 0) {
      return { ok: true, mensagem: 'Nenhuma credencial cadastrada. Use o Wizard Analista PRO para começar.', execucoes: [] };
    }
    const started: RunRow[] = [];
    const parts: string[] = [];
    const running: string[] = [];
    // A task already in progress is reported, not started twice.
    const tryStart = async (n: Parameters<typeof startRun>[2], label: string) => {
      try {
        started.push(await startRun(ctx, actorOf(v), n));
        parts.push(label);
      } catch (e) {
        if (e instanceof AppError && e.codigo === 'EM_ANDAMENTO') running.push(label);
        else throw e;
      }
    };
    const pend = await ctx.db.select({ id: pendingXmls.id }).from(pendingXmls).where(and(eq(pendingXmls.officeId, v.officeId), eq(pendingXmls.status, 'pendente')));
    if (pend.length > 0 && creds.some((c) => c.system === 'dominio')) {
      await tryStart({ action: 'acessar-dominio', system: 'dominio', params: {} }, `envio de ${pend.length} XML(s) ao Domínio`);
    }
    if (creds.some((c) => c.system === 'omie')) {
      await tryStart({ action: 'cadastro-empresas', params: {} }, 'atualização das empresas do Omie');
    }
    const andamento = running.length ? ` Já em andamento: ${running.join(' e ')}.` : '';
    const mensagem = started.length
      ? `${started.length} tarefa(s) iniciada(s): ${parts.join(' e ')}. Acompanhe no histórico de execuções.${andamento}`
      : running.length
        ? `Nenhuma tarefa nova.${andamento}`
        : creds.every((c) => c.system === 'contimatic')
        ? 'A automação para o Contimatic ainda não está disponível: nenhuma tarefa a executar.'
        : 'Nenhuma tarefa pendente no momento.';
    return { ok: true, mensagem, execucoes: started.map(runView) };
  });
}
