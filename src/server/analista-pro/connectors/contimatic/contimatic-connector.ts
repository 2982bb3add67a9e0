import { ErpError } from '../erp-error';
import { NO_CAPABILITIES, type ErpConnector } from '../types';

export const CONTIMATIC_UNAVAILABLE =
  'A automação para o Contimatic ainda não está disponível: não há API pública conhecida.';

function fail(): never {
  throw new ErpError('UNSUPPORTED', CONTIMATIC_UNAVAILABLE);
}

/**
 * Contimatic has no public API we know of. The wizard still stores its credentials (so the office does
 * not retype them when automation arrives), but every operation says plainly that it is not available.
 */
export function createContimaticConnector(): ErpConnector {
  return {
    system: 'contimatic',
    capabilities: NO_CAPABILITIES,
    testarConexao: async () => fail(),
    listarEmpresas: async () => fail(),
    listarProdutos: async () => fail(),
    alterarNcmProduto: async () => fail(),
    enviarXmlNfe: async () => fail(),
  };
}
