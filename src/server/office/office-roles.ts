import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import type { Viewer } from '../auth/viewer';
import { forbidden } from '../http/errors';

/** The three roles of an office member (issue 18). 'titular' is the organization plugin's creator role. */
export const OFFICE_ROLES = ['titular', 'contador', 'leitura'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const OFFICE_ROLE_LABEL: Record<OfficeRole, string> = { titular: 'Titular', contador: 'Contador', leitura: 'Leitura' };

/** Each role may do everything the roles below it do. */
const RANK: Record<OfficeRole, number> = { leitura: 0, contador: 1, titular: 2 };

const WHAT: Record<OfficeRole, string> = {
  leitura: 'ver os dados do escritório',
  contador: 'iniciar conferências ou gastar créditos do escritório',
  titular: 'gerenciar o escritório',
};

export function isOfficeRole(x: unknown): x is OfficeRole {
  return typeof x === 'string' && (OFFICE_ROLES as readonly string[]).includes(x);
}

/** Route config of a personal route (own profile, tokens, leaving an office): any member may call it. */
export const PERSONAL = { officeRole: 'leitura' } as const;

/** True when the viewer's role in their office is at least `min`. */
export function hasOfficeRole(viewer: Pick<Viewer, 'officeRole'>, min: OfficeRole): boolean {
  return RANK[viewer.officeRole] >= RANK[min];
}

/** 403 with a pt-BR message when the viewer's office role is below `min`. */
export function requireOfficeRole(viewer: Pick<Viewer, 'officeRole'>, min: OfficeRole): void {
  if (hasOfficeRole(viewer, min)) return;
  const papel = OFFICE_ROLE_LABEL[viewer.officeRole].toLowerCase();
  throw forbidden(`Seu papel no escritório (${papel}) não permite ${WHAT[min]}. Fale com o titular do escritório.`);
}

/**
 * The plugin's access control: only the titular manages the office, its members and invitations;
 * contador and leitura have no permission on the organization itself (what they may do in Apura is
 * decided by requireOfficeRole).
 */
const ac = createAccessControl(defaultStatements);
export const officeAccessControl = {
  ac,
  roles: {
    titular: ac.newRole({ organization: ['update', 'delete'], member: ['create', 'update', 'delete'], invitation: ['create', 'cancel'] }),
    contador: ac.newRole({}),
    leitura: ac.newRole({}),
  },
};
