/**
 * Retail vocabulary, eighth session: supermercado: mercearia, laticínios e frios, carnes e peixes, hortifrúti, padaria, congelados, bebidas, doces e snacks, limpeza, higiene básica, descartáveis, pet food. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-mercado.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps of the ERP reading and of words with several senses met here:
 *  - "T-BONE" / "T BONE" lose the "T" and read as "bone" (a cap, 65.05): a correctly coded steak was flagged. Only the
 *    two-word forms ("t bone bovino"...) are listed; "T BONE KG" alone still reads as the cap (the tokenizer should
 *    join "T-BONE"/"T BONE" into "tbone", which sweep-a already lists: not fixable here).
 *  - "BROC" is expanded to "broca" (a drill bit, 82.07): "BROC CONG", "BROC NINJA" (broccoli) listed in two-word forms.
 *  - "CONS" (conserva) stems to "com" and is lost: "CEBOLINHA CONS" still reads as fresh chives (07.09, no false alarm,
 *    only the suggestions); the full "em conserva" forms are listed.
 *  - "ZERO", "SEM ACUCAR", "SEM ALCOOL" are dropped as diet words: "CERVEJA SEM ALCOOL" reads as a beer (22.03, with
 *    22.02 plausible) and sugar-free gum ("TRIDENT", 2106.90.50) cannot be told from "goma de mascar" (17.04); only
 *    "cerveja zero alcool" (ZERO dropped, ALCOOL kept) is listed.
 *  - "GRAXA" alone is a lubricating grease (27.10/34.03): shoe polish (34.05) listed as "graxa para sapato/calcado/couro".
 *  - "CEBOLINHA" (fresh chives, 07.09) read pickled chives/onions (20.01) as fresh: "em conserva" forms listed.
 *  - "MIST" (mistura) and "BEB" (bebida) are not expanded: "mist bolo/pao", "beb soja" listed; "MIST" alone is also
 *    "misto" (queijo misto, misto quente), so only with the next word.
 *  - "CEREAL" alone was unknown (now 19.04, breakfast cereal); the bird mixes are "cereal para passaros/aves" (23.09).
 *  - "QUEIJINHO" (a processed-cheese portion) was "descrição insuficiente"; now 04.06.
 *  - ERP abbreviations no line read: "MORTAD" (mortadela), "APRES" (apresuntado), "EXTR TOMATE", "DESENG"
 *    (desengordurante) listed; "BISN" (bisnaguinha or a tube, bisnaga) left out. "TOALHA PAPEL" read as a textile towel
 *    (63.02, 48.18 only plausible): "toalha de papel" listed.
 *  - "PET" is dropped (read as the plastic, PET): "BRINQUEDO PET" reads as "brinquedo" (95.03) and a rope or plastic
 *    dog toy coded by its material (pet toys are not toys for persons: 39.26, 40.16, 63.07) was flagged; the forms
 *    "brinquedo para cachorro/cao/gato" are listed, "brinquedo pet" cannot be. "AREIA GATO" read as sand (25.05): cat
 *    litters of wood, silica or paper were flagged; listed as "areia sanitaria" is.
 *  - "CHIPA" (the cheese bread) stems like "chip" (a SIM card or chip): left out. "GELO" alone was unknown (22.01);
 *    "GELO EM GEL" (an ice pack, 38.24/39.26) listed before it.
 *  - "COSTELINHA/LOMBO SUINO DEFUMADO" (02.10) would read as the fresh cut of this file's "costelinha suina" line (02.03):
 *    the smoked and salted forms are listed before it.
 *
 * Lines of other files that look wrong or too broad (not edited here; longer names in this file read the cases right):
 *  - retail-lexicon.ts "refrigerante, refrig, coca cola, pepsi, fanta, sprite, guarana antarctica, soda limonada =
 *    2202 / 2201 2106": 21.06 admits a canned soft drink coded as a beverage concentrate (2106.90.10); concentrates are
 *    named "xarope"/"concentrado", not "refrigerante". Here "refrigerante cola/guarana/laranja…" = 2202.
 *  - retail-lexicon.ts "bebida de soja, bebida vegetal, leite de soja, leite de amendoas = 2202 2106 / 21 0403 1208":
 *    the whole Chapter 21 admits sauces (21.03) and ice cream (21.05); 2106 alone is the powder. Flavoured forms here.
 *  - retail-lexicon.ts "erva mate, chimarrao, terere, cha mate = 0903 2101 / 09 21 1211": same, Chapter 21 admits
 *    ice cream (21.05); 2101 and 2106 (and 2202 for the ready-to-drink) are the mate's places.
 *  - retail-lexicon.ts "biscoito para cachorro, biscoito para cao = 2309 / 23 1905": a dog biscuit is 2309.10 (NESH
 *    23.09 names dog biscuits); 1905 admits it coded as a human biscuit. Forms with a flavour or age listed here = 2309.
 *  - retail-lexicon.ts "coracao de frango, moela, figado = 0206 0207 / 02 16 …": right for the word alone; the chilled
 *    and frozen forms here leave out Chapter 16.
 *  - retail-lexicon.ts "petit suisse, sobremesa lactea = 0403 2106 1901": a petit-suisse is a fresh cheese, 0406.10;
 *    0406 should come first and be predicted (suggestions fall outside the heading).
 *  - retail-lexicon.ts "trigo para quibe, semola, triguilho = 1103 1104": wheat for kibe is bulgur, 1904.30; here
 *    "trigo para kibe/bulgur" = 1904 first. "fuba, flocao = 1102 1103": flocão is flaked maize, 1104.19 ("flocao de milho").
 *  - retail-lexicon.ts "pastilha para garganta, …, insulina, antisseptico bucal = 3004": a mouthwash sold as
 *    "antisséptico bucal" (Listerine type) is 33.06 (3306.90), predicted 3004 there (suggestions fall outside).
 *  - retail-lexicon.ts "goma de mascar = 1704": sugar-free gum is 2106.90.50 (plausible there, so no false alarm).
 */
export const R8_MERCADO_LEXICON = `
# — hortifrúti em conserva, congelados
cebolinha em conserva, cebolinha curtida, cebola em conserva, cebola curtida, cebolinha agridoce, alho em conserva, cenoura em conserva, couve flor em conserva, beterraba em conserva, jardineira em conserva = 2001 2005 / 20 07
brocolis congelado, couve flor congelada, espinafre congelado, vagem congelada, cenoura congelada, abobora congelada, couve congelada, quiabo congelado, milho verde congelado, seleta de legumes congelada, mix de legumes congelado, jardineira congelada = 0710 / 07 20
broc congelado, broc cong = 0710 / 07 20
broc ninja, broc ramoso, broc americano = 0704 / 07 20 0710
milho verde espiga, milho verde em espiga, espiga de milho verde, espiga de milho = 0709 0710 / 07 10 20 1005
# — carnes, miúdos, peixes
t bone bovino, t bone angus, t bone resfriado, t bone congelado = 0201 0202 / 02 16
bisteca suina, bisteca de porco, bisteca de suino, lombo suino, lombo de porco, pernil suino, pernil de porco, costelinha suina, costela suina, paleta suina, carre suino, file suino = 0203 / 02 16
costelinha suina defumada, costela suina defumada, costelinha defumada, bisteca suina defumada, lombo suino defumado, pernil suino defumado, paleta suina defumada, costelinha suina salgada, costela suina salgada = 0210 1602 / 02 16
toucinho fresco, toucinho resfriado, toucinho congelado, toucinho in natura = 0209 / 02 15 16
moela resfriada, moela congelada, moela de frango resfriada, moela de frango congelada, coracao de frango resfriado, coracao de frango congelado, figado de frango resfriado, figado de frango congelado, figado bovino resfriado, figado bovino congelado = 0207 0206 / 02 0504
sardinha fresca, sardinha congelada, sardinha resfriada, sardinha inteira, sardinha limpa, sardinha eviscerada, atum congelado, atum resfriado = 0302 0303 0304 / 03 16
carne bovina em conserva, carne em conserva, carne enlatada, corned beef = 1602 / 16 02
ovos de codorna em conserva, ovo de codorna em conserva, ovos de codorna cozidos, ovo de codorna cozido, ovo de codorna descascado, ovos cozidos, ovo cozido = 0408 / 04 2106
# — mercearia, padaria, sobremesas
sopao, sopao de galinha, sopao de carne, sopao de legumes = 2104 / 2104 2106 1902 1901 2103
mistura para pao, mistura para pao caseiro, mistura para pao de queijo, mistura para panqueca, mistura para torta, mistura para brownie, mistura para cookie, mistura para churros, mistura para bolo de caneca = 1901 / 19 11 2106 1806
mist bolo, mist para bolo, mist pao, mist para pao, mist para pao de queijo, mist para panqueca = 1901 / 19 11 2106 1806
po para sobremesa, po para manjar, po para flan, po para mousse, mistura para mousse, mousse em po = 2106 / 19 18 04 17
chantilly em po, po para chantilly = 2106 / 1901 0401 0402 0404 1806 1517
cereal = 1904 1901 / 19 10 11 1806 2008 2106 0813
cereal de chocolate, cereal chocolate, cereal de milho, cereal de arroz, cereal de trigo, cereal de aveia, cereal crocante, cereal integral, cereal bolinha, cereal em bolinha, cereal de morango, cereal de mel, cereal em flocos = 1904 / 19 10 11 1806 2008 2106 0813
cereal para passaros, cereal para aves = 2309 1008 / 23 10 12
cuscuz marroquino, couscous, cuscuz de semola = 1902 / 19 11
trigo para kibe, trigo kibe, trigo bulgur, trigo para tabule = 1904 1104 1103 / 19 11 10
flocao de milho, flocao milho, milho flocado = 1104 1103 / 11 1901 1904
feijao pronto, feijao cozido, feijao enlatado = 2005 / 20 2104 2106 1602 07
mix de castanhas torradas, castanhas torradas, castanha torrada, castanha salgada, castanhas salgadas, mix de nuts torrado = 2008 / 08 20
mortad = 1601 / 16 02
apres = 1602 0210 / 16 02
extr tomate, extr de tomate = 2002 2103 / 20 2104 07
compota, compota de fruta, compota de pessego, compota de figo, compota de abacaxi, compota de goiaba = 2008 2007 / 20 08
petit suisse morango, petit suisse chocolate, petit suisse banana, petit suisse danoninho, petit suisse baunilha, petit suisse tutti frutti, queijo petit suisse = 0406 0403 / 04 1901 2106
queijinho, queijinho processado, queijinho fundido, polenghinho = 0406 / 04 1901 1904 1905 2106
# — bebidas
refrigerante coca cola, refrigerante cola, refrigerante guarana, refrigerante laranja, refrigerante limao, refrigerante uva, refrigerante tubaina, refrigerante soda, refrigerante citrus, refrigerante abacaxi, refrigerante maca = 2202 / 2201 2202
bebida de soja laranja, bebida de soja uva, bebida de soja maca, bebida de soja pessego, bebida de soja morango, bebida de soja abacaxi, bebida de soja maracuja, bebida de soja manga, bebida de soja original, bebida de soja ades = 2202 / 2106 0403 2202
beb soja, beb de soja = 2202 2106 / 0403 1208
suco nectar, nectar de pessego, nectar de manga, nectar de uva, nectar de maracuja, nectar de goiaba, nectar de caju, nectar de laranja, nectar de abacaxi, nectar de maca, nectar de morango = 2202 2009 / 20 2106
achocolatado liquido, achocolatado pronto, achocolatado pronto para beber, bebida lactea achocolatada = 2202 / 0402 0403 0404 1901 1806 2106
goma de gelatina, gomas de gelatina = 1704 / 17 1806 2106
gelo = 2201 / 22 2106 2105 2009 2811 3824 3926 3923
gelo gel, gelo em gel, gelox = 3824 3926 / 38 39
saquinho de gelo, saquinho para gelo = 3923 3924 / 39 48 22
goma de mascar trident, chiclete trident = 2106 1704 / 17 21
cerveja zero alcool, cerveja desalcoolizada, cerveja nao alcoolica = 2202 / 2203 2206
cha mate tostado, mate tostado, cha mate em folha, cha mate sache, cha mate granel = 0903 / 09 2101 2106 2202 1211
# — limpeza, descartáveis, pet
deseng = 3402 / 34 3808 3809 3824
toalha de papel, toalha papel, toalha de papel interfolhada, toalha interfolhada = 4818 / 48
graxa para sapato, graxa para calcado, graxa para couro, graxa para bota, graxa para botina, graxa para tenis = 3405 / 34
prato de papelao, prato de papel, bandeja de papelao = 4823 / 48 39
areia gato, areia para gato, areia de gato, areia felina, areia para felinos = 2508 3824 2530 / 25 38 2811 6806 4805 4823 4401 1213 1214 2302 2303 2308
brinquedo para cachorro, brinquedo para cao, brinquedo para gato, brinquedo para caes, brinquedo para gatos = 3926 4016 6307 9503 / 39 40 42 44 56 63 95
biscoito para cao carne, biscoito para cao frango, biscoito para cao adulto, biscoito para cao filhote, biscoito para cao integral, biscoito canino, biscoito para gato = 2309 / 23
`;
