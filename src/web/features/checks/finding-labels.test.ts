import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGIME_LABEL } from '../../../fiscal/pis-cofins/types';
import { SPED_CODE_LABEL } from './escrituracao-types';
import { NCM_CODE_LABEL } from './ncm-types';
import { PIS_COFINS_CODE_LABEL, REGIMES } from './pis-cofins-types';

// The finding codes are unions in the engine's type files; read them from the source so a code added
// to the engine without a pt-BR label here fails this test instead of showing a raw code to users.
function unionCodes(file: string, typeName: string): string[] {
  const src = readFileSync(path.resolve(__dirname, '../../../fiscal', file), 'utf8');
  const start = src.indexOf(`export type ${typeName} =`);
  const body = src.slice(start, src.indexOf(';', start));
  return [...body.matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]!);
}

describe('pt-BR labels for every finding code of the engine', () => {
  it.each([
    ['NCM (src/fiscal/ncm/types.ts)', 'ncm/types.ts', 'NcmFindingCode', NCM_CODE_LABEL],
    ['PIS/COFINS (src/fiscal/pis-cofins/types.ts)', 'pis-cofins/types.ts', 'PisCofinsCode', PIS_COFINS_CODE_LABEL],
    ['SPED/NF-e (src/fiscal/sped/types.ts)', 'sped/types.ts', 'SpedCode', SPED_CODE_LABEL],
  ])('%s', (_name, file, typeName, labels) => {
    const codes = unionCodes(file, typeName);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.filter((c) => !labels[c])).toEqual([]);
  });

  it('regime options are the engine regimes with the same labels', () => {
    expect(Object.fromEntries(REGIMES.map((r) => [r.value, r.label]))).toEqual(REGIME_LABEL);
  });
});
