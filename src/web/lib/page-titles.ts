import { matchPath } from 'react-router';

// One title per screen (the browser tab, history and screen readers announce it). First match wins,
// so the more specific patterns come first; a route not listed here gets the site's name alone.
const TITLES: [pattern: string, title: string][] = [
  ['/', 'Contabilidade com tecnologia'],
  ['/solucoes', 'Soluções'],
  ['/login', 'Entrar'],
  ['/recuperar-senha', 'Recuperar senha'],
  ['/redefinir-senha', 'Redefinir senha'],
  ['/verificar-email', 'Confirmar e-mail'],
  ['/termos', 'Termos de uso'],
  ['/privacidade', 'Política de privacidade'],
  ['/dashboard', 'Painel'],
  ['/dashboard/perfil', 'Perfil'],
  ['/dashboard/configuracoes', 'Configurações'],
  ['/dashboard/historico', 'Histórico'],
  ['/dashboard/ncm', 'Conferência de NCM'],
  ['/dashboard/ncm/catalogo', 'Catálogo de NCM do escritório'],
  ['/dashboard/pis-cofins', 'Conferência de PIS/COFINS'],
  ['/dashboard/escrituracao', 'Conferência de escrituração'],
  ['/dashboard/reforma', 'Reforma Tributária'],
  ['/dashboard/analista-pro', 'Analista PRO'],
  ['/dashboard/analista-pro/wizard', 'Conectar sistema — Analista PRO'],
  ['/dashboard/analista-pro/fiscal', 'Análise fiscal — Analista PRO'],
  ['/dashboard/analista-pro/empresas', 'Empresas — Analista PRO'],
  ['/dashboard/analista-pro/execucoes/:id', 'Execução — Analista PRO'],
  ['/dashboard/analista-pro/ncm/:id', 'NCM — Analista PRO'],
  ['/admin', 'Administração'],
  ['/admin/usuarios', 'Usuários — Administração'],
  ['/admin/modulos', 'Módulos — Administração'],
  ['/admin/logs', 'Logs de atividade — Administração'],
  ['/admin/logs/todos', 'Todos os logs — Administração'],
  ['/admin/site', 'Site — Administração'],
];

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** "Conferência de NCM · Apura" for a known route, null for one this table does not know. */
export function pageTitle(pathname: string): string | null {
  const hit = TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return hit ? `${hit[1]} · Apura` : null;
}
