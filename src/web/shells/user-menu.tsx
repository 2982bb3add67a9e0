import { Link } from 'react-router';
import { LayoutDashboard, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { initialsOf } from '../lib/format';
import { routeExists } from '../lib/known-routes';
import type { Me } from '../lib/queries';
import { useSignOut } from '../features/auth/use-sign-out';

const accountLinks = [
  { label: 'Minha Conta', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Perfil', to: '/dashboard/perfil', icon: User },
  { label: 'Configurações', to: '/dashboard/configuracoes', icon: Settings },
];

export function UserAvatar({ me, className }: { me: Me; className?: string }) {
  return (
    <Avatar className={className}>
      {me.image && <AvatarImage src={me.image} alt="" />}
      <AvatarFallback>{initialsOf(me.name, me.email)}</AvatarFallback>
    </Avatar>
  );
}

/** Avatar button + account menu of the top bar. Links to pages not built yet are left out. */
export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
        // The accessible name starts with the visible name (WCAG 2.5.3, label in name) and says what opens.
        aria-label={`${me.name} — Menu da conta`}
      >
        <UserAvatar me={me} />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{me.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{me.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{me.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks
          .filter((l) => routeExists(l.to))
          .map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={label} asChild>
              <Link to={to}>
                <Icon /> {label}
              </Link>
            </DropdownMenuItem>
          ))}
        {me.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck /> Painel administrativo
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()} className="text-destructive focus:text-destructive">
          <LogOut /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
