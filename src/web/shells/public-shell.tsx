import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Brand } from '../components/brand';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useMe, useSiteInfo } from '../lib/queries';
import { RouteChrome } from '../components/route-chrome';
import { contactHref } from '../features/site/contact-link';
import { SiteFooter } from '../features/site/site-footer';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('text-sm font-medium transition-colors hover:text-primary', isActive ? 'text-primary' : 'text-slate-700');

/** Public pages: sticky header (with a mobile toggle that closes on navigation) and the site footer. */
export function PublicShell() {
  const [open, setOpen] = useState(false);
  const { data: site } = useSiteInfo();
  const contact = contactHref(site);
  const close = () => setOpen(false);
  // A signed-in visitor (on /verificar-email, a 404, the home page) goes back to the panel, not to a login form.
  const { data: me } = useMe();
  const account = me ? { to: '/dashboard', label: 'Ir para o painel' } : { to: '/login', label: 'Entrar' };

  return (
    <div className="flex min-h-screen flex-col">
      <RouteChrome />
      <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Brand />
          <nav aria-label="Principal" className="hidden items-center gap-8 md:flex">
            <NavLink to="/" end className={linkClass}>Início</NavLink>
            <NavLink to="/solucoes" className={linkClass}>Soluções</NavLink>
            {contact && (
              <a href={contact} target="_blank" rel="noopener noreferrer" className={linkClass({ isActive: false })}>
                Contato
              </a>
            )}
            <Button asChild>
              <Link to={account.to}>{account.label}</Link>
            </Button>
          </nav>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={open}
            aria-controls="menu-movel"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-6!" /> : <Menu className="size-6!" />}
          </Button>
        </div>
        {open && (
          <nav id="menu-movel" aria-label="Menu móvel" className="border-t bg-white px-4 pb-4 md:hidden">
            <ul className="flex flex-col gap-1 pt-2">
              <li><NavLink to="/" end onClick={close} className={(s) => cn(linkClass(s), 'block rounded-md px-3 py-3 hover:bg-accent')}>Início</NavLink></li>
              <li><NavLink to="/solucoes" onClick={close} className={(s) => cn(linkClass(s), 'block rounded-md px-3 py-3 hover:bg-accent')}>Soluções</NavLink></li>
              {contact && (
                <li>
                  <a href={contact} target="_blank" rel="noopener noreferrer" onClick={close} className="block rounded-md px-3 py-3 text-sm font-medium text-slate-700 hover:bg-accent">
                    Contato
                  </a>
                </li>
              )}
              <li className="pt-2">
                <Button asChild className="w-full">
                  <Link to={account.to} onClick={close}>{account.label}</Link>
                </Button>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
