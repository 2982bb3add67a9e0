import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { AlertTriangle, Menu } from 'lucide-react';
import { Brand } from '../components/brand';
import { RouteChrome } from '../components/route-chrome';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet';
import { useModules, type Me } from '../lib/queries';
import { visibleNav } from '../nav';
import { RequireSession } from '../features/auth/require-session';
import { useGoogleReturnToast } from '../features/auth/google-return-toast';
import { VerifyEmailBanner } from '../features/auth/verify-email-banner';
import { CreditsBox } from './credits-box';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { useModuleVisit } from './use-module-visit';

/** Every /dashboard route: session guard, top bar, side menu (drawer on small screens). */
export function DashboardShell() {
  return <RequireSession>{(me) => <DashboardLayout me={me} />}</RequireSession>;
}

function DashboardLayout({ me }: { me: Me }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: modules } = useModules();
  useGoogleReturnToast();
  useModuleVisit();
  const entries = useMemo(() => visibleNav(new Set((modules ?? []).map((m) => m.id))), [modules]);

  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6">
      <SidebarNav entries={entries} onNavigate={onNavigate} />
      <div className="mt-auto">
        <CreditsBox credits={me.credits} officeName={me.office.name} />
      </div>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <RouteChrome />
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-white px-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Abrir menu do painel"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-5!" />
        </Button>
        <Brand to="/dashboard" />
        <div className="ml-auto">
          <UserMenu me={me} />
        </div>
      </header>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="pt-5">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navegação do painel</SheetDescription>
          {sidebar(() => setMenuOpen(false))}
        </SheetContent>
      </Sheet>
      <div className="flex">
        <div className="hidden w-64 shrink-0 border-r bg-white lg:block">
          <aside className="sticky top-16 h-[calc(100vh-4rem)] overflow-y-auto p-4">
            {sidebar()}
          </aside>
        </div>
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {me.accessExpired && (
            <Alert variant="destructive" className="mb-6">
              <AlertTriangle />
              <AlertDescription>
                Seu período de acesso expirou. Novas conferências ficam bloqueadas até a renovação — fale com o administrador.
              </AlertDescription>
            </Alert>
          )}
          {!me.emailVerified && <VerifyEmailBanner email={me.email} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
