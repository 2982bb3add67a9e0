import { LogOut, UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateBR } from '../../lib/format';
import { ROLE_HINT, ROLE_LABEL, useChangeRole, useLeaveOffice, useRemoveMember, type Office, type OfficeMember } from './office-api';
import { NativeSelect } from './native-select';

/** The team: the titular changes roles and removes members; any other member may leave. */
export function MembersCard({ office }: { office: Office }) {
  const isTitular = office.papel === 'titular';
  const leave = useLeaveOffice();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Equipe</CardTitle>
        <CardDescription>
          {office.membros.length === 1 ? 'Só você por enquanto. Convide sua equipe para dividir os créditos e os resultados.' : `${office.membros.length} pessoas no escritório.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Membros do escritório">
          {office.membros.map((m) => (
            <MemberRow key={m.id} m={m} manage={isTitular && m.papel !== 'titular'} />
          ))}
        </ul>
        <dl className="mt-4 grid gap-2 text-xs text-muted-foreground sm:grid-cols-3">
          {(['titular', 'contador', 'leitura'] as const).map((r) => (
            <div key={r}>
              <dt className="font-semibold text-foreground">{ROLE_LABEL[r]}</dt>
              <dd>{ROLE_HINT[r]}</dd>
            </div>
          ))}
        </dl>
        {!isTitular && (
          <Button
            variant="outline"
            className="mt-4"
            disabled={leave.isPending}
            onClick={() => {
              if (!window.confirm(`Sair do escritório ${office.nome}? Você volta para o seu próprio escritório; o que fez aqui fica com o escritório.`)) return;
              leave.mutate(undefined, { onSuccess: () => toast.success('Você saiu do escritório.'), onError: (err) => toast.error(err.message) });
            }}
          >
            <LogOut /> Sair do escritório
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function MemberRow({ m, manage }: { m: OfficeMember; manage: boolean }) {
  const change = useChangeRole();
  const remove = useRemoveMember();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="membro">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {m.nome} {m.voce && <span className="text-muted-foreground">(você)</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {m.email} · desde {formatDateBR(m.desde)}
        </p>
      </div>
      {manage ? (
        <div className="flex items-center gap-2">
          <NativeSelect
            aria-label={`Papel de ${m.nome}`}
            className="w-36"
            value={m.papel}
            disabled={change.isPending}
            onChange={(e) =>
              change.mutate(
                { id: m.id, papel: e.target.value as 'contador' | 'leitura' },
                { onSuccess: () => toast.success(`Papel de ${m.nome} alterado.`), onError: (err) => toast.error(err.message) },
              )
            }
          >
            <option value="contador">Contador</option>
            <option value="leitura">Leitura</option>
          </NativeSelect>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remover ${m.nome} do escritório`}
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Remover ${m.nome} do escritório? O que essa pessoa fez continua no escritório.`)) return;
              remove.mutate(m.id, { onSuccess: () => toast.success(`${m.nome} foi removido do escritório.`), onError: (err) => toast.error(err.message) });
            }}
          >
            <UserMinus className="size-4" />
          </Button>
        </div>
      ) : (
        <Badge variant={m.papel === 'titular' ? 'default' : 'secondary'}>{ROLE_LABEL[m.papel]}</Badge>
      )}
    </li>
  );
}
