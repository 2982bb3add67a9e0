import { expect } from 'vitest';
import type { AppProcess } from './app-process';

/** Intervals that make a dead worker visible in seconds (production defaults: 10 s, 45 s, 15 s). */
export const FAST_SWEEP_ENV = { WORKER_HEARTBEAT_SECONDS: '1', WORKER_STALE_SECONDS: '5', SWEEP_INTERVAL_SECONDS: '1' };

/**
 * A real NCM sheet big enough to keep the engine busy for a while (tens of thousands of rows), so a test
 * can kill a process while the check runs: no test-only hook in the product.
 */
export function bigNcmCsv(rows: number): string {
  const lines = ['Código;Descrição;NCM'];
  for (let i = 0; i < rows; i++) lines.push(`P${i};PRODUTO ${i};${i % 3 ? '84713012' : '22030000'}`);
  return lines.join('\n');
}

type Http = Pick<AppProcess, 'fetch'>;

export async function enqueueNcm(app: Http, cookie: string, csv: string): Promise<Response> {
  const fd = new FormData();
  fd.append('usuario', new Blob([csv]), 'produtos.csv');
  fd.append('data', '01/03/2026');
  return app.fetch('/api/ncm/enfileirar', { method: 'POST', cookie, body: fd });
}

export interface CheckState {
  status: string;
  progress: number;
  error_message: string | null;
}

export async function checkState(app: Http, cookie: string, id: string): Promise<CheckState> {
  const res = await app.fetch(`/api/ncm/tarefas/${id}?resumo=1`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckState;
}

/** Polls until `done` holds or `maxMs` passes (then returns the last state; the caller asserts on it). */
export async function waitFor(app: Http, cookie: string, id: string, done: (s: CheckState) => boolean, maxMs: number): Promise<CheckState> {
  const until = Date.now() + maxMs;
  let s = await checkState(app, cookie, id);
  while (!done(s) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    s = await checkState(app, cookie, id);
  }
  return s;
}

export const ended = (s: CheckState) => s.status === 'concluido' || s.status === 'erro';

/** The check's ledger entries (debits are negative, refunds are 'estorno') and the balance. */
export async function creditsOf(app: Http, cookie: string): Promise<{ saldo: number; debitos: number; estornos: number }> {
  const { saldo } = (await (await app.fetch('/api/credits', { cookie })).json()) as { saldo: number };
  const ledger = (await (await app.fetch('/api/credits/ledger?porPagina=100', { cookie })).json()) as { itens: { creditos: number; tipo: string }[] };
  return {
    saldo,
    debitos: ledger.itens.filter((e) => e.creditos < 0).length,
    estornos: ledger.itens.filter((e) => e.tipo === 'estorno').length,
  };
}

/**
 * What a user must see after a crash: finished with exactly one debit and no refund, or failed with a
 * pt-BR message, one debit and exactly one refund (balance back where it was).
 */
export async function expectFinishedOrRefunded(app: Http, cookie: string, s: CheckState, initial: number): Promise<void> {
  expect(['concluido', 'erro']).toContain(s.status);
  const c = await creditsOf(app, cookie);
  expect(c.debitos).toBe(1);
  if (s.status === 'concluido') {
    expect(c).toMatchObject({ saldo: initial - 1, estornos: 0 });
  } else {
    expect(s.error_message).toMatch(/créditos foram devolvidos/);
    expect(c).toMatchObject({ saldo: initial, estornos: 1 });
  }
}
