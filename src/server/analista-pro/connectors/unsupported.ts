import { ErpError } from './erp-error';
import type { ErpSystem } from './types';

const NAMES: Record<ErpSystem, string> = { omie: 'Omie', dominio: 'Domínio', contimatic: 'Contimatic' };

export function systemName(system: ErpSystem): string {
  return NAMES[system];
}

/** For operations a system's public API does not offer (we do not fake them with screen scraping). */
export function unsupported(system: ErpSystem, operacao: string): never {
  throw new ErpError('UNSUPPORTED', `A operação "${operacao}" não está disponível para o ${NAMES[system]} pela API pública.`);
}
