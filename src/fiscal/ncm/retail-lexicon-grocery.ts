/**
 * Retail vocabulary, sixth round: supermercado: mercearia, hortifrúti, açougue e peixaria, padaria e confeitaria, frios e laticínios, congelados, bebidas, importados, food service e descartáveis. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-grocery.tsv; never fitted to a held-out set (ADR 010).
 */
export const GROCERY_LEXICON = `
# — leite, iogurte, frios, queijos: kinds whose shorter line admits other senses (leite de magnésia, leite hidratante)
leite uht, leite longa vida, leite integral, leite desnatado, leite semidesnatado, leite pasteurizado, leite tipo a, leite sem lactose, leite zero lactose, leite fresco, leite cru, leite de vaca = 0401 0402 / 04 2202
leite de cabra = 0401 0402 / 04 2202 33 34
leite achocolatado, leite com chocolate, leite aromatizado = 2202 0402 1901 1806 / 22 04 19 18 21
iogurte natural, iogurte integral, iogurte desnatado, iogurte grego, iogurte liquido, iogurte batido, iogurte de morango, iogurte zero, iogurte light = 0403 / 04 21
gema de ovo, gemas de ovo = 0408 / 04 35
fiambre = 1602 / 16 02
pepperoni, peperoni = 1601 / 16 02
copa italiana, copa fatiada, copa curada = 1601 0210 1602 / 16 02
tender, tender bolinha = 1602 0210 / 16 02
lombo canadense, lombo defumado, lombinho defumado = 1602 0210 / 16 02
pancetta = 0210 1602 / 02 16
jamon, jamon serrano, presunto serrano = 0210 1602 / 02 16
foie gras = 1602 0207 / 16 02
pate de figado, pate de frango, pate de presunto, pate de peru, pate de carne, pate de chester = 1602 / 16 02 23
pate de atum, pate de sardinha, pate de salmao = 1604 / 16 03 23
gruyere, pecorino, mascarpone, grana padano, queijo feta, feta, roquefort, queijo cottage, cottage, queijo de cabra, queijo tipo reino, queijo estepe, queijo maasdam = 0406 / 04 19 21
# — açougue: cortes e miúdos the base lines lack, and two-word forms of words with other senses
bife, bife de alcatra, bife de contrafile, bife ancho, bife de chorizo = 0201 0202 / 02 16
isca de figado, isca de carne, iscas de carne, isca de frango, iscas de frango = 0206 0201 0202 0207 / 02 16
rim bovino, rim suino, coracao bovino, coracao suino, lingua suina, tutano, osso com tutano, mocoto bovino = 0206 0504 / 02 05 16 23
sebo bovino, sebo de boi = 1502 / 15 02
pele suina, pele de porco, couro suino = 0209 0206 1602 / 02 16 05 19 20 23
leitao, leitoa, carne de leitao = 0203 / 02 16
pescoco de frango, dorso de frango, carcaca de frango, sassami, file de sassami, tulipa de frango, meio das asas = 0207 / 02 16 05 23
galinha caipira, galinha inteira, galinha congelada, galinha abatida = 0207 / 02 16 01
cordeiro, carne de cordeiro, carre de cordeiro, paleta de cordeiro, pernil de cordeiro, costela de cordeiro, lombo de cordeiro, carneiro, carne de carneiro, cabrito, carne de bode, carne de cabrito, carne ovina, carne caprina = 0204 / 02 16
carne de coelho, coelho inteiro, coelho congelado, coelho abatido, carne de javali, javali = 0208 0203 / 02 16
# — peixaria
abadejo, tucunare, file de polaca, polaca do alasca, file de namorado, posta de namorado, pintado, file de pintado, posta de pintado, lagostim = 0302 0303 0304 0306 / 03 16
anel de lula, aneis de lula, lula em aneis, lula em anel = 0307 / 03 16
anchovas em azeite, anchova em azeite, anchovas em conserva, anchova em conserva, aliche, alici = 1604 / 16 03
# — hortifrúti: fresh kinds whose shorter line admits the preserved ones (tomate in 20, ervilha in 07)
tomate italiano, tomate cereja, tomate grape, tomate carmem, tomate debora, tomate salada, tomate longa vida, tomate santa cruz, tomate caqui, tomate rasteiro, tomate organico = 0702 / 07 12
tomate seco = 2002 0712 / 20 07
tomate pelado, tomate pelati, passata de tomate, polpa de tomate = 2002 2103 / 20 21
milho verde em conserva, milho em conserva, milho verde lata, milho verde sache = 2005 / 20
ervilha em conserva, ervilha lata, ervilha sache = 2005 / 20
ervilha congelada = 0710 / 07 20
ervilha partida, ervilha seca = 0713 / 07 11
pepino em conserva, picles de pepino, pepino agridoce, pepino japones em conserva = 2001 / 20
amendoim cru = 1202 / 12
shimeji, cogumelo shimeji, cogumelo fresco, cogumelo paris fresco, shitake fresco, cogumelo shitake fresco, portobello, cogumelo portobello = 0709 / 07 0712
funghi seco, cogumelo seco, cogumelo desidratado, shitake desidratado = 0712 / 07 20
funghi = 0712 0709 2003 / 07 20
pinha, fruta do conde, atemoia = 0810 / 08 20 06 14 95
toranja, grapefruit, morgote, lima da persia = 0805 / 08 20
legumes cortados, legumes picados, legumes higienizados, kit legumes, kit sopa, vegetais congelados, legumes congelados, mix de legumes congelado = 0709 0710 / 07 20
edamame = 0710 0708 2005 / 07 20
kimchi = 2005 2001 / 20 07
cominho moido, cominho em po, cominho em grao = 0909 / 09 12 21
cardamomo, zimbro = 0908 0909 / 09 12
# — mercearia doce, confeitaria
po para pudim, mistura para pudim, pudim em po, flan, flan em po, mistura para flan, manjar em po, mistura para manjar, sobremesa em po, mistura para sobremesa = 2106 / 21 19 18 04 17
glucose de milho, glicose de milho, xarope de glicose, xarope de milho, glucose liquida = 1702 / 17 21
pasta americana, pasta de acucar, fondant, massa para modelar comestivel = 1704 / 17 21 18 19
acucar glace, po para glace, glace real = 1701 2106 / 17 21 19
recheio de bolo, recheio para bolo, recheio cremoso, recheio forneavel, recheio de chocolate, recheio sabor = 2106 1806 / 18 21 17 19 20 04 15
cobertura de chocolate, cobertura sabor chocolate, cobertura fracionada, cobertura de morango, cobertura de caramelo, cobertura para bolo = 1806 2106 / 18 21 17 19 20
gotas de chocolate, gotas forneaveis, chocolate em gotas, gotas de chocolate forneaveis = 1806 / 18 17
granulado de chocolate, granulado colorido, granulado macio, granulado crocante = 1806 1704 / 18 17 21
glitter comestivel, brilho comestivel, po para decoracao comestivel = 2106 1704 / 21 17 32 28
aroma de baunilha, aroma de morango, aroma de chocolate, aroma de coco, aroma de manteiga, aroma de laranja, aroma de limao, aroma de amendoa, aroma de panetone, aroma artificial alimenticio, aromatizante alimenticio, essencia alimenticia = 3302 2106 / 33 21 13 29
emulsificante para bolo, emulsificante alimenticio, estabilizante para sorvete, liga neutra, saborizante para sorvete = 2106 / 21 38 34 35 13 29
agar agar = 1302 / 13 21
gelatina sem sabor, gelatina incolor = 3503 2106 / 35 21
melhorador de farinha, melhorador de pao, reforcador para pao = 2106 / 21 11 35
realcador de sabor = 2922 2103 2106 / 29 21
fumaca liquida = 2106 2103 / 21 38
caramelo = 1704 / 17 21 18 32 1702
base para bolo, cake board, disco laminado para bolo = 4823 / 48 39 44
# — padaria e salgados
sonho de creme, sonho de doce de leite, sonho de goiabada, sonho de chocolate, sonho de nata = 1905 / 19 21
torta, torta salgada, torta doce, torta de frango, torta de palmito, torta de limao, torta de morango, torta holandesa, torta alema, torta de bolacha = 1905 / 19 21 16 18
rosca de coco, rosca de leite, rosca caseira, rosca trancada, rosca de polvilho, rosca de padaria = 1905 / 19
risole, risoles, salgado assado, salgado frito, salgado congelado, mini salgado, salgados sortidos, pastel assado, enroladinho de salsicha = 1905 1902 2106 1602 / 19 16 21 02
panqueca, crepe, massa de panqueca = 1905 1901 2106 / 19 21 16 20
fatia hungara, torradinha, casadinho, grissini, panettone, stollen = 1905 / 19 18 21
tortilla, tortilha, tortilha de trigo, massa para wrap = 1905 / 19
turron = 1704 1806 / 17 18 20
massa para pao de queijo, massa de pao de queijo = 1901 / 19 21
massa de tapioca, massa para tapioca = 1108 1903 / 11 19 21
cascao, cascao de sorvete, casquinha de sorvete = 1905 2105 / 19 21
sundae = 2105 / 21
milk shake, milkshake = 2202 2105 1901 2106 / 22 21 19 04
refeicao congelada, refeicao pronta, marmita congelada = 2106 1602 1902 / 16 19 21 20 03 07 04
# — bebidas
gelo em cubo, gelo em cubos, cubo de gelo, cubos de gelo, gelo filtrado, gelo triturado, gelo moido, gelo em escama, gelo escama, saco de gelo = 2201 / 22 21
gelo seco = 2811 / 28
cha de camomila, cha camomila, cha de erva doce, cha erva doce, cha de hortela, cha de boldo, cha de erva cidreira, cha de capim cidreira, cha de capim limao, cha de hibisco, cha hibisco, cha de frutas, cha de canela, cha de gengibre, cha de carqueja, cha de espinheira santa, cha de cavalinha, cha de melissa, cha de macela, cha misto = 1211 2106 0909 / 12 09 21 08 13
cha gelado, cha pronto, ice tea, cha mate gelado, mate gelado = 2202 / 22 21
groselha = 2106 / 21 08 20 22
monster energy = 2202 / 22 21
pinga = 2208 / 22
jurubeba = 2205 2208 / 22 12
batida de coco, batida de maracuja, batida de amendoim, batida de morango, caipirinha = 2208 / 22 21
hidromel = 2206 / 22
sake, saque seco, saque culinario, saque de arroz = 2206 / 22 21
aceto balsamico = 2209 / 22 21
agua sem gas = 2201 2202 / 22
# — descartáveis, food service
saco para alimentos, saco plastico para alimentos, saco para freezer, saco freezer, saco zip, saco hermetico = 3923 / 39 48 76
tampa para copo, tampa de copo, tampa para copo descartavel, tampa para pote descartavel = 3923 4823 / 39 48
mexedor, mexedor de cafe, mexedor descartavel = 3924 4421 / 39 44 48
plastico filme, filme plastico = 3920 / 3919 3921 3923
capsula nespresso = 0901 2101 / 09 21
`;
