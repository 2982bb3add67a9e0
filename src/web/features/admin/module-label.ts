// Audit rows carry the module's id ('pis-cofins', 'analista-pro', 'conta'…); admins read its name.
const LABELS: Record<string, string> = {
  ncm: 'NCM',
  'pis-cofins': 'PIS/COFINS',
  escrituracao: 'Escrituração',
  reforma: 'Reforma Tributária (CBS/IBS)',
  'analista-pro': 'Analista PRO',
  conta: 'Conta',
  creditos: 'Créditos',
  admin: 'Administração',
};

/** The name shown for a module id in the logs; an id not listed here (a new module) is shown as is. */
export function moduleLabel(id: string): string {
  return LABELS[id] ?? id;
}
