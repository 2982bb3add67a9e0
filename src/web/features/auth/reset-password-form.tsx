import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';

const FAILED = 'Erro ao redefinir a senha';

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const mismatch = confirm.length > 0 && password !== confirm;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) return;
    setSaving(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        toast.error(FAILED, { description: translateAuthError(error) });
        return;
      }
      setDone(true);
      toast.success('Senha redefinida com sucesso!');
    } catch {
      toast.error(FAILED, { description: translateAuthError({ status: 0 }) });
    } finally {
      setSaving(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert variant="success">
          <CheckCircle2 />
          <AlertTitle>Senha redefinida com sucesso!</AlertTitle>
          <AlertDescription>Agora você já pode entrar com a nova senha.</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">Ir para o login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="nova-senha">Nova senha</Label>
        <Input
          id="nova-senha"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">Mínimo de 8 caracteres.</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmar-senha">Confirme a nova senha</Label>
        <Input
          id="confirmar-senha"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {mismatch && <p className="text-xs text-destructive">As senhas não coincidem.</p>}
      </div>
      <Button type="submit" className="w-full" disabled={saving || mismatch}>
        {saving ? 'Salvando...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
