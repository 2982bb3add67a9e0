import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import type { Me } from '../../lib/queries';
import { useUpdatePreferences } from './account-api';

/** The one preference the check pipeline reads: e-mail me when a check finishes. */
export function NotificationsCard({ me }: { me: Me & { notifyOnCheck?: boolean } }) {
  const update = useUpdatePreferences();
  const checked = update.isPending ? Boolean(update.variables?.notifyOnCheck) : me.notifyOnCheck !== false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notificações</CardTitle>
        <CardDescription>Avisos enviados para {me.email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={checked}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { notifyOnCheck: e.target.checked },
                {
                  onSuccess: (r) => toast.success(r.notifyOnCheck ? 'Você receberá um e-mail ao fim de cada conferência.' : 'E-mails de conferência desativados.'),
                  onError: (err) => toast.error('Não foi possível salvar a preferência', { description: err.message }),
                },
              )
            }
          />
          <span>
            <span className="font-medium">Enviar e-mail quando uma conferência terminar</span>
            <span className="block text-muted-foreground">Útil para arquivos grandes: você pode fechar a página e voltar quando o resultado estiver pronto.</span>
          </span>
        </label>
      </CardContent>
    </Card>
  );
}
