import { Plus, Trash2 } from 'lucide-react';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { Sistema, Tipo } from './analista-api';

export type OmieChave = { rotulo: string; app_key: string; app_secret: string };
export type Integracao = { cnpj: string; integration_key: string };

export type CredentialValues = {
  email: string;
  senha_web: string;
  usuario: string;
  senha: string;
  client_id: string;
  client_secret: string;
  integracoes: Integracao[];
  chaves: OmieChave[];
};

export const emptyValues = (email = ''): CredentialValues => ({
  email,
  senha_web: '',
  usuario: '',
  senha: '',
  client_id: '',
  client_secret: '',
  integracoes: [{ cnpj: '', integration_key: '' }],
  chaves: [{ rotulo: '', app_key: '', app_secret: '' }],
});

const filled = (s: string) => s.trim() !== '';

/**
 * What each system's connector can use (issue 18): Omie, an app_key + app_secret per company; Domínio, only the
 * Onvio integration (Client ID, Client secret and one key per company) — its usuário/senha would need screen
 * automation, which Apura does not do, so the wizard does not ask for them; Contimatic (no connector yet, spec §5):
 * usuario + senha, plus email + senha_web for web.
 */
export function canFinish(sistema: Sistema, tipo: Tipo, v: CredentialValues): boolean {
  if (sistema === 'omie') return v.chaves.length > 0 && v.chaves.every((c) => filled(c.app_key) && filled(c.app_secret));
  if (sistema === 'dominio') {
    return filled(v.client_id) && filled(v.client_secret) && v.integracoes.length > 0 && v.integracoes.every((i) => filled(i.cnpj) && filled(i.integration_key));
  }
  if (!filled(v.usuario) || !filled(v.senha)) return false;
  if (tipo === 'web' && (!filled(v.email) || !filled(v.senha_web))) return false;
  return true;
}

/** The JSON body of POST/PUT /api/analista-pro/credenciais; blank fields are left out (on an edit they keep their value). */
export function toBody(sistema: Sistema, tipo: Tipo, v: CredentialValues) {
  const t = (s: string) => (filled(s) ? s.trim() : undefined);
  if (sistema === 'omie') return { sistema, tipo, chaves: v.chaves.map((c) => ({ rotulo: t(c.rotulo), app_key: t(c.app_key), app_secret: t(c.app_secret) })) };
  if (sistema === 'dominio') {
    return { sistema, tipo, client_id: t(v.client_id), client_secret: t(v.client_secret), integracoes: v.integracoes.map((i) => ({ cnpj: i.cnpj, integration_key: t(i.integration_key) })) };
  }
  return {
    sistema,
    tipo,
    email: tipo === 'web' ? t(v.email) : undefined,
    senha_web: tipo === 'web' ? t(v.senha_web) : undefined,
    usuario: t(v.usuario),
    senha: t(v.senha),
  };
}

function Field(p: { id: string; label: string; value: string; onChange: (v: string) => void; type?: string; placeholder?: string; autoComplete?: string; required?: boolean }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-1">
        <Label htmlFor={p.id}>{p.label}</Label>
        {/* Outside the label, so the field's accessible name stays exactly the label text. */}
        {p.required ? <span aria-hidden="true" className="text-sm text-destructive">*</span> : null}
      </div>
      <Input id={p.id} type={p.type ?? 'text'} value={p.value} placeholder={p.placeholder} autoComplete={p.autoComplete ?? 'off'} onChange={(e) => p.onChange(e.target.value)} />
    </div>
  );
}

/** Step 3 of the wizard (and the edit dialog): the fields depend on the system and the access type. */
export function CredentialFields(props: { sistema: Sistema; tipo: Tipo; values: CredentialValues; onChange: (v: CredentialValues) => void; editing?: boolean }) {
  const { sistema, tipo, values: v, onChange, editing } = props;
  const set = (patch: Partial<CredentialValues>) => onChange({ ...v, ...patch });
  const req = !editing;
  const keepHint = editing ? 'Deixe em branco para manter' : undefined;
  if (sistema === 'omie') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">O Omie gera um par app_key/app_secret para cada empresa (Omie → Configurações → Desenvolvedor).</p>
        {v.chaves.map((c, i) => {
          const upd = (patch: Partial<OmieChave>) => set({ chaves: v.chaves.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={i} className="space-y-3 rounded-md border p-3">
              <div className="flex items-center justify-between">
                <span className="text-sm font-medium">Empresa {i + 1}</span>
                {v.chaves.length > 1 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => set({ chaves: v.chaves.filter((_, j) => j !== i) })}>
                    <Trash2 /> Remover
                  </Button>
                ) : null}
              </div>
              <Field id={`rotulo-${i}`} label="Nome da empresa (opcional)" value={c.rotulo} onChange={(x) => upd({ rotulo: x })} />
              <Field id={`app_key-${i}`} label="app_key" value={c.app_key} required={req} placeholder={keepHint} onChange={(x) => upd({ app_key: x })} />
              <Field id={`app_secret-${i}`} label="app_secret" type="password" value={c.app_secret} required={req} placeholder={keepHint} autoComplete="new-password" onChange={(x) => upd({ app_secret: x })} />
            </div>
          );
        })}
        {!editing ? (
          <Button type="button" variant="outline" size="sm" onClick={() => set({ chaves: [...v.chaves, { rotulo: '', app_key: '', app_secret: '' }] })}>
            <Plus /> Adicionar outra empresa
          </Button>
        ) : null}
      </div>
    );
  }
  if (sistema === 'dominio') {
    return (
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Integração Onvio (envio de XML de NF-e)</legend>
        <p className="text-xs text-muted-foreground">
          O Domínio só oferece API para receber XML de NF-e pelo Onvio. Informe o identificador e o segredo da integração (no portal do Onvio: Client ID e Client secret) e, para cada empresa, a chave de integração gerada no Domínio. O usuário e a senha do Domínio não são pedidos: usá-los exigiria automação de tela, que o Apura não faz.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="client_id" label="Identificador da integração (Client ID)" value={v.client_id} required={req} placeholder={keepHint} onChange={(x) => set({ client_id: x })} />
          <Field id="client_secret" label="Segredo da integração (Client secret)" type="password" value={v.client_secret} required={req} placeholder={keepHint} autoComplete="new-password" onChange={(x) => set({ client_secret: x })} />
        </div>
        {v.integracoes.map((it, i) => {
          const upd = (patch: Partial<Integracao>) => set({ integracoes: v.integracoes.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <Field id={`int-cnpj-${i}`} label="CNPJ da empresa" value={it.cnpj} required={req} onChange={(x) => upd({ cnpj: x })} />
              <Field id={`int-key-${i}`} label="Chave de integração" type="password" value={it.integration_key} required={req} placeholder={keepHint} onChange={(x) => upd({ integration_key: x })} />
              <Button type="button" variant="ghost" size="sm" aria-label={`Remover chave ${i + 1}`} onClick={() => set({ integracoes: v.integracoes.filter((_, j) => j !== i) })}>
                <Trash2 />
              </Button>
            </div>
          );
        })}
        <Button type="button" variant="outline" size="sm" onClick={() => set({ integracoes: [...v.integracoes, { cnpj: '', integration_key: '' }] })}>
          <Plus /> Adicionar chave de integração
        </Button>
      </fieldset>
    );
  }
  return (
    <div className="space-y-4">
      {sistema === 'contimatic' ? (
        <Alert>
          <AlertDescription>A automação para o Contimatic ainda não está disponível: o Contimatic não tem API pública. Guardamos o acesso com criptografia para quando ela estiver pronta.</AlertDescription>
        </Alert>
      ) : null}
      {tipo === 'web' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email" label="E-mail" type="email" value={v.email} required={req} onChange={(x) => set({ email: x })} />
          <Field id="senha_web" label="Senha web" type="password" value={v.senha_web} required={req} placeholder={keepHint} autoComplete="new-password" onChange={(x) => set({ senha_web: x })} />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="usuario" label="Usuário" value={v.usuario} required={req} placeholder={keepHint} onChange={(x) => set({ usuario: x })} />
        <Field id="senha" label="Senha" type="password" value={v.senha} required={req} placeholder={keepHint} autoComplete="new-password" onChange={(x) => set({ senha: x })} />
      </div>
    </div>
  );
}
