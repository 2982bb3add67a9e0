/**
 * Retail vocabulary, fourth round: what a hardware / building-supply shop sells that the other files did not name —
 * plumbing spares and sanitary ware (reparos, boias, obturadores, colunas, tanques, caixas acopladas), wall plates and
 * modules of the electrical installation, paint-shop goods (massas, bases, fundos, pigments, rollers and pads),
 * telas and chapas, agro and garden tools, shop fixtures (expositores, gôndolas) and a few auto parts. Same format
 * and rules as retail-lexicon.ts (`names = predicted headings / other plausible prefixes`), written from classification
 * knowledge (RGI 1, NESH heading texts) after the development set labelled-products-dev-hardware-shop.tsv; the kinds
 * were those the real Oriones register still left "produto não reconhecido" (its codes read only to widen a plausible
 * list where a code is legitimate); never fitted to a held-out set (ADR 010). Names in the earlier files are not repeated.
 *
 * Notes on the ERP reading (text-normalize.ts) that shaped some lines:
 *  - Words of several senses are listed only in two-word forms: "placa", "caixa", "suporte", "refil", "reparo",
 *    "tela", "rolo", "tampa", "base", "chapa", "emenda", "garra", "haste", "coluna", "cinta", "linha", "bolsa",
 *    "boina" (a hat), "chicote" (a whip), "espelho" (a mirror: "ESPELHO DE TOMADA" was flagged as 70.09).
 *  - "ACESSORIOS" is a stopword and "KIT" a packaging word: "KIT ACESSORIOS P/BANHEIRO" reads as "banheiro" alone.
 *  - "MOTO" expands to "motocicleta" ("moto esmeril" is spelled as read); "TV" to "televisor"; "JOGO DE X" drops the
 *    set word but "JOGO X" does not, hence "jogo broca"; "VASSOURAO" keeps its ending, so it is a name of its own;
 *    "RJ45", "CAT6", "4X2" are dropped as sizes ("MODULO RJ45" reads as "modulo" alone); "VIDRO" is a packaging word
 *    ("MANTA DE FIBRA DE VIDRO" read as "manta fibra"; "fibra de vidro" now keeps it and is listed).
 *  - "PLATO" (clutch pressure plate) and "PRATO" (plate) keep distinct stems.
 *  - Since a predicted heading no longer makes its chapter plausible, the lists name chapters only where the product
 *    really takes several headings of it, and single headings elsewhere: a wall plate (8538) may be 3925/3926 but not
 *    a PVC tube (3917); "modulo" alone (ignition, solar, memory modules) keeps chapters 84, 85, 87, 90, 94.
 */
export const HARDWARE_SHOP_LEXICON = `
# — massas, colas e vedação
massa epoxi, massa epox = 3506 3214 / 35 3907
massa para madeira, massa madeira, massa de madeira = 3214 / 32 3506
massa de vidraceiro, massa vidraceiro, massa para calafetar, massa de calafetar = 3214 / 32 3506 3910
massa de polir, massa para polir, massa para polimento, massa polidora = 3405 / 34 3214 6805
massa para efeito, massa de efeito, massa efeito = 3214 3209 / 32 3824 6809
massa adesiva = 3506 3214 / 35 32 3906 3907 3910
massa anti ruido = 2715 3214 / 27 32 4005 4016
sela trinca = 3214 3506 / 32 35 3824 3906 3909 3910
vedante, veda porta, friso de porta = 4016 3926 3214 / 40 3925 32 35 76 73 56
borracha liquida = 3209 3214 / 32 3824 3906 3909 4002 4005 2715
hidrorrepelente, hidrofugante = 3824 3910 3809 / 38 3209 3210 3402 3405
tira cola, removedor de cola = 3814 / 38 3402
solucao limpadora, solucao preparadora = 3814 3402 / 3824
diluente = 3814 / 38 2707 2710 29 3208 3209 3210
betume = 2715 / 27 3208 3214 3824
# — tintas: bases, fundos, pigmentos
base acrilica, base para tinta, base fosca, base semibrilho, base semi brilho, base acetinada, base textura, base para textura, base esmalte, base para esmalte = 3209 3208 / 32 3824
fundo = 3208 3209 / 32 3824 9403 4411 4412 4823
po xadrez = 3206 2821 3204 / 32 28 2530
# — pintura: rolos, pads, abrasivos
rolo pele, rolo de pele, rolo antigota, rolo anti gota, rolo anti respingo, rolo para textura, rolo de textura, rolo textura, rolo de poliester, rolo poliester, rolo de nylon, rolo nylon, rolo la, rolo epoxi, rolo para epoxi = 9603 / 96 56
refil para rolo, refil de rolo, refil rolo = 9603 / 96 56
pad para pintura, pad de pintura, pad para recorte, pad recorte = 9603 / 96
mexedor de tinta, mexedor para tinta = 3926 4421 8205 / 44 73 82
boina de polimento, boina para polimento, boina de la, boina para politriz = 9603 5911 6307 / 96 5602 59 63 6805
fibra abrasiva = 6805 / 68 56
esponja = 3921 3924 6805 / 3926 4016 68 5603 3401 3405 9603 9616 3304 3307 0511
bloco de espuma = 3921 3909 9603 / 4016 96
# — elétrica: espelhos, placas, módulos, caixas
espelho cego, espelho de tomada, espelho tomada, espelho para tomada, espelho de interruptor, espelho interruptor, espelho para interruptor, espelho com furo = 3925 8538 / 3926 8536 8517 8529
placa cega, placa com furo, placa com suporte, placa modulo, placa modular, placa redonda, placa de tomada, placa para tomada, placa com saida, placa horizontal, placa vertical, placa de interruptor, placa keystone = 3925 8538 / 3926 8536 8517 8529
modulo cego, modulo com furo = 3925 8538 / 3926 8536
modulo = 8536 8538 / 85 8708 9032 9033 9403 8473 8471
caixa de sobrepor, caixa sobrepor, caixa de embutir, caixa para medidor, caixa de medidor, caixa modular, caixa de centro, caixa de aterramento, caixa para aterramento, caixa de piso, caixa de parede, caixa coletora, caixa de areia = 3925 / 3917 3926 8538 73 76 68
caixa para disjuntor = 8538 3925 / 8536 8537
caixa de correio, caixa para correio, caixa de cartas = 7326 3926 / 73 3925 76 4421 8306
centro de distribuicao = 8538 8537 / 85 3925 73
pino adaptador, pino gigante, pino de tomada, pino tomada = 8536 / 85
multiplicador de tomada, multiplicador = 8536 / 85
controle de ventilador, controle para ventilador, controle ventilador, controle de luminosidade, controle para luminosidade = 8536 9032 / 8537 8543
garra jacare, garra para bateria, garra de bateria, garra para cabo, garra chupeta = 8536 8544 / 85
emenda para cabo, emenda de cabo, emenda cabo, emenda coaxial = 8536 8544 8529 / 85 3926
divisor de antena, divisor antena, divisor de sinal, divisor coaxial = 8529 8536 8543 / 85
antena = 8529 / 85
video porteiro, videoporteiro = 8517 8528 8531 / 85
alarme = 8531 8512 / 85
haste de terra, haste terra, haste cobreada, haste para aterramento = 7326 8538 7419 7214 / 73 85 74 72
driver led, driver para led, driver de led = 8504 / 85
fixa fio, fixa cabo = 3926 3925 8547 / 85 73
chicote eletrico, chicote de luz, chicote de farol = 8544 / 85 8708 8714 6602
# — hidráulica: reparos, mecanismos, registros
registro = 8481 / 84 3917 3922
reparo para registro, reparo de registro, reparo registro, reparo para valvula, reparo de valvula, reparo valvula, reparo para torneira, reparo de torneira, reparo torneira, reparo para descarga, reparo de descarga, reparo descarga, reparo caixa, reparo para caixa, reparo completo, reparo salva registro, reposicao registro, conversor de registro, conversor registro = 8481 / 84 4016
mecanismo de descarga, mecanismo para caixa, mecanismo de caixa, mecanismo para descarga = 8481 3922 / 84 3917 3926 73 74
obturador = 8481 4016 3922 / 84 3917 3926 40 9006
arejador = 8481 3922 / 84 3917 3926 74 73
boia para caixa, boia de caixa, boia caixa, boia reforcada, boia para descarga, boia de descarga, boia para mecanismo = 8481 3922 / 84 3926 73 74 40
carrapeta = 8481 4016 / 84 3917 3922 3925 3926 40 73 74
bloqueador de ar = 8481 / 84
saida de agua, saida dagua = 8481 3922 / 84 3917
filtro para caixa, filtro de caixa, filtro caixa = 8421 / 84
refil para filtro, refil de filtro, refil filtro, refil para purificador, refil purificador, elemento filtrante = 8421 / 84 5601 5603 5911 6815 6909 3802
ebulidor = 8516 / 85
# — hidráulica: louças, tanques, conexões
coluna para lavatorio, coluna de lavatorio, coluna lavatorio, coluna para tanque, coluna de tanque, coluna suspensa = 6910 / 69 3922 6802 6810 7324
mictorio = 6910 3922 7324 / 69 73
tanque = 3922 6910 / 3925 69 6810 73 8708 8714 76 8450
caixa acoplada, caixa para acoplar, caixa para bacia acoplada, caixa de descarga acoplada = 6910 3922 / 69
caixa para massa, caixa de massa, masseira = 3926 3924 3925 / 73
tampa cega = 3925 8538 / 3926 8536
tampa para caixa, tampa de caixa, tampa caixa = 3925 3922 3917 / 6910 6810 73
tampa para vaso, tampa de vaso, tampa sanitaria = 3922 / 4421 6910 6913
chuveirinho = 3922 8481 3924 / 3917 84 8516 74 73
acessorios para banheiro, porta toalha, toalheiro, porta papel higienico, papeleira, porta shampoo, porta sabonete liquido, cantoneira para banheiro = 3924 3922 3925 7324 7418 7615 8302 6910 6911 6912 / 3926 73 74 76 83 69 7009 7013 4421
bolsa de ligacao, bolsa ligacao, bolsa de vedacao, bolsa vedacao, bolsa acoplavel = 3917 4016 3922 / 40
ligacao = 3917 8307 / 3922 83 40 73 74
multissifao = 3917 3922 / 73
cap cpvc, cap ppr, cap pba, cap de pvc = 3917 / 73 74 40
cap galvanizado, cap de ferro = 7307 / 73 74
colar de tomada, colar tomada = 3917 / 73
tapa furo = 3917 3926 / 3214
prolongamento caixa, prolongamento para caixa, prolongamento de caixa = 3917 3922 / 
conexao = 3917 7307 / 73 74 76 40
emenda para mangueira, emenda de mangueira, emenda mangueira, reparador de mangueira = 3917 / 73 74
emenda de calha, emenda para calha, emenda calha = 3925 3917 / 73 76
bico para torneira, bico de torneira, bico torneira, bico para mangueira, bico de mangueira = 3917 8481 8424 / 84 73 74 79
junta de dilatacao = 3925 3926 4016 / 40 68 73 76
# — ferragens, portas, suportes, telas e chapas
porta cadeado = 8302 8301 / 83 73
porta sanfonada = 3925 / 4418 7610
porta grelha = 3922 3917 3925 / 73 74
porta bits, porta bit, porta ponta = 8207 8466 8205 8204 /
suporte para mangueira, suporte de mangueira = 3926 3925 3917 7326 / 73
suporte para tv, suporte de tv, suporte tv, suporte para televisor = 7326 8302 / 73 83 3925 3926 9403 76 8529
suporte para ar condicionado, suporte de ar condicionado = 7326 7308 / 73 8302 8415 76
suporte para vaso, suporte de vaso, suporte para planta = 7326 3926 4421 / 73 3924 44 6913 6914 9403 76
suporte para ducha, suporte de ducha, suporte para chuveiro = 3922 7418 8302 / 8481 74 83 73 76
suporte para disco, suporte de disco = 8467 6805 8205 8466 / 84 68 82 3926 4016
suporte para cortina, suporte de cortina = 8302 7326 3926 7604 / 83 73 3925 76 9403
suporte para lixa, suporte manual para lixa = 8205 3926 / 82 6805
suporte para garrafao = 3924 3926 7326 / 73
trilho = 7326 8302 / 73 76 83 3925 3926 9403 9405 8608 4409 4421 9503
cilindro de fechadura, cilindro para fechadura, cilindro reposicao = 8301 / 83 73
olho magico = 9013 9002 8301 / 90 83 73 3926
pitao = 7318 / 73 8302 8308 74
tela pinteiro, tela de pinteiro, tela viveiro, tela hexagonal, tela galinheiro, tela para galinheiro, tela de galinheiro, tela chiqueiro, tela galvanizada = 7314 3926 / 73 56 76
tela tapume, tela de sinalizacao, tela sinalizacao = 3926 3925 5608 / 56 60
protetor de vergalhao = 3925 3926 / 
tela de sombreamento, tela sombreamento, sombrite, tela de sombra = 6005 5608 3926 / 60 56 54
tela poliester, tela de poliester, tela para impermeabilizacao = 5407 5512 5603 7019 / 54 55 56 59 70 3926
manta termica = 7607 3921 5603 5407 / 76 3919 3925 56 54 5903 5907 6306 6307 7019 6806
manta geotextil, manta bidim, manta de fibra = 5602 5603 7019 / 56 5903 5911 6806 70
manta de fibra de vidro, tela de fibra de vidro, fibra de vidro = 7019 / 70 39 56 59 68
chapa galvanizada, chapa zincada = 7210 / 72 79
chapa de aluminio, chapa aluminio = 7606 / 76 72
arame = 7217 / 72 73 74 76 8311
fio de aco = 7217 7229 7223 / 72 73
perfil de aluminio, perfil aluminio = 7604 7610 / 76
andaime = 7308 / 73 76
bancada = 9403 / 94 4418 4421 6802 6810 6907 6910 2515 2516
pallet, palete = 4415 3923 / 44 7308 7326 7616
expositor, gancheira = 9403 / 94 3917 3924 3926 7326 83 44 48 7013 7020
gondola = 9403 / 94 4421
salva piso, salva pintura, salva metais, salva protetor = 4811 3920 3921 / 48 3919 5602 5603
# — ferramentas e acessórios
jogo broca = 8207 / 82
jogo serra copo = 8207 8202 / 82 6804
jogo ponta, jogo bits = 8207 8205 / 82
jogo ferramenta = 8206 8205 8201 / 82 4202
haste adaptadora, haste para serra copo, haste serra copo = 8207 / 82
aplicador de silicone, aplicador silicone, aplicador de cola = 8205 8424 / 82 84 9603 3926
ponteiro = 8205 8201 / 82 8207 9114 9033
ponta montada = 6804 / 68 8207
ponta bits, ponta dupla, ponta para parafusadeira = 8207 8205 / 82
cortador de piso, cortador de azulejo, cortador de ceramica, cortador de parede = 8464 8467 8205 / 84 82
rodel = 8466 8207 / 84 82
mandril = 8466 8467 / 84 8205 8207
moto esmeril, motoesmeril, esmeril de bancada = 8460 8467 / 84 6804
almotolia = 8205 3923 3926 / 82 73 8424 9616
metro de madeira, metro articulado = 9017 / 90 4421
linha de pedreiro, linha para pedreiro, linha pedreiro = 5607 5604 / 56 5402 5404
linha de giz, linha giz, refil linha giz, refil de giz, refil giz = 9017 2509 / 90 8205 25 2836 3206 3212 3824 9609
cinta com catraca, cinta catraca = 6307 5607 / 63 56 5806 73 8708 8716
roda para carrinho, roda de carrinho, roda carrinho, roda com pneu, roda com rolamento, roda macica, roda aro = 8716 4012 / 87 40 8302 3926
lamina para rocadeira, lamina de rocadeira, lamina rocadeira = 8432 8208 / 84 82
colhedor de frutas, colhedor = 8201 / 82 3926 4417 4421
pazinha = 8201 9603 / 82 3924
irrigador = 8424 / 84
saco de rafia, saco rafia = 6305 3923 / 63 54 56
cesta plastica, cesta organizadora, cesta multiuso = 3924 3923 4602 / 46 7323 7326 4421 4819 4823
recipiente = 3924 3923 7323 / 3926 73 7612 7615 7010 7013 6911 6912 6914 9617 4819 4823 4415 4419 4421 9018 9027
passarinheira = 3925 3926 / 73 6810 6905
flutuador = 3926 / 9506 9507 8481
mop = 9603 / 96 3924 3926 5603 5608 6307
refil para mop, refil de mop, refil mop = 9603 6307 / 96 63 3926
vassourao = 9603 / 96
# — EPI, pet, fitness
perneira = 4203 6307 9021 3926 / 42 4015 4016 6117 6217 63 6406 90 9506
carneira = 6507 / 65 3926 4205
osso = 2309 0506 4016 3926 / 23 05 40 9503 4205
guia corda, guia de corda = 4201 5609 / 42 56 3926 7315 7326
alteres = 9506 / 95 4001
# — lubrificantes, gás
lubrificante = 3403 2710 / 34 27 3819 3824 3910
oleo de maquina, oleo para maquina, oleo de costura, oleo multiuso = 2710 3403 / 27 34 3819 3824
pasta lubrificante = 3403 / 34 2710 2712 3824
pasta termica = 3824 3403 / 38 34 25
refil de gas, refil gas = 2711 / 27 7311
reparador de pneu = 3824 4016 3506 / 38 40 35 3926
# — autopeças
tensor da correia, tensor de correia, tensor correia, tensionador = 8483 8708 8409 / 84 8714 8716 73
plato = 8708 / 8714 8716 8483
`;
