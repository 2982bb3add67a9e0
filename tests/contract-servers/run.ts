/**
 * Starts both contract servers for manual runs and e2e tests:
 *   npx tsx tests/contract-servers/run.ts [--omie-port 4010] [--onvio-port 4020] [--host 127.0.0.1]
 * Prints one JSON line with the URLs and the demo credentials, then runs until SIGINT/SIGTERM.
 */
import { demoAccount } from './omie-fixtures';
import { startOmieContractServer } from './omie-server';
import { demoIntegration, startOnvioContractServer } from './onvio-server';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const host = arg('host') ?? '127.0.0.1';
const account = demoAccount(Number(arg('produtos') ?? 12));
// A product whose NCM was extinct, so an NCM check of this register has one correction to write back (e2e).
account.produtos.push({ codigo_produto: 7_100_000_001, codigo_produto_integracao: 'INT-VALV', codigo: 'VALV01', descricao: 'VALVULA HIDRAULICA', unidade: 'UN', ncm: '8412.90.20', valor_unitario: 99 });
const omie = await startOmieContractServer({ port: Number(arg('omie-port') ?? 0), host, accounts: [account] });
const onvio = await startOnvioContractServer({ port: Number(arg('onvio-port') ?? 0), host });

console.log(
  JSON.stringify({
    omie: { url: omie.url, appKey: account.appKey, appSecret: account.appSecret },
    onvio: { url: onvio.url, authUrl: onvio.authUrl, clientId: 'apura-client-id', clientSecret: 'apura-client-secret-0001', clientKey: demoIntegration().clientKey },
  }),
);

const stop = async (): Promise<void> => {
  await Promise.all([omie.close(), onvio.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
