import { useState, type FormEvent } from 'react';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatDateTimeBR } from '../../lib/format';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './account-api';

/** Personal API tokens: created with a name, shown once, listed by name and last use, revocable. */
export function ApiTokensCard() {
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<{ nome: string; token: string } | null>(null);
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();

  async function onCreate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      const t = await create.mutateAsync(name.trim());
      setFresh({ nome: t.nome, token: t.token });
      setName('');
    } catch (err) {
      toast.error('Não foi possível criar o token', { description: (err as Error).message });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Token copiado.');
    } catch {
      toast.error('Não foi possível copiar. Selecione o token e copie manualmente.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tokens de API</CardTitle>
        <CardDescription>
          Para integrações e scripts: envie o token no cabeçalho <code className="rounded bg-muted px-1">Authorization: Bearer apura_…</code>. Ele dá
          acesso à sua conta — guarde-o como uma senha.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onCreate} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1 space-y-2">
            <Label htmlFor="token-nome">Nome do token</Label>
            <Input id="token-nome" required maxLength={60} placeholder="Ex.: Integração ERP" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            <KeyRound /> {create.isPending ? 'Criando...' : 'Criar token'}
          </Button>
        </form>

        {fresh && (
          <Alert variant="success">
            <KeyRound />
            <AlertDescription className="space-y-2">
              <p>
                Token <strong>{fresh.nome}</strong> criado. Copie agora: por segurança ele <strong>não será mostrado de novo</strong>.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <code data-testid="token-novo" className="break-all rounded bg-white px-2 py-1 font-mono text-xs">
                  {fresh.token}
                </code>
                <Button size="sm" variant="outline" type="button" onClick={() => copy(fresh.token)}>
                  <Copy /> Copiar
                </Button>
                <Button size="sm" variant="ghost" type="button" onClick={() => setFresh(null)}>
                  Já copiei
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        )}

        {tokens.isError && <p className="text-sm text-destructive">{tokens.error.message}</p>}
        {tokens.data?.length === 0 && <p className="text-sm text-muted-foreground">Nenhum token ativo.</p>}
        <ul className="divide-y">
          {tokens.data?.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{t.nome}</span> <code className="text-xs text-muted-foreground">{t.prefixo}…</code>
                <span className="block text-xs text-muted-foreground">
                  Criado em {formatDateTimeBR(t.criadoEm)} · {t.ultimoUso ? `Último uso em ${formatDateTimeBR(t.ultimoUso)}` : 'Nunca usado'}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                aria-label={`Revogar o token ${t.nome}`}
                onClick={() =>
                  revoke.mutate(t.id, {
                    onSuccess: () => toast.success(`Token "${t.nome}" revogado.`),
                    onError: (err) => toast.error('Não foi possível revogar', { description: err.message }),
                  })
                }
              >
                <Trash2 /> Revogar
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
