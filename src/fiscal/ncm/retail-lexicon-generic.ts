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
pote de racao, pote para racao, pote para agua = 3924 7323 6912 / 3923 73 69 70 76 23
galao plastico, galao vazio, bombona plastica, bombona vazia = 3923 7310 / 73 76
lata vazia = 7310 7612 / 73 76 3923
engradado plastico, engradado vazio = 3923 / 44 73
tampa plastica, tampa rosca, tampa de rosca, tampa flip top = 3923 / 73 76 83 70 45 40
tampa de panela, tampa para panela = 7323 7615 7013 / 3924 73 76 70 69 74
tampa para tinta, tampa para balde = 3923 8309 / 83 73
rolha = 4503 4504 3923 / 45 40 70 73 83
caixa plastica = 3923 3924 3926 / 
caixa de madeira, caixa de mdf, caixa mdf = 4415 4420 4421 / 44 94
caixa de isopor, caixa isopor = 3923 3924 / 
caixa de transporte, caixa transporte = 3926 4202 3923 / 42 44 73 63
caixa para pizza, embalagem para pizza = 4819 / 48 3923
rolo de papel toalha, rolo de papel higienico = 4818 / 48
carvao = 4402 2701 3802 / 44 27 38 36 96
embalagem plastica, embalagem descartavel, embalagem isopor = 3923 3924 3920 3921 / 48 76
embalagem papelao, embalagem kraft = 4819 / 48 3923
embalagem aluminio = 7612 7615 7607 / 76 48
vasilha = 3924 7323 7615 6912 / 3923 73 76 69 70
vasilhame = 3923 7010 7311 / 3924 70 73 44
garrafas, pote, frasco, galao, bombona, garrafao, caixa, saco, pacote, barril, engradado, tampa, embalagens = / 39 48 70 73 76 44 45 63
# — cozinha e mesa
espremedor de alho, espremedor de batata, amassador de batata, amassador = 8205 8210 3924 7323 / 82 73 76
espremedor de laranja, espremedor de limao = 8509 3924 8210 / 85 82 73 76 69 70
espremedor = / 39 73 76 82 84 85 69 70
descascador = 8205 8210 8211 3924 / 82 73
pegador = 8215 3924 7323 / 82 73 76 44 63
pegador de churrasco = 8215 7323 / 82 73 3924 44
pilao = 4419 6912 7323 / 44 69 73 76 68 3924
coador = 7323 3924 6307 4823 / 73 63 48 82 76
cutelo = 8211 / 82
chaira, afiador de facas, afiador = 8205 8214 6804 / 82 68
espeto inox, espeto de aco, espeto de bambu, espeto de madeira, espeto para churrasco = 7323 7326 8215 4421 / 73 82 44 76 14
copo medidor, colher medidora, xicara medidora = 3924 7323 7013 / 73 70 76 90
# — limpeza
espanador = 9603 / 96 67 05
esfregao = 9603 6307 6805 / 96 63 68 3924 73 56
escova sanitaria, escova para vaso = 9603 / 96 3924
rodinho = 9603 3924 / 96 40 73
pano = / 63 56 58 59 60 52 54 55 34 39 48 96
desentupidor de vaso, desentupidor de borracha, desentupidor manual, desentupidor ventosa, desentupidor sanitario = 3924 4016 3926 / 40 96 73 82 84 28 34 38
desentupidor quimico, desentupidor liquido, desentupidor em po, desentupidor gel = 3402 2815 3824 / 28 34 38
# — papelaria, escritório, armarinho
giz = 9609 / 96 25 28 32 34 95
giz de cera = 9609 / 96 34
marcador permanente, marcador de texto, marcador para quadro, marcador quadro branco = 9608 / 96
estojo escolar = 4202 3926 / 42 48 96
estojo = / 42 39 96 82 33 48 90 71
lupa = 9013 / 90
perfurador de papel = 8472 / 84 82 96
elastico de dinheiro, elastico para dinheiro, elastico amarelo, elastico latex = 4016 / 40
grampo para cerca, grampo de cerca = 7317 / 73
grampo de cabelo, grampo para cabelo = 9615 / 96 73 85
grampo sargento, grampo marceneiro, grampo rapido = 8205 / 82
dedal = 7326 3926 / 73 74 76 71
fivela = 8308 3926 / 83 73 71 96
colchete = 8308 / 83 73 3926 96
ilhos = 8308 / 83 73 3926 74 76
broche, abotoadura = 7117 7113 / 71 96 83
renda = 5804 / 58 60 56 61 62 63
bastao de cola, refil de cola quente = 3506 / 35 3901 3906
# — ferramentas manuais
cinzel = 8205 / 82
rebitador = 8205 8467 / 82 84
chave de cano = 8204 / 82
soquete de encaixe = 8204 / 82
pinca de sobrancelha, pinca para sobrancelha, pinca de precisao, pinca de depilar, pinca reta, pinca curva = 8203 / 82 9018
pinca amperimetrica = 9030 / 90
pinca = / 82 90 96 87 85 39 73
cavalete = / 44 73 76 94 39 83 49 96
# — elétricos e eletrônicos pequenos
fone = 8518 8517 / 85
sensor = / 85 90 84 87 94
balanca = 8423 / 84 90 85
aparador de barba, aparador de cabelo, aparador de sobrancelha, aparador de nariz, aparador de pelos, aparador de pelo = 8510 / 85 82
aparador = / 94 85 84 82 44
depilador = 8510 8516 / 85 33 34
umidificador = 8509 8479 / 85 84
eletrificador de cerca, eletrificador rural = 8543 / 85
difusor de aromas, difusor de ambiente, difusor de varetas = 3307 8543 8509 / 33 85 84 70
# — acessórios, higiene, farmácia
lenco, cinto, carteira, manta, junta = / 48 62 61 63 33 34 56 42 39 87 94 40 68 84 73 83 57
sapatinho = 6402 6404 6405 6111 6209 / 64 61 62 63
prope = 6307 3926 / 63 56 40 48 64
penico, troninho, redutor de assento, comadre = 3924 3922 / 69 73 94 90
lanceta = 9018 / 90
palito de dente = 4421 / 44 14
palito de unha = 4421 8214 / 44 82
tesourinha = 8213 8214 / 82
bolsa de agua quente = 4014 / 40 3926 63
bolsa de gelo = 3926 4014 3824 / 40 38 63 90
coletor de urina, coletor universal, coletor de fezes = 3926 / 9018
coletor perfurocortante, coletor de perfurocortante = 4819 3926 / 48
fita microporosa, fita micropore = 3005 / 30 3919 40 48 56
compressa de gaze = 3005 / 30 52 56 63
bucha vegetal = 1404 / 14 46 96
bucha de banho = 3924 9603 1404 / 3926 96 14 56
mertiolate, merthiolate = 3004 3808 / 30 38 33 28
# — brinquedos
piao = 9503 / 95
bicho de pelucia = 9503 / 95 63
# — auto
cabo de chupeta, cabo chupeta, cabo para bateria = 8544 / 85 87 73 74
estepe = 4011 8708 / 40 87
triangulo de sinalizacao, triangulo de seguranca = 3926 8310 / 83 87 70
# — pet
focinheira = 4201 / 42 3926 63
roupa para cachorro, roupa para gato, roupinha para cachorro = 4201 6307 / 42 61 62 63
areia higienica, areia sanitaria, granulado higienico, granulado sanitario = 2508 2505 3824 2811 4401 / 25 28 38 44 23
# — agro e jardim
muda = 0602 / 06 12 14
substrato = 3101 2703 2530 / 31 27 38 25 12 14 44 53
terra vegetal, terra adubada, terra preta = 2530 3101 2703 / 25 31 27 38
# — casa
organizador = 3924 3926 4202 9403 / 44 46 48 63 73 76 94 42
cesto = 4602 3924 7326 / 46 44 73 94 48 63
acendedor = 9613 3606 / 96 36 73
espiral repelente, espiral contra mosquito, espiral anti mosquito = 3808 / 38
pregador = 3924 3926 4421 / 44 73 96
# — quinta leva: mais nomes genéricos (casa, festa, beleza, farmácia, auto, pet, jardim)
algema = 7326 / 73 95
balaio = 4602 / 46 3924
bau = 4202 9403 3926 4420 / 42 94 44 73 87
botijao = / 73 27
botijao vazio = 7311 / 73
caixote = 4415 3923 / 44 73 94
coldre = 4202 4205 / 42 3926 93
cuia = 1404 4419 6912 / 14 44 69 3924 46 96
descanso de panela, descanso para panela = 3924 4419 6912 7323 4602 / 44 69 73 46 70 45
escorredor = 7323 3924 7615 / 73 76 82 44
estilingue = 9503 9506 / 95 44 40
ferradura = 7326 / 73
lamparina = 9405 / 94 70 73 83
medalha = 7117 7113 8306 / 71 83 95
percevejo = 7317 / 73 74 83
saleiro = 7013 3924 6911 6912 7323 / 70 69 73 76 44
sino = 8306 / 83 95 92 70 69
sirene = 8531 8512 / 85
toldo = 6306 3926 7308 / 63 73 76
bandeira = 6307 / 63 3926 48 49 95
balao = 9503 9505 / 95 40
buque = 0603 6702 / 06 67
aquecedor = 8516 8419 7321 7322 / 85 84 73
piscina = 9506 3926 / 95 73 76 40
complexo b, complexo vitaminico = 3004 2106 2936 / 30 21 29
creme para assaduras, pomada para assaduras = 3004 3304 / 30 33 34
gel antisseptico = 3808 3004 2208 3401 / 38 30 22 34 33
bolsa de colostomia = 3006 / 30 3926 90
sonda uretral, sonda nasogastrica, sonda de aspiracao, cateter, equipo, scalp, jelco = 9018 / 90 3926 40
abaixador de lingua = 4421 9018 / 44 90
protetor de seio = 9619 3926 4014 / 96 40 56 63 48
naninha = 9503 6307 / 95 63
saida de maternidade = 6111 6209 / 61 62 63
tira cuticula = 3304 / 33 34
esfoliante = 3304 3401 / 33 34
gilete = 8212 / 82 85 33
turbante = 6505 6117 6214 / 65 61 62 63
faixa de cabelo = 6117 9615 6217 / 61 62 63 96 65
peruca, aplique de cabelo, mega hair, cilios postico, cilios posticos = 6704 / 67 05 33
unha postica, unhas posticas = 3926 / 33
curvex, curvador de cilios = 8214 / 82 96
porta maquiagem = 4202 / 42 3924 3926
topo de bolo = 4823 4911 9505 3926 / 48 49 95
palito de churrasco = 4421 / 44 14
fogos de artificio, estalinho, vela estrelinha = 3604 / 36
painel decorativo, painel de festa = 4911 3926 4823 / 49 48 59 63 95
coelho de pelucia = 9503 / 95 63
nariz de palhaco = 9505 9503 / 95 3926 40
corneta, vuvuzela = 9503 9205 / 95 92 3926
megafone = 8518 / 85
papel laminado = 4811 7607 4810 / 48 76 3920
laco pronto = 5808 6217 6307 9505 / 58 62 63 95 3926 48
cartao de aniversario = 4909 / 49 48
purpurina = 3926 3212 / 32 33 70 95 83
strass, pedraria = 7018 7117 / 70 71 3926
fibra siliconada = 5503 5601 / 55 56
olhinho movel = 3926 9503 / 95
bastidor = 4421 3926 / 44 73
quebra sol = 8708 3926 6307 / 87 63 76
som automotivo = 8527 8519 8518 / 85
placa de carro = 8310 / 83 3926 76
friso = 8708 3926 / 87 73 76 44
pretinho = 3405 3403 / 34 38 27
calibrador = 9026 8414 8424 / 90 84
cinta de reboque = 5607 6307 5806 / 56 63 58 73
bagageiro = 8708 8714 7326 / 87 73 76 3926
trava de volante = 8301 8708 / 83 87 73
oleo de cambio, oleo para cambio, fluido de direcao, oleo de direcao = 2710 3403 3819 / 27 34 38
descarbonizante = 3811 3402 3814 / 38 34 27
agua destilada, agua desmineralizada, agua deionizada = 2853 / 28 22 38
bau de moto = 8714 3926 4202 / 87 42
manopla = 8714 4016 3926 / 87 40
remendo = 4016 4008 / 40 3926 58 63
primeiros socorros = 3006 / 30 42 3926 90 63
fonte para gatos, fonte para caes = 8413 8509 3924 / 84 85
rasqueadeira = 9603 / 96 3926 82
poleiro = 4421 3926 / 44 73 95
farinhada = 2309 / 23 11 19
filtro de aquario = 8421 / 84 85 3926
cascalho = 2517 / 25 68 70 3926
ornamento para aquario = 3926 6913 / 69 44 95 25
anticloro = 3824 2832 / 38 28 30
turfa = 2703 / 27 31 38
perlita = 2530 6806 / 25 68
musgo = 0604 1404 / 06 14
casca de pinus = 4401 1404 / 44 14 31 53
xaxim = 1404 4602 6914 3924 / 14 46 69 44
floreira = 3924 6914 6913 / 69 44 73 46 70 68
borrifador = 8424 3923 3924 9616 / 84 96
tela sombrite = 6005 5608 6306 3926 / 60 56 63 54
fio para cerca = 7217 8544 3926 5607 / 72 73 85 56 76
cal = 2522 / 25 28 38 32
lesmicida = 3808 / 38
ratoeira = 7326 4421 3926 / 73 44
saquinho coletor = 3923 / 48
# — lanchonete
sanduiche, hot dog, cachorro quente = 1602 1905 2106 / 16 19 21
sanduiche natural, misto quente, beirute = 1905 1602 2106 / 16 19 21
esfirra = 1905 1902 2106 1602 / 19 16 21 02
`;
