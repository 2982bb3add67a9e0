/** Starts a same-origin download (the session cookie goes along; the server names the file). */
export function downloadFile(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export const reportUrl = (base: string, taskId: string, ext: 'xlsx' | 'pdf') => `${base}/tarefas/${encodeURIComponent(taskId)}/relatorio.${ext}`;
