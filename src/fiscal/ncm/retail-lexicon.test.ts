import { describe, expect, it } from 'vitest';
import { parseLexicon, RETAIL_LEXICON } from './retail-lexicon';
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

describe('the vocabulary as the ERP reading sees it', () => {
  // Names the ERP reading reduces to one word whose sense is still the line's: set, pack and brand words dropped
  // ("KIT PISTAO" is a piston, "VITAMINA C" a vitamin). Any other reduced name reads a different product: "VIDRO DE
  // SOLDA" became "solda" and flagged every welding rod, "SACHE PARA GATOS" became "gato" and flagged plush cats,
  // "ABS SEM ABAS" became "abs" and flagged ABS plastic.
  const BENIGN = new Set([
    'super bonder', 't shirt', 'lapis de cor', 'kit relacao', 'jogo de panelas', 'jogo de lencol', 'garrafa termica', 'lata de lixo',
    'vitamina c', 'vitamina d', 'omega 3', 'pelicula de vidro', 'jogo de videogame', 'garrafa squeeze', 'abridor de garrafa',
    'acessorios para banheiro', 'garrafa ambar', 'complexo b', 'progressiva sem formol', 'sache perfumado', 'kit perfumaria', 'kit pistao',
    'kit xenon', 'mp3 player', 'kit cftv', 'brake light', 'wd 40', 'peso de balanceamento', 'conjunto de ordenha', 'puran t4', 'calcio d3',
    'coenzima q10', 'kit manicure', 'l carnitina', 'kit reagente', 'oral b', 'kit legumes', 'realcador de sabor', 'mini salgado',
    'salgados sortidos', 'kit kat',
  ]);
  const LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'para', 'p/', 'com', 'c/', 'e', 'a', 'o', 'em']);

  it('no name of several words is read as a single other word (first longest match would give it every name starting so)', () => {
    const reduced = parseLexicon(RETAIL_LEXICON, (s) => tokenize(s, true))
      .filter((e) => e.stems.length === 1 && e.name.split(/\s+/).filter((w) => !LINKS.has(w)).length >= 2)
      .map((e) => e.name)
      .filter((name) => !BENIGN.has(name));
    expect(reduced).toEqual([]);
  });
});
