import { createContimaticConnector } from './contimatic/contimatic-connector';
import { createDominioConnector } from './dominio/dominio-connector';
import { ErpError } from './erp-error';
import { createOmieConnector } from './omie/omie-connector';
import type { OmieLimits } from './omie/omie-transport';
import type { OnvioClientOptions } from './onvio/onvio-client';
import type { ErpConnector, ErpSystem } from './types';

/**
 * Server-side configuration (env), not the office's secrets: base URLs for every system and Apura's own
 * Onvio API credentials, which Thomson Reuters issues to the software house, not to each office.
 */
export interface ConnectorConfig {
  omie?: { baseUrl?: string; limits?: OmieLimits; fetch?: typeof fetch };
  onvio?: Omit<OnvioClientOptions, 'clientId' | 'clientSecret'> & { clientId?: string; clientSecret?: string };
}

/** Decrypted credentials of one client company, as the wizard stores them. */
export type ErpCredentials = Record<string, unknown>;

function field(creds: ErpCredentials, names: string[], label: string): string {
  for (const n of names) {
    const v = creds[n];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  throw new ErpError('VALIDATION', `Credencial incompleta: falta ${label}.`);
}

/**
 * The one place that turns (system, decrypted credentials) into a connector. Field names accepted:
 *  - omie: app_key, app_secret
 *  - dominio: integration_key (or chave_integracao / x_integration_key), optional cnpj of the client company
 *  - contimatic: anything (no automation available)
 */
export function createConnector(system: ErpSystem, creds: ErpCredentials, config: ConnectorConfig = {}): ErpConnector {
  switch (system) {
    case 'omie':
      return createOmieConnector({
        ...config.omie,
        appKey: field(creds, ['app_key'], 'o app_key do Omie'),
        appSecret: field(creds, ['app_secret'], 'o app_secret do Omie'),
      });
    case 'dominio': {
      const onvio = config.onvio;
      if (!onvio?.clientId || !onvio.clientSecret) {
        throw new ErpError('UNSUPPORTED', 'A integração com o Domínio (Onvio) não está configurada neste servidor: faltam as credenciais de API do Apura.');
      }
      const cnpj = typeof creds.cnpj === 'string' ? creds.cnpj : undefined;
      return createDominioConnector({
        onvio: { ...onvio, clientId: onvio.clientId, clientSecret: onvio.clientSecret },
        clientKey: field(creds, ['integration_key', 'chave_integracao', 'x_integration_key'], 'a chave de integração gerada no Domínio'),
        expectedCnpjCliente: cnpj,
      });
    }
    case 'contimatic':
      return createContimaticConnector();
  }
}
