/**
 * `npm run bench`: every check's benchmark, each printing ratios measured in one run
 * (bare streamed parse vs full check, throughput, peak memory). `npm run bench -- ncm sped` runs a subset.
 */
import { runCargaBench } from './carga';
import { runNcmBench } from './ncm';
import { runNcmQuality } from './ncm-quality';
import { runPisCofinsBench } from './pis-cofins';
import { runReformaBench } from './reforma';
import { runSpedBench } from './sped';

const benches: Record<string, () => Promise<void>> = {
  ncm: runNcmBench,
  'ncm-qualidade': () => runNcmQuality(false),
  'pis-cofins': runPisCofinsBench,
  sped: runSpedBench,
  reforma: runReformaBench,
};
// Not in the default run: it starts the app twice and takes minutes (`npm run bench -- carga`).
const onDemand: Record<string, () => Promise<void>> = { carga: runCargaBench };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  const run = benches[name] ?? onDemand[name];
  if (!run) {
    console.error(`benchmark desconhecido: ${name} (disponíveis: ${[...Object.keys(benches), ...Object.keys(onDemand)].join(', ')})`);
    process.exit(2);
  }
  console.log(`\n=== ${name} ===`);
  await run();
}
