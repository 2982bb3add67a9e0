import type { AppContext } from '../context';
import { createConnector, type ErpCredentials } from './connectors/create-connector';
import type { ErpConnector, ErpSystem } from './connectors/types';

/** Base URLs come from the server's env (tests and e2e point them at the contract servers). */
export function connectorFor(ctx: AppContext, system: ErpSystem, creds: ErpCredentials, onvio?: { clientId: string; clientSecret: string }): ErpConnector {
  return createConnector(system, creds, {
    omie: { baseUrl: ctx.env.OMIE_BASE_URL },
    onvio: { authUrl: ctx.env.ONVIO_AUTH_URL, apiBaseUrl: ctx.env.ONVIO_API_URL, clientId: onvio?.clientId, clientSecret: onvio?.clientSecret },
  });
}
