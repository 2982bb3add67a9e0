import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerRoutes } from './lib/known-routes';
import { AdminShell } from './shells/admin-shell';
import { DashboardShell } from './shells/dashboard-shell';
import { PublicShell } from './shells/public-shell';
import { AdminPage } from './pages/admin';
import { DashboardPage } from './pages/dashboard';
import { HomePage } from './pages/home';
import { LoginPage } from './pages/login';
import { NotFoundPage } from './pages/not-found';
import { PrivacidadePage } from './pages/privacidade';
import { RecuperarSenhaPage } from './pages/recuperar-senha';
import { RedefinirSenhaPage } from './pages/redefinir-senha';
import { RouteErrorPage } from './pages/route-error';
import { SolucoesPage } from './pages/solucoes';
import { TermosPage } from './pages/termos';

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
      { path: '/termos', element: <TermosPage /> },
      { path: '/privacidade', element: <PrivacidadePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard',
    element: <DashboardShell />,
    errorElement: <RouteErrorPage />,
    children: [{ index: true, element: <DashboardPage /> }],
  },
  {
    path: '/admin',
    element: <AdminShell />,
    errorElement: <RouteErrorPage />,
    children: [{ index: true, element: <AdminPage /> }],
  },
];

registerRoutes(routes);

export const router = createBrowserRouter(routes);
