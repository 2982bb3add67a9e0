import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { modules, moduleVersions } from '../db/schema';
import { AppError } from '../http/errors';

export type ModuleId = 'ncm' | 'pis-cofins' | 'escrituracao' | 'analista-pro' | 'reforma';

const SEED: { id: ModuleId; name: string; description: string; status: 'active' | 'development'; version: string; sortOrder: number }[] = [
  { id: 'pis-cofins', name: 'PIS/COFINS', description: 'Diagnóstico completo do tratamento tributário de PIS e COFINS, com base legal e impacto em R$.', status: 'active', version: '1.0.0', sortOrder: 10 },
  { id: 'ncm', name: 'NCM', description: 'Conferência da classificação fiscal (NCM) com sugestões e tributos por item.', status: 'active', version: '1.0.0', sortOrder: 20 },
  { id: 'escrituracao', name: 'Escrituração', description: 'Validação de arquivos SPED EFD e conciliação com os XMLs de NF-e.', status: 'active', version: '1.0.0', sortOrder: 30 },
  { id: 'reforma', name: 'Reforma Tributária (CBS/IBS)', description: 'CST e cClassTrib do IBS/CBS por produto e por nota (LC 214/2025, NT 2025.002) e simulação de 2027.', status: 'active', version: '1.0.0', sortOrder: 35 },
  { id: 'analista-pro', name: 'Analista PRO', description: 'Automação no sistema contábil do escritório por meio de credenciais guardadas com criptografia.', status: 'active', version: '1.0.0', sortOrder: 40 },
];

export async function seedModules(db: Db): Promise<void> {
  for (const m of SEED) {
    const inserted = await db.insert(modules).values(m).onConflictDoNothing().returning({ id: modules.id });
    if (inserted.length) await db.insert(moduleVersions).values({ moduleId: m.id, version: m.version, note: 'Versão inicial' });
  }
}

export async function listModules(db: Db, opts: { includeInactive: boolean }) {
  const q = db.select().from(modules);
  return (opts.includeInactive ? q : q.where(ne(modules.status, 'inactive'))).orderBy(asc(modules.sortOrder), asc(modules.name));
}

/** An inactive module's API answers 403 'Módulo indisponível' before anything (credits included) happens. */
export async function assertModuleAvailable(db: Db, id: ModuleId): Promise<void> {
  const [m] = await db.select({ status: modules.status }).from(modules).where(eq(modules.id, id));
  if (!m || m.status === 'inactive') throw new AppError(403, 'MODULO_INDISPONIVEL', 'Módulo indisponível');
}
