import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { initialsOf } from '../../lib/format';
import type { Me } from '../../lib/queries';
import { useUploadAvatar } from './account-api';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** Click the avatar to change it (spec §2 Perfil). The server checks the real type again and resizes it. */
export function AvatarPicker({ me }: { me: Me }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.type && !ACCEPTED.includes(file.type)) {
      toast.error('Formato de imagem não aceito', { description: 'Envie uma foto PNG, JPEG ou WebP de até 2 MB.' });
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error('Foto grande demais', { description: 'A foto deve ter no máximo 2 MB.' });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Foto atualizada!');
    } catch (e) {
      toast.error('Não foi possível trocar a foto', { description: (e as Error).message });
    }
  }

  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-label="Trocar foto do perfil"
        className="group relative rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-20 text-xl">
          {me.image && <AvatarImage src={me.image} alt="Foto do perfil" />}
          <AvatarFallback>{initialsOf(me.name, me.email)}</AvatarFallback>
        </Avatar>
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white opacity-0 transition-opacity group-hover:opacity-100">
          <Camera className="size-5" />
        </span>
      </button>
      <div className="text-sm">
        <p className="font-medium">{upload.isPending ? 'Enviando foto...' : 'Clique na foto para trocar'}</p>
        <p className="text-muted-foreground">PNG, JPEG ou WebP, até 2 MB.</p>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label="Arquivo da foto do perfil"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
