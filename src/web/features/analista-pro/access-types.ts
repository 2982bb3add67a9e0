import type { Sistema, Tipo } from './analista-api';

/** The access types each system's connector can use: Domínio only through the Onvio API, Omie only through its own. */
export const TIPOS: Record<Sistema, { id: Tipo; title: string; hint: string; icon: 'web' | 'desktop' }[]> = {
  dominio: [{ id: 'web', title: 'Integração Onvio (API)', hint: 'Envio de XML de NF-e pelo Onvio; usuário e senha do Domínio não são usados', icon: 'web' }],
  omie: [{ id: 'web', title: 'API do Omie', hint: 'Um par app_key/app_secret por empresa', icon: 'web' }],
  contimatic: [
    { id: 'web', title: 'Web', hint: 'Acesso pelo navegador (e-mail e senha web)', icon: 'web' },
    { id: 'desktop', title: 'Desktop', hint: 'Sistema instalado no computador', icon: 'desktop' },
  ],
};

/** The badge of a stored credential: the access type's title ('Integração Onvio (API)', 'API do Omie', 'Web'...). */
export function accessLabel(sistema: Sistema, tipo: Tipo): string {
  return TIPOS[sistema].find((t) => t.id === tipo)?.title ?? (tipo === 'web' ? 'Web' : 'Desktop');
}
