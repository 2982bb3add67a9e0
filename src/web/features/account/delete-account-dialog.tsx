import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useDeleteAccount } from './account-api';

/** 'Excluir conta': says exactly what is erased and what the law makes us keep, then asks for the password. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const del = useDeleteAccount();
  const qc = useQueryClient();
  const navigate = useNavigate();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      // Accounts that only use Google have no password: the server then compares this value with the e-mail.
      await del.mutateAsync({ password, email: password });
      qc.clear();
      toast.success('Conta excluída.', { description: 'Seus dados foram apagados e você saiu da plataforma.' });
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error('A conta não foi excluída', { description: (err as Error).message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => { setOpen(o); if (!o) setPassword(''); }}>
      <DialogTrigger asChild>
        <Button variant="destructive">Excluir conta</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Excluir a sua conta?</DialogTitle>
          <DialogDescription>Esta ação não pode ser desfeita.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm">
          <div>
            <p className="font-medium">Apagamos agora:</p>
            <ul className="ml-5 list-disc text-muted-foreground">
              <li>seu perfil, foto, senha e sessões abertas;</li>
              <li>planilhas e arquivos enviados, relatórios gerados e o histórico de conferências do seu escritório pessoal;</li>
              <li>tokens de API, credenciais do Analista PRO e a lista de atividades.</li>
            </ul>
          </div>
          <div>
            <p className="font-medium">Guardamos, sem o seu nome nem o seu e-mail:</p>
            <ul className="ml-5 list-disc text-muted-foreground">
              <li>os lançamentos de créditos (concedidos, comprados, usados e estornados) e os pedidos de compra aprovados — registro comercial e fiscal que a lei nos obriga a manter;</li>
              <li>os registros de auditoria de segurança (acessos e ações), pelo prazo legal;</li>
              <li>as conferências que você fez para um escritório de que é membro por convite: são trabalho do escritório e continuam lá, marcadas como de uma conta excluída.</li>
            </ul>
            <p className="mt-1 text-muted-foreground">Esses registros ficam ligados a um código aleatório e não apontam mais para você. Créditos não usados são perdidos.</p>
          </div>
        </div>
        <form onSubmit={onSubmit} className="space-y-3">
          <div className="space-y-2">
            <Label htmlFor="excluir-senha">Digite a sua senha para confirmar</Label>
            <p className="text-xs text-muted-foreground">Se você entra só com o Google, digite o seu e-mail.</p>
            <Input id="excluir-senha" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={del.isPending || !password}>
              {del.isPending ? 'Excluindo...' : 'Excluir definitivamente'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
