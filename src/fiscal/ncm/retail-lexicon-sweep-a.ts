/**
 * Retail vocabulary, sixth round, varredura geral A: supermercado, padaria, açougue, hortifrúti, bebidas, farmácia, perfumaria, pet shop, agropecuária, restaurante e food service. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-a.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps (a shorter entry of another sense matched first; fixed by longer, two-word lines here):
 * - "JOELHO DE PORCO" fell to "joelho" (the pipe elbow, 3917); "T BONE" to "bone" (the cap, 6505; the lone "T" is
 *   dropped, so only "tbone", "bisteca t bone" can be listed); "OSSO BUCO" to
 *   "osso" (dog chew, 2309/0506); "POSTA DE ARRAIA" to "poste" (the pole, 7308: "posta" and "poste" shared a stem; since the eighth session the stemmer keeps them apart).
 * - "CALDO DE CANA" (sugar-cane juice, 2009) fell to "caldo" (stock, 2103/2104); "VITAMINA DE BANANA" (a smoothie,
 *   2202) to "vitamina c" (3004).
 * - "BUFFET LIVRE" fell to "buffet" (the sideboard, 9403) and "RODIZIO DE PIZZA" to "rodizio" (the caster, 8302).
 *   "POR" and "KG" are dropped by the tokenizer, so "BUFFET POR KG" is read "buffet" and cannot be fixed here
 *   (an equal-length line of an earlier file wins); "comida" alone is left out (pet food: "COMIDA P/ GATOS", 2309).
 * - "BOLINHA" (a pet or game ball) stemmed like "bolinho" (cake, 1905) until the eighth session: only "bolinha com guizo", "bolinha para caes"...
 * - "SACHE" is dropped as a packaging word, so "SACHE GATO FILHOTE" is read "gato filhote": the life-stage forms of
 *   pet food are listed ("gato adulto", "cao filhote"...), never "gato" or "cao" alone (live animal, toy, plush).
 * - "PET" is dropped as a packaging word (PET bottle): "ROUPA PET" is read "roupa", hence a "roupa" line with no
 *   prediction; pet lines are written "para caes", "para gatos".
 * - "crepe" is also a fabric (5407/5516) and "contorno" a tile border: only "crepe de/doce/salgado", "contorno facial".
 * - "sela" shares its stem with "selo" (stamp, seal): only "sela para cavalo", "sela australiana"...
 * - "gelo" shared its stem with "gel" until the eighth session: "gelo saborizado" keeps the intimate/cosmetic gel headings plausible.
 * - "chorizo" is the beef cut and the Spanish sausage (1601): "bife de chorizo" predicts 0201; "chorizo" alone
 *   predicts nothing and admits both.
 * - "iluminador" is make-up (3304) and a light (9405, 8513): alone it predicts nothing; "iluminador facial" is 3304.
 * - "carneiro" alone stems like "carneira" (hat sweatband, 6507) and "leitao" alone is the meat (0203): live animals
 *   are listed two-word ("carneiro reprodutor", "leitao vivo"); "casco" alone is also the returnable bottle.
 * - "CAIXA", "SACO", "P/" are dropped: "SACO P/ GELO" (the empty bag, 3923) is read "saco de gelo" (ice, 2201): not
 *   fixable by a line. "CAIXA DE PIZZA" (the box, 4819) was read "pizza"; "pizza" is now a container compound
 *   (erp-vocabulary.ts) and the name reads as the earlier "caixa para pizza" line.
 * - "FACE" stems like "faca" (knife, 8211): "FACE SHIELD" was read as a knife; two-word forms listed.
 * - "LT" (lata) is dropped and "COND" expands to "condicionador": "LT COND 395G" (leite condensado) was read as hair
 *   conditioner; "lt cond" is now read as "leite condensado" (ERP_PHRASES, erp-vocabulary.ts).
 * - "PATE P/ GATOS" fell to "pate" (16.02), "TALCO ANTIPULGAS" to "talco" (33.04), "BEBEDOURO FONTE" to the
 *   refrigerated drinking fountain (84.18): pet forms listed. "cooler de vinho" is the drink and the appliance.
 * - "BALDE DE CERVEJA" is a bar's bucket of beers (22.03) and the empty ice bucket (39.24, 73.23): no prediction.
 * - "marmitex" and "marmita" (earlier files) predict the container only; a restaurant selling the meal as "MARMITEX M"
 *   in 21.06 is flagged: see the report (not fixable here, the shorter line is in another file).
 */
export const SWEEP_A_LEXICON = `
# — açougue: cortes e miúdos lidos como outro produto, cortes de churrasco (Cap. 02, 16)
joelho de porco, joelho suino, joelho de porco defumado, eisbein = 0203 0210 1602 / 02 16 0206
tbone, bisteca t bone, bife t bone, porterhouse = 0201 0202 / 02 16
osso buco, ossobuco, osso buco bovino = 0201 0202 / 02 16
denver, denver steak, flat iron, bife ancho, ancho, miolo da alcatra, miolo de alcatra, bife de chorizo, chorizo argentino, short rib, tomahawk, vazio bovino, entranha, bife de tira, fraldao = 0201 0202 / 02 16
chorizo = / 02 16
medalhao de frango, medalhao de file, medalhao de mignon, medalhao bovino, medalhao suino, medalhao de picanha, medalhao de tilapia, medalhao de salmao = 0201 0202 0203 0207 1602 / 02 16 03
blend bovino, blend de costela, blend de hamburguer, blend para hamburguer = 0201 0202 1602 / 02 16
carne de coelho, coelho inteiro, coelho abatido, coelho congelado = 0208 / 02 16
salaminho = 1601 / 16 02
# — peixaria: postas (Cap. 03, 16)
posta de arraia, arraia inteira, arraia limpa, posta de tilapia, posta de pescada, posta de tambaqui, posta de surubim, posta de salmao, posta de atum, posta de bacalhau, posta de badejo, posta de merluza, posta de dourado, posta de corvina, posta de peixe, posta de pirarucu, posta de tambacu, posta de pacu, posta de robalo, peixe em posta = 0302 0303 0304 0305 / 03 16
dourado inteiro, dourada inteira, surubim, tambacu, pacu, traira, curimata, pescadinha, cacao inteiro = 0302 0303 0304 / 03 16
fishburger, fish burger, hamburguer de peixe = 1604 / 16 03
# — hortifrúti regional (Cap. 07)
jerimum, abobora jerimum = 0709 / 07 20
azedinha, bertalha, caruru, serralha, taioba, beldroega = 0709 / 07 12
# — bebidas e sobremesas de lanchonete (Cap. 20, 21, 22)
caldo de cana, garapa = 2009 / 20 22 2106
vitamina de banana, vitamina de abacate, vitamina de mamao, vitamina de morango, vitamina de frutas, vitamina de fruta, vitamina mista = 2202 / 22 04 20 21
frappe, frapuccino, frappuccino = 2101 2106 2202 / 21 22 04 09 18
gelo de coco, gelo saborizado, gelo de fruta, gelo de agua de coco = 2105 2202 / 21 22 20 2201 3004 3304 3307 3403
mirin, saque mirin, saque culinario = 2206 2103 / 22 21
macaron, macarons, croutons, crouton = 1905 / 19
malzbier = 2203 / 22
cooler de vinho, cooler de vodka = 2206 2208 / 22 84 39 96
concentrado de guarana = 2106 / 21 22 20
folhado, folhado de frango, folhado de queijo, folhado de carne, carolina recheada, carolina de creme, carolina de chocolate, eclair, mil folhas = 1905 / 19 16 18 21
# — restaurante e food service: pratos vendidos como mercadoria (Cap. 16, 19, 20, 21)
buffet livre, buffet a vontade, buffet adulto, self service, refeicao comercial, refeicao executiva, prato executivo, prato feito, prato do dia, pf de frango, pf de carne, executivo de carne, executivo de frango, executivo de peixe = 2106 / 21 16 19 20 02 03 04 07 1006
rodizio de pizza, rodizio de carne, rodizio de carnes, rodizio de sushi, rodizio de massas, rodizio japones = 2106 1905 1602 / 21 19 16 02 03
porcao, porcoes, meia porcao = 2106 1602 2004 / 21 16 19 20 02 03 04 07
parmegiana, parmigiana, file a parmegiana, frango a parmegiana = 1602 2106 / 16 21 19 02
bauru, beirute de carne, wrap de frango, wrap de carne, wrap vegetariano = 1905 1602 2106 / 19 16 21
crepe de frango, crepe de queijo, crepe de chocolate, crepe doce, crepe salgado, crepe suico, crepioca = 1905 2106 1901 / 19 21 16
omelete, omelette = 2106 0408 / 21 04 16
sushi, temaki, sashimi, hot roll, uramaki, niguiri, hossomaki, combinado japones, combo japones, poke, yakimeshi = 1604 2106 1605 / 16 21 03 19 1006
salada caesar, salada verde, salada mista, salada de maionese, salada completa = 2106 2005 / 21 20 07 16
couvert = 1905 2106 / 19 21 04 20
sobremesa, sobremesas = 2106 / 21 19 18 17 04 20 08
refeicao, refeicoes = 2106 / 21 16 19 20 02 03 04 07 1006
# — análogos vegetais: a food coded in another food chapter is flagged unless the line predicts it (21.06, 15.17)
queijo vegano, queijo vegetal, queijo plant based, requeijao vegano, requeijao vegetal, cream cheese vegano, hamburguer vegano, hamburguer vegetal, hamburguer de soja, hamburguer plant based, hamburguer de grao de bico, hamburguer de lentilha, carne vegetal, carne vegana, carne de soja, carne moida vegetal, frango vegano, frango vegetal, salsicha vegana, salsicha vegetal, linguica vegana, linguica vegetal, nuggets vegano, nuggets vegetal, empanado vegano, presunto vegano, mortadela vegana = 2106 / 21 16 19 20 04 12 1208
manteiga vegana, manteiga vegetal = 1517 / 15 21 04
# — preparados lidos pela palavra de outro produto (Cap. 16, 19, 20, 21)
pasta de alho, pasta de alho e sal, pasta de pimenta, pasta de gengibre, pasta de gergelim = 2103 2005 / 21 20 07 09 12
pacoca de carne, pacoca de carne seca = 1602 / 16 02 19 11
carne de caranguejo, carne de siri, siri catado, caranguejo catado, carne de lagosta, carne de camarao = 1605 0306 / 16 03
bolinho de bacalhau, bolinho de peixe, bolinho de camarao, bolinho de siri = 1604 1605 1905 2106 / 16 19 21 03
bolinho de carne, bolinho de costela, bolinho de feijoada, bolinho de frango, bolinho de linguica = 1602 1905 2106 / 16 19 21 02
bolinho de aipim, bolinho de mandioca, bolinho de arroz, bolinho de queijo, bolinha de queijo = 1905 2106 2004 2005 / 19 21 20 16 04
file de tilapia empanado, file de peixe empanado, file de merluza empanado, peixe empanado, tilapia empanada, isca de tilapia, isca de tilapia empanada = 1604 / 16 03 19
file de sardinha, files de sardinha = 0304 1604 / 03 16
pe de galinha, pe de frango, pes de frango, pe de galinha congelado = 0207 / 02 05 16 23
asa de peru, coxa de peru, sobrecoxa de peru = 0207 / 02 16
sarapatel, buchada, buchada de bode, dobradinha pronta = 1602 / 16 02 05
pirao, pirao de peixe, pirao pronto = 2106 1901 / 21 19 11 16 03
angu, angu pronto = 1901 2106 1102 / 19 21 11
massa de mandioca, massa de aipim, massa puba, massa de puba, carima = 1106 1108 / 11 19 07
# — doces e confeitaria (Cap. 17, 18, 19, 20, 21)
lingua de gato = 1806 1905 / 18 19 17
olho de sogra = 1704 2008 / 17 20 19
coracao de alcachofra, fundo de alcachofra = 2005 0709 / 20 07
canudinho recheado, canudinho de doce de leite, canudo recheado, cannoli = 1905 / 19 17 18
soro de leite, soro de leite em po, whey de leite = 0404 / 04 21 35
calda de caramelo, calda de morango, calda de frutas, calda para sorvete, calda de chocolate = 2106 1702 1806 / 21 17 18 20
creme confeiteiro, creme de confeiteiro = 2106 1901 / 21 19 04
ganache = 1806 / 18 21 19
chucrute = 2005 / 20 07
giardineira, giardiniera = 2001 2005 / 20 07
emulsificante, emulsificante para bolo = 2106 / 21 38 34 29 15 35
tapereba = 0810 0811 / 08 20 21 22
# — mercearia: preparados e salgados lidos pelo produto cru (Cap. 02, 15, 19, 20)
grao de bico torrado, grao de bico crocante, ervilha torrada, feijao torrado, soja torrada, fava torrada = 2008 1904 / 20 19 07 12
arroz pronto, arroz cozido, arroz congelado, arroz pre cozido, arroz instantaneo, risoto pronto = 1904 2106 / 19 21 10 16 20
tremoco, tremocos = 2005 2001 / 20 07 12
pertences para feijoada, mix para feijoada, rabo salgado, pe salgado, orelha salgada, focinho salgado, pe suino salgado, orelha suina salgada, rabo suino salgado = 0210 / 02 16 05
gordura de palma, gordura de palmiste = 1511 1513 1516 1517 / 15 21
oleo de abacate, oleo de castanha, oleo de castanha do para, oleo de macadamia, oleo de semente de uva, oleo de uva, oleo de noz = 1515 / 15 33 30 21
# — equipamento e suprimentos de food service e padaria (Cap. 28, 48, 73, 84, 85)
chapa para lanche, chapa de lanche, chapa lancheira, chapa bifeteira, chapa a gas, chapa eletrica para lanche = 7321 8516 8419 / 73 85 84
estufa para salgados, estufa de salgados, estufa quente, estufa vitrine, estufa para doces = 8419 8516 / 84 85 94 73
cortador de frios, fatiador de frios, fatiadora de frios, fatiador de carnes = 8438 / 84 82 85
amassadeira, masseira, modeladora de pao, divisora de massa, divisora de massas, cilindro laminador = 8438 / 84 85
forno turbo, forno de lastro, forno lastro, forno industrial, forno combinado, forno de pizza, forno para pizza, forno a lenha, forno de padaria, forno rotativo, forno esteira = 8417 8419 8514 8516 / 84 85 73 69
bobina para balanca, bobina termica = 4811 4816 4821 / 48 39
papel para hamburguer, papel acoplado, papel antigordura = 4823 4811 4806 / 48 39 76
gas carbonico, gas carbonico para chopp = 2811 / 28 73
# — abreviações de ERP de mercearia e frios
pres coz, pres cozido, pres fat, pres fatiado, pres parma, pres tender = 1602 0210 / 16 02
az virg, az extra virgem, az oliva, az ext virg = 1509 / 15 21
ac cristal, ac refinado, ac demerara, ac mascavo, ac confeiteiro = 1701 / 17 21
desodorizador, desodorizador de ambiente, desodorizante de ambiente = 3307 / 33 38
lanche, lanche natural = 1905 1602 2106 / 19 16 21
churrasquinho, churrasquinho de carne, churrasquinho de frango = 1602 0201 0207 0203 / 02 16
tutu, tutu de feijao = 2005 2106 / 20 21 07 11
picadinho, picadinho de carne = 1602 2106 / 16 21 02
canja, canja de galinha, creme de abobora, creme de legumes, creme de mandioquinha, sopa de legumes = 2104 / 21 16 20
pingado, cafe pingado = 2101 0901 2106 / 21 09 04 22
dose de cachaca, dose de whisky, dose de vodka, dose de tequila, dose de gin, dose de conhaque, dose de licor, dose de rum = 2208 / 22
caipiroska, caipirissima, drink, drinks = 2208 2206 2202 / 22 21
balde de cerveja, balde de cervejas = / 22 39 73 76
# — farmácia e suplementos (Cap. 21, 22, 30, 33, 38)
soro nasal, solucao nasal = 3004 / 30 3307
gel anti inflamatorio, gel antiinflamatorio, gel anti-inflamatorio = 3004 / 30
shake emagrecedor, shake substituto de refeicao, shake = 2106 / 21 19 04 22 30
floral de bach, florais de bach, floral bach = 3004 / 30 33 22 21
pedialyte, repositor hidroeletrolitico = 2202 3004 2106 / 22 30 21
tira teste, tiras teste, tira para glicosimetro, tiras para glicosimetro, tira glicemia, tiras glicemia, fita glicemia = 3822 / 38 90 30
creme para olheiras, creme area dos olhos = 3304 / 33 30
iluminador facial, iluminador em po, iluminador liquido, contorno facial, paleta de contorno = 3304 / 33
iluminador = / 33 94 85 90
# — suplementos em cápsulas e fitoterápicos (Cap. 12, 13, 15, 21, 29, 30)
curcuma em capsulas, curcuma capsulas, gengibre em capsulas, canela em capsulas, moringa em capsulas, oleo de coco em capsulas, cha verde em capsulas, berinjela em capsulas, multivitaminico, polivitaminico infantil = 2106 3004 / 21 30 29 09 12 15 23
sene, folha de sene, cha de sene, sucupira, casca de sucupira, semente de sucupira, barbatimao, casca de barbatimao, quebra pedra, espinheira santa, carqueja, ipe roxo, casca de ipe roxo, cha de hibisco, hibisco desidratado = 1211 / 12 21 30 09 13 06 2106
pasta de zinco, pasta d agua, pasta dagua = 3004 / 30 33
eter, eter etilico = 2909 / 29 30
lanolina = 1505 / 15 33 30
faixa elastica ortopedica, faixa elastica para bandagem, faixa crepe, atadura elastica, bandagem elastica = 3005 9021 / 30 90 63 56 40
face shield, faceshield, protetor facial, viseira de protecao = 3926 9004 / 39 90 65
conta gotas, contagotas = 9018 3923 3926 7017 / 90 39 70 40
lamina de calo, lamina para calos, parche para calos, adesivo para calos, curativo para calos, emplastro para calos = 3005 8212 8214 / 30 82 40 39 90
goma de nicotina, goma de mascar de nicotina, chiclete de nicotina, pastilha de nicotina, adesivo de nicotina = 3004 / 30 17 24
capsula vazia, capsulas vazias, capsula gelatinosa vazia = 9602 3503 / 96 35 39
pro pe, sapatilha descartavel, protetor de calcado descartavel = 6307 6406 / 63 64 39 56 48
glicose em po, dextrose, frutose, lactose, xarope de glicose = 1702 / 17 29 21 30
# — veterinária e nutrição animal (Cap. 01, 05, 23, 30)
suplemento para cavalos, suplemento para equinos, suplemento para bovinos, suplemento para aves, suplemento para caes, suplemento para gatos, suplemento veterinario, suplemento para animais = 2309 3004 / 23 30 21 29
eletrolito, eletrolitos, eletrolito para aves = 2309 3004 / 23 30 21 22 28
leite em po para bezerros, sucedaneo do leite, sucedaneo lacteo, substituto do leite para bezerros = 2309 / 23 04
farinha de peixe, farinha de carne, farinha de carne e ossos, farinha de ossos, farinha de osso, farinha de penas, farinha de sangue, farinha de visceras = 2301 0506 / 23 05 03 31
alimento para tartaruga, alimento para tartarugas, alimento para hamster, alimento para roedores, alimento para peixes, alimento para passaros, alimento para aves, alimento para caes, alimento para gatos, alimento para coelhos, alimento para calopsita = 2309 / 23 10 12
orelha suina, orelha bovina, orelha de boi, casco bovino, chifre bovino, palito de couro, osso de couro bovino = 2309 0506 0511 4205 / 23 05 02 16 41 42
granulado de milho, granulado de mandioca, granulado de soja, granulado de madeira = / 23 11 12 25 38 44
microchip, microchip para animais = 8523 8542 / 85 90 84
semente de milheto, milheto, semente de sorgo, semente de aveia, semente de aveia preta, semente de trigo, semente de arroz, semente de centeio, semente de triticale = 1008 1007 1004 1001 1006 1002 1209 / 10 12
semente de soja = 1201 / 12
semente de feijao, semente de ervilha, semente de grao de bico = 0713 1209 / 07 12
leiva de grama, leiva, grama em placa, grama em placas, grama em rolo = 0602 / 06 1214
extrato de neem, calda de neem = 3808 / 38 13 15 12 31
enraizador, enraizador de mudas = 3808 3101 3105 / 38 31 12
encerado, lona encerada = 6306 / 63 39 59
bag tonelada, big bag, bag de rafia = 6305 / 63 39
# — animais vivos (Cap. 01): their meat lines (codorna, leitao) predict Chapter 02
codorna viva, codornas vivas, galinha poedeira, galinhas poedeiras, galinha viva, galinha caipira viva, frango vivo, pato vivo, peru vivo, frango de corte vivo = 0105 / 01
leitao vivo, porco vivo, suino vivo, leitoa, matriz suina, cachaco = 0103 / 01
carneiro reprodutor, carneiro vivo, ovelha, ovelhas, borrego vivo, cordeiro vivo, cabrito vivo, cabra leiteira, bode reprodutor = 0104 / 01 02 95
bezerro, bezerra, novilha, garrote, boi gordo, boi vivo, vaca leiteira, vaca prenha, touro reprodutor = 0102 / 01 02
calopsita, periquito, periquito australiano, agapornis, canario belga, hamster, porquinho da india, coelho vivo, filhote de cao, filhote de gato, filhote de cachorro, grilo vivo, tenebrio, larva de tenebrio = 0106 / 01 03 04 05 23
# — pet shop (Cap. 23, 42, 85, 95)
pate para gatos, pate para caes, pate para cachorro, pate para filhotes = 2309 / 23
capim para gatos, erva do gato, erva de gato, catnip = 1214 1211 1209 2309 / 12 23 06
spray antipulgas, talco antipulgas, po antipulgas, spray antipulgas e carrapatos = 3808 3004 / 38 30 33
educador sanitario, educador sanitario para caes = 3307 3808 / 33 38
toca para gatos, toca para caes, toca para hamster, toca iglu = 6307 4421 3926 9404 / 63 44 39 94 42
bebedouro fonte, fonte para gatos, fonte bebedouro, bebedouro fonte para gatos = 8413 8509 3924 / 84 85 39
porta racao, pote para racao, porta petisco = 3924 3923 / 39 73 76 44
gato filhote, gatos filhotes, gato adulto, gatos adultos, gato castrado, gatos castrados, gato senior, cao filhote, caes filhotes, cao adulto, caes adultos, cao senior, cachorro filhote, cachorro adulto = 2309 / 23 01
peitoral = 4201 / 42 39 56 63 30
roupa para caes, roupa para cachorro, roupa para gatos, roupinha para cachorro, roupa cirurgica pos operatoria, capa de chuva para caes = 4201 / 42 61 62 63 39
roupa, roupinha = / 61 62 63 64 65 42 43 39 40 48 56 95 90
tosador, maquina de tosa, aparador de pelos pet = 8510 / 85 82
bolinha com guizo, bolinha para caes, bolinha para cachorro, bolinha para gato, bolinha de borracha, bolinha maciça = 9503 4016 3926 / 95 40 39 42
# — agropecuária (Cap. 01, 06, 23, 42)
composto vitaminico, suplemento vitaminico aves = 2309 3004 / 23 30 21 29
concentrado para bezerros, concentrado para bovinos, concentrado para suinos, concentrado para aves, concentrado para equinos, concentrado proteico = 2309 / 23
pintinho de 1 dia, pintinho de um dia, pinto de um dia, pinto de corte, pintainho = 0105 / 01
orquidea, orquideas = 0602 / 06 67
sela para cavalo, sela australiana, sela de montaria, sela campeira, arreio completo = 4201 / 42
`;
