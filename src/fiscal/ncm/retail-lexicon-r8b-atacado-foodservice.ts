/**
 * Retail vocabulary, eighth session, second batch: atacarejo e food service: insumos de padaria e confeitaria, carnes em peças, laticínios food service, congelados, molhos a granel, bebidas em fardos, descartáveis, limpeza profissional. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-atacado-foodservice.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps met, and lines of other files that look too narrow or too broad (not edited here):
 *  - "SACO P/ GELO" (the empty plastic bag, 39.23) reads exactly as "saco de gelo" (bagged ice, 22.01: "P/" and "DE" are
 *    both dropped), so retail-lexicon-grocery.ts "... saco de gelo = 2201 / 22 2106 2105" flags every ice bag in 39.23.
 *    No longer name can win (the reading is [saco gelo]): "saco de gelo" should leave that line (or take 3923 and 39).
 *  - "S/ SABOR" is dropped whole ("GELATINA EM PO S/ SABOR" reads "gelatina po"), so unflavoured gelatine (35.03) and
 *    the dessert powder (21.06) meet in one line: "gelatina em po" admits both, but no longer all of Chapter 21.
 *  - "COGUMELO SHIMEJI" (retail-lexicon-grocery.ts) predicts the fresh mushroom only (07.09, 07.12): a jar of shimeji
 *    "EM CONSERVA" (20.03) was flagged; its two-word forms with "conserva" are listed here.
 *  - "AROMA ARTIFICIAL" (an earlier file) admits all of Chapters 21 and 32: a vanilla aroma in 21.01 (coffee extracts)
 *    passed. The flavour forms and the cut "AROMA ARTIF" are listed here with 33.02/21.06 only.
 *  - "BROCOLIS CONGELADO" and "GLUTAMATO MONOSSODICO" admit whole Chapters 20 and 21 (a broccoli in 20.08, nuts, and
 *    MSG in 21.03 passed): not fixable by a longer name; MSG does go to 21.03 as a seasoning, so that one stays.
 *  - "LEITE UHT" admits 22.02 (flavoured milk drinks): "LEITE UHT DESNATADO/INTEGRAL" (plain milk) no longer does.
 *  - "CAIXA HAMBURGUER" is a burger box (48.19) or, written without "DE", a box of burgers (16.02): only the forms that
 *    state the box's material or use are listed. "CAIXA DE ..." is already read as its contents.
 *  - "CAIXA DELIVERY" is also a motorcycle delivery box or a thermal bag (87.14, 42.02, 39.26): left out.
 *  - "MISTURA PRONTA" alone is also a ready mortar ("MISTURA PRONTA P/ REBOCO"): only the bakery forms are listed.
 *  - "RECHEIO" is a bakery filling and a pillow or plush filling (fibres, 55/56, 94.04): empty prediction.
 *  - "FILEZINHO" is chicken (sassami), pork or fish fillet: empty prediction, its two-word forms predict.
 *  - "MAQ" is read as "maquiagem" ("SECANTE MAQ LAVA LOUCA" is a rinse aid): its ERP spelling is listed as read.
 *  - "CERVEJA SEM ALCOOL" reads "cerveja" ("SEM ALCOOL" is dropped): its line already admits 22.02; not listable.
 *  - "SECANTE" alone is a rinse aid and a paint drier (32.11), "FIBRA" a scouring pad, a fibre and dietary fibre,
 *    "ABRILHANTADOR" a rinse aid and a hair shine: only their two-word forms are listed.
 *  - "BUCHO" (tripe) stems like "bucha" (a sponge, a wall plug), whose line comes first: "BUCHO" alone is read as "bucha"
 *    and a tripe in 05.04 or 02.06 is flagged; two-word forms are listed ("bucho bovino" is in retail-lexicon-consumables.ts).
 *  - "AMACIANTE DE CARNE" (a meat tenderiser, 21.03) was read by "amaciante" (fabric softener, 38.09); "REFRIGERANTE
 *    POST MIX" (a syrup, 21.06) by "refrigerante" (22.02); "XAROPE P/ REFRIGERANTE" by "xarope" (a medicine, 30.04).
 *  - "FEIJAO PRETO COZIDO", "ALHO FRITO", "CEBOLA DESIDRATADA" start with the raw product's word ("feijao", "alho",
 *    "cebola": Chapter 07 first); their prepared forms are listed with 07.12/20.05 first.
 */
export const R8B_ATACADO_FOODSERVICE_LEXICON = `
# — misturas e massas de panificação (19.01)
mistura para broa, mistura para broa de milho, mistura para pao, mistura para pao de queijo, mistura pronta pao de queijo, mistura pronta para pao, mistura pronta para bolo, mistura pronta para broa, mistura pronta para sonho, mistura para sonho, mistura para bolo, mistura para pizza, mistura para panetone, mistura para brownie, mistura para cookie, mistura para muffin, mistura para waffle, mistura para churros, mistura para biscoito, mistura para pao frances, mistura para pao integral, mistura para pao doce, mistura para panificacao, mistura panificacao = 1901 / 19 11 2106
massa de pao, massa para pao, massa pao frances, massa de pao frances, massa congelada de pao, massa crua congelada, massa de pao congelada, massa para pao frances, massa de pao de queijo congelada = 1901 / 19 2106
# — aditivos e insumos de confeitaria
acido citrico, acido citrico anidro, acido lactico, acido tartarico, acido malico = 2918 / 29 3824 2106
acido ascorbico = 2936 / 29 30 2106 3824
sorbato de potassio, acido sorbico, benzoato de sodio = 2916 / 29 3824 2106
gelatina em po, gelatina po = 2106 3503 / 35 1901 2106 3503 3504
gelatina em folha, gelatina folha, gelatina folhas, gelatina em folhas = 3503 / 35 2106
recheio = / 18 17 19 20 21 04 15 55 56 94 39
recheio e cobertura, recheio cobertura, recheio de brigadeiro, recheio brigadeiro, recheio de chocolate ao leite, recheio de avela, recheio de creme, recheio de beijinho, recheio de doce de leite, recheio de leite ninho = 1806 2106 / 18 2105 17 19 20 04 15
recheio de morango, recheio de frutas, recheio de goiaba, recheio de abacaxi, recheio de frutas vermelhas = 2007 2106 / 20 18 17 19 04 15
aroma artif = 3302 2106 / 33 13 29
aroma artificial de baunilha, aroma artificial de chocolate, aroma artificial de morango, aroma artificial de coco, aroma artificial de manteiga, aroma artificial de laranja, aroma artificial de limao, aroma artificial de amendoa, aroma artificial de panetone, aroma artificial de leite condensado, aroma artificial de creme, aroma artificial de tutti frutti, aroma artificial de abacaxi, aroma artificial de maracuja, aroma artificial de nozes, aroma artificial de avela, aroma artificial de caramelo, aroma artificial de menta, aroma artificial de uva, aroma artificial de banana, aroma artificial de cereja, aroma artificial de rum, aroma artificial de queijo, aroma artificial de bacon, aroma artificial de fumaca, aroma de leite condensado, aroma de creme, aroma de tutti frutti, aroma de rum, aroma de fumaca = 3302 2106 / 33 13 29
aroma artificial de cafe, aroma de cafe, aroma artif cafe = 3302 2106 2101 / 33 13 29 2101
xarope de glucose, xarope glucose, glucose de milho liquida = 1702 / 17 2106
farinha de amendoa, farinha de amendoas, farinha de castanha, farinha de castanha de caju, farinha de avela, farinha de coco, farinha de amendoim = 1106 / 11 08 12 2008 1208
coco ralado umido, coco ralado adocado, coco ralado umido adocado, coco flocos adocado = 2008 / 20 08 1106 2106
confeito de chocolate, confeito chocolate, confeito disqueti, disqueti, confeito chocolatado = 1806 1704 / 18 17 2106
# — carnes em peças e salgados para feijoada (Cap. 02, 16)
quarto dianteiro, quarto traseiro, dianteiro bovino, traseiro bovino, dianteiro de boi, traseiro de boi, quarto dianteiro bovino, quarto traseiro bovino, meia carcaca bovina, carcaca bovina, ponta de agulha bovina = 0201 0202 / 02 16
meia carcaca suina, carcaca suina = 0203 / 02 16
peito bovino, peito de boi = 0201 0202 / 02 16
filezinho = / 02 03 16
filezinho suino, filezinho de porco, filezinho de lombo = 0203 / 02 16
filezinho de frango, filezinho sassami, filezinho de sassami, filezinho de peito = 0207 / 02 16
filezinho de tilapia, filezinho de peixe, filezinho de merluza, filezinho de pescada = 0304 / 03 16
toucinho salgado, toucinho fresco, toucinho suino = 0209 0210 / 02 16 1501
lombo salgado, lombo suino salgado, costela suina salgada, costelinha salgada, pe de porco salgado, orelha de porco salgada, rabo de porco salgado, rabo salgado, pertences para feijoada = 0210 / 02 16 0206 0504
copa lombo suina, copa lombo suino, copa lombo resfriada, copa lombo resfriado, copa lombo congelada, copa lombo congelado, copa lombo in natura = 0203 / 02 16
bucho suino, bucho de boi, bucho de porco, bucho limpo, bucho cozido, bucho picado, bucho congelado, bucho branqueado = 0504 0206 / 02 05 16
frango desfiado, frango desfiado cozido, frango cozido desfiado, frango cozido = 1602 / 16 02
carne mecanicamente separada, carne mec separada, carne mecanicamente separada de frango = 0207 0203 0202 / 02 16
# — congelados e conservas (Cap. 07, 08, 20)
mandioca palito, mandioca pre frita, mandioca frita, aipim palito, aipim pre frito, macaxeira palito, macaxeira pre frita = 2004 / 20 07
mandioca congelada, aipim congelado, macaxeira congelada, mandioca descascada, aipim descascado, macaxeira descascada, mandioca cozida, aipim cozido, macaxeira cozida = 0714 2004 / 07 20
cogumelo shimeji em conserva, shimeji em conserva, shimeji conserva, cogumelo shitake em conserva, shitake em conserva, shiitake em conserva = 2003 / 20 07
morango congelado, polpa de morango congelada, frutas vermelhas congeladas, mix de frutas vermelhas congelado = 0811 / 08 20
feijao preto cozido, feijao carioca cozido, feijao branco cozido, feijao fradinho cozido = 2005 / 20 07 2104 2106
alho desidratado, alho em flocos, alho granulado, alho em po, cebola desidratada, cebola em flocos, cebola em po, cebola granulada = 0712 / 07 0910 2103 2005
alho frito, alho frito granulado, cebola frita, cebola crispy = 2005 / 20 07 2103
leite uht desnatado, leite uht integral, leite uht semidesnatado, leite longa vida desnatado, leite longa vida integral, leite longa vida semidesnatado = 0401 / 04 1901
mistura lactea condensada, mistura lactea, composto lacteo condensado = 1901 0402 / 04 19 1704 2106
estabilizante neutro, estabilizante alimenticio, estabilizante para chantilly = 2106 / 2105 38 34 35 13 29
chantininho = 2106 / 21 04 15 1901
base para pizza, base de pizza, broto de pizza, broto para pizza = 1905 1901 / 19 2106 4419 4421 7323 7615 3924
acai na tigela, acai tigela, creme de acai, acai cremoso, acai batido = 2008 2106 2105 / 08 20 21
pangasius, file de pangasius, file de panga, file de polaca, file de hoki, polaca do alasca = 0304 / 03 16
amaciante de carne, amaciante para carne, amaciante de carnes = 2103 / 21 3507 09
glacucar = 1701 / 17 2106
topping = 2106 1806 / 21 18 17 20
pasta de pistache, pasta de avela, pasta de amendoa, pasta de castanha, pasta saborizante, pasta aromatizante, massa de caramelo = 2106 2008 1806 / 21 20 18 17 3302
xarope post mix, xarope postmix, xarope para refrigerante, xarope de refrigerante, xarope de agua tonica, xarope de cola, xarope de guarana concentrado = 2106 / 21 2202 17
refrigerante post mix, refrigerante postmix, refrigerante bag in box, refrigerante bib = 2106 2202 / 21 22
# — limpeza profissional
secante lava louca, secante para lava louca, secante maq lava louca, secante maquina lava louca, secante para maquina de lavar louca, abrilhantador lava louca, abrilhantador para lava louca, abrilhantador maq lava louca = 3402 / 34 38
fibra de limpeza, fibra limpeza, fibra abrasiva, fibra limpeza pesada, fibra de limpeza pesada = 6805 3926 5603 / 68 39 56 73
# — descartáveis e embalagens para delivery (48.19, 39.23)
toalha de bandeja, toalha bandeja, toalha para bandeja, jogo americano de papel, jogo americano descartavel = 4823 4818 / 48 39 63
caixa para bolo, caixa para torta, caixa para doces, caixa para salgados, caixa para lanche, caixa hamburguer papel, caixa hamburguer papelao, caixa hamburguer kraft, caixa hamburguer delivery, caixa para hot dog, caixa para batata frita, caixa para marmita papel = 4819 / 48 39 76
lixeira plastica com pedal, lixeira plastica pedal = 3924 / 39
toalha de mesa descartavel, toalha descartavel de papel = 4818 4823 / 48 39 63 56
avental descartavel = 3926 6210 4818 / 39 48 56 62 63 40
`;
