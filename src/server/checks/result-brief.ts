/**
 * A check's result without its long lists (findings, reconciliation rows): what the check page polls
 * (`…/tarefas/:id?resumo=1`) while it pages through the lists with `/achados` and `/conciliacao`.
 * The engine stores it next to the full result, so a status poll never reads and parses a result of
 * many megabytes (a 100k-row check) only to throw the lists away.
 */
export function briefResult(result: unknown): unknown {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return result;
  const brief: Record<string, unknown> = { ...(result as Record<string, unknown>) };
  if (Array.isArray(brief.issues)) brief.issues = [];
  if (Array.isArray(brief.reconciliacao)) brief.reconciliacao = [];
  return brief;
}

/** Storage key of the brief result beside the full one ('…/saida/resultado.json' → '…/saida/resultado-resumo.json'). */
export function briefKey(resultKey: string): string {
  return resultKey.replace(/(\.json)?$/, '-resumo.json');
}
