import { describe, expect, it } from 'vitest';
import { parseLexicon } from './retail-lexicon';
import { tokenize } from './text-normalize';

describe('parseLexicon: what a line makes plausible', () => {
  const [bin, bucket] = parseLexicon('lixeira = 3924 7323 / 76\nbalde = 3924 / 39', (s) => tokenize(s, true));

  it('the predicted headings and the listed prefixes, not the predicted headings\' whole chapters', () => {
    expect(bin!.plausible.sort()).toEqual(['3924', '7323', '76']);
  });

  it('a chapter is plausible when the line lists it', () => {
    expect(bucket!.plausible.sort()).toEqual(['39', '3924']);
  });
});
