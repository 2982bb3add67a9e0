/**
 * `apura <comando> …`: dispatches to src/cli/<comando>.ts, each exporting
 * `run(argv: string[]): Promise<number>`. Modules are found at run time, so a new command only
 * needs its own file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const COMMANDS: Record<string, string> = {
  ncm: 'ncm',
  'pis-cofins': 'pis-cofins',
  sped: 'sped',
  reforma: 'reforma',
};

const USO = `uso: apura <comando> [opções]
comandos:
  ncm <arquivo> [--data dd/mm/aaaa] [--tabelas PASTA] [--catalogo ARQUIVO] [--json]
                                                                 confere os NCM de uma planilha de produtos
                                                                 (--catalogo: o catálogo do escritório baixado no Apura)
  pis-cofins <arquivo> [...]                                     confere PIS/COFINS (planilha com --regime, ou EFD-Contribuições)
  sped <arquivo> [...]                                           valida um arquivo SPED
  reforma <arquivo|pasta> [--data dd/mm/aaaa] [--json] [...]     confere CBS/IBS (cadastro ou XMLs) e simula 2027`;

interface CommandModule {
  run(argv: string[]): Promise<number>;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === '--help' || cmd === '-h' || cmd === 'ajuda') {
    process.stdout.write(`${USO}\n`);
    return cmd ? 0 : 2;
  }
  const file = COMMANDS[cmd];
  if (!file || !existsSync(path.join(here, `${file}.ts`))) {
    process.stderr.write(`Comando desconhecido ou indisponível: ${cmd}\n${USO}\n`);
    return 2;
  }
  const mod = (await import(`./${file}.ts`)) as CommandModule;
  return mod.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Last resort: commands report their own pt-BR errors; this is for bugs, without a stack trace.
    process.stderr.write(`Erro inesperado: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
