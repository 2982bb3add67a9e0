import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatInteger } from '../../lib/format';
import { useMe } from '../../lib/queries';

const plural = (n: number) => `${formatInteger(n)} ${n === 1 ? 'crédito' : 'créditos'}`;

/**
 * 'Consumo de créditos': the real cost (from /api/public/config) and balance (/api/me).
 * `buy` is the purchase button the page passes in (features do not import each other);
 * without it a link to Configurações is shown.
 */
export function CreditCostBox({ cost, buy }: { cost: number | undefined; buy?: ReactNode }) {
  const { data: me } = useMe();
  const short = me && cost !== undefined && me.credits < cost;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Coins className="size-4 text-primary" /> Consumo de créditos
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {cost === undefined || !me ? (
          <Skeleton className="h-10" />
        ) : (
          <>
            <p>
              Cada conferência consome <strong data-testid="custo-verificacao">{plural(cost)}</strong>. Se a conferência falhar por um
              problema nosso, os créditos voltam automaticamente.
            </p>
            <p>
              Seu saldo: <strong data-testid="saldo-creditos">{plural(me.credits)}</strong>
            </p>
            {short && <p className="text-destructive">Saldo insuficiente para esta conferência.</p>}
            {me.accessExpired && (
              <p className="text-destructive">Seu período de acesso terminou: novas conferências ficam bloqueadas até a renovação pelo administrador.</p>
            )}
          </>
        )}
        {buy ?? (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/configuracoes">Comprar créditos</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
