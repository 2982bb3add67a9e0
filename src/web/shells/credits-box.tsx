import { Building2, Coins } from 'lucide-react';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { formatInteger } from '../lib/format';

/** Sidebar box with the office's name and its real balance from /api/me. */
export function CreditsBox({ credits, officeName }: { credits: number; officeName: string }) {
  return (
    <div className="rounded-lg border bg-secondary/60 p-4" data-testid="creditos-disponiveis">
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-foreground" data-testid="escritorio-nome">
        <Building2 className="size-4 shrink-0" aria-hidden="true" /> <span className="truncate">{officeName}</span>
      </p>
      <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-secondary-foreground">
        <Coins className="size-4" /> Créditos Disponíveis
      </p>
      <p className="mt-1 text-2xl font-bold text-foreground">{formatInteger(credits)}</p>
      <BuyCreditsButton size="sm" className="mt-3 w-full" />
    </div>
  );
}
