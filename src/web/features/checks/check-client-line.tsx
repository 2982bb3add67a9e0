import { Link } from 'react-router';
import { formatCompetencia } from '../../lib/format';
import type { CheckStatus } from './check-types';

/** "Cliente · Competência" of a check, under the result's title (the client links to its page). */
export function CheckClientLine({ status }: { status: CheckStatus | null }) {
  if (!status || (!status.cliente && !status.competencia)) return null;
  return (
    <p className="text-sm" data-testid="resultado-cliente">
      {status.cliente ? (
        <>
          Cliente:{' '}
          <Link className="font-medium underline underline-offset-2" to={`/dashboard/clientes/${status.cliente.id}`}>
            {status.cliente.razao_social}
          </Link>{' '}
          <span className="text-muted-foreground">({status.cliente.cnpj_formatado})</span>
        </>
      ) : (
        'Sem cliente'
      )}
      {' · '}Competência: <span className="font-medium">{formatCompetencia(status.competencia)}</span>
    </p>
  );
}
