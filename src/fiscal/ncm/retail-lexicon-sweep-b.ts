/**
 * Retail vocabulary, sixth round, varredura geral B: material de construção, ferragens, elétrica, hidráulica, tintas, autopeças, motopeças, ferramentas e suprimentos industriais, embalagens. Lines for kinds found unrecognised or misread when probing broad,
 * freshly written ERP names (development set labelled-products-dev-sweep-b.tsv). Same format and rules as
 * retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps found while probing (tokenizer, not fixable here):
 *  - "VIDRO" is dropped as a packaging word (VD = vidro): VIDRO TEMPERADO read [temperad], PASTILHA DE VIDRO [pastilh],
 *    MAQUINA DE VIDRO [maquin], LA DE VIDRO [la], BOX DE VIDRO [box]. The ERP reading now keeps it in those forms
 *    (erp-vocabulary.ts), which have lines; a line written with "vidro" elsewhere still loses it (text-normalize.test.ts).
 *  - "PARA" is dropped (P/), but no longer before its noun: PARA-LAMA reads [paralam] (it read [lam]); CAPO (capô)
 *    loses its accent and reads [cap], the pipe cap.
 *  - "KIT" and "JOGO" are dropped: KIT BOX reads [box] (cama box is furniture), JOGO DE ANEIS reads [anel].
 *  - Bare words with several senses in a building/auto shop, written with an empty prediction: pastilha (glass or
 *    ceramic mosaic tile, brake pad, lozenge, pool chlorine tablet), cilindro (engine, brake, lock, gas bottle,
 *    pneumatic), ferro (rebar, flat iron, supplement), grade (railing, beer crate, harrow, car grille), manilha
 *    (concrete pipe, shackle), tambor (drum container, brake drum, musical drum), tabua (plank, cutting board).
 */
export const SWEEP_B_LEXICON = `
# — construção: vidro plano, esquadrias, portas, madeira em chapas
temperado, laminado incolor, laminado fume = 7007 7005 / 70 7610 7308
porta de aco, porta de ferro, porta de aluminio, porta de abrir, porta pronta, porta lisa, porta almofadada, porta pivotante, porta de enrolar, porta camarao, porta balcao, porta de giro, porta semi oca, porta maciça, porta macica = 4418 7308 7610 3925 / 4421 7326 7007 7020 9403 8301 8302
portao, portao basculante, portao de garagem, portao de correr = 7308 7610 / 73 76 44 39 8479
basculante, vitro, vitro basculante, veneziana, janela veneziana, maxim ar, maximo ar = 7610 7308 4418 3925 / 76 73 44 39 70 6303
pastilha de vidro = 7016 / 70 69
box de vidro = 7007 7610 / 70 76 73 39 3922
box banheiro, box de banheiro, box para banheiro, box frontal, box de canto = 7007 7610 / 70 76 73 39 3922
alizar, guarnicao de porta, batente de porta, marco de porta, portal de madeira = 4418 4409 / 44 39 73 76
escora metalica, escora de aco, escora de eucalipto, escora de madeira = 7308 4403 / 73 44
chapa mdf, chapa de mdf, chapa mdp, chapa de mdp, painel mdf, painel mdp, chapa de compensado, chapa compensado, chapa de madeira, chapa hdf, chapa eucatex, eucatex = 4411 4410 4412 / 44 39
tabua = / 44 39 68 73 76 94 4419 4421 3924
perfil montante, perfil guia, montante drywall, guia drywall, perfil cartola, perfil tabica, perfil u galvanizado, perfil de aco, perfil galvanizado, perfil steel frame, cantoneira drywall = 7216 7308 7326 / 72 73 76 3916
# — construção: cimento e cerâmica de obra
cobogo, elemento vazado, elemento vazado de concreto = 6810 6904 6905 6907 / 68 69 70 39
paver, bloquete, piso intertravado, piso de concreto, placa de concreto, piso drenante = 6810 / 68 69 25
meio fio, guia de concreto, sarjeta de concreto = 6810 / 68 25
manilha = / 68 69 73 74 76 39 40
manilha de concreto, tubo de concreto, aduela de concreto = 6810 / 68
tavela, tapa viga, tijoleira = 6904 6810 / 69 68
pedra mineira, pedra ardosia, pedra miracema, pedra sao tome, pedra goia, pedra madeira, pedra canjiquinha, pedra bruta, pedra de mao = 6801 6802 6803 2514 2516 2517 / 25 68
pingadeira, peitoril, soleira = 6802 6810 7308 7610 / 68 69 73 76 39 44
sanca, sanca de gesso, moldura de gesso, roseta de gesso = 6809 / 68 25 39 44
rodaforro, roda forro, rodaforro pvc = 3916 3925 / 39 44 68 76
malha pop, tela pop, malha de ferro = 7314 / 73 72
ferro = / 72 73 76 83 8516 8515 8205 9403 2106 3004 2821 2833
ferro de construcao, ferro redondo, ferro chato, ferro cantoneira, barra chata, barra redonda = 7214 7213 7215 7216 / 72 73
grade = / 73 76 39 44 3923 4415 8432 8708 8714 9403
grade de protecao, grade de ferro, grade de janela, grade de aluminio = 7308 7610 / 73 76 39
# — ferragens miúdas
trava de porta, trava porta, trava de seguranca para porta = 8301 8302 / 83 73 39 85 87
argola = / 39 71 73 74 76 83 95 96
armela, armela para cadeado = 7326 8302 / 73 83
espiga = / 07 10 20 39 44 73
tacha = 7317 / 73 74 39 83 94 96
ferragem = / 73 74 76 83 39
roseta = / 39 68 69 73 83 85 94
pe nivelador, pe regulavel, sapata regulavel = 8302 3926 / 83 39 73 40 94
suporte prateleira, suporte para prateleira, suporte de prateleira, suporte invisivel = 8302 7326 / 83 73 76 39 94
cavilha = 4421 7318 / 44 73 39
articulador = / 83 73 90
condensador = / 84 85 87
# — pintura e química de obra
grafiato, textura acrilica, textura riscada, textura rustica = 3209 3214 / 32 3824
pigmento = 3206 3204 3212 / 32 28 33
pigmento po, po xadrez, xadrez po = 3206 2821 / 32 28
emborrachado = / 32 38 39 40 94 95 64
pu selante, selante pu, pu veda calha, selante de poliuretano, veda calha = 3214 3506 3909 / 32 35 39
solda fria, solda plastica, massa epoxi, massa epoxy = 3214 3506 3907 / 32 35 39
la mineral, manta de la de rocha = 6806 7019 5603 / 68 70 56 39
gas mapp, gas butano, gas propano, gas macarico, gas para macarico, cartucho de gas = 2711 / 27 7311 8481
# — química de obra por marca e por nome de obra
bianco, vedalit, aditivo plastificante, aditivo impermeabilizante = 3824 / 38 39 32 35
sika = / 32 35 38 39 40 68
vedapren, manta liquida, membrana liquida = 3214 3209 3824 2715 / 32 38 39 40 27
sikaflex, selante sikaflex = 3214 3506 / 32 35 39
chapisco, chapisco pronto, reboco, reboco pronto, argamassa de reboco, emboco = 3824 / 38 25 68 32
massa drywall, massa para drywall, massa para junta, massa de rejunte drywall = 3214 3824 / 32 38 25 68
po de pedra, po de brita, rachao, pedra rachao, pedra marroada = 2517 2516 / 25 68
saibro = 2508 2505 2530 / 25 68 69
eps = 3921 3903 / 39
espigao, espigao ceramico = 6905 6811 / 69 68 39 73 76
forro de madeira, piso de madeira, tabuado, assoalho de madeira = 4409 4418 / 44 39
taco = / 44 95 19 21 39
deck = / 44 39 95 73 76 68
imunizante, imunizante para madeira, preservativo de madeira = 3808 3824 / 38 32
cupilha, contrapino = 7318 / 73 74 76
# — máquinas e suprimentos industriais
empilhadeira, empilhadeira manual, empilhadeira eletrica = 8427 / 84 87
redutor = / 84 85 39 73 74 94
variador de velocidade, variador de frequencia = 8483 8504 / 84 85
# — elétrica de obra e de rede
barra de terra, barramento de terra, barra de aterramento = 8538 8544 7407 / 85 74 73
sealtubo, seal tubo, conduite flexivel metalico = 8307 3917 / 73 39 85
armacao secundaria, armacao de rede, armacao de alta = 7326 7308 / 73 85 76
padrao de entrada, padrao de energia, padrao monofasico, padrao bifasico, padrao trifasico = 8537 8538 / 85 73 68 39 7308 6810 3925
programador horario, programador de horario = 9107 8536 / 91 85 90
conjunto tomada, conjunto interruptor, conjunto tomada e interruptor = 8536 / 85 39
# — hidráulica: peças de registro, descarga, saneamento, aquecimento solar, calhas
base registro, base de registro, base para registro, acabamento de registro, acabamento registro, canopla = 8481 / 84 39 73 74 3922 3926 7324 7418
arrejador = 8481 / 84 39 73 74
flexivel = / 39 40 73 74 8307 8708 8714 8481 8544
spud, spud para vaso = 3922 3917 / 39 40 69
acionador descarga, acionador de descarga, botao de descarga = 8481 3922 / 84 39 73 74
tampao = / 39 40 68 69 73 74 76 83 96
reservatorio = / 39 68 70 73 76 84 87 3923 3925 7309 7310 8419 8708 8714
fossa septica, filtro anaerobio, biodigestor = 3925 6810 / 39 68 73
purificador = / 84 85 33 38
boiler, coletor solar, aquecedor solar, reservatorio termico = 8419 / 84 85 73 74 76
bocal calha, bocal de calha, suporte calha, suporte de calha, emenda de calha, cabeceira de calha = 7308 7326 3925 / 73 76 39 74
# — ferramentas
extrator de parafuso, extrator de prisioneiro = 8207 8205 / 82
desandador, desandador de macho = 8205 8204 / 82
rebitadeira, rebitador = 8205 8467 / 82 84
pino de aco, pino de ancoragem, pino para finca pino = 7318 7317 / 73 82
alavanca = / 73 82 84 85 87 95 8708 8714
rompedor, martelo rompedor, martelo demolidor = 8467 / 84
agitador de tinta, misturador de tinta, haste misturadora = 8467 8207 / 84 82
nivelador de piso = / 39 82 73 38 32
girica = 8716 / 87 73
compactador de solo, placa vibratoria, placa compactadora, sapo compactador = 8430 8429 8467 / 84
# — autopeças e motopeças
chicote = / 85 8708 8714 4201 4205 6602 9506
cilindro = / 84 87 90 7311 7326 7307 8301 8302 8443 8409 8412 8413 8481 8708 8714 3923 8501 8543
cilindro de motor, cilindro motor, cilindro do motor, camisa de cilindro = 8409 / 84 8708 8714
anel de pistao, anel de segmento, anel segmento, anel std, aneis std, anel de motor = 8409 / 84 8708 8714 8413 8414 40
pastilha = / 69 70 68 6813 8708 8714 8207 1704 2106 3004 3306 3307 2828 3808 3402 3824
pastilha de porcelana, pastilha porcelanato, pastilha de ceramica, pastilha ceramica revestimento = 6907 / 69 70 68
cap = / 39 73 74 76 87 8708 3917 7307 7412 6505 3923
transmissao = 8714 7315 8483 / 87 73 84 40
sapata = 8714 8708 6813 / 68 87 39 40 73 94 68
bobina de pulso, bobina pulso, bobina de carga, cdi, modulo cdi = 8511 8543 / 85 8708 8714
retificador, regulador retificador = 8504 8511 / 85 8708 8714
oleo bengala, oleo de bengala, oleo de suspensao, oleo suspensao = 2710 / 27 34 38
slider, slider moto, protetor de carenagem = 8714 / 87 39 73 76
punho moto, punho de moto, punho acelerador, punho de acelerador, punho de borracha moto = 8714 / 87 40 39
# — longer forms of words whose short line admits a chapter at large (mangueira: 8714; disco diamantado: 68; valvula: 3922)
mangueira de nivel, mangueira cristal, mangueira transparente, mangueira de silicone = 3917 / 39 4009
disco diamantado segmentado, disco diamantado turbo, disco diamantado continuo, disco diamantado liso, disco diamantado porcelanato = 6804 8202 / 8207
valvula termostatica, valvula termostatica motor = 8481 / 84 8708 8714 9032
# — embalagens
aplicador de fita, dispenser de fita, suporte para fita adesiva = / 39 73 82 83 84 96
rotuladora, rotuladora eletronica = 8443 8422 8472 / 84
batoque, batoque para tambor, batoque para bombona = 3923 8309 / 39 40 45 83
jerrican, contentor, contentor de lixo = 3923 7310 3926 / 39 73 76
# — armazém, obra e sinalização
carro de mao = 8716 / 87 73
porta palete, porta pallet, estrutura porta palete = 9403 7308 / 73 94
painel de ferramentas, painel perfurado, painel ferramenteiro = 7326 9403 3926 / 73 94 39
plataforma elevatoria, plataforma elevatoria tesoura, plataforma pantografica = 8428 8427 / 84 87
guarda corpo, corrimao = 7308 7610 3925 4418 / 73 76 39 44 68 70
degrau = / 44 68 69 73 76 39 40
tachao, tachinha refletiva, olho de gato, tacha refletiva, lombada = 3926 8310 7326 / 39 40 73 76 70 68
demarcador = / 39 40 73 76 82 96 32
placa de transito, placa de regulamentacao, placa de advertencia = 8310 / 83 39 73 76 94
protetor de coluna, protetor de quina, protetor de parede = 3926 4016 / 39 40 73 94 48
papel manilha, papel seda, papel de seda, papel pardo, papel de embrulho, papel embrulho = 4802 4804 4805 4823 / 48
tambor = / 39 73 44 76 8708 8714 8450 8451 8443 9206 7310 3923 4416
filme shrink, filme termoencolhivel, filme termo encolhivel, filme contratil = 3920 / 39
`;
