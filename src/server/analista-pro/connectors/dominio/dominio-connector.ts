import { ErpError } from '../erp-error';
import type { ErpConnector, LoteXml, XmlFile } from '../types';
import { createOnvioClient, type OnvioClient, type OnvioClientOptions, type WaitOptions } from '../onvio/onvio-client';

export const DOMINIO_NO_API =
  'O Domínio não oferece API pública para esta operação; ela exigiria automação de tela, que o Apura não faz. ' +
  'Pelo Onvio, o Apura só envia XML de NF-e para o Domínio.';

export interface DominioConnectorOptions {
  onvio: OnvioClientOptions | OnvioClient;
  /** The key the office generated inside Domínio for this client company (x-integration-key). */
  clientKey: string;
  /** When given, the activation must bind exactly these CNPJs (14 digits) — guards against a key pasted on the wrong company. */
  expectedCnpjCliente?: string;
  wait?: Omit<WaitOptions, 'signal'>;
}

function isClient(o: OnvioClientOptions | OnvioClient): o is OnvioClient {
  return typeof (o as OnvioClient).sendBatch === 'function';
}

/**
 * Domínio through its only public API, the Onvio XML intake: test the key (activation info) and send NF-e
 * XML batches. Listing companies/products or changing NCM in Domínio would need screen automation: those
 * operations say so instead of pretending.
 */
export function createDominioConnector(o: DominioConnectorOptions): ErpConnector {
  const onvio = isClient(o.onvio) ? o.onvio : createOnvioClient(o.onvio);
  let integrationKey: string | null = null;

  async function checkBinding(signal?: AbortSignal): Promise<{ cnpjCliente: string | null; cnpjEscritorio: string | null }> {
    const info = await onvio.activationInfo(o.clientKey, { signal });
    const expected = o.expectedCnpjCliente?.replace(/\D/g, '');
    if (expected && info.cnpjCliente !== expected) {
      throw new ErpError(
        'VALIDATION',
        `A chave de integração pertence ao CNPJ ${info.cnpjCliente ?? '(não informado)'}, não ao CNPJ ${expected} desta empresa. Confira a chave gerada no Domínio.`,
      );
    }
    return info;
  }

  const none = async (): Promise<never> => {
    throw new ErpError('UNSUPPORTED', DOMINIO_NO_API);
  };

  return {
    system: 'dominio',
    capabilities: { testarConexao: true, listarEmpresas: false, listarProdutos: false, alterarNcmProduto: false, enviarXmlNfe: true },
    async testarConexao(opts = {}) {
      const info = await checkBinding(opts.signal);
      return { ok: true, detalhe: `Chave válida: escritório ${info.cnpjEscritorio ?? '?'}, empresa ${info.cnpjCliente ?? '?'}.` };
    },
    listarEmpresas: none,
    listarProdutos: none,
    alterarNcmProduto: none,
    async enviarXmlNfe(files: XmlFile[], opts = {}): Promise<LoteXml> {
      if (!integrationKey) {
        await checkBinding(opts.signal);
        integrationKey = (await onvio.enableActivation(o.clientKey, { signal: opts.signal })).integrationKey;
      }
      const { id } = await onvio.sendBatch(integrationKey, files, { signal: opts.signal });
      return onvio.waitForBatch(integrationKey, id, { ...o.wait, timeoutMs: opts.timeoutMs ?? o.wait?.timeoutMs, signal: opts.signal });
    },
  };
}
