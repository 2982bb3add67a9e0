// File sizes in the units the spec shows, and the pt-BR reason a file cannot be sent.

const mb = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,25 MB' — the spec shows the selected file's size in MB. */
export function formatMb(bytes: number): string {
  // A 3 KB sheet would read '0,00 MB', which looks like an empty file.
  if (bytes > 0 && bytes < 0.01 * 1024 * 1024) return '< 0,01 MB';
  return `${mb.format(bytes / 1024 / 1024)} MB`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** pt-BR reason a file cannot be sent, or null when it is fine (the server checks again). */
export function fileProblem(file: File, extensions: string[], maxMb: number | undefined): string | null {
  const ext = extensionOf(file.name);
  if (!extensions.includes(ext)) {
    return `Formato não suportado (${ext || 'sem extensão'}): envie um arquivo ${extensions.join(', ')}.`;
  }
  if (file.size === 0) return `O arquivo ${file.name} está vazio.`;
  if (maxMb && file.size > maxMb * 1024 * 1024) {
    return `O arquivo ${file.name} tem ${formatMb(file.size)} e excede o limite de ${maxMb} MB.`;
  }
  return null;
}
