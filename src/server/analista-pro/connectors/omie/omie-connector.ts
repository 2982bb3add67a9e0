import { ErpError } from '../erp-error';
import type { ErpConnector } from '../types';
import { unsupported } from '../unsupported';
import { createOmieClient, type OmieClientOptions } from './omie-client';

export function createOmieConnector(o: OmieClientOptions): ErpConnector {
  const client = createOmieClient(o);
  return {
    system: 'omie',
    capabilities: { testarConexao: true, listarEmpresas: true, listarProdutos: true, alterarNcmProduto: true, enviarXmlNfe: false },
    async testarConexao(opts = {}) {
      try {
        const rows = await client.call<{ empresas_cadastro?: { razao_social?: string }[] }>(
          'geral/empresas',
          'ListarEmpresas',
          { pagina: 1, registros_por_pagina: 50 },
          { signal: opts.signal, maxAttempts: 1 },
        );
        const nome = rows.empresas_cadastro?.[0]?.razao_social;
        return { ok: true, detalhe: nome ? `Conectado ao Omie: ${nome}.` : 'Conectado ao Omie.' };
      } catch (e) {
        // Omie only says "consumo redundante" after accepting the key: the key is good, the test was just repeated.
        if (e instanceof ErpError && e.code === 'RATE_LIMIT' && /repetida/.test(e.message)) {
          return { ok: true, detalhe: 'Chave aceita pelo Omie (teste repetido há pouco; aguarde um minuto para repetir).' };
        }
        throw e;
      }
    },
    listarEmpresas: (opts) => client.listarEmpresas(opts),
    listarProdutos: (opts) => client.listarProdutos(opts),
    alterarNcmProduto: (input, opts) => client.alterarNcmProduto(input, opts),
    enviarXmlNfe: async () => unsupported('omie', 'enviar XML de NF-e'),
  };
}
