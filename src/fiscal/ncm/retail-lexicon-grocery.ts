/**
 * Retail vocabulary, sixth round: supermercado: mercearia, hortifrúti, açougue e peixaria, padaria e confeitaria, frios e laticínios, congelados, bebidas, importados, food service e descartáveis. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-grocery.tsv; never fitted to a held-out set (ADR 010).
 * The earlier files already know most supermarket head nouns (arroz, feijão, leite, queijo, carne, cerveja…), often with
 * a generous plausible list because the single word has other senses; this file adds the kinds they lack and longer
 * forms that name one sense only (a name here never overrides an earlier line of the same length).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - ERP abbreviations read as another product: "MOL TOMATE" → "mola" (springs, 73.20), "SALS HOT DOG" → "sal",
 *    "BAT PALHA" → "bateria", "PIP MICROONDAS" → "pipa" (a kite), "BEB LACT" → baby clothes, "LIM TAHITI" → "lima"
 *    (a file, 82.03), "FIG BOV" → "figo": two-word forms ("mol tomate", "sals viena", "bat palha", "beb lact"…) keep
 *    them food. "LT COND" (leite condensado) and "MOL" before a sauce now read right (ERP_PHRASES, erp-vocabulary.ts).
 *  - Produce and counter abbreviations read as other goods: "BROC NINJA" → "broca" (82.07), "TANG PONKAN" → the Tang
 *    drink powder, "SALS MACO" → "sal", "SALG ASSADO" → a corn-snack line; "PALETA BOVINA" stems as "paletó" (a blazer);
 *    "COXINHA DA ASA" is the chicken drumette, not the salgado: all listed in two-word forms.
 *  - Brands that are also words of other goods: Pilão (a mortar; "PILAO TRADICIONAL" still reads as the mortar, since
 *    TRADICIONAL is a dropped word), Moça, Coqueiro, Aurora: only "brand + kind" forms are listed.
 *  - Chapter 18, Note 1: bakery products containing cocoa stay in 19.05 (and 19.01/19.04/21.05/22.02 preparations
 *    too), so the two-word bakery kinds here do not admit 18.06.
 *  - "GELO" stemmed to "gel" (hair gel, alcohol gel) until the eighth session, so only "gelo em cubo(s)", "gelo filtrado", "gelo seco"… are listed.
 *  - "PARA" is a stop word: "CASTANHA DO PARA" reads as "castanha"; "castanha do brasil" is listed instead.
 *  - "SEM …", "KIT", "TIPO", "ZERO", "LIGHT", "DIET" and numbers are dropped: "massa sem gluten" read as "massa" and
 *    flagged wood fillers; "agua sem gas" read as "agua" (água sanitária, oxigenada…); "kit caipirinha" reads as
 *    "caipirinha" (so its line admits glass, wood and plastic sets). Such forms are left out.
 *  - "ANEL DE LULA" was read as a ring ("anel"): listed. "OVO DE CHOCOLATE" read as the hen's egg: listed.
 *  - "recheio" alone is also the fibre filling of cushions, "cobertura" a roof, "granulado" cat litter, "aroma" an air
 *    freshener, "crepe" a fabric, "gominha" a hair tie, "pastilha" a brake pad or a tile, "goma" ironing starch,
 *    "taco" a cue or a floor block, "tulipa" a bulb or a glass, "miolo" a lock cylinder, "asa" a handle, "rim" a wheel,
 *    "coracao" a decoration, "galinha" a toy ("Galinha Pintadinha"), "coelho" a plush or a chocolate, "vigor" a
 *    supplement: two-word forms only, or left out. "torta" alone is also the oilcake of feed and fertiliser
 *    ("TORTA DE SOJA", 23.04; "TORTA DE MAMONA", 23.06/31): only bakery tortas by filling are listed.
 *  - Brands heading many ERP names are listed where they sell one kind (danone, quaker, tio joao, hellmanns); those
 *    selling many foods (yoki, kitano, camil, itambe) have no predicted heading and a plausible list of food chapters.
 */
export const GROCERY_LEXICON = `
# — leite, iogurte, frios, queijos: kinds whose shorter line admits other senses (leite de magnésia, leite hidratante)
leite uht, leite longa vida, leite integral, leite desnatado, leite semidesnatado, leite int, leite integ, leite desn, leite semi, leite semidesn, leite pasteurizado, leite zero lactose, leite fresco, leite cru, leite de vaca = 0401 0402 / 04 2202
leite de cabra = 0401 0402 / 04 2202 33 34
leite achocolatado, leite com chocolate, leite aromatizado = 2202 0402 1901 1806 / 22 04 19 18 2106
iogurte natural, iogurte integral, iogurte desnatado, iogurte grego, iogurte liquido, iogurte batido, iogurte de morango = 0403 / 04
gema de ovo, gemas de ovo = 0408 / 04 35
fiambre = 1602 / 16
pepperoni, peperoni = 1601 / 16
copa italiana, copa fatiada, copa curada = 1601 0210 1602 / 16
tender, tender bolinha = 1602 0210 / 16
lombo canadense, lombo defumado, lombinho defumado = 1602 0210 / 16
pancetta = 0210 1602 0203 / 16
jamon, jamon serrano, presunto serrano = 0210 1602 / 16
foie gras = 1602 0207 / 16
pate de figado, pate de frango, pate de presunto, pate de peru, pate de carne, pate de chester = 1602 / 1602 23
pate de atum, pate de sardinha, pate de salmao = 1604 / 16 03 23
gruyere, pecorino, mascarpone, grana padano, queijo feta, roquefort, queijo cottage, cottage, queijo de cabra, queijo tipo reino, queijo estepe, queijo maasdam = 0406 / 04 19 2106
# — açougue: cortes e miúdos the base lines lack, and two-word forms of words with other senses
bife, bife de alcatra, bife de contrafile, bife ancho, bife de chorizo = 0201 0202 / 02 1602
isca de figado, isca de carne, iscas de carne, isca de frango, iscas de frango = 0206 0201 0202 0207 / 02 1602
rim bovino, rim suino, coracao bovino, coracao suino, lingua suina, tutano, osso com tutano, mocoto bovino = 0206 0504 / 02 05 16 23
sebo bovino, sebo de boi = 1502 / 15 02
pele suina, pele de porco, couro suino = 0209 0206 1602 / 02 16 05 19 20 23
leitao, leitoa, carne de leitao = 0203 / 02 1602 0103
pescoco de frango, dorso de frango, carcaca de frango, sassami, file de sassami, tulipa de frango, meio das asas = 0207 / 02 1602 05 23
galinha caipira, galinha inteira, galinha congelada, galinha abatida = 0207 / 02 1602 01
cordeiro, carne de cordeiro, carre de cordeiro, paleta de cordeiro, pernil de cordeiro, costela de cordeiro, lombo de cordeiro, carneiro, carne de carneiro, cabrito, carne de bode, carne de cabrito, carne ovina, carne caprina = 0204 / 02 1602
carne de coelho, coelho inteiro, coelho congelado, coelho abatido, carne de javali, javali = 0208 0203 / 02 1602
# — peixaria
abadejo, tucunare, file de polaca, polaca do alasca, file de namorado, posta de namorado, pintado, file de pintado, posta de pintado, lagostim = 0302 0303 0304 0306 / 03 16
anel de lula, aneis de lula, lula em aneis, lula em anel = 0307 / 03 16
anchovas em azeite, anchova em azeite, anchovas em conserva, anchova em conserva, aliche, alici = 1604 / 16 03
# — hortifrúti: fresh kinds whose shorter line admits the preserved ones (tomate in 20, ervilha in 07)
tomate italiano, tomate cereja, tomate grape, tomate carmem, tomate debora, tomate salada, tomate longa vida, tomate santa cruz, tomate caqui, tomate rasteiro, tomate organico = 0702 / 07 12
tomate seco = 2002 0712 / 20
tomate pelado, tomate pelati, passata de tomate, polpa de tomate = 2002 2103 / 20 2104 2106
milho verde em conserva, milho em conserva = 2005 / 20
ervilha em conserva = 2005 / 20
ervilha congelada = 0710 / 07 20
ervilha partida, ervilha seca = 0713 / 07 11
pepino em conserva, picles de pepino, pepino agridoce, pepino japones em conserva = 2001 / 20
amendoim cru = 1202 / 12
shimeji, cogumelo shimeji, cogumelo fresco, cogumelo paris fresco, shitake fresco, cogumelo shitake fresco, portobello, cogumelo portobello = 0709 / 07 0712
funghi seco, cogumelo seco, cogumelo desidratado, shitake desidratado = 0712 / 07 2003
funghi = 0712 0709 2003 / 07 20
pinha, fruta do conde, atemoia = 0810 / 08 20 06 14 95
toranja, grapefruit, morgote, lima da persia = 0805 / 08 20
tamara seca, tamaras secas = 0804 / 08
legumes cortados, legumes picados, legumes higienizados, kit legumes, vegetais congelados, legumes congelados, mix de legumes congelado = 0709 0710 / 07 20
edamame = 0710 0708 2005 / 07 20
kimchi = 2005 2001 / 20 07
cominho moido, cominho em po, cominho em grao = 0909 / 09 12 2103 2104 2106
cardamomo, zimbro = 0908 0909 / 09 12
# — mercearia doce, confeitaria
po para pudim, mistura para pudim, pudim em po, flan, flan em po, mistura para flan, manjar em po, mistura para manjar, sobremesa em po, mistura para sobremesa = 2106 / 19 18 04 17
glucose de milho, glicose de milho, xarope de glicose, xarope de milho, glucose liquida = 1702 / 17
pasta americana, pasta de acucar, fondant, massa para modelar comestivel = 1704 / 17 2106 18 19
acucar glace, po para glace, glace real = 1701 2106 / 17 19
recheio de bolo, recheio para bolo, recheio cremoso, recheio forneavel, recheio de chocolate = 2106 1806 / 18 2105 17 19 20 04 15
cobertura de chocolate, cobertura fracionada, cobertura de morango, cobertura de caramelo, cobertura para bolo = 1806 2106 / 18 2105 17 19 20
gotas de chocolate, gotas forneaveis, chocolate em gotas, gotas de chocolate forneaveis = 1806 / 18 17
granulado de chocolate, granulado colorido, granulado macio, granulado crocante = 1806 1704 / 18 17 2106
glitter comestivel, brilho comestivel, po para decoracao comestivel = 2106 1704 / 17 32 28
aroma de baunilha, aroma de morango, aroma de chocolate, aroma de coco, aroma de manteiga, aroma de laranja, aroma de limao, aroma de amendoa, aroma de panetone, aroma artificial alimenticio, aromatizante alimenticio, essencia alimenticia = 3302 2106 / 33 13 29
emulsificante para bolo, emulsificante alimenticio, estabilizante para sorvete, liga neutra, saborizante para sorvete = 2106 / 2105 38 34 35 13 29
agar agar = 1302 / 13 2106
gelatina incolor = 3503 2106 / 35
melhorador de farinha, melhorador de pao, reforcador para pao = 2106 / 11 35
realcador de sabor = 2922 2103 2106 / 29 2104
fumaca liquida = 2106 2103 / 2104 38
caramelo = 1704 / 17 2106 18 32 1702
base para bolo, cake board, disco laminado para bolo = 4823 / 48 39 44
# — padaria e salgados
sonho de creme, sonho de doce de leite, sonho de goiabada, sonho de chocolate, sonho de nata = 1905 / 19 2106
torta salgada, torta doce, torta de frango, torta de palmito, torta de limao, torta de morango, torta holandesa, torta alema, torta de bolacha = 1905 / 1901 2105 2106 16
torta de sorvete, torta sorvete = 2105 / 1905 1806
rosca de coco, rosca de leite, rosca caseira, rosca trancada, rosca de polvilho, rosca de padaria = 1905 / 19
risole, risoles, salgado assado, salgado frito, salgado congelado, mini salgado, salgados sortidos, pastel assado, enroladinho de salsicha = 1905 1902 2106 1602 / 19 16 02
panqueca, massa de panqueca, massa para panqueca = 1905 1901 2106 / 19 16 20
fatia hungara, torradinha, casadinho, grissini, panettone, stollen = 1905 / 19 18 2106
tortilla, tortilha, tortilha de trigo, massa para wrap = 1905 / 19
turron = 1704 1806 / 17 18 20
massa para pao de queijo, massa de pao de queijo = 1901 / 19 2106
massa de tapioca, massa para tapioca = 1108 1903 / 11 19 2106
cascao, cascao de sorvete, casquinha de sorvete = 1905 2105 / 19 2106
sundae = 2105 / 2106
milk shake, milkshake = 2202 2105 1901 2106 / 22 19 04
refeicao congelada, refeicao pronta, marmita congelada = 2106 1602 1902 / 16 19 21 20 03 07 04
# — bebidas
gelo em cubo, gelo em cubos, cubo de gelo, cubos de gelo, gelo filtrado, gelo triturado, gelo moido, gelo em escama, gelo escama = 2201 / 22 2106 2105
# "SACO DE GELO" (bagged ice, 22.01) and "SACO P/ GELO" (the empty bag, 39.23) read alike: both places.
saco de gelo = 2201 3923 / 22 3923
gelo seco = 2811 / 28
cha de camomila, cha camomila, cha de erva doce, cha erva doce, cha de hortela, cha de boldo, cha de erva cidreira, cha de capim cidreira, cha de capim limao, cha de hibisco, cha hibisco, cha de frutas, cha de gengibre, cha de carqueja, cha de espinheira santa, cha de cavalinha, cha de melissa, cha de macela, cha misto = 1211 2106 0909 / 12 0902 0909 0910 2106 2101 08 13
cha de canela, cha de canela em pau = 0906 / 09 12 2106 2101
cha de camomila pronto, cha de hibisco pronto, cha de hortela pronto = 2202 / 22 2106
cha gelado, cha pronto, ice tea, cha mate gelado, mate gelado = 2202 / 22 2101 2106
groselha = 2106 / 08 20 22
monster energy = 2202 / 22 2106
pinga = 2208 / 22
jurubeba = 2205 2208 / 22 12
batida de coco, batida de maracuja, batida de amendoim, batida de morango = 2208 / 22 2106
caipirinha = 2208 / 22 2106 70 44 39 82
hidromel = 2206 / 22
sake, saque seco, saque culinario, saque de arroz = 2206 / 22 2103 2104 2106
aceto balsamico = 2209 / 22 2103 2104 2106
# — descartáveis, food service
saco para alimentos, saco plastico para alimentos, saco para freezer, saco freezer, saco zip, saco hermetico = 3923 / 39 48 76
tampa para copo, tampa de copo, tampa para copo descartavel, tampa para pote descartavel = 3923 4823 / 39 48
mexedor, mexedor de cafe, mexedor descartavel = 3924 4421 / 39 44 48
plastico filme, filme plastico = 3920 / 3919 3921 3923
capsula nespresso = 0901 2101 / 09 21
# — ERP abbreviations the tokenizer reads as another product (see the header): two-word forms keep them food
mol tomate, mol tom, mol de tomate, mol shoyu, mol soja, mol ingles, mol pimenta, mol barbecue, mol bbq, mol branco, mol alho, mol pesto, mol bolonhesa, mol sugo, mol madeira, mol tare, mol teriyaki, mol rose, mol salada, mol mostarda, mol caseiro, mol pizza = 2103 2002 / 2104 2106 20
sals hot dog, sals viena, sals tipo viena, sals frango, sals congelada, sals perdigao, sals sadia, sals seara, sals aurora, sals resfriada = 1601 / 16 02
bat palha, bat pre frita, bat frita, bat chips, bat ondulada, bat congelada, bat smile, bat noisette = 2005 2004 / 20 19 07
bat doce, bat inglesa, bat lisa, bat asterix, bat monalisa, bat baroa, bat bolinha, bat escovada = 0701 0714 / 07
pip microondas, pip micro, pip doce, pip salgada, pip pronta, pip caramelizada, pip manteiga = 1904 1005 2008 / 10 20 2106
beb lact, beb lactea, bebida lact, bebida lacteo = 0403 / 04 2202 1901
lim tahiti, lim taiti, lim siciliano, lim cravo, lim galego = 0805 / 08
lar pera, lar lima, lar bahia, lar seleta, lar valencia = 0805 / 08
fig bov, fig bovino, fig frango, fig suino, fig galinha = 0206 0207 / 02 05 16 23
alf crespa, alf americana, alf americ, alf lisa, alf roxa, alf hidroponica, alf mimosa = 0705 / 07
rep verde, rep roxo = 0704 / 07
ceb roxa, ceb branca, ceb nacional, ceb pera, ceb argentina = 0703 / 07
musc bov, musc bovino, musc dianteiro, musc traseiro = 0201 0202 / 02 1602
bist suina, bist bov, bist bovina, bist suino = 0203 0201 0202 / 02 1602
cost suina, cost suino, cost bov, cost bovina, cost minga, cost ripa, cost janela = 0201 0202 0203 0210 / 02 1602
pim reino, pim do reino, pim calabresa = 0904 / 09 20 2103 2104 2106
crem cracker, cream cracker = 1905 / 19
descartavel copo, descartavel prato, descartavel garfo, descartavel colher = 3924 4823 / 48 44 70
hamb, hamb bov, hamb frango, hamb bovino = 1602 / 16 02 2106
emp frango, emp de frango = 1602 / 16 02 19
nect = 2202 2009 / 22 20 2106
cast caju, cast de caju = 0801 2008 / 08 20
waf = 1905 / 19
sel legumes, seleta legumes = 2005 2001 / 20 07
palm pupunha, palm acai, palm tolete, palm picado, palm inteiro, palm rodela, palm banda = 2008 / 20 07
erv conserva = 2005 / 20
erv congelada = 0710 / 07 20
vod = 2208 / 22
conh = 2208 / 22
pap alum, pap aluminio = 7607 / 76
fil pvc, film pvc = 3920 / 3919 3921 3923
cafe sol = 2101 / 21 09
ag mineral, ag min = 2201 2202 / 22
az oliva, azeite oliva, az extra virgem = 1509 / 15 2103 2104 2106
vin tinto, vin tto, vin branco, vin bco, vin rose, vin seco, vin suave = 2204 / 22
coca = 2202 / 22 2106
# — one-product brands (the brand alone heads many ERP names)
danone = 0403 / 04 2202
danette = 1901 0403 2106 / 04 19
chamyto = 0403 / 04 22
itambe, batavo, tirol = / 04 1517 1901 2106 2202
nesfit = 1904 1905 / 19 2106
bis lacta, bis xtra, kit kat, diamante negro, serenata de amor, twix, snickers = 1806 / 18 1905
yoki = / 07 0801 0802 0813 10 11 12 1901 1903 1904 20 2106
kitano = / 07 09 10 12 1904 2103 2104 2106 1901
friboi = 0201 0202 / 02 16
quaker = 1104 1904 / 11 19 2106
tres coracoes = 0901 / 09 21 48
schin = 2203 2202 / 22 2106
del valle = 2202 2009 / 22 20 2106
maguary = 2009 2202 2106 / 20 22
ades = 2202 2106 / 22 04 20
nestea = 2202 2101 2106 / 22 21 09
powerade = 2202 / 22 2106
baby soy = 2202 2106 / 22
pomarola = 2103 2002 / 2106 20
hellmanns, hellmann = 2103 / 2106
heinz = 2103 2002 / 2106 2001 2005
renata, adria = 1902 1905 / 19 11
barilla = 1902 / 19 2106
dona benta = 1101 1901 1902 / 11 2106
tio joao = 1006 / 10 19 11 2106
camil = / 10 07 17 16 11 1902 1904 09 2101 03 20
kicaldo = 0713 1006 / 07 10 11
dr oetker, oetker = 2106 2102 1901 1806 / 2102 2106 1901 1704 1806 3302
fleischmann = 2102 1901 2106 / 2102 2106 1901
visconti = 1905 / 1806
seven boys, pullman, wickbold, plusvita = 1905 / 19
pergola, casillero del diablo, cortezano = 2204 2205 / 22
contini, sao joao da barra = 2208 2205 / 22
# — more kinds: pasta shapes, ready meals, sweets, chocolate seasonals
spaghetti, linguine, fettuccine, fetuccine, tagliatelle, gnocchi, cappelletti, cappelleti, argolinha, conchinha, massa de semola, massa grano duro = 1902 / 19
cabelo de anjo = 1902 / 19 95 39
massa para salgados, massa para coxinha, massa para esfiha, massa para crepe, massa para churros, massa para empada = 1901 / 19 2106
massa para cuscuz = 1104 1103 1901 / 11 19
snack de milho, snack de trigo, snack de batata, snack = 1904 2005 2008 1905 / 20 2106 23
palha italiana = 1806 1905 / 18 19 17
drageado, drageados = 1806 1704 / 18 17 20
tablete de chocolate, coelho de chocolate, ovo de chocolate, pirulito de chocolate = 1806 / 18 17 95
doce cristalizado, doces cristalizados = 2006 1704 / 20 17 08
mix de frutas secas = 0813 0801 0802 2008 / 08
creme de castanha, pasta de castanha, creme de pistache = 2008 / 20 2106 18
manteiga de amendoim = 2008 / 20 2106
cacau nibs, nibs de cacau = 1801 1806 / 18
alfarroba = 1212 1806 2106 / 12 18
banana chips = 2008 0803 / 20 08 19
banana passa, banana desidratada = 0803 0813 / 08 20
maca desidratada, maca seca = 0813 / 08 20
shake proteico, shake herbalife = 2106 / 19 04
risoto pronto, macarronada, yakissoba, fricasse, vaca atolada, estrogonofe, salpicao, salada de maionese, coleslaw = 2106 1602 1902 1904 / 16 19 21 20 07 04 03
salada de frutas = 2008 0811 / 20 08 2106
empadao, empadinha de frango = 1905 / 19 16 2106
palito de fosforo = 3605 / 36
# — nuts, biscuits, chocolate: kinds whose shorter line admits cereal bars, bakery or drinks (19, 21, 22)
nozes com casca, nozes chilena, nozes pecan, noz pecan, amendoa laminada, amendoas laminadas, amendoa torrada, castanha do brasil, castanha de caju torrada, castanha de caju crua, castanha com casca = 0802 0801 2008 / 08 20
biscoito recheado, biscoito cream cracker, biscoito agua e sal, biscoito maisena, biscoito maizena, biscoito amanteigado, biscoito integral, biscoito salgado, biscoito doce, biscoito de leite, biscoito de coco, biscoito de arroz, biscoito de queijo, biscoito champanhe, biscoito wafer, bolacha recheada, bolacha agua e sal, bolacha maria, bolacha de leite, bolacha salgada, bolacha maisena, bolacha cream cracker = 1905 / 19 2106 2309
biscoito recheado para caes, biscoito recheado para cachorro, biscoito recheado para gatos = 2309 / 23
wafer recheado, wafer de chocolate, wafer chocolate, wafer morango, wafer baunilha, wafer limao = 1905 / 19 2106
chocolate branco = 1704 1806 / 17
chocolate ao leite, chocolate meio amargo, chocolate amargo, chocolate cobertura, chocolate para cobertura, chocolate fracionado, chocolate nobre, chocolate blend = 1806 / 18
saquinho para freezer, saquinho plastico, saquinho zip, saquinho para geladinho, saquinho de geladinho, saquinho para sacole, saco para geladinho, saco para sacole = 3923 / 39 48
# — frozen, deli, bakery inputs, sweets (third pass, kinds probed as unrecognised)
anel de cebola, aneis de cebola, aneis de cebola empanados, onion rings = 2004 2005 / 20 07 19 2106
polenta, polenta frita, polenta pronta, polenta congelada = 1904 1102 2106 / 11 19 20
levain, fermento natural = 2102 / 21 11 19
goma xantana = 3913 / 39 2106 13
pectina = 1302 / 13 2106
acucar invertido = 1702 / 17 2106
antimofo, propionato de calcio = 2915 2106 / 29 38
antepasto, antepasto de berinjela = 2005 2001 2106 / 20 2103 2104 07 16
bruschetta = 1905 2005 2103 / 19 20 2104 2106
pasta de azeitona, pate de azeitona, tapenade = 2005 2103 / 20 2104 2106
babaganoush, baba ganoush = 2005 2106 / 20
labneh, labne, coalhada seca = 0403 0406 / 04
microverdes, microverde, flor comestivel, flores comestiveis = 0709 / 07 06 12
recarga agua, recarga de agua, agua galao = 2201 / 22
chopeira = 8418 / 84 85 7323 3924 7615
casquinha, casquinha para sorvete = 1905 2105 / 19 2106 16 03
pave = 1905 2106 / 19 2105 1806
docinho, docinhos, doce de festa, docinho de festa = 1704 1806 2106 / 17 18 19 20 2105 04
praline, nougat, marzipa, marzipan = 1704 1806 / 17 18 20
doce de butia = 2007 / 20 17
# — fourth pass: regional and imported kinds probed as unrecognised
milharina = 1104 1904 / 11 19
sumagre, garam masala, colorifico = 0910 0904 / 09 2103 2104 2106 12 32 11
ginger ale, soda italiana = 2202 / 22 2106
bacalhoada = 1604 2106 / 16 03
frutas vermelhas, mix de frutas congeladas, frutas vermelhas congeladas = 0811 0810 / 08 20
sorbet, gelato, frozen yogurt = 2105 / 2106 04
radicchio = 0705 / 07
kale, couve kale = 0704 / 07
nira = 0703 / 07
taioba, ora pro nobis, bertalha = 0709 / 07
jambo, sapoti, physalis, fisalis = 0810 / 08 20
kinkan = 0805 / 08 20
goji berry, goji = 0813 0810 / 08 20
secreto suino, barriga suina, picanha suina = 0203 / 02 1602
eisbein, kassler = 0210 1602 / 02 16
picanha bovina, alcatra bovina, fraldinha bovina, maminha bovina, patinho bovino, acem bovino, musculo bovino, cupim bovino, contra file bovino, file mignon bovino, coxao mole bovino, coxao duro bovino, lagarto bovino, matambre, vazio bovino, denver steak, prime rib, tomahawk steak, tomahawk bovino, assado de tira, blend de carne, blend bovino, ancho bovino, chorizo bovino = 0201 0202 / 02 1602
espetinho = 1602 0201 0202 0207 0203 / 02 16 04 44
manjuba = 0302 0303 0305 / 03 16
vongole = 0307 1605 / 03 1605
palito de picole, palito de sorvete = 4421 / 44 39
papel antiaderente = 4811 3920 3921 / 48 39 76
# — sixth pass: food service, drink syrups, beer packs ("xarope" alone is the cough syrup, 30.04; "disco" a saw or brake disc)
xarope para bebidas, xarope de agave, xarope de bordo, xarope de maple, maple syrup, xarope de morango, xarope de framboesa, xarope de menta, xarope de caramelo, xarope de baunilha, xarope de avela, xarope de chocolate, xarope de maracuja, xarope de amora, xarope de cereja, xarope de tamarindo, xarope monin, xarope de cana = 2106 1702 / 2103 17 2202
oleo de fritura, oleo para fritura, gordura para fritura, gordura de fritura = 1517 1507 1516 / 15
creme culinario = 2106 0401 / 04 15 1901
base para sorvete, po para sorvete, mistura para sorvete = 2106 1901 / 2105 1806 0402 0404 1704
mix para cappuccino, mistura para cappuccino = 2101 2106 / 09 1806 1901 0402
disco de pizza, disco para pizza, disco de massa, disco de pizza pre assado = 1905 1901 / 19 2106 7323 7615 3924 4419
champanhe, champanha = 2204 / 22
laranjada = 2202 2009 / 22 20 2106
long neck, litrao = 2203 / 22 7010
mistura para drink, mix para drink = 2106 2208 / 2106 22
# — hortifrúti abbreviations: "BROC" reads as "broca" (a drill bit), "TANG" as the Tang drink powder, "SALS" as "sal"
broc ninja, broc japones, broc ramoso, broc americano, broc comum = 0704 / 07 20
tang ponkan, tang murcote, tang cravo, tang mexerica = 0805 / 08
sals maco, sals crespa, sals lisa = 0709 / 07 12
ban prata, ban nanica, ban maca, ban terra, ban da terra, ban ouro = 0803 / 08
mam formosa, mam papaya, mam havai = 0807 / 08
abac perola, abac havai = 0804 / 08 20
melanc = 0807 / 08
mar azedo, mar doce = 0810 / 08 20
abob cabotia, abob moranga, abob paulista, abob pescoco, abob japonesa, abobr italiana, abobr brasileira = 0709 / 07
berinj = 0709 / 07
pim verde, pim vermelho, pim amarelo = 0709 / 07
repol verde, repol roxo = 0704 / 07
ceb nac, ceb nacional = 0703 / 07
uv italia, uv niagara, uv rubi, uv thompson, uv vitoria, uv crimson = 0806 / 08
goi vermelha, goi branca = 0804 / 08
coent maco, ruc maco, agr maco, espin maco, cheiro vde = 0709 / 07 09 12
pep japones, pep comum, pep caipira = 0707 / 07 20
mandioq = 0714 / 07
cog paris = 0709 2003 / 07 20
# — deli, bakery and counter abbreviations ("SALG ASSADO" read as the corn snack line "salg"; "GUAR" alone is guar gum)
salg assado, salg frito, salg festa, salg congelado, esf carne, esf frango, esf queijo, esf aberta, past carne, past frango, past queijo, past pizza, past palmito = 1905 1902 2106 1602 / 19 16
sobrecox, sobrecox frango = 0207 / 02 1602
hamburg = 1602 / 16 02 2106
empan, nugg = 1602 / 16 02 19
beb lac = 0403 / 04 2202 1901
rosq, croiss = 1905 / 19
capuc, mocaccino, mochaccino = 2101 2106 / 09 1806 1901 0402 2202
guar antarctica, guar antartica = 2202 / 22
# — tenth pass: "PALETA" stems as "paleto" (a blazer); "COXINHA DA ASA" is the chicken drumette, not the salgado;
#   picked crab meat is 16.05 (the species test of 03.06 does not name "siri")
paleta bovina, paleta suina, paleta de porco, paleta bov, paleta suino, paleta de boi = 0201 0202 0203 / 02 1602
paleta mexicana = 2105 / 2106
coxinha da asa, coxinha de asa, coxinhas da asa = 0207 / 02 1602
siri catado, carne de siri, siri desfiado = 1605 0306 / 03 16
# — brands whose name is also a word of another product: Pilão (a mortar, 44.19), Moça (a girl), Coqueiro (a palm):
#   only with the kind that follows ("PILAO TRADICIONAL" reads as "pilao": TRADICIONAL and ESPECIAL are dropped words)
pilao extra forte, pilao almofada, pilao vacuo, pilao capsula, pilao descafeinado, pilao gourmet, pilao intenso, cafe pilao = 0901 / 09 2101
moca leite, moca leite condensado, moca fiesta, moca doce de leite = 0402 1901 / 04
aurora linguica, aurora salsicha, aurora mortadela, aurora presunto, aurora salame = 1601 1602 / 16 02
coqueiro sardinha, coqueiro atum = 1604 / 16 03
# — bakery kinds by name: Chapter 18, Note 1, leaves bakery products containing cocoa in 19.05, so these two-word forms
#   do not admit 18.06 (the single words "pao", "bolo" of the earlier files do, for other senses)
pao sirio, pao arabe, pao de alho, pao italiano, pao integral, pao de leite, pao de hamburguer, pao de hot dog, pao caseiro, pao australiano, pao de batata, pao doce, pao de milho, pao de centeio, pao sovado, pao ciabatta, pao baguete = 1905 / 1901 2106
bolo de cenoura, bolo de fuba, bolo de laranja, bolo de milho, bolo de mandioca, bolo de chocolate, bolo de rolo, bolo ingles, bolo pronto, bolo caseiro, bolo de aniversario, bolo confeitado, bolo de coco, bolo de banana, bolo formigueiro, bolo de limao = 1905 / 1901 2105 2106
croissant recheado, croissant de chocolate, croissant de queijo, croissant de presunto, croissant de frango = 1905 / 1901 2106
broa de milho, broa de fuba, broa caseira = 1905 / 1901 2106
churros de doce de leite, churros recheado, churros de chocolate, churros congelado = 1905 / 1901 2106
`;
