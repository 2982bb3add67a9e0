import { describe, expect, it } from 'vitest';
import { createConnector } from './create-connector';
import { ErpError } from './erp-error';

describe('createConnector', () => {
  it('builds each system and names the missing credential in pt-BR', () => {
    expect(createConnector('omie', { app_key: 'k', app_secret: 's' }).system).toBe('omie');
    expect(createConnector('contimatic', {}).capabilities.listarProdutos).toBe(false);
    expect(() => createConnector('omie', { app_key: 'k' })).toThrow(/falta o app_secret do Omie/);
    const noOnvio = (() => {
      try {
        createConnector('dominio', { integration_key: 'x' });
      } catch (e) {
        return e;
      }
    })();
    expect(noOnvio).toBeInstanceOf(ErpError);
    expect((noOnvio as ErpError).code).toBe('UNSUPPORTED');
    const d = createConnector('dominio', { integration_key: 'x' }, { onvio: { clientId: 'a', clientSecret: 'b' } });
    expect(d.capabilities).toMatchObject({ enviarXmlNfe: true, listarProdutos: false });
  });
});
