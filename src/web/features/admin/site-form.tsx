import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/queries';
import { useAdminMutation, useAdminSite, type SiteSettings } from './admin-api';
import { Field } from './field';

const FIELDS: { key: keyof SiteSettings; label: string; type: 'email' | 'url' | 'text'; hint?: string; placeholder?: string }[] = [
  { key: 'contactEmail', label: 'E-mail de contato', type: 'email' },
  { key: 'phone', label: 'Telefone', type: 'text', placeholder: '(11) 4000-0000' },
  { key: 'city', label: 'Cidade', type: 'text', placeholder: 'São Paulo - SP' },
  { key: 'whatsappUrl', label: 'Link do WhatsApp', type: 'url', hint: 'Usado no botão de contato, em Contato e em "Falar com consultor". Ex.: https://wa.me/5511999999999', placeholder: 'https://wa.me/55…' },
  { key: 'instagramUrl', label: 'Instagram', type: 'url', placeholder: 'https://www.instagram.com/…' },
  { key: 'linkedinUrl', label: 'LinkedIn', type: 'url', placeholder: 'https://www.linkedin.com/company/…' },
  { key: 'facebookUrl', label: 'Facebook', type: 'url', placeholder: 'https://www.facebook.com/…' },
  { key: 'encarregadoEmail', label: 'E-mail do encarregado de dados (LGPD)', type: 'email', hint: 'Exibido na Política de Privacidade.' },
];

/** /admin/site: what the public footer and pages show. Empty links are simply not shown. */
export function SiteForm() {
  const site = useAdminSite();
  if (site.isError) return <p className="text-sm text-destructive">{site.error.message}</p>;
  if (!site.data) return <Skeleton className="h-96 w-full" />;
  return <SiteFormLoaded initial={site.data} />;
}

function SiteFormLoaded({ initial }: { initial: SiteSettings }) {
  const [values, setValues] = useState(initial);
  const qc = useQueryClient();
  const save = useAdminMutation(() => apiFetch<SiteSettings>('/api/admin/site', { method: 'PUT', json: values }));
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate(undefined, {
      onSuccess: async () => {
        await qc.invalidateQueries({ queryKey: queryKeys.site });
        toast.success('Dados do site salvos', { description: 'O rodapé e as páginas públicas já mostram os novos dados.' });
      },
      onError: (err) => toast.error('Não foi possível salvar', { description: err.message }),
    });
  }
  return (
    <form onSubmit={onSubmit}>
      <Card>
        <CardHeader>
          <CardTitle>Dados do site</CardTitle>
          <CardDescription>Contato, WhatsApp e redes sociais exibidos no rodapé e nas páginas públicas.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((f) => (
            <Field key={f.key} id={`site-${f.key}`} label={f.label} hint={f.hint}>
              <Input
                id={`site-${f.key}`}
                type={f.type}
                placeholder={f.placeholder}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            </Field>
          ))}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
