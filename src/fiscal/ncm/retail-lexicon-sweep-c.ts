/**
 * Retail vocabulary, sixth round, varredura geral C: vestuário, calçados, cama-mesa-banho, móveis, utilidades domésticas, eletroeletrônicos, informática, celulares, papelaria, brinquedos, esporte, camping, pesca, joias, óptica, relógios, material médico e odontológico. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-c.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * The earlier files already recognise almost every everyday kind of these families (300 names: 2 not recognised);
 * the lines below are the kinds that ~900 further probe names found unrecognised or read as another product.
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "TANGA" stems like "tang" (the powdered drink, 21.06): only two-word forms of the garment.
 *  - "MACARRAO DE PISCINA" (pool noodle, 39.26/95.06) is read by "macarrao" (pasta, 19.02); "BOLINHAS COLORIDAS"
 *    (ball-pit balls) by "bolinho" (cake, 19.05): both listed in full.
 *  - "MOTO G84" read as "motocicleta" (now "celular motorola", erp-vocabulary.ts); "MINI PC" tokenizes to nothing:
 *    not fixable here (reported).
 *  - "TECLADO INFANTIL/MUSICAL" (a toy or a musical keyboard) was read by "teclado" (computer keyboard, 84.71) and
 *    flagged in 95.03: listed in full.
 *  - Watch glasses are glass of heading 70.15 ("vidros de relojoaria"), not watch parts of 91.14.
 *  - "CHUMBINHO" is an air-gun pellet (93.06) and also the street name of an illegal rat poison (38.08): empty prediction.
 *  - "ALARGADOR" is an ear stretcher (71.17/39.26) and a reamer (82.07): empty prediction, both listed.
 *  - "CIMENTO ENDODONTICO/ODONTOLOGICO" was read by "cimento" (25.23); dental cements are 30.06.
 *  - "BABADOR ODONTOLOGICO" (paper bib, 48.18) was read by "babador" (baby bib, textile): listed with 48.
 *  - "SOLUCAO MULTIUSO" for contact lenses was read by "solucao limpadora" (38.14/34.02): listed with 33.07 and 30.
 *  - "CINTO DE MUSCULACAO" falls to "cinto" whose list lacks Chapter 95.
 *  - "SCRUB" alone is also a face or body scrub (33.04): only "scrub cirurgico/hospitalar".
 *  - "RING LIGHT" tokenizes to "ring" alone ("light" is dropped as a diet word), which also reads "O-RING" (40.16): left out.
 *  - "MINI" and "L" are dropped: "mini system", "mini band", "pasta l" would read as "system", "band", "pasta" (left
 *    out). "vidro de relogio" now keeps "vidro" (erp-vocabulary.ts) and is listed with the watch glasses.
 *  - "PURIFICADOR DE AR" alone reads as an air freshener (33.07); the appliance (84.21) only with "eletrico/hepa/ionizador".
 *  - "CORTINA DE AR" (an air curtain, 84.14) was read by "cortina" (63.03).
 *  - "SACO DE CONFEITAR" keeps only "confeitar" (SACO is a packaging word); "PESO DE PORTA" only "porta"; "KIT CHURRASCO"
 *    only "churrasco" (also a food): the first listed as "confeitar", the other two left out.
 *  - "ROBE" stems like "robo" (ROBO ASPIRADOR, a toy robot): only two-word forms of the dressing gown.
 *  - "PUXADOR" (door handle, 83.02), "PEGADOR" (tongs) and "DISCO" lack Chapter 95: gym handles and weight plates
 *    listed in full. "TARO" is also the vegetable (07.14): empty prediction.
 *  - ERP abbreviations: "MOCH" (mochila) stemmed like "mocho" (a stool, 94.01), "CAD" always expanded to "caderno"
 *    ("CAD ESCRIT", "CAD RODAS" read as notebooks), "SER" (seringa) was dropped, "MANT SOFA" (manta) read "manteiga"
 *    and "CALC CIENT/MESA" (calculadora) "calca": all now read right (erp-vocabulary.ts; "CAD", "CALC", "MANT" and
 *    "SER" only before a word that says which), so their two-word lines here were dropped. Truncated stems no line
 *    read (TOAL, CALCIN, MICROOND, GELAD, NOTEB, RELOG, MOLIN, ESPAR, FAQ, ASSAD...) are listed; ambiguous ones (TRAV,
 *    TAP, CORT, VENT, AGUL, LAP, TES, EST) only with a second word.
 *  - "PING OURO" (pingente) stems like "pinga" (cachaça, 22.08); "COMP GAZE" reads "comprimido"; "CX SOM" loses CX
 *    (a packaging word) and reads "som"; "SULFITE" (paper) stems like "sulfito" (28.32): its line admits 28.
 *  - "LEIT ALUM" (leiteira) reads as "leite", "PAN PRESSAO" (panela) as "pano": each flagged the right code; their
 *    two-word forms are listed. "CALDEIR" is caldeirão or caldeira (a boiler): empty prediction.
 *  - "JOELH" (joelheira) stems like "joelho" (a pipe elbow, 39.17) and "TRANSF" (transferidor) is read as a
 *    transformer: not fixable here.
 *  - "UNO" (the card game) is also the Fiat Uno in auto-parts names; "SNAP", "ALVO", "TERMO", "DOSADOR", "BABA",
 *    "STEP" and "TRAVE" alone left out or listed only in two-word forms.
 */
export const SWEEP_C_LEXICON = `
# — vestuário e acessórios
tanga feminina, tanga infantil, tanga biquini, tanga fio dental, tanga de renda, calcinha tanga = 6108 6212 6112 6208 / 61 62
kaftan, cafta, canga de praia, canga praia = 6211 6204 6104 6214 6117 / 61 62 63
polaina = 6117 6217 6406 / 61 62 64 6307
manguito, manguito uv, manguito de protecao = 6117 6217 / 61 62 4015 3926 6307
abrigo tactel, abrigo esportivo, abrigo de moletom = 6112 6211 / 61 62
scrub cirurgico, scrub hospitalar, conjunto scrub, pijama cirurgico = 6211 6210 6203 6204 / 61 62 63
veu de noiva, veu = 6217 6117 6214 / 61 62 63 58
salto de reposicao, salto para sapato = 6406 / 64 39 40
robe cetim, robe de cetim, robe de seda, robe atoalhado, robe feminino, robe de banho = 6208 6108 6207 6107 / 61 62
conjunto pijama = 6107 6108 6207 6208 6111 6209 / 61 62
cinta liga = 6212 / 61 62
alca de sutia, alca para sutia = 6212 / 62 61 58 3926
gola alta = 6109 6110 6106 6206 6114 / 61 62
calcado, calcado infantil, calcado feminino, calcado masculino = 6402 6403 6404 6405 / 64
scrunchie, xuxinha de cabelo = 9615 6117 / 3926 6217 6307 6505 9615 6117
calcola, calcolas = 6108 6208 / 61 62
# — cama, mesa, banho, cortinas, móveis
bando de cortina, bando para cortina = 6303 9403 / 63 44 39 94
chaise, chaise longue, diva = 9401 / 94
camiseiro, espelheira = 9403 / 94 7009
armario aereo, armario de cozinha, armario de banheiro, armario multiuso = 9403 / 94
suporte tv, suporte de tv, suporte para tv, suporte parede tv, suporte de parede para tv = 8302 7326 8473 / 3926 7616 9403 8529
# — utilidades domésticas
chapa bifeira, bifeira, chapa para bife = 7323 7615 8516 / 73 76
bomba de chimarrao, bomba para chimarrao = 7323 7326 / 73 74 7114 8215 7615
purificador de ar eletrico, purificador de ar hepa, purificador de ar ionizador, purificador de ar digital = 8421 / 84 85
cortina de ar = 8414 / 84 85
panificadora, panificadora eletrica = 8516 / 85 8438 8509
bomboniere, bombonier = 7013 6911 6912 3924 7323 / 70 69 39 73 76 44
mesinha, mesinha lateral, mesinha de cabeceira, mesinha de centro = 9403 / 94
espatula de confeiteiro, espatula de confeitaria, espatula para bolo = 8215 3924 / 82 39 73 76
confeitar = 3924 3926 6307 / 39 63 56 48 82 73
gira bolo, bailarina para bolo = 3924 7323 7615 / 39 73 76 94
macarrao de piscina, macarrao para piscina, espaguete de piscina = 9506 3926 / 95 39
bolinhas coloridas, bolinha de piscina, bolinhas de piscina, bolinhas para piscina = 9503 3926 / 95 39
# — eletroeletrônicos, informática, celulares
robo aspirador = 8508 / 85
robo de brinquedo, robo brinquedo = 9503 / 95
microsystem = 8527 8519 / 85
luz noturna = 9405 / 94 85
lustre pendente, lustre de cristal, lustre de teto, lustre led = 9405 / 94 7013 7018 8539
receptor = / 85 84
receptor de satelite, receptor sky, receptor parabolica = 8528 / 85
kvm, chaveador kvm = 8471 / 84 85
galaxy = 8517 8471 / 85 84 4202 3926
display celular, display frontal, frontal celular, tela frontal = 8517 8524 / 85
flex de carga, flex carga, flex power = 8517 / 85
pop socket, popsocket, suporte pop socket = 3926 / 39 8517 8473
capa celular, capa de celular, capa para celular, capa carteira, capa anti impacto, capa antiimpacto = 3926 4202 / 39 42 63 40 8517 8473
jogo midia fisica, jogo de videogame, jogo video game, jogo xbox, jogo nintendo, jogo playstation = 8523 / 85 9504
teclado infantil, teclado musical, teclado eletronico musical = 9503 9207 / 95 92
# — papelaria, escritório
refil caderno inteligente, refil de caderno, refil fichario, refil de fichario, folha de fichario, bloco de fichario = 4820 / 48
bloco de rascunho, bloco de notas, bloco de anotacoes = 4820 / 48
papel almaco, papel milimetrado = 4820 4802 4823 / 48
papel color set, papel dobradura, papel origami = 4802 4810 4811 4823 / 48
tela para pintura, tela de pintura, tela em branco = 5901 / 59 4823 9701
planner, diario com cadeado = 4820 / 48 4901
escalimetro = 9017 / 90
encapador plastico, plastico para encapar, plastico de encapar = 3920 3919 3926 / 39 48
espiral para encadernacao, espiral de encadernacao, capa para encadernacao, capa de encadernacao = 3926 4820 / 39 48
polaseal = 3920 3926 / 39
numerador, chancela = 9611 8472 / 96 84
talao de pedido, bloco de recibo, bloco de pedido, nota promissoria = 4820 4911 / 48 49
bobina de calculadora, bobina para calculadora = 4823 4811 4816 / 48
leque = / 46 48 39 44 63 67 96
capa de mala, capa para mala = 4202 6307 3926 / 42 63 39
# — brinquedos
caminhao brinquedo, caminhao de brinquedo, pista de carrinho, trem eletrico, trenzinho = 9503 / 95
jenga, amoeba = 9503 9504 / 95
kit medico infantil, cozinhinha infantil, cozinha infantil, panelinhas, panelinha de brinquedo = 9503 / 95
lancador nerf, nerf, toca infantil, barraca infantil, mobile berco, mobile de berco = 9503 / 95 6306
# — esporte, camping, caça e pesca
arco e flecha, arco recurvo = 9506 / 95
rede de gol, trave de gol, trave de futebol = 9506 / 95 5608
step aerobico, step academia = 9506 / 95 4016
cinto de musculacao = 9506 4203 / 95 42 39 63
medicine ball, aparelho abdominal, paralelas, barras paralelas = 9506 / 95
puxador triceps, puxador de triceps, puxador academia, puxador para academia, puxador costas = 9506 / 95 73
pegador academia, pegador de academia = 9506 / 95
disco de anilha, disco olimpico = 9506 / 95 73
deck surf, deck de surf, deck para prancha = 9506 / 95 39 40
pranchinha, pranchinha de natacao, pull buoy = 9506 / 95 39
trofeu = 8306 3926 / 83 39 44 69 70 71 95 96
placa de homenagem = 8310 8306 / 83 39 44 49 70 76
taro = / 95 49 07
poker, fichas de poker, ficha de poker = 9504 / 95 39
bingo, globo de bingo, cartela de bingo = 9504 / 95 49 48
alvo de dardos, alvo para dardos = 9504 9506 / 95
aeromodelo, helicoptero de controle remoto, aviao de controle remoto = 9503 8806 / 95 88
robotica = 9503 8543 8471 / 95 85 84
carro de controle, carrinho de controle = 9503 / 95
barco inflavel, bote inflavel = 8903 / 89 95 3926
espingarda de pressao, carabina de pressao, pistola de pressao = 9304 / 93 95
chumbinho = / 93 38
mira telescopica, luneta de tiro = 9013 9305 / 90 93
jig de pesca, jig = 9507 / 95
cronografo = 9102 / 91
monoculo = 9005 / 90
alargador = / 71 39 82 96
lente de relogio, cristal de relogio, vidro de relogio, vidro para relogio = 7015 / 70 91
solucao multiuso, solucao para lentes, solucao lentes de contato = 3307 / 33 30 3402 3824
# — material médico e odontológico
tala de polegar, tala = 9021 / 90 61 62 63 39 40 73 76
kit pequena cirurgia = 9018 / 90 82
escadinha 2 degraus, escadinha hospitalar = 9402 9403 / 94 73 76
garrote = 9018 / 90 40 39 63
estadiometro = 9017 9031 / 90
esfigmo, esfigmomanometro = 9018 / 90
aparelho tens, tens fisioterapia = 9018 / 90 85
escova cervical, escova ginecologica = 9018 / 90 9603
cimento endodontico, cimento odontologico, cimento de ionomero, cimento resinoso, cimento provisorio = 3006 / 30
amalgama = 3006 / 30 71 28
alta rotacao, caneta de alta rotacao, micromotor odontologico = 9018 / 90
micromotor = / 90 85 84
raio x odontologico = 9022 / 90
filme radiografico = 3702 / 37
profilaxia pasta, pasta profilatica, pasta de profilaxia = 3306 3006 / 33 30 3405
babador odontologico, babador descartavel = 4818 / 48 3926 5603 6307
# — abreviações de ERP (nomes truncados que nenhuma linha lia)
camta = 6109 / 61 62 6309
bls = 6106 6206 6110 6109 6114 / 61 62 6309
calcin = 6108 6208 / 61 62
toal = 6302 / 63 48 3924 5603
tap banheiro, tap sala, tap cozinha = 5703 5705 5702 / 57 39 40 63
cort voil, cort blackout, cort box = 6303 / 63 39
bated, bated planet, bated planetaria = 8509 / 85 82
vent coluna, vent teto, vent mesa, vent parede = 8414 / 84
sec cab, sec cabelo = 8516 / 85
cafet = 8516 / 85 7323 7615
microond = 8516 / 85
gelad = 8418 / 84
noteb = 8471 / 84 4202 4820
can esf = 9608 / 96
tes escolar = 8213 / 82
est escolar = 4202 / 42 39
raq = 9506 / 95
molin = 9507 / 95
linh pesca, linh pesc = 9507 5404 5607 / 95 54 56
relog = 9102 9105 9101 9103 8517 / 91 85
armac oculos = 9003 / 90
espar = 3005 / 30
frig = 7323 7615 / 73 76 85 84 3924
faq = 8215 / 82
garr term = 9617 / 96 73 70
assad = 7323 7615 / 73 76 69 70 3924
escor louca, escor macarrao, escor pratos = 7323 3924 / 73 76 39
prend roupa = 3924 3926 4421 / 44 73 39
ping ouro, ping prata, ping folheado, ping folh, ping aco = 7113 7117 / 71
corr ouro, corr prata, corr folh, corr folheada = 7113 7117 / 71
puls ouro, puls prata, puls folh, puls folheada = 7113 7117 / 71 91
alian, alian ouro, alian prata = 7113 7117 / 71
bijut = 7117 / 71 39 96
comp gaze = 3005 / 30 63 56
masc tripla, masc descartavel tripla = 6307 9020 / 63 90 39 48 56
estet, oxim, srg = 9018 / 90
nebul = 9019 / 90 84 85
beng = 6602 / 66 90
term clin = 9025 / 90
tira glic, glicemia = 3822 9027 9018 / 38 30 90
arm oculos = 9003 / 90
som bluetooth, acustica = 8518 8519 8527 / 85
controle tv, controle de tv, controle para tv, contr remoto = 8543 / 85
pelic, pelic celular = 3926 7007 3919 3920 / 39 70
capinha = 3926 4202 / 39 42 63 40
capa iphone, capa samsung, capa galaxy, capa motorola, capa xiaomi = 3926 4202 / 39 42 63 40
sulfite = 4802 / 48 28
chamex = 4802 / 48
leit alum, leit aluminio, leit inox, leit esmaltada = 7615 7323 / 76 73 69
pan pressao = 7615 7323 8516 / 76 73 85
prot colchao = 6304 6302 / 63 94 39 40 56
almof, almof decor = 9404 / 94 63 39 40
caldeir = / 76 73 84 85 69
ferved = 7615 7323 / 76 73 85
frigid = 7323 7615 / 73 76 85
escumad = 8215 7323 3924 / 82 73 39 44
abrid = 8205 8210 / 82 73 39
descasc = 8205 8210 8211 / 82 39 73
esprem = 8205 8210 8509 3924 7323 / 82 85 39 73 76
afiad = 8205 8214 6804 / 82 68 85 84
tac vinho, tac champanhe, tac agua, tac cristal = 7013 / 70 39 69
calice = 7013 / 70 39 69 71 83
farinheira = 6911 6912 7013 3924 7323 4419 / 69 70 73 76 44
can gel, can esferog, can marca texto = 9608 / 96
graf = 9609 / 96 2504 3801
borr ponteira = 4016 / 40 39 96
perfur = / 84 82
past elast, past cat, past az, past sanfonada = 3926 4820 / 39 48 42
etiq, etiq ades = 4821 3919 / 48 39
bloc ades = 4820 / 48
fich, fich univ = 4820 / 48 39
pap sulfite, pap cartao, pap crepom = 4802 4810 4808 4823 / 48
cartol = 4810 4802 / 48
quad branco = 9610 / 96 94
apag quadro = 9603 9610 / 96 39 44
queb cabeca = 9503 / 95 49
jg tabuleiro = 9504 / 95
bol fut = 9506 / 95
patin = 9506 9503 / 95 87
skt = 9506 / 95
capac = 6506 / 65 95 87
`;
