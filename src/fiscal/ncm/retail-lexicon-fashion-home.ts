/**
 * Retail vocabulary, sixth round: vestuário e calçados, roupa íntima, cama-mesa-banho, tecidos e aviamentos, bolsas e acessórios, bijuteria, joias, relógios e óptica; utilidades domésticas, decoração, camping, pesca, esportes e bicicletas. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-fashion-home.tsv; never fitted to a held-out set (ADR 010).
 *
 * The earlier files already hold most of these families (camiseta, calça, tênis, bolsa, anel, panela, vaso, barraca,
 * vara de pesca, bicicleta…): only kinds they lack are listed, and longer forms of their words where the shorter line
 * is too wide for the kind (the first longest match wins, so a line here never overrides an earlier one of the same
 * length). The longer forms are the shop's own qualifiers (gender, age, cut, material class, use), not strings of the
 * development set.
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - Garment lines of the base list admit the whole of Chapter 63 and 95.05 ("camiseta", "camisa", "blusa", "calca",
 *    "short", "vestido", "pijama"): a T-shirt coded as a bedspread (63.04) or a curtain (63.03) went unseen. The
 *    gender/age/cut forms here keep 61, 62 and worn clothing (63.09) only.
 *  - Footwear lines of the base list admit 95.03/95.05/95.06 (from "tenis", the sport): a sandal in 95.06 went unseen.
 *    The qualified forms ("sandalia feminina", "tenis de corrida", "chinelo de dedo") keep Chapter 64 and orthopaedic
 *    footwear (90.21) only. "TENIS DE MESA" is table tennis (95.04/95.06): no "tenis" form here starts so.
 *  - "BRINCO"/"PULSEIRA" lines admit 39.26; imitation jewellery of any material is 71.17 (Chapter 71, Note 11), so the
 *    precious-metal and plated forms keep Chapter 71 (and 42 for leather bracelets) only.
 *  - "ANILHA" is a barbell plate (95.06) and a washer or a bird ring (73.18, 39.26): no predicted heading.
 *  - "ISCA" alone is also an ant bait (38.08) and live bait (01, 03); "BOIA" a pool float (95.06), a fishing float
 *    (95.07) and a cistern float valve (84.81); "PRANCHA" a surfboard, a hair straightener (85.16) and a plank (44):
 *    no predicted heading, every sense listed.
 *  - "APLIQUE" is an embroidered patch (58.10), a hair piece (67.04) and a wall lamp (94.05): only two-word forms.
 *  - "CARRETILHA" is a fishing reel (95.07) and a tracing wheel (82.05) or a hose reel (84.24, 73, 39): the fishing
 *    sense is predicted, the others are plausible.
 *  - "CONJUNTO" alone is any set (panelas, chaves): only garment forms ("conjunto infantil", "conjunto moletom").
 *  - "PISO DE BANHEIRO" is a bath mat (57) in a textile shop and a floor tile (69.07) in a building one: no predicted heading.
 *  - "RODINHA" reads as "rodinho" (a squeegee, 96.03): "rodinha lateral" (training wheels, 87.14) is listed in full.
 *  - "MESA DE GUIDAO" (a bicycle stem) and "CATRACA BICICLETA" (a freewheel) read as a table (94.03) and a ratchet
 *    (82.04) through the shorter lines: both listed.
 *  - A textile word in the name ("ALGODAO", "MALHA", "SARJA", "NYLON") makes any code of its chapters plausible
 *    (materials.ts), fabric chapters included: a cotton pyjama coded as a braid (58.08) is not seen by any line here.
 *  - Abbreviations the tokenizer reads as another word: "MOL" (moletom) is "mola" (73.20), "MACAC" is "macaco" (a jack,
 *    84.25; not listed: "MACACO BEBE" is also a plush toy), "LUPO" (a sock brand) is "lupa", "PISCA" is "pisco" (22.08),
 *    "PONTEIRA" is "ponteiro", "PING" is "pinga": the garment forms "mol canguru"…, "pisca led", "ponteira para varao"
 *    and "ping pong" are listed; "lupo" and "pisca" alone are not (same length as the earlier line). "MOL" before a
 *    garment word now reads "moletom" (ERP_PHRASES, erp-vocabulary.ts).
 *  - Words dropped as units or packaging make some forms useless: "ML" (manga longa), "PESO" ("COLETE DE PESO" reads
 *    "colete"), "VIDRO" ("ASSADEIRA DE VIDRO" reads "assadeira"), "SEM" ("SUTIA SEM BOJO" reads "sutia").
 *  - The set rule drops "JOGO DE": "JOGO DE CHA/CAFE" (tea and coffee sets, 69.11/69.12) read as tea (09.02) and coffee
 *    (09.01), "JOGO DE BANHO/COZINHA" as "banho"/"cozinha" (listed with no predicted heading), "JOGO DE JANTAR" as
 *    "jantar" (not listed: also a ready meal).
 *  - "JARDINEIRA" is dungarees in the base list and a planter box (39.24, 69.13, 44.21) in a home shop: the planter forms
 *    are listed with their material.
 *  - Stems shared with other words: "BOIA" is stemmed "boi" (the ox: meat chapters stay plausible), "MOBILE" "mobil"
 *    (Mobil, a lubricant brand) and "REDE" "red" (RED VELVET): the last two are left out. A name whose other words are
 *    packaging ("PORTA GARRAFA" reads "porta", "CONTAS DE VIDRO" "contas", "CONJUNTO DE BEBE" "bebe") is not listed.
 *  - "COLAR" had no line: a necklace, a pet's cone collar (39.26, 42.01), a cervical collar (90.21), a party lei (67.02).
 */
export const FASHION_HOME_LEXICON = `
# — vestuário: formas qualificadas (gênero, idade, corte, uso) de linhas-base largas demais (63 inteiro, 95.05)
camiseta masculina, camiseta feminina, camiseta infantil, camiseta juvenil, camiseta unissex, camiseta basica, camiseta lisa, camiseta estampada, camiseta manga curta, camiseta manga longa, camiseta mc, camiseta gola v, camiseta gola redonda, camiseta baby look, camiseta oversized, camiseta dry fit, camiseta esportiva, camiseta uv, camiseta termica, camiseta regata, camiseta polo, t shirt basica, t shirt masculina, t shirt feminina, t shirt oversized, t shirt estampada = 6109 / 61 62 6309
camisa masculina, camisa infantil, camisa juvenil, camisa manga longa, camisa manga curta, camisa mc, camisa xadrez, camisa jeans, camisa de linho, camisa linho, camisa flanela, camisa estampada, camisa lisa, camisa slim, camisa basica, camisa uniforme, camisa de uniforme, camisa gola polo = 6205 6105 6206 6106 / 61 62 6309
camisa feminina, camisa social feminina, camisa social fem = 6206 6106 6205 6105 / 61 62 6309
camisa de time, camisa time, camisa de futebol, camisa futebol, camisa de ciclismo, camisa ciclismo, camisa uv, camisa termica, camisa esportiva, camisa dry fit = 6109 6110 6105 6114 6205 6211 / 61 62 6309
blusa feminina, blusa infantil, blusa juvenil, blusa manga longa, blusa manga curta, blusa mc, blusa estampada, blusa lisa, blusa de malha, blusa malha, blusa de moletom, blusa moletom, blusa tricot, blusa de tricot, blusa trico, blusa de trico, blusa cropped, blusa gola alta, blusa ciganinha, blusa basica, blusa regata, blusa segunda pele = 6106 6206 6110 6109 6114 / 61 62 6309
molet, moletom masculino, moletom feminino, moletom infantil, moletom canguru, moletom com capuz, pulover, pullover = 6110 6109 6114 6112 / 61 62 6309
segunda pele = 6109 6110 6114 / 61 62 6309
calca masculina, calca infantil, calca juvenil, calca cargo, calca sarja, calca alfaiataria, calca termica, calca de tactel, calca tactel = 6203 6204 6103 6104 6112 6211 / 61 62 6309
calca feminina, calca pantalona, calca wide leg, calca flare, calca skinny, calca capri = 6204 6104 6203 6103 6112 6211 / 61 62 6309
bermuda masculina, bermuda infantil, bermuda jeans, bermuda sarja, bermuda tactel, bermuda moletom, bermuda de ciclismo, short masculino, short infantil, short jeans, short moletom, short tactel, short de praia, short praia, bermuda de praia = 6203 6204 6103 6104 6112 6211 / 61 62 6309
bermuda feminina, bermuda ciclista, short feminino, short saia, short fitness = 6204 6104 6203 6103 6112 6211 / 61 62 6309
vestido feminino, vestido infantil, vestido longo, vestido midi, vestido curto, vestido de festa, vestido estampado, saia feminina, saia infantil, saia jeans, saia midi, saia longa, saia curta, saia plissada, saia godê = 6204 6104 / 61 62 6309
pijama masculino, pijama infantil, pijama adulto, pijama longo, pijama curto, pijama de malha = 6107 6108 6207 6208 6111 6209 / 61 62 6309
pijama feminino, camisola feminina, camisola infantil, camisola de renda, anagua = 6108 6208 6107 6207 6111 6209 / 61 62 6309
cueca boxer, cueca slip, cueca samba cancao, cueca infantil, cueca masculina = 6107 6207 6108 6208 / 61 62 6309
calcinha feminina, calcinha infantil, calcinha de renda = 6108 6208 6212 6107 / 61 62 6309
sutia com bojo, sutia nadador, sutia de amamentacao = 6212 6108 6208 / 61 62 6309
meia soquete, meia cano curto, meia cano longo, meia social, meia esportiva, meia infantil, meia masculina, meia feminina, meia invisivel, meia sapatilha, meia de algodao, meia de la = 6115 / 61 6309
mijao, culote de bebe, culote bebe, roupa de bebe, enxoval de bebe, enxoval bebe = 6111 6209 / 61 62 63 94
conjunto infantil, conjunto moletom, conjunto agasalho, conjunto esportivo, conjunto feminino, conjunto masculino, conjunto bebe = 6103 6104 6203 6204 6112 6211 6111 6209 6107 6108 / 61 62 6309
conjunto lingerie = 6212 6108 6208 / 61 62
top fitness, top esportivo, top academia, top de academia, top feminino, top renda, top de renda, top nadador = 6212 6109 6114 6106 / 61 62 6309
corset, corselet, corpete, espartilho, porta seios = 6212 / 62 61 6309
quimono de judo, quimono judo, quimono, kimono de judo, kimono jiu jitsu, dobok = 6211 6203 6204 6103 6104 / 61 62 95
faixa de jiu jitsu, faixa jiu jitsu, faixa de karate, faixa karate, faixa de judo = 6217 6307 5806 / 62 63 58 95
trench coat = 6201 6202 / 61 62 6309 3926 40
dolma, dolma de chef, farda = 6211 6203 6204 6205 6206 6114 / 61 62 6309 65
cinturao = 4203 3926 6217 / 42 39 62 63 95
boina = 6505 6504 6506 / 65 61 62
xale = 6117 6214 / 61 62 63
# — calçados: formas qualificadas (as linhas-base admitem 95.03/95.05/95.06 pelo "tenis" do esporte)
tenis masculino, tenis feminino, tenis infantil, tenis juvenil, tenis esportivo, tenis casual, tenis de corrida, tenis corrida, tenis running, tenis skate, tenis academia, tenis de academia, tenis jogging, tenis plataforma, tenis slip on, tenis cano alto, tenis chunky = 6404 6402 6403 6405 / 64 9021
tenis de couro, tenis couro = 6403 6404 6402 6405 / 64 9021
sapato masculino, sapato feminino, sapato social, sapato de couro, sapato couro, sapato oxford, sapato boneca, sapato scarpin, sapato de salto, sapato salto = 6403 6402 6404 6405 / 64 9021
sapatilha feminina, sapatilha infantil, sapatilha bico fino = 6402 6404 6403 6405 / 64 9021
sapatilha de couro = 6403 6402 6404 6405 / 64 9021
sandalia feminina, sandalia masculina, sandalia infantil, sandalia de couro, sandalia couro, sandalia rasteira, sandalia de salto, sandalia salto, sandalia plataforma, sandalia papete, sandalia tratorada = 6402 6403 6404 6405 / 64 9021
chinelo de dedo, chinelo masculino, chinelo feminino, chinelo infantil, chinelo slide, chinelo de quarto, chinelo nuvem, chinelo havaianas, chinelo ipanema, chinelo rider, chinelo de couro = 6402 6403 6404 6405 / 64 9021
# Havaianas also sells bags, towels and socks under the name: those chapters stay plausible.
havaianas = 6402 / 64 9021 42 61 62 63 65 96
bota feminina, bota masculina, bota infantil, bota de couro, bota couro, bota cano alto, bota cano curto, bota cano longo, bota montaria, bota country, bota tratorada, ankle boot, coturno masculino, coturno feminino, coturno militar, coturno de couro, coturno couro, botina masculina, botina de couro, botina couro = 6403 6402 6404 6405 / 64 9021
bota de chuva, bota de pvc, bota pvc, bota de eva = 6401 6402 / 64
pantufa feminina, pantufa masculina, pantufa infantil, pantufa adulto, pantufa de pelucia, pantufa pelucia = 6404 6405 6402 / 64
chuteira campo, chuteira de campo, chuteira society, chuteira futsal, chuteira infantil = 6402 6403 6404 / 64
calcadeira = 3926 4421 7323 7326 9603 / 39 44 73 96
# — bijuteria e joias: formas de metal precioso ou folheadas (a linha-base "brinco"/"pulseira" admite 39.26)
brinco de prata, brinco prata, brinco de ouro, brinco ouro, brinco folheado, brinco banhado, brinco argola, brinco de argola, brinco de pressao, brinco de perola, brinco bijuteria, brinco infantil, brinco cravejado = 7117 7113 / 71
pulseira de prata, pulseira prata, pulseira de ouro, pulseira ouro, pulseira folheada, pulseira banhada, pulseira berloque, pulseira de berloque, pulseira bijuteria = 7117 7113 / 71 9113
pulseira de couro, pulseira couro, pulseira masculina, pulseira feminina = 7117 4205 7113 / 71 42 39 9113
choker, escrava, ear cuff, conjunto brinco e colar, conjunto de brinco e colar, conjunto colar e brinco = 7117 7113 / 71 42 39 96
prendedor de gravata = 7117 7113 / 71 96 83
# — óptica
lente multifocal, lente visao simples, lente bifocal, lente antirreflexo, lente fotossensivel, lente progressiva = 9001 / 90 70
plaqueta de oculos, plaqueta oculos = 9003 / 90 39
# — cama, mesa e banho
protetor de travesseiro, capa de travesseiro = 6304 6302 / 63 94
duvet = 9404 6304 / 94 63
peseira = 6304 6302 / 63 94
piso de banheiro, piso banheiro = / 57 63 39 40 69 68 46
passadeira = 5703 5705 5702 / 57 63 39 40 46 8516 8451
# — tecidos e aviamentos
tricoline, chita, cambraia, percal, fustao, oxfordine = 5208 5210 5212 5513 5514 / 52 54 55 58 60 63
tule = 5804 / 58 60 54 63
renda guipir, renda francesa, renda chantilly, renda elastica, renda de bilro, renda renascenca, renda de algodao, renda de nylon = 5804 / 58 60 56 63
cetim, organza, chiffon, musseline, gabardine, tactel, helanca, suplex, viscolycra = 5407 5408 5512 5516 6006 / 50 51 52 53 54 55 58 59 60
sianinha, franja de seda, franja decorativa, franja de tecido, pompom de la = 5808 / 58 56
bordado, patch bordado, patch termocolante, aplique bordado, aplique termocolante, etiqueta bordada = 5810 5807 / 58 3926
aplique de cabelo = 6704 / 67 05
enchimento de fibra, enchimento fibra siliconada, fibra siliconada = 5503 5601 / 55 56 54 39
desmanchador de costura, abridor de casas = 8214 8205 / 82 96 39
carretilha de costura, carretilha de marcar = 8205 / 82 96 39
molde de costura = 4911 6307 / 49 63 48
manequim = 9618 / 96 39 44 94 73
cursor de ziper = 9607 / 96
linha mouline, linha de croche, linha para croche, linha de trico, linha para trico = 5207 5205 5204 5509 5401 / 52 54 55 56
linha de nylon = 5404 5401 9507 / 54 39 95 56
contas acrilicas, contas para bijuteria, perolas para bijuteria = 7018 3926 7117 / 70 39 71
# — utilidades domésticas
grill = 8516 7321 7323 / 85 73 76 84 94 87 39
suporte de coador, suporte para coador = 7323 3924 4419 / 73 39 44 76 70 69
garrafinha = / 39 73 76 70 96
decanter = 7013 / 70 69 3924
socador = / 44 39 73 76 82 84 69
tabua de pizza, tabua para pizza = 4419 3924 / 44 39 69 70 73 76
cortador de pizza = 8205 8211 8214 / 82 39 73
porta facas, cepo de facas, cepo para facas = 4419 3924 7323 8211 / 44 39 73 76 82
espeto = / 73 82 44 76 02 16 19 21
porta pano de prato, porta papel toalha, porta detergente, porta esponja, porta talheres = 3924 7323 4419 7326 7615 / 39 73 44 76 83 69 70
dispenser de detergente, dispenser de sabonete, dispenser sabonete = 3924 7323 / 39 73 76 84 85
porta sapatos, porta sapato = 9403 3924 4602 / 94 39 44 46 73 63
porta chaves = 4421 3926 7326 8302 4202 / 44 39 73 83 94 42
porta celular = 4202 3926 / 42 39 63 73 83 85 87
prendedor de cortina, abracadeira de cortina = 8302 3926 7326 6307 5808 / 83 39 73 63 58
capa para tabua de passar, capa de tabua de passar = 6307 / 63 39 59
capa para roupa, capa de roupa, capa protetora para roupa = 4202 3923 3926 6307 / 42 39 63
arara de roupas, arara de roupa, arara para roupas = 9403 7326 / 94 73 76
lixeira inox, lixeira de inox = 7323 7310 7326 / 73 94
lixeira plastica, lixeira de plastico = 3924 3926 / 39
# — decoração
grama artificial, grama sintetica = 5703 3926 6702 / 57 39 67
orquidea artificial, rosa artificial, girassol artificial, suculenta artificial, arranjo artificial, arranjo de flores, galho artificial = 6702 / 67 39 06
tela decorativa, tela canvas = 4911 9701 / 49 97 44 59
objeto decorativo, objeto de decoracao, peca decorativa, elefante decorativo, escultura decorativa, estatueta, buda, anjo decorativo, anjo de resina, coruja decorativa, cavalo decorativo = 3926 6913 8306 4420 7013 / 39 69 83 44 70 71 68 97 95 96 46
candelabro = 9405 8306 7013 6913 / 94 83 70 69 73 74 76 44
vela perfumada, vela de cera, vela palito, vela de parafina, vela votiva, vela de sete dias, vela sete dias = 3406 / 34
letreiro = 9405 3926 8310 / 94 39 83 44 85 49
cupula = 9405 / 94 63 39 48 46 85
luz de natal = 9405 / 94 85
lanterna decorativa = 9405 8306 / 94 44 70 73 76 83 39 46 85
# — camping
isolante termico = / 39 40 56 59 68 70 76 94 95 63
cooler = 3924 3923 9617 / 39 96 73 84 85
headlamp, lanterna de cabeca, lanterna tatica, lanterna de mao = 8513 / 85
# A rechargeable or LED "lanterna" is also a camping lantern (94.05).
lanterna led, lanterna recarregavel = 8513 9405 / 85 94
mosquetao = 7326 7616 8308 / 73 76 83 95 39
paracord = 5607 / 56 58 63 95
# — pesca
carretilha = 9507 / 95 82 84 73 83 87 39
colher de pesca, isca soft, isca de silicone, minhoca artificial, encastoador, chumbo de pesca, chumbinho de pesca, boia de isopor, boia cevadeira = 9507 / 95 78 39
isca = / 95 38 23 03 01 05 21 39 04 02 16
boia = / 95 39 40 84 73 63 85 89 9507 01 02 16
boia de braco, boia infantil, boia inflavel, boia de piscina = 9506 9503 3926 / 95 39 40
puca, espinhel = 9507 5608 / 95 56
massa para pesca, massa de pesca = 2309 9507 / 23 95 19 11 21
# — esportes
frescobol = 9506 / 95 44
trave de futebol, trave futebol = 9506 / 95 73 76 39
taco de golfe = 9506 / 95
dumbbell, rolo abdominal, bosu, step de academia, step aerobico, bloco de yoga, barra fixa, suporte de halter, suporte para halter = 9506 / 95 94 73 39 44
anilha = / 95 73 74 76 79 39 40 84 85 87 83 96
prancha = / 95 85 44 39 73 76 94
bodyboard = 9506 / 95 39
prendedor de nariz, protetor de ouvido = 3926 4016 9506 / 39 40 95 90 85
# — bicicletas: peças e acessórios
suspensao de bicicleta, suspensao bike, roda de bicicleta, roda bike, capa de selim, pezinho de bicicleta, pezinho bicicleta, suporte de caramanhola, suporte caramanhola, mesa de guidao, catraca de bicicleta, catraca bicicleta, catraca bike, rodinha lateral, rodinha de bicicleta = 8714 / 87 73 76 39 40 63
cestinha de bicicleta, cestinha bicicleta, cesta de bicicleta, cesta bicicleta = 8714 4602 3926 7326 / 87 46 39 73
cadeirinha de bicicleta, cadeirinha bicicleta, cadeirinha bike = 8714 9401 / 87 94 39
camara de bicicleta, camara bike = 4013 / 40 87
suporte de parede bicicleta, suporte para bicicleta, suporte bicicleta, suporte bike = 7326 8714 / 73 87 39 76 94
trava de bicicleta, trava bicicleta, trava bike = 8301 / 83 87
reparo de pneu, reparo pneu, remendo de camara = 4016 3506 8714 / 40 35 87 82 59
campainha de bicicleta, campainha bicicleta, campainha bike, buzina de bicicleta, buzina bicicleta = 8306 / 83 87 95 85 39
# — segunda passada: abreviações de ERP e espécies sondadas depois do conjunto (não reconhecidas ou lidas como outra coisa)
# "MOL" reads as "mola" (a spring, 73.20) and "MOLETON" is not "moletom": the garment forms are listed.
mol canguru, mol masculino, mol feminino, mol infantil, mol fechado, mol aberto, mol com capuz, mol unissex, moleton = 6110 6109 6114 6112 / 61 62 6309
bl feminina, bl infantil, bl manga longa, bl manga curta = 6106 6206 6110 6109 6114 / 61 62 6309
conj infantil, conj moletom, conj feminino, conj masculino, conj pijama, conj agasalho, conj bebe = 6103 6104 6203 6204 6112 6211 6111 6209 6107 6108 / 61 62 6309
chin dedo, chin de dedo, chin slide, chin masculino, chin feminino, chin infantil, sap social, sap masculino, sap feminino, sap infantil = 6402 6403 6404 6405 / 64 9021
tns = 6404 6402 6403 6405 / 64 9021
shoulder bag, bolsa de quadro, bolsa de selim, alforje = 4202 8714 / 42 63 87
bico de pato, arco de cabelo, arco para cabelo = 9615 / 96 39 61 62 63 65 71 73 83
testeira, faixa de cabeca = 6117 6217 6505 / 61 62 65 96 95
edredon, edred = 9404 6304 / 94 63
cobert casal, cobert solteiro, cobert queen, cobert king, cobert infantil, cobert microfibra = 6301 / 63 94
trav fibra, trav nasa, trav viscoelastico, trav de pluma, trav pluma = 9404 / 94 63 3926 40
frig antiaderente, frig teflon = 7615 7323 / 73 76 69 3924 8516
xic porcelana, xic cha, xic cafe, xic de cha, xic de cafe = 6911 6912 7013 3924 7323 / 69 70 73 76 44 48
utensilios de cozinha, utensilios cozinha, utensilios de silicone, utensilio de silicone = 3924 8215 7323 8205 / 39 82 73 76 44 40
porta ovos, porta pao = 3924 7323 6911 6912 7013 4419 / 39 73 69 70 44 46 76
porta bijuteria, porta brinco, porta aneis = 4202 3926 4420 / 42 39 44 71 96 83 70 94
porta treco, porta trecos, porta objetos = 3924 3926 4420 / 39 44 69 70 73 46 48 42
porta escova, porta escova de dente, porta sabonete, porta sabonete liquido = 3924 6911 6912 7324 3922 / 39 69 70 73 74 76
porta caneta, porta lapis = 3926 4420 8304 / 39 44 83 48 69 70
lavabo = / 69 39 70 73 74 76 94
assento de cadeira, assento para cadeira = 9404 9401 / 94 63 39 40
capa de cadeira, capa para cadeira, forro de mesa = 6304 6307 6302 3924 / 63 39 48 56
descanso de copo, bolacha de chopp, bolacha de chope = 4823 3924 4419 6911 6912 7013 / 48 39 44 45 46 63 69 70
marinex, pyrex = 7013 / 70 69 39 73 76 7017
tupperware = 3924 / 39
tabua de queijos, tabua de queijo, tabua de petiscos = 4419 3924 / 44 39 69 70 68 46
fondue, aparelho de fondue, rechaud = 7323 7615 6911 6912 8516 / 73 76 69 70 85 94
porta filtro = 3924 6911 6912 7323 / 39 69 73 76 70 84 85
filtro de barro = 6912 6909 8421 / 69 84
mancebo = 9403 4421 / 94 44 73 76
colmeia organizadora = 3924 3926 / 39 63 48
capa de tnt = 6307 5603 / 63 56 39 42
protetor de gaveta = 3918 3926 3924 / 39 48 40 63
jardineira de plastico, jardineira plastica, jardineira de ceramica, jardineira para plantas, jardineira de madeira, jardineira de cimento = 3924 6913 6914 4421 6810 / 39 69 44 68 73 46
ponteira para varao, ponteira de varao, argola para cortina, argola de cortina = 8302 3926 7326 4421 / 83 73 76 44
argola para guardanapo, argola de guardanapo, argola guardanapo = 3924 7323 6911 6912 7013 4419 8306 / 39 73 69 70 44 83 71
rolo blackout = 6303 3925 / 63 39
arvore artificial = 6702 9505 / 67 95 39
pisca led, pisca natal, pisca de natal = 9405 / 94 85
quadro de foto, quadro em canvas, quadro canvas, quadro com moldura, quadro de parede, quadro de fotos = 4911 4414 3926 7020 8306 9701 / 49 44 39 70 83 97 48
placa de mdf, letra decorativa, letra de mdf = 4420 4421 3926 / 44 39 48 49 69 83
cesta de vime, cesta de palha, cesta de junco, cesta de rattan, cesta de fibra = 4602 / 46 3924 3926 73 44
decorativo, decorativa = / 70 69 39 44 73 76 83 94 46 63 48 67 97 95 96
terrario = 7013 7020 / 70 39 69
filtro dos sonhos = 6307 4602 9505 / 63 46 95 71 56
mandala = 6913 4420 3926 8306 6307 / 69 44 39 83 63 48 97
tapecaria = 5805 / 58 57 63 97
futon = 9404 / 94 63
bolsa de hidratacao, mochila de hidratacao = 4202 3926 / 42 39 63
pederneira = 3606 9613 / 96 36 73 68
rede de selva, rede de balanco = 5608 6306 6307 / 56 63 94
multiferramenta = 8205 8206 8211 / 82
vara molinete, vara carretilha, vara para molinete, vara para carretilha = 9507 / 95
linha multi = 5404 5607 9507 / 54 56 95
minhoca = / 95 01 03 23 39 05
chumbo = / 78 95 93 71 87
bolsa de pesca, maleta de pesca = 4202 9507 / 42 95 39
viveiro de peixe = 9507 5608 / 95 56 39 73
rede de arrasto = 5608 / 56 95
ping pong, rede de ping pong, rede ping pong, conjunto ping pong, conjunto de ping pong = 9506 / 95
barreira de treino, presilha para barra, flexionador, apoio de flexao, trampolim = 9506 / 95 39 73
bico de encher bola, bico para bola, agulha para bola, agulha de encher bola = 9506 8414 / 95 84 73 74
pedometro = 9029 / 90 91 85
plataforma vibratoria = 9506 9019 / 95 90 85
esteira = / 95 84 46 39 56 57 63 90 40 73
monitor cardiaco = 9018 9029 9102 8517 / 90 91 85
hoverboard = 8711 9503 8543 / 87 95 85
pastilha bike, pastilha de bicicleta, pastilha bicicleta, coroa bike, coroa bicicleta, coroa de bicicleta, blocagem = 8714 6813 / 87 68 73
cestinha = 8714 4602 3926 7326 / 87 46 39 73 44 95 48
luz traseira = 8512 8714 9405 / 85 87 94
transbike = 8716 8708 7326 / 87 73
# Bags, optics, jewellery and chains: qualified forms of lines that admit 95, 83 or 73 for other senses of the word.
mochila notebook, mochila para notebook, mochila de notebook, mochila executiva, mochila de viagem, mochila feminina, mochila masculina, mochila de rodinhas, mochila de rodinha, mochila esportiva, mochila camping, mochila cargueira, mochila de costas, mochila impermeavel, mala de bordo, mala de rodinhas, mala de rodinha, mala grande, mala media, mala pequena, mala abs, mala de policarbonato = 4202 / 42 63 9503
oculos de leitura, oculos para leitura, oculos de descanso, oculos multifocal = 9004 / 90
pingente ouro, pingente de ouro, pingente prata, pingente de prata, pingente folheado, tornozeleira prata, tornozeleira de prata, tornozeleira de ouro = 7113 7117 / 71
corrente de bicicleta, corrente bicicleta, corrente bike = 7315 8714 / 73 87
cortina voil, cortina de voil, cortina de tecido, cortina de linho, cortina de renda, cortina de croche = 6303 / 63
necessaire de viagem, necessaire feminina, necessaire masculina, necessaire transparente, necessaire de maquiagem, necessaire nylon, necessaire grande, necessaire pequena, frasqueira de maquiagem = 4202 / 42 63 9503
# Babies' bootees without an applied sole are garments (61.11, 62.09); with one, footwear (64).
sapatinho bebe, sapatinho de bebe, sapatinho de croche, sapatinho croche, sapatinho trico, sapatinho de trico, sapatinho infantil, sapatinho recem nascido = 6405 6404 6402 6111 6209 / 64 61 62
# — terceira sondagem: diminutivos e abreviações de loja, palavras soltas de vários sentidos (sem posição prevista)
cj moletom, cj infantil, cj pijama, cj feminino, cj masculino, cj bebe, cj agasalho = 6103 6104 6203 6204 6112 6211 6111 6209 6107 6108 / 61 62 6309
conjunto fitness, cj fitness, conj fitness = 6104 6112 6204 6211 6103 / 61 62 6309
soutien, sutian = 6212 / 62 61 6309
blusinha, regatinha = 6106 6206 6109 6114 6110 / 61 62 6309
vestidinho = 6204 6104 6111 6209 / 61 62 6309
casaquinho, jaquetinha = 6201 6202 6101 6102 6110 6111 6209 / 61 62 6309 42 43 3926 40
tamanquinho, botinha = 6402 6403 6404 6405 / 64 61 62 9021
bolsinha, mochilinha, carteirinha = 4202 / 42 63 48 49 9503
# "COLAR" is a necklace, a pet's cone collar (39.26, 42.01) and a cervical collar (90.21).
colar = 7117 7113 / 71 3926 4201 9021 42 96 67 95 63
# "FOLHEADO" is plated jewellery and a wood veneer (44.08).
folheado, folheada, biju, bijou = 7117 7113 / 71 44
hotfix = 7018 7117 3926 / 70 71 39 58
entremeio, guipir = 5804 5810 5808 / 58 60
cordao encerado, cordone, fio nautico = 5607 5609 5808 / 56 54 55 58
fio de malha = 5609 6310 6307 / 56 60 63 55
# Words of several senses: recognised, never predicted; a code outside every sense is flagged.
linha, linhas = / 52 54 55 56 58 63 95 3916 39
cordao = / 71 56 58 63 39 54 94 96 42
vela, velas = / 34 85 63 95 36 69 84 94
planta = / 06 67 39 12 49
vara = / 95 73 76 44 83 39 9017 82 14 46 85
camara = / 40 85 84 87 90 94
freio = / 87 42 68 84 85 73 40 83 39
aro = / 87 73 76 95 71 39 40 83 94 85 44
# — quarta sondagem: conjuntos abreviados, marcas de calçado depois do nome (a linha-base admite 95 pelo "tenis" do esporte)
cj panelas, cj panela, conj panelas, conj panela = 7323 7615 / 73 76 69 70 3924 8516
cj talheres, conj talheres = 8215 8211 / 82 3924 73
cj xicaras, conj xicaras, servico de cha, servico de cafe, servico de jantar = 6911 6912 7013 3924 7323 / 69 70 73 76 39
cj toalhas, conj toalhas, toalha de lavabo, toalha lavabo = 6302 / 63
jg tapete, jogo tapete, jg tapetes = 5703 5705 5702 / 57 63 39 40 46
# "JOGO DE COZINHA/BANHO" read as "cozinha"/"banho" (the set rule drops "jogo de"): kitchen linen or furniture, towels or a cosmetic.
cozinha, jg cozinha, jogo cozinha = / 94 63 39 73 76 69 70 82 44 85 95
banho = / 63 33 34 39 69 73 96 84 85
# "BOLSA" alone: a bag, an ostomy or ice bag (39, 40, 90), a hot water bottle (40.14).
bolsa = / 42 63 39 46 56 90 95 96 40 48
caloi = 8712 / 87 95 65 40
tenis nike, tenis adidas, tenis olympikus, tenis mizuno, tenis vans, tenis all star, tenis converse, tenis fila, tenis puma, tenis asics, tenis new balance, tenis reebok, tenis skechers, tenis kappa, tenis umbro, tenis penalty, tenis topper, tenis diadora, tenis rainha, tenis ortopedico = 6404 6402 6403 6405 / 64 9021
chuteira nike, chuteira adidas, chuteira umbro, chuteira penalty, chuteira topper, chuteira puma, chuteira mizuno, chuteira kappa = 6402 6403 6404 / 64
sandalia grendha, sandalia melissa, sandalia ipanema, sandalia rider, sandalia azaleia, sandalia beira rio, sandalia moleca, sandalia piccadilly, sandalia via marte, sandalia vizzano, sandalia dakota, sandalia usaflex, sandalia modare, sapatilha moleca, sapatilha beira rio, sapatilha vizzano, sapatilha piccadilly, chinelo kenner, chinelo grendha, chinelo cartago, chinelo mormaii, chinelo olympikus = 6402 6403 6404 6405 / 64 9021
# — formas que ordenam as posições previstas (sugestões): couro, jeans, gênero, material do utensílio, nome do tecido
jaqueta jeans, jaqueta de jeans = 6203 6204 6201 6202 / 61 62 6309
jaqueta de couro, jaqueta couro = 4203 6201 6202 / 42 43 61 62 6309 3926
blazer feminino, blazer fem = 6204 6104 / 61 62 6309
blazer masculino, blazer masc = 6203 6103 / 61 62 6309
guardanapo de pano, guardanapo de tecido, guardanapo de linho = 6302 / 63
tapete de sala, tapete sala, tapete shaggy, tapete felpudo, tapete peludo, tapete de quarto = 5703 5705 5702 / 57 63 39 40 46
cortina blackout = 6303 3924 / 63 39
persiana rolo, persiana de tecido = 6303 3925 / 63 39 44 76
panela de pressao = 7615 7323 8516 / 73 76 85
frigideira antiaderente, frigideira de aluminio = 7615 7323 / 73 76 69 85
travessa refrataria = 7013 6912 6911 / 69 70
espatula de silicone, espatula silicone = 3924 / 39 40 82
varal de chao, varal de piso, varal sanfonado = 7323 7326 3924 / 73 76 39 94
tecido jeans, tecido brim, tecido sarja, tecido denim = 5209 5211 5208 / 50 51 52 53 54 55 56 58 59 60
tecido linho = 5309 5311 / 50 51 52 53 54 55 56 58 59 60
tecido plush, tecido pelucia, tecido soft, tecido veludo = 6001 5801 / 50 51 52 53 54 55 56 58 59 60
tecido tule = 5804 / 50 51 52 53 54 55 56 58 59 60
tecido moletom, tecido suplex, tecido helanca, tecido dry fit, tecido viscolycra = 6006 6004 6001 / 50 51 52 53 54 55 56 58 59 60
tecido feltro = 5602 / 50 51 52 53 54 55 56 58 59 60
tecido oxford, tecido cetim, tecido chiffon, tecido crepe, tecido tactel, tecido gabardine = 5407 5408 5512 5516 5513 / 50 51 52 53 54 55 56 58 59 60
tecido viscose = 5408 5516 5407 / 50 51 52 53 54 55 56 58 59 60
tecido tricoline, tecido percal, tecido cambraia, tecido chita, tecido flanela = 5208 5210 5212 5513 / 50 51 52 53 54 55 56 58 59 60
tecido corino, tecido courino, tecido sintetico = 5903 3921 5603 / 39 50 51 52 53 54 55 56 58 59 60
tecido acolchoado, tecido matelasse = 5811 / 50 51 52 53 54 55 56 58 59 60
tecido lona = 5209 5211 5407 5512 5903 / 50 51 52 53 54 55 56 58 59 60 3921
# — palavras sem posição prevista nas linhas-base (luva, lenço, anel, cinto, carteira): formas da loja de roupa e acessórios
luva bebe, luva de bebe, luva infantil, luva de frio = 6116 6216 6111 6209 / 61 62 6309 42 43 3926 40 9506
lenco de bolso = 6213 / 62 61 63 48
lenco de cabeca = 6214 6117 / 62 61 63 65
anel de formatura, anel feminino, anel masculino, anel infantil, anel de compromisso, anel de noivado = 7113 7117 / 71
cinto de nylon, cinto elastico, cinto infantil, cinto de lona, cinto tatico = 6217 4203 3926 6307 / 62 63 42 39 83 61 58 56
carteira infantil, carteira de couro, carteira porta cartao, carteira slim = 4202 / 42 63 39 48 49
# — quinta sondagem: formas que a linha mais curta lê como outro produto (LED, ar, digital, pizza, escalada) e utensílios
cortina de led, cortina led, cortina de luz, vela de led, vela led = 9405 8513 / 94 85
colchao de ar = 3926 6306 4016 9404 / 39 40 63 94 95
porta retrato digital = 8528 / 85 84
poste de jardim, poste solar, poste de luz = 9405 / 94 73 76 68 85
pa de pizza, pa para pizza = 4419 7323 7615 3924 / 44 73 76 39 82
cadeirinha de escalada, cadeirinha escalada = 9506 6307 / 95 63 42
alarme de pesca = 9507 8531 / 95 85
espatula de bolo, espatula de confeitaria, espatula de cozinha = 8215 3924 8205 / 82 39 73 76 40
martelo de carne, amaciador de carne, batedor de carne = 8205 8215 4419 3924 / 82 44 39 73 76
concha de sorvete, boleador de sorvete, cortador de biscoito, cortador de ovo, carretilha de massa, carretilha para massa, cortador de massa = 8215 8205 3924 7323 / 82 39 73 76
descanso de colher = 3924 6911 6912 7323 4419 / 39 69 70 73 76 44 40
dosador de bebida, dosador de drinks = 8205 3924 7323 8481 / 82 39 73 76 84 70
oleiro, porta azeite, porta sal, pimenteiro, porta manteiga, porta bolo, porta capsulas, porta rolhas, porta vinho = 7013 6911 6912 3924 7323 4419 / 69 70 39 73 76 44 46 94
hashi = 4419 3924 / 44 39 82
panela de pedra sabao, pedra sabao = 6802 / 68 69
tabua de churrasco = 4419 3924 / 44 39 69 70
suporte para esponja, suporte de esponja, dispenser de papel toalha = 3924 7323 / 39 73 76 84
porta cd, porta revistas, porta guarda chuva = 9403 3926 4421 7326 4602 / 94 39 44 73 46 48
quadro de avisos = 9610 4504 / 96 44 45 39
placa de porta = 3926 8310 4420 / 39 83 44 69
tocha de jardim = 9405 / 94 73 76
bastao de caminhada, bastao de trekking = 6602 9506 / 66 95 76
capa para mochila, capa de mochila = 6307 4202 / 63 42 39
banquinho de pesca = 9401 / 94
suporte de vara, porta vara, guizo de pesca = 9507 / 95 73 76 39 83
# — sexta sondagem: departamento ou marca de roupa antes do produto ("MODA PRAIA BIQUINI", "HERING CAMISETA"); sem
# posição prevista: só um código fora de roupa, calçado, chapéus e acessórios é sinalizado.
moda praia = / 61 62 63 64 65 42 90 95 96
moda intima = / 61 62 63 96
hering, malwee, dudalina, colcci = / 61 62 63 64 65 42 96 33
# — sétima sondagem: confeitaria, quarto infantil, festa, decoração natural, costura
bico de confeitar = 8215 3924 7323 / 82 39 73 76
cesta de pao = 4602 3924 7323 4419 / 46 39 73 44 63
rolinho para berco, rolinho de berco = 9404 6304 / 94 63
quadro infantil = 4911 4414 3926 / 49 44 39 70 83 97 48
bandeirinha, flamula, estandarte = 6307 4911 3926 / 63 49 39 48 95
macrame, painel macrame, painel de macrame, suporte macrame, suporte de macrame = 5609 5607 6307 5808 / 56 58 63 46
kokedama = 0602 / 06 67 69
pedra decorativa = 6802 2517 2516 2530 / 68 25 69 70 71
estrela do mar, buzio, concha do mar = 0508 9601 6913 / 05 96 69 71 39
tronco decorativo, galho seco = 4403 4420 0604 1401 / 44 06 14 67
flor seca, pampas, capim dourado = 0604 0603 6702 1401 / 06 67 14 46
cesta de capim = 4602 / 46
# "PALHA" is straw, steel wool ("PALHA DE ACO", 73.23) and a sweet ("PALHA ITALIANA").
palha = / 12 14 46 73 65 18 19 21
patchwork = 5208 6307 6304 / 52 54 55 58 60 63
risco de bordado = 4911 / 49 48 58
overloque, pe calcador, bobina de maquina de costura, bobina maquina de costura = 8452 / 84 73 39
costura = / 73 82 39 42 52 54 55 84 90 96 63
alfineteiro, almofada de alfinetes, almofada para alfinetes = 6307 3926 7319 / 63 39 73 94
`;
