const MAX = 160;

/**
 * A refusal as short as a toast can hold: its first sentence, pointing to the full text the page keeps
 * under the start button (the header lists of 'Colunas obrigatórias não encontradas' run to 20 lines).
 */
export function toastText(message: string): string {
  if (message.length <= MAX) return message;
  const end = message.indexOf('. ');
  const first = end > 0 && end < MAX ? message.slice(0, end + 1) : `${message.slice(0, MAX).trimEnd()}…`;
  return `${first} Detalhes na página.`;
}
