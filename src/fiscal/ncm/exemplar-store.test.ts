import { describe, expect, it } from 'vitest';
import { ExemplarStore } from './exemplar-store';
import { tokenize } from './text-normalize';

const store = new ExemplarStore([
  { description: 'QUEIJO PROVOLONE KG', ncm: '04069020' },
  { description: 'QUEIJO PRATO FATIADO KG', ncm: '04069020' },
  { description: 'QUEIJO GOUDA KG', ncm: '04069030' },
  { description: 'QUEIJO RALADO PARMESAO 50G', ncm: '04062000' },
  { description: 'PAO DE QUEIJO CONGELADO 1KG', ncm: '19012000' },
  { description: 'LEITE UHT INTEGRAL 1L', ncm: '04012010' },
  { description: 'SEM CODIGO', ncm: '123' },
]);
const stems = (s: string): string[] => tokenize(s, true);

describe('ExemplarStore: code-level suggestions from labelled names (ADR 010, sixth round; RGI 6 subitem choice)', () => {
  it.each([
    ['the exemplar sharing the rare word leads: gouda is 0406.90.30', 'QUEIJO GOUDA 150G', ['queij'], ['0406'], '04069030'],
    ['provolone and prato are 0406.90.20 (massa semidura)', 'QUEIJO PROVOLONE DEFUMADO', ['queij'], ['0406'], '04069020'],
    ['grated cheese is 0406.20.00', 'QUEIJO PARMESAO RALADO 100G', ['queij'], ['0406'], '04062000'],
    ['milk exemplars only for milk', 'LEITE UHT DESNATADO 1L', ['leite', 'uht'], ['0401', '0402'], '04012010'],
  ])('%s', (_why, name, kind, headings, first) => {
    const out = store.codesFor(stems(name), kind.map((k) => stems(k)[0]!), headings);
    expect(out[0]?.code).toBe(first);
    expect(out.every((c) => c.similarity > 0 && c.similarity <= 1)).toBe(true);
  });

  it('never offers a code outside the headings it is asked for (pão de queijo is 19.01, not 04.06)', () => {
    const out = store.codesFor(stems('QUEIJO MINAS FRESCAL'), stems('queijo'), ['0406']);
    expect(out.map((c) => c.code).sort()).toEqual(['04062000', '04069020', '04069030']);
  });

  it('needs every word of the kind the row was read as: a name sharing a size only gives nothing', () => {
    expect(store.codesFor(stems('ARROZ TIPO 1 1KG'), stems('arroz'), ['1006'])).toEqual([]);
    expect(store.codesFor(stems('LEITE EM PO 400G'), stems('leite em po'), ['0402'])).toEqual([]);
  });

  it('skips labels that are not 8-digit codes', () => {
    expect(store.size).toBe(6);
  });
});
