import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from './ui/button';
import { cn } from '../lib/cn';
import { fileProblem, formatMb } from './file-size';

type Props = {
  label: string;
  /** Lower-case extensions with the dot ('.xlsx'). */
  extensions: string[];
  maxMb?: number;
  files: File[];
  onChange(files: File[]): void;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
};

/**
 * Drop zone + file input. Refuses wrong extensions, empty and oversize files here (pt-BR toast)
 * so nobody waits for a 500 MB upload to learn it was the wrong file; the server checks again.
 */
export function FilePicker({ label, extensions, maxMb, files, onChange, multiple = false, disabled, hint }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const picked = Array.from(list);
    const good: File[] = [];
    for (const f of picked) {
      const problem = fileProblem(f, extensions, maxMb);
      if (problem) toast.error('Erro', { description: problem });
      else good.push(f);
    }
    if (good.length === 0) return;
    if (multiple) {
      const names = new Set(files.map((f) => `${f.name}:${f.size}`));
      onChange([...files, ...good.filter((f) => !names.has(`${f.name}:${f.size}`))]);
    } else onChange([good[0]!]);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          over ? 'border-primary bg-primary/5' : 'border-input',
          disabled && 'opacity-60',
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">
          Arraste {multiple ? 'os arquivos' : 'o arquivo'} aqui ou{' '}
          <Button variant="link" className="h-auto p-0" disabled={disabled} onClick={() => input.current?.click()}>
            {multiple ? 'escolha os arquivos' : 'escolha um arquivo'}
          </Button>
        </p>
        <p className="text-xs text-muted-foreground">
          {hint ?? `Formatos aceitos: ${extensions.join(', ')}`}
          {maxMb ? ` · até ${maxMb.toLocaleString('pt-BR')} MB` : ''}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          accept={extensions.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="space-y-1" aria-label="Arquivos selecionados">
          {files.map((f) => (
            <li key={`${f.name}:${f.size}`} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span className="min-w-0 wrap-anywhere" data-testid="arquivo-selecionado">
                Arquivo selecionado: <strong>{f.name}</strong> ({formatMb(f.size)})
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={disabled}
                aria-label={`Remover ${f.name}`}
                onClick={() => onChange(files.filter((x) => x !== f))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
