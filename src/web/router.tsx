import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerRoutes } from './lib/known-routes';
import { AdminShell } from './shells/admin-shell';
import { DashboardShell } from './shells/dashboard-shell';
import { PublicShell } from './shells/public-shell';
import { AdminPage } from './pages/admin';
import { AdminLogsPage } from './pages/admin-logs';
import { AdminLogsTodosPage } from './pages/admin-logs-todos';
import { AdminModulosPage } from './pages/admin-modulos';
import { AdminSitePage } from './pages/admin-site';
import { AdminUsuariosPage } from './pages/admin-usuarios';
import { AnalistaProPage } from './pages/analista-pro';
import { AnalistaProEmpresasPage } from './pages/analista-pro-empresas';
import { AnalistaProExecucaoPage } from './pages/analista-pro-execucao';
import { AnalistaProFiscalPage } from './pages/analista-pro-fiscal';
import { AnalistaProNcmPage } from './pages/analista-pro-ncm';
import { AnalistaProWizardPage } from './pages/analista-pro-wizard';
import { ClientePage } from './pages/cliente';
import { ClientesPage } from './pages/clientes';
import { LotePage } from './pages/lote';
import { ConfiguracoesPage } from './pages/configuracoes';
import { DashboardPage } from './pages/dashboard';
import { EscrituracaoPage } from './pages/escrituracao';
import { HistoricoPage } from './pages/historico';
import { ConferenciasPage } from './pages/conferencias';
import { PerfilPage } from './pages/perfil';
import { PisCofinsPage } from './pages/pis-cofins';
import { ReformaPage } from './pages/reforma';
import { HomePage } from './pages/home';
import { LoginPage } from './pages/login';
import { NcmPage } from './pages/ncm';
import { NcmCatalogoPage } from './pages/ncm-catalogo';
import { NotFoundPage } from './pages/not-found';
import { PrivacidadePage } from './pages/privacidade';
import { RecuperarSenhaPage } from './pages/recuperar-senha';
import { RedefinirSenhaPage } from './pages/redefinir-senha';
import { RouteErrorPage } from './pages/route-error';
import { SolucoesPage } from './pages/solucoes';
import { TermosPage } from './pages/termos';
import { VerificarEmailPage } from './pages/verificar-email';
import { ConvitePage } from './pages/convite';
import { EscritorioPage } from './pages/escritorio';

// The route table of spec §2. Adding a page here is also what makes its menu entry (src/web/nav.ts)
// appear: menus only list routes that exist. Keep the catch-all '*' last.
export const routes: RouteObject[] = [
  {
    element: <PublicShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/solucoes', element: <SolucoesPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/recuperar-senha', element: <RecuperarSenhaPage /> },
      { path: '/redefinir-senha', element: <RedefinirSenhaPage /> },
      { path: '/verificar-email', element: <VerificarEmailPage /> },
      { path: '/convite/:id', element: <ConvitePage /> },
      { path: '/termos', element: <TermosPage /> },
      { path: '/privacidade', element: <PrivacidadePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard',
    element: <DashboardShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'escritorio', element: <EscritorioPage /> },
      { path: 'perfil', element: <PerfilPage /> },
      { path: 'configuracoes', element: <ConfiguracoesPage /> },
      { path: 'historico', element: <HistoricoPage /> },
      { path: 'conferencias', element: <ConferenciasPage /> },
      { path: 'clientes', element: <ClientesPage /> },
      { path: 'clientes/:id', element: <ClientePage /> },
      { path: 'lote', element: <LotePage /> },
      { path: 'ncm', element: <NcmPage /> },
      { path: 'ncm/catalogo', element: <NcmCatalogoPage /> },
      { path: 'analista-pro', element: <AnalistaProPage /> },
      { path: 'analista-pro/wizard', element: <AnalistaProWizardPage /> },
      { path: 'analista-pro/fiscal', element: <AnalistaProFiscalPage /> },
      { path: 'analista-pro/empresas', element: <AnalistaProEmpresasPage /> },
      { path: 'analista-pro/execucoes/:id', element: <AnalistaProExecucaoPage /> },
      { path: 'analista-pro/ncm/:id', element: <AnalistaProNcmPage /> },
      { path: 'pis-cofins', element: <PisCofinsPage /> },
      { path: 'escrituracao', element: <EscrituracaoPage /> },
      { path: 'reforma', element: <ReformaPage /> },
      // A signed-in user who mistypes an address stays inside the panel (with its menu), not on the public 404.
      { path: '*', element: <NotFoundPage home="/dashboard" /> },
    ],
  },
  {
    path: '/admin',
    element: <AdminShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <AdminPage /> },
      { path: 'usuarios', element: <AdminUsuariosPage /> },
      { path: 'modulos', element: <AdminModulosPage /> },
      { path: 'logs', element: <AdminLogsPage /> },
      { path: 'logs/todos', element: <AdminLogsTodosPage /> },
      { path: 'site', element: <AdminSitePage /> },
      { path: '*', element: <NotFoundPage home="/admin" /> },
    ],
  },
];

registerRoutes(routes);

export const router = createBrowserRouter(routes);
