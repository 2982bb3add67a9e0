import { Building2 } from 'lucide-react';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { InviteCard } from '../features/office/invite-card';
import { MembersCard } from '../features/office/members-card';
import { ROLE_LABEL, useOffice } from '../features/office/office-api';
import { OfficeLedgerCard } from '../features/office/office-ledger-card';
import { OfficeSettingsCard } from '../features/office/office-settings-card';

/** "Escritório": the office's data, its team, invitations and (for the titular) credit use by member. */
export function EscritorioPage() {
  const office = useOffice();
  const o = office.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Building2 className="size-6" aria-hidden="true" /> Escritório
        </h1>
        <p className="text-muted-foreground">
          {o ? (
            <>
              {o.nome} · seu papel: <strong>{ROLE_LABEL[o.papel]}</strong>
            </>
          ) : (
            'Equipe, convites e créditos compartilhados.'
          )}
        </p>
      </div>
      {office.isError && (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {office.error.message}
            <Button variant="outline" size="sm" onClick={() => void office.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {!o && !office.isError && (
        <div className="space-y-4" aria-busy="true" aria-label="Carregando o escritório">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      )}
      {o && (
        <>
          <OfficeSettingsCard office={o} />
          <MembersCard office={o} />
          {o.papel === 'titular' && <InviteCard office={o} />}
          {o.papel === 'titular' && <OfficeLedgerCard office={o} />}
        </>
      )}
    </div>
  );
}
