/**
 * Retail vocabulary, eighth session: autopeças, motopeças, bicicletas, pneus, lubrificantes; agropecuária: sementes, adubos, defensivos, rações, veterinária, cercas, ferramentas agrícolas, selaria, irrigação. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-auto-agro.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps of the ERP reading and of words with several senses, which shaped these lines:
 *  - "KIT REPARO CAIXA DIRECAO" read the hardware-shop "reparo caixa" (a toilet-cistern repair kit, 84.81) and
 *    "COIFA CAIXA DE DIRECAO" / "COIFA DO SEMIEIXO" the kitchen hood "coifa" (84.14): the steering forms are listed.
 *  - "HIDRATANTE DE COURO" (a leather conditioner, 34.05) read the skin "hidratante" (33.04); "couro cabeludo" is the
 *    scalp, so "hidratante couro cabeludo" is listed apart (33.05).
 *  - "JOGO DE X" loses "jogo de" (a set word) but "JOGO X" and "JG X" keep "jog"/"jg" at the head and read nothing:
 *    "jogo pastilha", "jg pastilha", "jogo sapata", "jg pistao", "jogo aneis motor"… are listed ("jogo de pastilha" would
 *    reduce to the one word "pastilha", the lint). "KIT" and "K7" are dropped too ("kit relacao" reads "relacao").
 *  - Tyre sizes are read as the vehicle class ("195/55R16" → "automovel passageiro", "295/80R22.5" → "onibus
 *    caminhao"): those forms are listed with Chapter 40 only, as are "pneu agricola/macico/usado/recauchutado".
 *  - "PINHAO" is a pine nut (08.02, 20.08) and a sprocket (87.14, 84.83): no prediction, only "pinhao moto"… predict.
 *    "COROA" (a crown, a wreath) and "QUADRO", "ARO", "RAIO", "CUBO" (a frame or painting, a ring, lightning or an
 *    X-ray, a cube) only in their bicycle and motorcycle forms. "GIRASSOL" is a seed, a flower, an artificial flower
 *    (67.02) or birdseed: no prediction. "MANIVA" is a cassava cutting (06.02) and, in Pará, the ground leaves of the
 *    maniçoba (07, 20): both listed. "VALVULA DE ESCAPE" is also a pressure-cooker valve (73.23, 76.15).
 *  - "BUCAL" alone is oral (antisséptico bucal): only "bucal de corda/nylon/sisal/couro".
 *  - Brake pads are labelled 68.13 (dev-durables) and 87.08.30 (this set): the order of the earlier "pastilha de freio"
 *    line (68.13 first) is kept; "jg pastilha" follows it.
 *  - "FLAP" alone is also a flap disc (68.04/68.05): only "flap protetor", "flap de camara", "flap caminhao"….
 *
 * Lines of earlier files that hide wrong codes of this family (not edited here; reported):
 *  - "pneu" (retail-lexicon.ts) and "camara de ar" list 87.08/87.14 as plausible: a tyre or a tube is never a vehicle
 *    part (40.11–40.13, Section XVII Note 2); only the longer forms above drop them.
 *  - "amortecedor traseiro/dianteiro" and "grampo de mola" (retail-lexicon-auto-agro.ts), "coxim do amortecedor" list the
 *    whole Chapter 40 (tyres included) where only 40.16 (rubber buffers) fits.
 *  - heading-model.ts's vehicle-word rule admits 87.08/87.14 for parts of general use of Section XV Note 2 (73.15 chains,
 *    73.18 studs and U-bolts, 73.20 springs), which Section XVII Note 2(b) excludes: "PRISIONEIRO RODA CAMINHAO" in
 *    87.14 and "CORRENTE ANTIDERRAPANTE P/ PNEU CAMINHAO" in 87.14 stay unflagged; it also admits 87.14 (motorcycles and
 *    cycles) for a truck part.
 */
export const R8_AUTO_AGRO_LEXICON = `
# — falsos alarmes: nomes lidos como outro produto
reparo caixa de direcao, reparo da caixa de direcao, reparo caixa direcao hidraulica, reparo da direcao hidraulica, reparo de direcao hidraulica = 8708 / 8714 8716 40 84
coifa caixa de direcao, coifa da caixa de direcao, coifa da direcao, coifa de direcao, coifa do semieixo, coifa semieixo, coifa da cremalheira, coifa do terminal, coifa da junta homocinetica = 4016 / 40 8708 8714 8716 3926
hidratante de couro, hidratante para couro, hidratante couro automotivo, condicionador de couro, condicionador para couro = 3405 / 34 38
hidratante couro cabeludo, hidratante para couro cabeludo, condicionador couro cabeludo = 3305 3304 / 33
# — freios, suspensão, direção (Cap. 68, 73, 87)
jogo pastilha, jg pastilha, jg past = 6813 8708 / 68 8714 8716
jogo sapata, jg sapata, jg lona de freio = 8708 6813 / 68 8714 8716
regulador automatico de freio, regulador automatico sapata, regulador de sapata, ajustador automatico de freio, catraca de freio = 8708 / 8714 8716
coxim amortecedor dianteiro, coxim amortecedor traseiro, coxim do amortecedor dianteiro, coxim do amortecedor traseiro = 8708 / 8714 8716 4016 39 73
amortecedor dianteiro completo, amortecedor traseiro completo, amortecedor dianteiro monroe, amortecedor traseiro monroe, amortecedor dianteiro cofap, amortecedor traseiro cofap, amortecedor dianteiro nakata, amortecedor traseiro nakata, amortecedor dianteiro kayaba, amortecedor traseiro kayaba = 8708 / 8714 8716 4016
folha de mola, folha mestra, folha mestra de mola, folha de feixe de mola = 7320 8708 / 73 8714 8716
coluna de direcao, coluna da direcao, coluna direcao = 8708 / 8714 8716
# — motor, injeção, partida (Cap. 84, 85)
jg pistao, jogo pistao, jg pistoes = 8409 / 84
guia de valvula, guia valvula, sede de valvula, valvula de admissao, valvula admissao, valvula de escape, valvula escape = 8409 8481 / 84 73 76 39
jogo aneis motor, jogo aneis pistao, jg aneis, jg aneis motor = 8409 / 84
elemento bomba injetora, elemento da bomba injetora, elemento injetor, bico da bomba injetora = 8413 8409 / 84
filtro racor, racor separador, filtro separador racor = 8421 / 84
bendix, impulsor bendix, impulsor de partida, impulsor do motor de partida, impulsor motor de partida = 8511 / 85
auto radio, autoradio, radio automotivo, radio para carro, som automotivo = 8527 / 85
escova de carvao, escova carvao, escovas de carvao = 8545 / 85
limpa bico, limpa bicos, limpador de bicos, limpa bicos injetores = 3811 / 38 34 27
cilindro motor moto, cilindro do motor moto, cilindro de moto, kit cilindro moto, cabecote moto, cabecote de moto = 8409 / 84
# — carroceria e interior (Cap. 87, 94)
alma do parachoque, alma de parachoque, alma parachoque, reforco do parachoque, reforco de parachoque = 8708 / 8714 8716 73 39
tampa traseira porta malas, tampa traseira do porta malas = 8708 / 8714 8716 39 73 76
banco dianteiro, banco traseiro, banco motorista = 9401 / 94 8708
engrenagem de marcha, engrenagem marcha, engrenagem do cambio, engrenagem de cambio = 8708 8483 / 84 8714 8716
tubo intermediario, tubo intermediario do escapamento = 8708 / 8714 8716 73 39 84
# — motopeças e bicicletas (Cap. 40, 65, 70, 73, 83, 85, 87)
pinhao = / 08 20 8714 8708 8483 84 85
pinhao moto, pinhao de moto, pinhao dentes, coroa e pinhao, coroa pinhao, relacao moto, coroa dentes, coroa moto, coroa de moto = 8714 / 8708 8483 73
tampa lateral moto, tampa lateral de moto, rabeta moto, rabeta de moto = 8714 / 8708 8716 39
quadro mtb, quadro aro 29, quadro speed = 8714 / 8716 95
aro aero, aro parede dupla, aro bicicleta, aro de bicicleta, aro bike, aro para bicicleta = 8714 / 8716 95
raio bicicleta, raio de bicicleta, raio para bicicleta, raio bike, raio inox, raio de aco inox = 8714 / 8716 95
cubo contra pedal, cubo bicicleta, cubo de bicicleta, cubo bike, cubo dianteiro bicicleta, cubo traseiro bicicleta = 8714 / 8716 95
cubo roda moto, cubo de roda moto, cubo moto, cubo de moto, cubo roda traseiro moto, cubo roda dianteiro moto, cubo traseiro moto, cubo dianteiro moto = 8714 / 8708 8716
bagageiro bicicleta, bagageiro de bicicleta, bagageiro para bicicleta, bagageiro bike = 8714 / 8716 7326 7616 3926
farol bicicleta, farol de bicicleta, farol para bicicleta, farol bike, farol led bicicleta, farol led bike, lanterna led bicicleta, lanterna bicicleta, lanterna de bicicleta, lanterna bike, sinalizador bicicleta = 8512 / 85 9405 8513
bomba de ar bicicleta, bomba de ar para bicicleta, bomba para bicicleta, bomba de bicicleta, bomba bike, bomba de encher pneu, bomba de ar manual = 8414 / 84
capacete ciclismo, capacete de ciclismo, capacete bike, capacete bicicleta, capacete para bicicleta, capacete de bicicleta, capacete mtb = 6506 / 65 9506
retrovisor bicicleta, retrovisor de bicicleta, retrovisor para bicicleta, retrovisor bike, espelho retrovisor bicicleta = 7009 / 70 8714
catraca bike, catraca bicicleta, catraca de bicicleta, catraca rosca, catraca de rosca, cassete bike = 8714 / 8716
pastilha freio bike, pastilha de freio bike, pastilha freio bicicleta, pastilha de freio bicicleta = 8714 / 68 8716
paralama bicicleta, paralama de bicicleta, paralama bike = 8714 / 8716 39
campainha para guidao, campainha de guidao = 8306 / 83 85 8714
# — pneus, câmaras e rodas (Cap. 40, 73, 87): the tokenizer reads a tyre size as the vehicle class
pneu automovel passageiro, pneu passeio, pneu de passeio = 4011 / 40
pneu onibus caminhao, pneu caminhao, pneu de caminhao, pneu para caminhao, pneu carga, pneu de carga = 4011 / 40
pneu agricola, pneu de trator, pneu trator, pneu para trator, pneu implemento = 4011 / 40
pneu macico, pneu de empilhadeira, pneu empilhadeira = 4012 4011 / 40
pneu recauchutado onibus caminhao, pneu recapado onibus caminhao, pneu remold automovel passageiro, pneu recauchutado automovel passageiro, pneu usado automovel passageiro, pneu usado meia vida, pneu meia vida automovel passageiro, pneu usado onibus caminhao = 4012 / 40
flap protetor, flap de camara, flap aro, flap caminhao, protetor de camara = 4012 / 40
camara de ar carrinho de mao, camara ar carrinho, camara de ar bicicleta, camara de ar bike, camara de ar moto, camara de ar aro = 4013 / 40
roda completa carrinho de mao, roda carrinho de mao, roda de carrinho de mao, roda para carrinho de mao = 8716 / 87 4011 4012 4013 8483 73 39
corrente antiderrapante, corrente para pneu, corrente de neve = 7315 / 73
# — rolamentos e mancais (Cap. 84)
rolamento de agulhas, rolamento de agulha, rolamento agulha, rolamento de rolos, rolamento rolos, rolamento autocompensador, rolamento autocomp, rolamento conico, rolamento de esferas, rolamento esferas, rolamento rigido, rolamento rigido de esferas = 8482 / 84
mancal com rolamento, mancal de rolamento, mancal rolamento, mancal ucp, mancal ucf, mancal ucfl, mancal pedestal, mancal flangeado = 8483 / 84
valvula de pe, valvula de pe com crivo, valvula de poco = 8481 / 84 39 73 74
# — sementes para semeadura (Cap. 07, 09, 10, 12): the grain's own heading
semente de milho, semente milho, semente milho hibrido, semente de milho hibrido, semente milho plantio = 1005 / 10 12
semente trigo plantio, semente de trigo para plantio = 1001 / 10 12
semente arroz plantio, semente de arroz para plantio, semente arroz irrigado = 1006 / 10 12
semente ervilha plantio, semente de ervilha para plantio = 0713 / 07 12
semente de girassol, semente girassol, semente de amendoim, semente amendoim, semente de algodao, semente algodao, semente de gergelim, semente gergelim, semente de mamona, semente mamona = 1206 1202 1207 / 12 20 21
semente de melao, semente melao, semente de melancia, semente melancia = 1209 1207 / 12
semente de coentro, semente coentro = 1209 0909 / 12 09
maniva, maniva de mandioca, rama de mandioca = 0602 / 06 07 20 12 14
girassol = / 12 06 15 23 20 67 9505
# — fertilizantes, defensivos, veterinária (Cap. 25, 30, 31, 38)
dap = 3105 / 31 28
fosfato natural, fosfato natural reativo = 2510 3103 / 25 31
farelo de girassol = 2306 / 23
aveia em grao, aveia grao = 1004 / 10 11
fosfeto de aluminio, fosfina, pastilha fumigante, fumigante = 3808 / 38 28
tratamento de sementes, tratamento de semente = 3808 / 38
regulador de crescimento, regulador vegetal, fitorregulador = 3808 / 38 31
fenbendazol, moxidectina, closantel, florfenicol, tilosina, levamisol, abamectina injetavel, eprinomectina, toltrazuril, ceftiofur, penicilina veterinaria, sulfa veterinaria, praziquantel = 3004 / 30 29 23 38
# — selaria, campo (Cap. 42, 82, 84)
lombilho, lombilho completo, serigote, arreata = 4201 / 42
bucal de corda, bucal de nylon, bucal de sisal, bucal de couro = 4201 / 42 56
semeadora, semeadora adubadora, semeadeira adubadeira, plantadeira adubadeira, plantadora, semeadora plantio direto = 8432 / 84 82
grade niveladora, grade aradora, grade intermediaria, grade de discos, grade agricola = 8432 / 84
subsolador, escarificador, sulcador, enxada rotativa = 8432 / 84
desnatadeira, desnatadeira eletrica, centrifuga de leite = 8421 / 84
vassoura metalica, vassoura de grama, vassoura para grama, ancinho metalico = 8201 / 82 96
agasalho para caes, agasalho para cachorro, agasalho para gato = 4201 / 42 61 62 63
`;
