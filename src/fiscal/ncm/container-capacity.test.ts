import { describe, expect, it } from 'vitest';
import { fitsCapacity, officialCapacity, statedVolume } from './container-capacity';

describe('container capacity in the official texts (the NCM splits wine, oils and tanks by it)', () => {
  it.each([
    ['em recipientes de capacidade nao superior a 2 l', 2, true],
    ['em recipientes de capacidade nao superior a 2 l', 2.5, false],
    ['em recipientes de capacidade superior a 2 l, mas nao superior a 10 l', 5, true],
    ['em recipientes de capacidade superior a 2 l, mas nao superior a 10 l', 2, false],
    ['de capacidade superior a 300 l', 500, true],
    ['de capacidade inferior a 50 l', 50, false],
  ])('"%s" holds %d l: %s', (text, litres, fits) => {
    expect(fitsCapacity(officialCapacity(text)!, litres)).toBe(fits);
  });

  it('flow rates are not capacities ("6.500 l/h")', () => {
    expect(officialCapacity('com capacidade igual ou superior a 6.500 l/h')).toBeUndefined();
  });
});

describe('volume stated in an ERP name', () => {
  it.each([
    ['VINHO TINTO 750ML', 0.75],
    ['OLEO SOJA 900 ML', 0.9],
    ['AGUA MIN 1,5L', 1.5],
    ['CAIXA DAGUA 500L', 500],
    ['BALDE 12 LITROS', 12],
  ])('%s → %d l', (name, litres) => {
    expect(statedVolume(name)).toBeCloseTo(litres);
  });

  it('no volume in a name without one', () => {
    expect(statedVolume('PARAF SEXT 1/4X2 ZINC')).toBeUndefined();
  });
});
