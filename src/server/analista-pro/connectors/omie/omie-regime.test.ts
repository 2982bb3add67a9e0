import { describe, expect, it } from 'vitest';
import { regimeFromOmie } from './omie-regime';

describe('regimeFromOmie (empresas_cadastro → regime)', () => {
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['texto "Lucro Real"', { regime_tributario: 'Lucro Real' }, 'lucro-real'],
    ['texto "Lucro Presumido"', { regime_tributario: 'LUCRO PRESUMIDO' }, 'lucro-presumido'],
    ['texto "Simples Nacional"', { regime_tributario: 'Simples Nacional', optante_simples_nacional: 'S' }, 'simples'],
    ['CRT 1 (Simples Nacional)', { regime_tributario: '1', optante_simples_nacional: 'S' }, 'simples'],
    ['CRT 2 (excesso de sublimite)', { regime_tributario: '2' }, 'simples'],
    ['CRT 4 (MEI)', { regime_tributario: '4' }, 'simples'],
    ['CRT 1 contradito por optante N → indefinido', { regime_tributario: '1', optante_simples_nacional: 'N' }, null],
    ['optante S sem regime', { optante_simples_nacional: 'S' }, 'simples'],
    ['CRT 3 + optante S → contraditório, indefinido', { regime_tributario: '3', optante_simples_nacional: 'S' }, null],
    ['CRT 3 + não cumulativo (Lei 10.637/2002 art. 8º II)', { regime_tributario: '3', optante_simples_nacional: 'N', sped_codigo_incidencia_tributaria: '1' }, 'lucro-real'],
    ['CRT 3 + ambos os regimes', { regime_tributario: '3', sped_codigo_incidencia_tributaria: '3' }, 'lucro-real'],
    ['CRT 3 + cumulativo (Lei 10.833/2003 art. 10 II) → presumido inferido', { regime_tributario: '3', sped_codigo_incidencia_tributaria: '2' }, 'lucro-presumido'],
    ['CRT 3 sem dado de PIS/COFINS → indefinido', { regime_tributario: '3', optante_simples_nacional: 'N' }, null],
    ['nada preenchido → indefinido', {}, null],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(regimeFromOmie(input).regime).toBe(expected);
  });

  it('says when the regime was inferred', () => {
    expect(regimeFromOmie({ regime_tributario: '3', sped_codigo_incidencia_tributaria: '2' }).origem).toMatch(/inferido/);
  });
});
