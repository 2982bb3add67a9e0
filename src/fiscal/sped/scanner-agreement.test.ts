import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSpedFile } from './read-sped-file';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { layouts, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

/**
 * The file path splits lines in LineScanner and, for registers already seen, tests field formats while
 * splitting (quick tests; the rest goes to checkFieldAt). The text path (`pushLine`) splits without
 * rules and checks every field in `fields`. Both must report exactly the same findings, in the same
 * order, on broken files: the quick tests may only ever accept what checkFieldAt accepts.
 */
const dir = mkdtempSync(join(tmpdir(), 'apura-sped-agree-'));
const JUNK = ['', '1,', ',5', '1,2,3', '-5', '5 ', ' 5', '1.5', '12,3456789', '0,001', '1234567890123456789', 'X', 'Ç', '31022025',
  '29022024', '0101202', '010120251', '00', '02', '06', '08', '65', '1', '0', 'IT1', 'IT999', 'P9', '11111111111111', 'a|b'];

function mutated(seed: number): string[] {
  let x = seed;
  const rnd = () => { x = (x * 1103515245 + 12345) & 0x7fffffff; return x / 0x7fffffff; };
  const lines = efdIcmsLines({ docs: 12, itemsPerDoc: 4 });
  for (let m = 0; m < 8; m++) {
    const i = 1 + Math.floor(rnd() * (lines.length - 1));
    const v = lines[i]!.split('|');
    const k = rnd();
    if (k < 0.8) v[1 + Math.floor(rnd() * Math.max(1, v.length - 2))] = JUNK[Math.floor(rnd() * JUNK.length)]!;
    else if (k < 0.9) v.splice(1 + Math.floor(rnd() * (v.length - 2)), 1);
    else v.pop();
    lines[i] = v.join('|');
  }
  return lines;
}

describe('LineScanner com regras × verificação campo a campo', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('arquivo alterado #%i: mesmas ocorrências pelos dois caminhos', async (seed) => {
    const lines = mutated(seed);
    const p = join(dir, `a${seed}.txt`);
    writeFileSync(p, lines.join('\r\n') + '\r\n');
    const viaFile = await validateSpedFile(p, { layouts: layouts() });
    const viaText = validateLines(lines);
    expect(viaFile.issues).toEqual(viaText.issues);
    expect(viaFile.summary).toEqual(viaText.summary);
  });
});
