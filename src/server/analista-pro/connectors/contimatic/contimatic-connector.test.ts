import { describe, expect, it } from 'vitest';
import { createContimaticConnector, CONTIMATIC_UNAVAILABLE } from './contimatic-connector';
import { ErpError } from '../erp-error';

describe('Contimatic connector', () => {
  it('declares no capability and every operation throws UNSUPPORTED with the pt-BR notice', async () => {
    const c = createContimaticConnector();
    expect(Object.values(c.capabilities).some(Boolean)).toBe(false);
    const calls = [
      () => c.testarConexao(),
      () => c.listarEmpresas(),
      () => c.listarProdutos(),
      () => c.alterarNcmProduto({ codigo_produto: 1, ncm: '84713012' }),
      () => c.enviarXmlNfe([]),
    ];
    for (const call of calls) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ErpError);
      expect((err as ErpError).code).toBe('UNSUPPORTED');
      expect((err as ErpError).message).toBe(CONTIMATIC_UNAVAILABLE);
    }
  });
});
