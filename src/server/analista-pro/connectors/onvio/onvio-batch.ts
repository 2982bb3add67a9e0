import type { LoteXml, SituacaoArquivo } from '../types';

/** The message the Onvio batch status gives a file once Domínio has stored it. */
export const ONVIO_STORED_MESSAGE = 'Arquivo armazenado na API';

const PENDING = /process|aguard|pendent|fila|receb|queue|pending|waiting/i;

function norm(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
}

/**
 * Status of a batch → our LoteXml. The only documented-by-use signal is the stored message; anything that
 * reads like "still working" is pending, any other message is a rejection shown to the user as is.
 */
export function toLote(id: string, raw: unknown): LoteXml {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const files = (Array.isArray(r.filesExpanded) ? r.filesExpanded : Array.isArray(r.files) ? r.files : []) as Record<string, unknown>[];
  const arquivos = files.map((f) => {
    const stRaw: unknown = f.apiStatus ?? f.status;
    const st = (typeof stRaw === 'object' && stRaw !== null ? stRaw : {}) as Record<string, unknown>;
    const msg = typeof stRaw === 'string' ? stRaw : typeof st.message === 'string' ? st.message : null;
    const nomeRaw = f.fileName ?? f.name ?? f.filename;
    let situacao: SituacaoArquivo;
    if (msg && norm(msg) === norm(ONVIO_STORED_MESSAGE)) situacao = 'armazenado';
    else if (!msg || PENDING.test(msg) || PENDING.test(String(st.code ?? ''))) situacao = 'processando';
    else situacao = 'rejeitado';
    return { nome: typeof nomeRaw === 'string' ? nomeRaw : null, situacao, mensagem: msg };
  });
  return {
    id: typeof r.id === 'string' ? r.id : id,
    concluido: arquivos.length > 0 && arquivos.every((a) => a.situacao !== 'processando'),
    arquivos,
    raw,
  };
}
