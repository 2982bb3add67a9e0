import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ArrowLeft, Menu, ShieldCheck } from 'lucide-react';
import { Brand } from '../components/brand';
import { RouteChrome } from '../components/route-chrome';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet';
import { cn } from '../lib/cn';
import type { Me } from '../lib/queries';
import { visibleAdminNav } from '../nav';
import { RequireSession } from '../features/auth/require-session';
import { AcessoNegadoPage } from '../pages/acesso-negado';
import { UserMenu } from './user-menu';

/** Every /admin route: session guard + admin role (else 'Acesso negado'), sidebar and section tabs. */
export function AdminShell() {
  return (
    <RequireSession>{(me) => (me.role === 'admin' ? <AdminLayout me={me} /> : <AcessoNegadoPage />)}</RequireSession>
  );
}

function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu administrativo" className="flex flex-col gap-1">
      {visibleAdminNav().map(({ label, to }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/admin'}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn('rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-accent')
          }
        >
          {label}
        </NavLink>
      ))}
      <Link to="/dashboard" onClick={onNavigate} className="mt-4 flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent">
        <ArrowLeft className="size-4" /> Voltar ao dashboard
      </Link>
    </nav>
  );
}

// Spec §2: the panel's three tabs. Each has its own route; /admin opens on Usuários.
const TABS = [
  { label: 'Usuários', to: '/admin/usuarios', alsoActive: ['/admin'] },
  { label: 'Módulos', to: '/admin/modulos', alsoActive: [] },
  { label: 'Logs de atividade', to: '/admin/logs', alsoActive: [] },
];

/** The three tabs above the content (not on /admin/site, which is a separate section). */
function AdminTabs() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!TABS.some((t) => path.startsWith(t.to) || t.alsoActive.includes(path))) return null;
  return (
    <div role="tablist" aria-label="Abas do painel" className="mb-6 flex gap-1 overflow-x-auto rounded-md bg-muted p-1">
      {TABS.map(({ label, to, alsoActive }) => {
        const active = path.startsWith(to) || alsoActive.includes(path);
        return (
          <Link
            key={to}
            to={to}
            role="tab"
            aria-selected={active}
            className={cn('whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium', active ? 'bg-background shadow-sm' : 'text-muted-foreground')}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}

function AdminLayout({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <RouteChrome />
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-white px-4 sm:px-6">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu administrativo" onClick={() => setOpen(true)}>
          <Menu className="size-5!" />
        </Button>
        <Brand to="/admin" />
        <Badge variant="secondary" className="gap-1">
          <ShieldCheck className="size-3.5" /> Administrador
        </Badge>
        <div className="ml-auto">
          <UserMenu me={me} />
        </div>
      </header>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="left" className="pt-5">
          <SheetTitle>Administração</SheetTitle>
          <SheetDescription className="sr-only">Seções do painel administrativo</SheetDescription>
          <AdminSidebar onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="flex">
        <div className="hidden w-60 shrink-0 border-r bg-white lg:block">
          <aside className="sticky top-16 h-[calc(100vh-4rem)] overflow-y-auto p-4">
            <AdminSidebar />
          </aside>
        </div>
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <div className="mb-6">
            <h1 className="text-2xl font-bold tracking-tight">Painel administrativo</h1>
            <p className="text-sm text-muted-foreground">
              Conectado como <span className="font-medium text-foreground">{me.name}</span> (Administrador)
            </p>
          </div>
          <AdminTabs />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
