/**
 * Retail vocabulary, fourth round: generic nouns of a retail or wholesale register that the earlier files left
 * unrecognised — containers and packaging sold as goods, kitchen and household utensils, cleaning tools, stationery,
 * hand tools, small electricals, clothing accessories, toys, hygiene and pharmacy articles, auto, pet and agro items,
 * snack-bar sandwiches. Same format and rules as retail-lexicon.ts (`names = predicted headings / other plausible
 * prefixes`), written from classification knowledge (RGI 1, NESH heading texts) after the development set
 * labelled-products-dev-generic.tsv; never fitted to a held-out set (ADR 010). Names in the earlier files are not
 * repeated (the first longest match wins), so only longer forms of their names are listed here.
 *
 * The container rule (ERP_PHRASES in erp-vocabulary.ts, applied to the names below as to the products):
 *  - A container at the head of a name is the goods only where the name says so: it is empty ("VAZIO"), or made of a
 *    stated material right after it ("GARRAFA PET", "GARRAFAO DE VIDRO"), or a form that only a container takes
 *    ("POTE PLASTICO", "FRASCO SPRAY", "GALAO PLASTICO"). Then "garrafa" and "lata", packaging words elsewhere, are
 *    read as goods ("garrafa pet" below stands for every bottle named by its material).
 *  - "POTE DE SORVETE", "CAIXA DE BOMBOM", "GALAO DE AGUA", "SACO DE CARVAO" read as their contents; "SUCO GARRAFA 1L"
 *    never reads as a bottle (the bottle is not at its head, and "garrafa" there is still a packaging word).
 *  - A container alone or before a word that may be its contents ("POTE SORVETE", "FRASCO SHAMPOO", "CAIXA 30X20",
 *    "ENGRADADO CERVEJA") is recognised with no prediction: never flagged.
 *
 * Notes on the ERP reading (text-normalize.ts) that shaped some lines:
 *  - "VIDRO" and "PET" are packaging words: "FRASCO DE VIDRO", "FRASCO PET" and "FRASCO" read alike, so only forms
 *    with a word that stays ("plastico", "ambar", "spray") predict a heading.
 *  - "JOGO DE SOQUETES" and "SOQUETE 1/2" (with a drive size) are rewritten to the tool; "SOQUETE" alone stays
 *    without a prediction (lamp holder, sock). "X-TUDO", "X SALADA" read as "sanduiche".
 *  - "DESENTUPIDOR" alone is a drain chemical or a plunger: only the plunger forms and the chemical forms predict.
 *  - "PELOS" was a stopword ("APARADOR DE PELOS" read "aparador", a sideboard too); the ERP reading now keeps it.
 *  - "LANCHE" stemmed like "lancha" (a boat); no longer, but not listed; "ESPETO" alone is also a food (espeto de frango).
 */
export const GENERIC_LEXICON = `
# — recipientes e embalagens vendidos como mercadoria (regra do recipiente: ver cabeçalho)
garrafa pet, garrafao pet, garrafa plastica, garrafao plastico = 3923 / 3924 3926
garrafa de vidro, garrafao de vidro, garrafa ambar, garrafa cristal = 7010 7013 / 70
garrafa de aluminio, garrafa aluminio, garrafa inox = 7612 7615 7310 7323 9617 / 73 76 96
garrafa vazia, garrafao vazio = 3923 7010 / 3924 3926 7013 7310 7612 7323 7615 9617
frasco plastico = 3923 / 3924 3926 9616
frasco de vidro, frasco ambar, frasco conta gotas = 7010 3923 / 70 3926 9616
frasco vazio, frasco spray, frasco pump, frasco almotolia, frasco borrifador = 3923 7010 / 3924 3926 7013 9616
pote de vidro = 7013 7010 / 70
pote vazio = 3923 3924 7010 7013 / 70 69 73 76
pote mantimento, pote para mantimentos, pote organizador, pote redondo, pote quadrado, pote retangular = 3924 7013 6911 6912 7323 / 3923 70 69 73 76 44
pote de racao, pote para racao, pote para agua = 3924 7323 6912 / 3923 73 69 7013 7615 2309
galao plastico, galao vazio, bombona plastica, bombona vazia = 3923 7310 / 73 76
lata vazia = 7310 7612 / 73 76 3923
engradado plastico, engradado vazio = 3923 / 4415 7326
tampa plastica, tampa rosca, tampa de rosca, tampa flip top = 3923 / 73 76 8309 7010 4503 4016
tampa de panela, tampa para panela = 7323 7615 7013 / 3924 73 76 70 6911 6912 7418
tampa para tinta, tampa para balde = 3923 8309 / 83 7310 7326
rolha = 4503 4504 3923 / 45 4016 7010 7013 8309
caixa plastica = 3923 3924 3926 / 
caixa de madeira, caixa de mdf, caixa mdf = 4415 4420 4421 / 44 9403
caixa de isopor, caixa isopor = 3923 3924 / 
caixa de transporte, caixa transporte = 3926 4202 3923 / 42 4415 4421 7326 7310 6307
caixa para pizza, embalagem para pizza = 4819 / 48 3923
rolo de papel toalha, rolo de papel higienico = 4818 / 48
carvao = 4402 2701 3802 / 44 27 38 3606 9609
embalagem plastica, embalagem descartavel, embalagem isopor = 3923 3924 3920 3921 / 4819 4823 7612 7615
embalagem papelao, embalagem kraft = 4819 / 48 3923
embalagem aluminio = 7612 7615 7607 / 76 4819 4823
vasilha = 3924 7323 7615 6912 / 3923 73 76 69 7013
vasilhame = 3923 7010 7311 / 3924 70 73 4415 4416
garrafas, pote, frasco, galao, bombona, garrafao, caixa, saco, pacote, barril, engradado, tampa, embalagens = / 39 48 70 73 76 44 45 63
# — cozinha e mesa
espremedor de alho, espremedor de batata, amassador de batata, amassador = 8205 8210 3924 7323 / 82 73 76
espremedor de laranja, espremedor de limao = 8509 3924 8210 / 85 82 7323 7615 6911 6912 7013
espremedor = / 39 73 76 82 84 85 69 70
descascador = 8205 8210 8211 3924 / 82 73
pegador = 8215 3924 7323 / 82 73 76 4419 4421 6307
pegador de churrasco = 8215 7323 / 82 73 3924 4419 4421
pilao = 4419 6912 7323 / 44 69 73 7615 6802 3924 0901
coador = 7323 3924 6307 4823 / 73 63 48 8210 7615
cutelo = 8211 / 82
chaira, afiador de facas, afiador = 8205 8214 6804 / 82 68
espeto inox, espeto de aco, espeto de bambu, espeto de madeira, espeto para churrasco = 7323 7326 8215 4421 / 73 82 44 7615 1401 4602
copo medidor, colher medidora, xicara medidora = 3924 7323 7013 / 73 70 7615 9017 9018
# — limpeza
espanador = 9603 / 96 6701 0505
esfregao = 9603 6307 6805 / 96 63 68 3924 7323 5603
escova sanitaria, escova para vaso = 9603 / 96 3924
rodinho = 9603 3924 / 96 4016 7326
pano = / 63 56 58 59 60 52 54 55 34 39 48 96
desentupidor de vaso, desentupidor de borracha, desentupidor manual, desentupidor ventosa, desentupidor sanitario = 3924 4016 3926 / 40 9603 7326 8205 8424 8467 2815 3402 3824
desentupidor quimico, desentupidor liquido, desentupidor em po, desentupidor gel = 3402 2815 3824 / 28 34 38
# — papelaria, escritório, armarinho
giz = 9609 / 96 2509 2520 2836 3213 3215 3407 9504
giz de cera = 9609 / 96 3407
marcador permanente, marcador de texto, marcador para quadro, marcador quadro branco = 9608 / 96
estojo escolar = 4202 3926 / 42 4820 9605 9608 9609
estojo = / 42 39 96 82 33 48 90 71
lupa = 9013 / 90
perfurador de papel = 8472 / 84 8203 8205 9608
elastico de dinheiro, elastico para dinheiro, elastico amarelo, elastico latex = 4016 / 40
grampo para cerca, grampo de cerca = 7317 / 73
grampo de cabelo, grampo para cabelo = 9615 / 96 7326 8516
grampo sargento, grampo marceneiro, grampo rapido = 8205 / 82
dedal = 7326 3926 / 73 74 76 7113 7114 7117
fivela = 8308 3926 / 83 7326 7117 9606
colchete = 8308 / 83 7326 3926 9606
ilhos = 8308 / 83 7326 3926 74 76
broche, abotoadura = 7117 7113 / 71 9606 8306 8308
renda = 5804 / 58 60 5603 6117 6217 6307
bastao de cola, refil de cola quente = 3506 / 35 3901 3906
# — ferramentas manuais
cinzel = 8205 / 82
rebitador = 8205 8467 / 82 84
chave de cano = 8204 / 82
soquete de encaixe = 8204 / 82
pinca de sobrancelha, pinca para sobrancelha, pinca de precisao, pinca de depilar, pinca reta, pinca curva = 8203 / 82 9018
pinca amperimetrica = 9030 / 90
pinca = / 82 90 96 87 85 39 73 8466
cavalete = / 44 73 76 94 39 83 49 96
# — elétricos e eletrônicos pequenos
fone = 8518 8517 / 85
sensor = / 85 90 84 8708 8714 9405
balanca = 8423 / 84 9016 9018 9031 8543
aparador de barba, aparador de cabelo, aparador de sobrancelha, aparador de nariz, aparador de pelos, aparador de pelo = 8510 / 85 8214
aparador = / 94 85 84 82 44
depilador = 8510 8516 / 85 3304 3307 3401
umidificador = 8509 8479 / 85 84
eletrificador de cerca, eletrificador rural = 8543 / 85
difusor de aromas, difusor de ambiente, difusor de varetas = 3307 8543 8509 / 33 85 8479 8424 7013
# — acessórios, higiene, farmácia
lenco, cinto, carteira, manta, junta = / 48 62 61 63 33 34 56 42 39 87 94 40 68 84 73 83 57
sapatinho = 6402 6404 6405 6111 6209 / 64 61 62 6307
prope = 6307 3926 / 63 5603 4016 4818 6406
penico, troninho, redutor de assento, comadre = 3924 3922 / 69 7324 9401 9403 9018 9019
lanceta = 9018 / 90
palito de dente = 4421 / 44 1401
palito de unha = 4421 8214 / 44 82
tesourinha = 8213 8214 / 82
bolsa de agua quente = 4014 / 40 3926 6307
bolsa de gelo = 3926 4014 3824 / 40 38 6307 9018 9019
coletor de urina, coletor universal, coletor de fezes = 3926 / 9018
coletor perfurocortante, coletor de perfurocortante = 4819 3926 / 48
fita microporosa, fita micropore = 3005 / 30 3919 4005 4016 4811 4823 5603 5806
compressa de gaze = 3005 / 30 5208 5212 5601 5603 6307
bucha vegetal = 1404 / 14 4602 9603
bucha de banho = 3924 9603 1404 / 3926 96 14 5603 5608 6307
mertiolate, merthiolate = 3004 3808 / 30 38 3307 2801
# — brinquedos
piao = 9503 / 95
bicho de pelucia = 9503 / 95 6307 9404
# — auto
cabo de chupeta, cabo chupeta, cabo para bateria = 8544 / 85 8708 8714 7312 7413 7408
estepe = 4011 8708 / 40 8714 8716
triangulo de sinalizacao, triangulo de seguranca = 3926 8310 / 83 8708 7014
# — pet
focinheira = 4201 / 42 3926 6307
roupa para cachorro, roupa para gato, roupinha para cachorro = 4201 6307 / 42 6109 6110 6114 6211 63
areia higienica, areia sanitaria, granulado higienico, granulado sanitario = 2508 2505 3824 2811 4401 / 25 28 38 44 2302 2303 2308
# — agro e jardim
muda = 0602 / 06 1209 1404 1401
substrato = 3101 2703 2530 / 31 27 3824 25 1213 1214 1404 4401 4405 5305
terra vegetal, terra adubada, terra preta = 2530 3101 2703 / 25 31 27 3824
# — casa
organizador = 3924 3926 4202 9403 / 4415 4420 4421 4602 4819 4823 6307 7323 7326 7616 94 42
cesto = 4602 3924 7326 / 46 4421 73 9403 4819 4823 6307
acendedor = 9613 3606 / 96 36 7321 7326
espiral repelente, espiral contra mosquito, espiral anti mosquito = 3808 / 38
pregador = 3924 3926 4421 / 44 7326
# — quinta leva: mais nomes genéricos (casa, festa, beleza, farmácia, auto, pet, jardim)
algema = 7326 / 73 9503 9505
balaio = 4602 / 46 3924
bau = 4202 9403 3926 4420 / 42 94 44 73 8708 8714
botijao = / 73 27
botijao vazio = 7311 / 73
caixote = 4415 3923 / 44 7326 7310 9403
coldre = 4202 4205 / 42 3926 9305
cuia = 1404 4419 6912 / 14 44 69 3924 4602 9602
descanso de panela, descanso para panela = 3924 4419 6912 7323 4602 / 44 69 73 46 7013 4504
escorredor = 7323 3924 7615 / 73 76 8210 4419 4421
estilingue = 9503 9506 / 95 4421 4016
ferradura = 7326 / 73
lamparina = 9405 / 94 7013 7020 7323 7326 8306
medalha = 7117 7113 8306 / 71 83 9505
percevejo = 7317 / 73 7415 8305
saleiro = 7013 3924 6911 6912 7323 / 70 69 73 7615 4419
sino = 8306 / 83 9503 9505 9206 7013 6913
sirene = 8531 8512 / 85
toldo = 6306 3926 7308 / 63 73 7610 7616
bandeira = 6307 / 63 3926 4823 4911 9505
balao = 9503 9505 / 95 4014 4016
buque = 0603 6702 / 06 67
aquecedor = 8516 8419 7321 7322 / 8516 8419 7321 7322 8414 8418 8514 8543
piscina = 9506 3926 / 95 7308 7309 7610 7616 4016 6306
complexo b, complexo vitaminico = 3004 2106 2936 / 30 21 29
creme para assaduras, pomada para assaduras = 3004 3304 / 30 33 3401
gel antisseptico = 3808 3004 2208 3401 / 38 30 22 34 3307
bolsa de colostomia = 3006 / 30 3926 9018 9021
sonda uretral, sonda nasogastrica, sonda de aspiracao, cateter, equipo, scalp, jelco = 9018 / 90 3926 4014 4016
abaixador de lingua = 4421 9018 / 44 90
protetor de seio = 9619 3926 4014 / 96 40 5601 5603 6307 4818
naninha = 9503 6307 / 95 63
saida de maternidade = 6111 6209 / 61 62 6307
tira cuticula = 3304 / 33 3401
esfoliante = 3304 3401 / 33 34
gilete = 8212 / 82 8510 3307
turbante = 6505 6117 6214 / 65 61 62 6307
faixa de cabelo = 6117 9615 6217 / 61 62 6307 96 6505
peruca, aplique de cabelo, mega hair, cilios postico, cilios posticos = 6704 / 67 0501 3304
unha postica, unhas posticas = 3926 / 3304
curvex, curvador de cilios = 8214 / 82 9615
porta maquiagem = 4202 / 42 3924 3926
topo de bolo = 4823 4911 9505 3926 / 48 49 95
palito de churrasco = 4421 / 44 1401
fogos de artificio, estalinho, vela estrelinha = 3604 / 36
painel decorativo, painel de festa = 4911 3926 4823 / 49 48 5903 5907 6307 9505
coelho de pelucia = 9503 / 95 6307 9404
nariz de palhaco = 9505 9503 / 95 3926 4016
corneta, vuvuzela = 9503 9205 / 95 92 3926
megafone = 8518 / 85
papel laminado = 4811 7607 4810 / 48 76 3920
laco pronto = 5808 6217 6307 9505 / 58 62 63 95 3926 4823
cartao de aniversario = 4909 / 49 4817 4823
purpurina = 3926 3212 / 32 3304 7018 9505 8308
strass, pedraria = 7018 7117 / 70 71 3926
fibra siliconada = 5503 5601 / 55 56
olhinho movel = 3926 9503 / 95
bastidor = 4421 3926 / 44 7326
quebra sol = 8708 3926 6307 / 8714 8716 63 7607
som automotivo = 8527 8519 8518 / 85
placa de carro = 8310 / 83 3926 7616
friso = 8708 3926 / 8714 8716 7326 7616 4409 4421
pretinho = 3405 3403 / 34 3824 2710
calibrador = 9026 8414 8424 / 90 84
cinta de reboque = 5607 6307 5806 / 56 63 58 7312 7315
bagageiro = 8708 8714 7326 / 8716 73 7616 3926
trava de volante = 8301 8708 / 83 8714 8716 7326
oleo de cambio, oleo para cambio, fluido de direcao, oleo de direcao = 2710 3403 3819 / 27 34 38
descarbonizante = 3811 3402 3814 / 38 34 2710
agua destilada, agua desmineralizada, agua deionizada = 2853 / 28 2201 3824
bau de moto = 8714 3926 4202 / 8708 8716 42
manopla = 8714 4016 3926 / 8708 8716 40
remendo = 4016 4008 / 40 3926 5806 5810 6307
primeiros socorros = 3006 / 30 4202 3926 9018 6307
fonte para gatos, fonte para caes = 8413 8509 3924 / 84 85
rasqueadeira = 9603 / 96 3926 8205
poleiro = 4421 3926 / 44 7326 9503
farinhada = 2309 / 23 1101 1102 1901 1904
filtro de aquario = 8421 / 84 8413 8414 3926
cascalho = 2517 / 25 6802 7018 3926
ornamento para aquario = 3926 6913 / 69 4420 9503 9505 2516 2517
anticloro = 3824 2832 / 38 28 3004
turfa = 2703 / 27 3101 3824
perlita = 2530 6806 / 25 68
musgo = 0604 1404 / 06 14
casca de pinus = 4401 1404 / 44 14 3101 5305
xaxim = 1404 4602 6914 3924 / 14 46 69 4401 4421
floreira = 3924 6914 6913 / 69 4421 7323 7326 46 7013 6810
borrifador = 8424 3923 3924 9616 / 84 96
tela sombrite = 6005 5608 6306 3926 / 60 56 63 54
fio para cerca = 7217 8544 3926 5607 / 72 73 85 56 7605
cal = 2522 / 25 2825 3824 3209
lesmicida = 3808 / 38
ratoeira = 7326 4421 3926 / 73 44
saquinho coletor = 3923 / 4819 4823
# — lanchonete
sanduiche, hot dog, cachorro quente = 1602 1905 2106 / 16 19 21
sanduiche natural, misto quente, beirute = 1905 1602 2106 / 16 19 21
esfirra = 1905 1902 2106 1602 / 19 16 21
`;
