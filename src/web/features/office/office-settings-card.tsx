import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useDeleteLogo, useUpdateOffice, useUploadLogo, type Office } from './office-api';

const LOGO_MAX_BYTES = 1024 * 1024;

/** Razão social, CNPJ and logo (shown on reports). Only the titular edits; others read. */
export function OfficeSettingsCard({ office }: { office: Office }) {
  const canEdit = office.papel === 'titular';
  const [nome, setNome] = useState(office.nome);
  const [cnpj, setCnpj] = useState(office.cnpjFormatado ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOffice();
  useEffect(() => {
    setNome(office.nome);
    setCnpj(office.cnpjFormatado ?? '');
  }, [office.nome, office.cnpjFormatado]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    update.mutate(
      { nome: nome.trim(), cnpj: cnpj.trim() || null },
      { onSuccess: () => toast.success('Dados do escritório salvos.'), onError: (err) => setError(err.message) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados do escritório</CardTitle>
        <CardDescription>Aparecem nos relatórios PDF e Excel entregues aos clientes.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="space-y-2">
            <Label htmlFor="escritorio-nome">Razão social</Label>
            <Input id="escritorio-nome" value={nome} onChange={(e) => setNome(e.target.value)} disabled={!canEdit} maxLength={150} required />
          </div>
          <div className="space-y-2">
            <Label htmlFor="escritorio-cnpj">CNPJ</Label>
            <Input id="escritorio-cnpj" value={cnpj} onChange={(e) => setCnpj(e.target.value)} disabled={!canEdit} inputMode="numeric" placeholder="00.000.000/0000-00" maxLength={20} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          )}
          {canEdit && (
            <div className="sm:col-span-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Salvando…' : 'Salvar dados'}
              </Button>
            </div>
          )}
        </form>
        <LogoField office={office} canEdit={canEdit} />
      </CardContent>
    </Card>
  );
}

function LogoField({ office, canEdit }: { office: Office; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      toast.error('O logotipo deve ter no máximo 1 MB.');
      return;
    }
    upload.mutate(file, { onSuccess: () => toast.success('Logotipo atualizado.'), onError: (err) => toast.error('Logotipo não enviado', { description: err.message }) });
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Logotipo</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-48 items-center justify-center rounded-md border bg-white p-2">
          {office.logo ? (
            <img src={office.logo} alt={`Logotipo de ${office.nome}`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">Sem logotipo</span>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <input ref={input} type="file" accept="image/png,image/jpeg" className="sr-only" aria-label="Escolher logotipo" onChange={(e) => pick(e.target.files?.[0])} />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
              <ImagePlus /> {upload.isPending ? 'Enviando…' : office.logo ? 'Trocar logotipo' : 'Enviar logotipo'}
            </Button>
            {office.logo && (
              <Button variant="ghost" size="sm" onClick={() => remove.mutate(undefined, { onError: (err) => toast.error(err.message) })} disabled={remove.isPending}>
                <Trash2 /> Remover
              </Button>
            )}
          </div>
        )}
      </div>
      <p className="text-xs text-muted-foreground">PNG ou JPEG de até 1 MB. Ajustado para caber no cabeçalho dos relatórios.</p>
    </div>
  );
}
