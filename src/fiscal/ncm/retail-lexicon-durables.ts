/**
 * Retail vocabulary, fourth round: durable goods the earlier files left unrecognised — auto and motorcycle parts, tyres
 * and their accessories; electronics, IT, phone accessories, audio and video; musical instruments; sports, fitness,
 * camping and fishing; bicycles and their parts; optical goods, jewellery and watches; medical, hospital, dental and
 * laboratory supplies and equipment; industrial supplies (bearings, seals, pneumatics, welding, fasteners) and
 * packaging sold to industry. Same format and rules as retail-lexicon.ts (`names = predicted headings / other plausible
 * prefixes`), written from classification knowledge (RGI 1, NESH heading texts) after the development set
 * labelled-products-dev-durables.tsv; never fitted to a held-out set (ADR 010). The earlier files already held the
 * common kinds (rolamento, pneu, fone, violão, bola…): only kinds they lack, and longer forms of their words where
 * those read another product, are listed (the first longest match wins, so a name here never overrides an earlier one
 * of the same length).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "PALETE" stems like "paleto" (a jacket, 62.03): pallets are listed only in two-word forms ("palete pbr",
 *    "palete de madeira").
 *  - "MACA" (stretcher) reads as "maçã" (08.08) and "BOLINHA" read as "bolinho" (19.05) until the eighth session: only "maca hospitalar",
 *    "bolinha de tenis"… "TUBA" (the instrument) stems like "tubo" (a pipe, 39.17): not listed; "tubo de ensaio" is.
 *  - "PONTEIRA" stems like "ponteiro" (a chisel, 82.05): pipette tips and exhaust tips are two-word forms.
 *  - Heads that an earlier file predicts for another sense, re-listed in longer forms: "pedal" (bicycle/car) →
 *    "pedal de bumbo", "pedal de guitarra"; "correia" (belt, 40.10) → "correia para violao" (a guitar strap);
 *    "mesa" (furniture) → "mesa de sinuca", "mesa de ping pong" (95.04); "escada" → "escada de agilidade";
 *    "tanque" (a laundry tub) → "tanque de combustivel"; "espelho" → "espelho bucal"; "caneta" → "caneta de alta
 *    rotacao"; "lima" (a file) → "lima endodontica"; "broca" (a drill bit) → "broca odontologica"; "resina" (paint,
 *    primary forms) → "resina composta"; "aspirador" (household, 85.08) → "aspirador de secrecao"; "balao" (a toy
 *    balloon) → "balao volumetrico"; "bota" → "bota ortopedica"; "volante" (steering wheel, flywheel, shuttlecock)
 *    only in two-word forms.
 *  - Left without a prediction or out: "cassete" (bicycle sprocket or tape), "cooler" (PC fan or cool box), "switch"
 *    alone (network switch or game console), "fonte" alone (power supply, fountain), "estufa" (greenhouse, oven),
 *    "manilha" (shackle or concrete pipe), "armacao" alone (spectacle frame, umbrella, rebar), "lente" alone, "trave",
 *    "step", "jig", "coroa" alone (sprocket or crown), "atuador", "condensador" (capacitor or AC condenser).
 *  - "PINHAO" alone is also the pine nut (a food), "RABETA" alone the outboard "motor rabeta", "MICROMOTOR" alone a small
 *    electric motor (85.01): only "pinhao moto", "rabeta moto", "micromotor odontologico".
 *  - "VIDRO" is dropped as packaging noise: "VIDRO DE RELOGIO" (a lab watch glass) reads as "relogio"; "PONTEIRA" alone
 *    reads as "ponteiro"; "SELADORA" alone stems like "selador" (a sealer paint): only two-word forms of the machine.
 *  - "PATIM LINEAR" would read as "patins" (95.06), "CATRACA DE AMARRACAO" as the socket ratchet (82.04), "CLIPE PARA CABO
 *    DE ACO" as a paper clip (83.05): listed in full. "SAPATILHA" alone stays a shoe (the wire-rope thimble is two-word);
 *    "TOCHA", "ROLETE", "REDUTOR", "LACRE", "ESTRADO", "TAMBOR", "MANILHA" alone are left out (several senses).
 *  - "GARROTE" alone is also a young bull (01.02) and "AGAR" alone the food thickener agar-agar (13.02): two-word forms.
 *  - "TRIPE" (a tripod) stems like "tripa" (tripe, consumables file, joined earlier): only the existing "tripe para
 *    camera" / "tripe para celular" forms read as a tripod; "TRIPE" alone is judged as tripe (known collision).
 */
export const DURABLES_LEXICON = `
# — autopeças (Cap. 84, 85, 87)
motor de arranque = 8511 / 8501 8708 8714
motor do limpador, motor limpador = 8501 8512 / 8708 8714
filtro de cabine, filtro cabine, filtro de ar condicionado, filtro do ar condicionado, filtro antipolen = 8421 / 8708 5911 5603 4823
filtro regulador, filtro regulador de ar, filtro lubrificador, filtro lubrifil, lubrifil = 8421 8481 / 8412
protetor de camara, protetor camara = 4012 / 40
pistao, kit pistao = 8409 / 8412 8413 8414 8424 8431 8487
anel de segmento, anel do pistao = 8409 / 8412 8413 8414 8708 8714
volante esportivo, volante automotivo, volante de direcao = 8708 / 8714 8716 4016 3926 6304 4205
volante do motor, volante motor = 8483 8708 / 8409
coletor de escape, coletor de escapamento, coletor de admissao = 8409 8708 / 7307 7326
corpo de borboleta = 8409 8481 / 8708 8714
chicote de ignicao, chicote do motor = 8544 8511 / 8708 8714
trava eletrica, kit trava eletrica = 8301 8708 / 8543 8512 8714 8716
auto falante, autofalante = 8518 /
central multimidia, multimidia automotivo, dvd automotivo = 8527 8528 8521 / 8519 8525 8526
emblema = 8708 8310 3926 / 8714 8716 7326 7616 8306
xenon, kit xenon, lampada xenon = 8539 / 8512 8504
pisca seta, pisca moto, pisca automotivo = 8512 / 8708 8714
cardan, eixo cardan = 8708 8483 / 8714 8716
barra axial = 8708 / 8714 8716
ponteira escapamento, ponteira de escapamento, ponteira de escape, ponteira esportiva = 8708 8714 / 8716 7306 7326
tanque de combustivel, tanque combustivel = 8708 8714 / 8716 7310 7309 3925 3923
alavanca de cambio, trambulador, anel sincronizador, sincronizado = 8708 / 8714 8716
barra estabilizadora = 8708 / 8714 8716
feixe de molas, feixe de mola = 7320 / 8708
grade do radiador, grade frontal = 8708 / 8714 8716 3926
luz de freio = 8512 / 8708 8714
conta giros, velocimetro, painel de instrumentos = 9029 / 8708 8714 9031
comutador de ignicao = 8536 / 8708 8714
automatico de partida, induzido = 8511 / 8503 8708 8714
intercooler = 8708 8419 / 8714 8716
turbina turbo, turbocompressor, turbo compressor = 8414 / 8409 8708
boia de combustivel, boia do tanque = 9026 8708 / 8714 8716 8481
borracha da porta, borracha de porta = 4016 / 40 8708 8418 3926
capa da chave, capa de chave = 3926 4016 4202 / 8301
controle de alarme = 8526 8531 / 8543 8708
bico de pneu, valvula de pneu = 8481 / 4016 8708 8714
manchao, remendo de pneu, remendo a frio = 4016 / 40
mangote = 4009 3917 / 5909 7307
palheta dianteira, palheta traseira = 8512 / 8708 4016
spoiler = 8708 / 8714 8716 3926
# — motopeças e acessórios de moto (Cap. 87.14)
tanque moto, tanque de moto = 8714 / 8708 8716 7310
coroa e pinhao, coroa moto, coroa de moto, pinhao moto, pinhao de moto = 8714 8483 / 8708 8716 7315
rabeta moto, rabeta de moto = 8714 / 8708 8716 3926
banco moto, banco de moto, assento moto = 8714 / 8708 8716 9401
descanso lateral, cavalete central = 8714 / 8708 8716 7326
protetor de motor, protetor de perna, mata cachorro = 8714 8708 / 8716 7326
bauleto, suporte bau, suporte de bau, bagageiro moto = 8714 / 8708 8716 7326 7616 3926 4202
capa moto, capa de moto, capa para moto, capa de cobrir moto = 6307 6306 3926 / 63 4016
balaclava = 6505 6117 / 61 65 6307
colete salva vidas, colete salva-vidas, colete salvavidas = 6307 / 63 4016 3926 9506
intercomunicador = 8517 /
raio moto, raio de moto, raio bicicleta, raio de bicicleta = 8714 / 8708 8716 7326 7317
aro moto, aro de moto = 8714 8708 / 8716
cilindro moto, cilindro de moto = 8409 / 8714
moto eletrica, ciclomotor, scooter eletrica = 8711 / 87
quadriciclo = 8703 8711 / 87 9503
monochoque = 8714 / 8708 8716
protetor de corrente, protetor de mao = 8714 / 8708 8716 3926
suporte de placa = 8714 8708 / 8716 7326 3926
luva motociclista, luva motoqueiro, luva de moto = 4203 6116 6216 / 42 61 62 4015 9506
jaqueta motociclista, jaqueta motoqueiro = 6201 6202 4203 6101 6102 / 42 61 62
# — bicicletas: peças e acessórios (Cap. 87.12, 87.14)
quadro de bicicleta, quadro bicicleta, quadro bike = 8714 / 8708 8716
aro de bicicleta, aro bicicleta, aro bike = 8714 / 8708 8716
cubo traseiro, cubo dianteiro, cubo de bicicleta, cubo bicicleta, cubo bike = 8714 / 8708 8716
garfo de bicicleta, garfo bicicleta, garfo bike, garfo com suspensao = 8714 / 8708 8716
suspensao dianteira = 8714 8708 / 8716
mesa avanco, avanco de guidao, avanco guidao = 8714 / 8708 8716
canote, canote de selim = 8714 / 8708 8716
pedivela = 8714 / 8708 8716
movimento central, passador de marcha, passador de marchas, conduite, descanso de bicicleta, descanso bicicleta = 8714 / 8708 8716 3917 7306
alavanca de freio = 8714 8708 / 8716
sinalizador bike, sinalizador bicicleta, sinalizador traseiro = 8512 8513 / 8714 9405
suporte de bicicleta, suporte para bicicleta, suporte bike = 7326 8714 8708 / 7616 3926
mountain bike = 8712 / 87
freio v brake, freio a disco, freio bicicleta, freio de bicicleta = 8714 8708 / 8716 6813
sapata de freio bicicleta, sapata freio bicicleta, sapata freio bike = 8714 / 8708 8716 6813 4016
caramanhola = 3924 7615 7323 / 3923 9617
ciclocomputador, velocimetro de bicicleta = 9029 / 8714 8526
# — informática, celulares, áudio e vídeo (Cap. 84.71, 85)
console playstation, console xbox, console nintendo, console de videogame, nintendo switch = 9504 / 95
controle joystick, gamepad, controle playstation, controle xbox = 9504 / 95 847160
volante gamer, volante para videogame = 9504 8471 / 95
dvr, nvr, gravador digital de video = 8521 / 8471 8525
disco rigido, disco rigido interno = 8471 / 8473 8523
memoria = 8473 8542 8523 /
cooler fan, cooler para processador, water cooler = 8414 8473 8419 /
servidor, ultrabook, chromebook, all in one = 8471 / 8473 8528 8543
filamento pla, filamento abs, filamento petg, filamento para impressora 3d = 3916 / 3926
data show = 8528 /
tela retratil = 9010 /
suporte articulado = 8302 7326 8473 / 3926 7616 9403
aparelho celular = 8517 /
case iphone, case celular, case para celular = 3926 4202 / 4016
assistente virtual = 8518 8517 8543 / 8527
headphone, airpods, subwoofer, tweeter = 8518 /
receiver, sound bar = 8527 8518 8519 /
player, mp3 player = 8519 8521 / 8527 8528
gravador de voz = 8519 / 8543
interface de audio = 8543 8471 8518 /
conversor hdmi, splitter hdmi, switch hdmi = 8543 8471 8544 8517 /
testador de cabo = 9030 9031 /
cartao sim = 8523 /
fonte cftv, fonte carregador = 8504 /
kit cftv = 8525 8521 / 8528 8544
switch gigabit, switch poe = 8517 /
patch cord = 8544 /
access point = 8517 /
suporte para notebook, suporte notebook = 8473 7326 3926 / 7616 9403
base refrigeradora, base cooler = 8414 8473 /
tela notebook, tela para notebook, tela de notebook = 8473 8524 8528 /
tela celular, tela para celular, tela de celular, display celular, display para celular, frontal celular = 8517 8524 /
gimbal, estabilizador de celular = 9620 8479 / 8525 9006
receptor digital, receptor parabolica = 8528 8527 / 8529
tela de projecao = 9010 /
gaveta de dinheiro, gaveta para dinheiro = 8470 8473 / 8304 9403 7326
caixa acustica, caixa ativa, caixa passiva = 8518 /
pedestal de microfone, pedestal para microfone, pedestal microfone = 8518 / 7326 9403 9620
# — instrumentos musicais e acessórios (Cap. 92)
surdo = 9206 / 92 9503
tanta, repique, repinique, cuica, agogo, ganza, chimbal, timbal, triangulo musical = 9206 / 92 9503
pele de bateria, pele para bateria, pele de tambor, pele para tambor = 9209 / 92
pedal de bumbo, pedal bumbo, pedal duplo = 9209 / 92
pedal de guitarra, pedal guitarra, pedal de efeito, pedaleira multiefeitos = 8543 9209 / 8518 92
banjo, violoncelo, viola de arco = 9202 / 92 9503
trombone, oboe = 9205 / 92 9503
pifano, pifaro = 9205 / 92 9503
maracas, maraca, pau de chuva = 9206 / 92 9503
orgao eletronico, baixo eletrico = 9207 / 92
viola = 9202 / 92 9503
bocal de trompete, bocal trompete, bocal para trompete = 9209 / 92
controlador midi = 9207 8471 8543 / 92
afinador, afinador digital = 9209 9031 8543 / 92
metronomo = 9209 9106 / 92 8543
captador = 9209 8518 / 92
arco de violino, arco violino, arco para violino = 9209 / 92
correia para violao, correia violao, correia para guitarra, correia guitarra, correia de guitarra, correia de violao = 9209 4205 6307 / 42 63 92
bag violao, bag para violao, bag guitarra, case violao, case guitarra = 4202 / 42 6307 9209
suporte para violao, suporte violao, suporte de violao, suporte guitarra = 9209 7326 / 92 9403
estante de partitura, estante partitura = 9209 9403 7326 / 92
# — esporte, fitness (Cap. 95.06)
anilha de ferro, anilha musculacao, anilha olimpica, anilha emborrachada, anilha ferro = 9506 / 95
barra de supino, barra supino, barra de musculacao, barra olimpica = 9506 / 95
banco supino, banco de supino, banco de musculacao, banco abdominal = 9506 / 95 9401 9403
estacao de musculacao, aparelho de musculacao, eliptico = 9506 / 95
esteira eletrica, esteira de corrida, esteira para corrida, bicicleta de spinning, spinning = 9506 / 95
tubing, rolo de liberacao, rolo miofascial, prancha de equilibrio, disco de equilibrio = 9506 / 95 3926 4016
protetor de cabeca = 6506 9506 / 65 95
meiao = 6115 / 61
roda de skate, truck de skate, truck skate, shape de skate, lixa de skate, longboard = 9506 / 95 6805
leash, quilha, stand up paddle, stand up = 9506 / 95 3926 4016
remo = 9506 4421 / 3926 7616
caiaque = 8903 / 89 9506
roupa de neoprene = 6113 4015 / 61 62 40
cotoveleira = 9506 6307 9021 / 61 63 4015 6117
protetor bucal = 9506 3926 / 4016 9021
bandagem elastica, bandagem de boxe = 3005 5806 6307 / 30 58 63 9506
tatame, tatame eva = 9506 3921 3918 3926 / 4016 4008
cone de treino, cone de agilidade, cone agilidade = 9506 / 95 3926
escada de agilidade, escada agilidade = 9506 / 95
prancha de natacao, prancha natacao = 9506 / 95
tabela de basquete, tabela basquete, aro de basquete = 9506 / 95
dardo = 9506 9504 / 95
pebolim = 9504 / 95
mesa de sinuca, mesa sinuca, mesa de bilhar = 9504 / 95 9403
mesa de ping pong, mesa de tenis de mesa = 9506 / 95 9403
bola de sinuca, bola de bilhar, taco de bilhar, giz de sinuca = 9504 / 95
bolinha de tenis, bolinha tenis, bolinha de ping pong, bolinha ping pong = 9506 / 95
volante de badminton, volante badminton, peteca de badminton = 9506 / 95
# — camping, pesca (Cap. 63.06, 95.07)
rede de descanso = 5608 6304 6306 6307 / 56 63
rede de pesca, tarrafa, puca de pesca, passagua = 5608 9507 / 56 95
sambura = 9507 4602 / 95 46
girador, destorcedor, garateia, isca viva artificial = 9507 / 95 7326 7315
linha multifilamento = 5404 5607 9507 / 54 56 95
linha monofilamento = 5404 9507 / 54 95
vara telescopica = 9507 / 95
anzois = 9507 / 95
gelo reutilizavel, gelo artificial, gelox = 3824 3926 / 38
# — óptica, joias, relógios (Cap. 71, 90, 91)
lente oftalmica, lente para oculos, lente de oculos, lente de grau = 9001 / 90 7015
solucao para lentes, solucao para lente de contato = 3307 3004 / 33 30
cordao para oculos, cordao oculos, segura oculos = 9003 6307 7117 / 5607 5609 3926
gargantilha, berloque, bracelete, semijoia, semi joia = 7117 7113 / 71
colar bijuteria = 7113 7117 7116 / 71
correntinha = 7113 7117 / 71
relogio ponto, relogio de ponto = 9106 8471 / 91 8472
pulseira de relogio, pulseira para relogio, pulseira smartwatch, pulseira para smartwatch = 9113 / 91 4203 4205 7113 7117 3926 4016
# — material médico-hospitalar (Cap. 30, 40, 90, 94)
estetoscopio, esfigmomanometro, otoscopio, oftalmoscopio, laringoscopio, desfibrilador, carpule, forceps, boticao = 9018 / 90
bisturi, cabo de bisturi, lamina de bisturi, porta agulha, sonda exploradora = 9018 / 90 8211 8214
eletrodo ecg, eletrodo descartavel, eletrodo para ecg = 9018 / 90 3006
fio de sutura, fio cirurgico = 3006 / 30 9018
campo cirurgico = 3005 6307 6210 / 30 63 62 5603
papagaio hospitalar, papagaio urinol, urinol = 3924 3922 / 3926 7324 6910 6911 9018
suporte de soro, suporte para soro = 9402 9018 / 7326 9403
maca hospitalar, maca de transporte, maca dobravel, maca para exame, maca de resgate = 9402 / 9403 9018
tala ortopedica, tala de imobilizacao, tala aramada, imobilizador ortopedico, colar cervical = 9021 / 90 6307 4016 3926 6117
bota ortopedica, bota imobilizadora = 9021 / 90 64
ambu, reanimador = 9019 9018 / 90
concentrador de oxigenio = 8421 9019 / 90
aspirador de secrecao, aspirador cirurgico = 9019 9018 / 90 8414 8508
autoclave = 8419 / 9018
tubo de coleta, tubo para coleta, tubo a vacuo, tubo falcon, tubo criogenico, microtubo, criotubo, tubo eppendorf = 3926 9018 7017 / 3923
caneta de insulina, caneta aplicadora de insulina = 9018 3004 / 30 90
espatula de ayres = 4421 9018 / 3926 90
garrote hospitalar, garrote de borracha, garrote elastico = 9018 4016 / 40 90 6307
mascara de oxigenio, mascara para oxigenio, mascara de nebulizacao, mascara nebulizacao, mascara para nebulizacao = 9019 9018 / 90 3926
canula nasal, cateter de oxigenio = 9018 9019 / 90 3926
fluxometro, regulador de oxigenio = 9026 8481 9019 /
umidificador de oxigenio = 9019 / 90 3926
sonda foley, sonda de foley, sonda vesical = 9018 / 90 3926 4016
torneirinha 3 vias, torneirinha de 3 vias = 9018 3926 / 90 8481
bolsa coletora, bolsa coletora de urina = 3926 9018 / 90 3006
malha tubular = 6307 3005 6006 / 60 63 30
tala moldavel, ortese, imobilizador de joelho, imobilizador de punho = 9021 / 90 6307 4016 3926 6117
cinta abdominal, cinta pos cirurgica = 6212 9021 / 61 62 6307
aparelho auditivo, aparelho de surdez, aparelho ortodontico = 9021 / 90 8518
assento elevado, assento sanitario elevado = 3922 9021 / 90 9401 9402
barra de apoio = 7324 7326 7615 3922 / 3925 8302
carro de emergencia, carro de curativo, carrinho de curativo, carrinho de emergencia, carro maca = 9402 8716 / 9403 7326
negatoscopio = 9018 9022 9405 / 90 94
foco cirurgico, refletor odontologico = 9405 9018 / 94 90
doppler fetal, eletrocardiografo, cureta, sonda periodontal, especulo vaginal, especulo, alavanca odontologica, arco de ostby, jato de bicarbonato, ultrassom odontologico, martelo de reflexo, martelo neurologico = 9018 / 90 3926
prancha de resgate = 9402 9018 / 94 90 3926
lencol de papel, rolo de lencol = 4818 4823 / 48
papel grau cirurgico, envelope grau cirurgico, envelope para esterilizacao = 4810 4811 4823 3921 / 48 39
indicador biologico = 3822 3821 / 38 9027
fita autoclave, fita para autoclave = 3919 4823 / 48
seladora a vacuo, seladora manual, seladora de pedal, seladora termica, seladora grau cirurgico = 8422 8515 / 8419 8479
avental de chumbo, avental plumbifero = 9022 / 90 4016
caixa instrumental, caixa para instrumental, estojo instrumental = 7326 7324 9018 / 3926 7615 7616
tesoura mayo, tesoura cirurgica, tesoura metzenbaum, tesoura iris, tesoura hospitalar = 9018 8213 / 90
pinca anatomica, pinca hemostatica, pinca kelly, pinca cirurgica, pinca dente de rato = 9018 / 90 8203 8205
luva nitrilo, luva de nitrilo = 4015 / 40 3926
# — odontologia (Cap. 30, 34, 90)
resina composta, resina fotopolimerizavel, resina odontologica, ionomero = 3006 / 30
alginato = 3407 3006 / 34 30
cera odontologica, cera para odontologia, cera utilidade = 3407 / 34
broca odontologica, broca diamantada odontologica, broca carbide = 9018 / 90 8207 6804
lima endodontica = 9018 / 90
agulha gengival = 9018 / 90
espelho bucal, espelho clinico = 9018 / 90 7009
caneta de alta rotacao, caneta alta rotacao, caneta odontologica, micromotor odontologico, contra angulo = 9018 / 90
fotopolimerizador = 9018 8543 / 90 8539 9405
cadeira odontologica, mocho odontologico = 9402 / 9401 9018
sugador descartavel, sugador odontologico = 9018 3926 / 90 3917
rolete de algodao = 3005 5601 / 30 56
braquete, fio ortodontico, elastico ortodontico = 9021 / 90 7326 7217 7223 4016
guta percha = 3006 / 30 4001 4016
cimento odontologico, cimento de ionomero, cimento provisorio, selante odontologico, selante de fossulas, cone de guta percha = 3006 / 30 4001 4016
adesivo odontologico, adesivo dental = 3006 3506 / 30 35
fluor gel, pasta profilatica = 3306 3006 / 33 30
taca de borracha, taca de profilaxia = 9018 4016 / 40 90
espelho odontologico = 9018 / 90 7009
lima hedstroem, lima odontologica = 9018 / 90
dente de estoque, dente artificial, dente de acrilico, fio niti = 9021 / 90 7505 7223 7217
cone de papel, cone de papel absorvente = 4823 3006 / 48 30
anestesico = 3004 / 30
tira de glicose = 3822 / 38 9018 9027 3002 3006
moldeira odontologica, moldeira dental = 9018 / 90 3926 7326 7616
dique de borracha = 4016 4014 9018 / 40 90
# — laboratório (Cap. 70.17, 84, 90)
tubo de ensaio, tubo para ensaio = 7017 / 70 3926 3923
becker, bequer, erlenmeyer, proveta, bureta, kitassato, balao volumetrico, balao de fundo chato, dessecador = 7017 / 70 3926 3924 7323
pipeta, pipeta pasteur, pipeta graduada = 7017 3926 / 70 9027 9018
micropipeta = 9027 8413 / 8479 9018
ponteira para pipeta, ponteira pipeta, ponteira descartavel, ponteira para micropipeta = 3926 / 7017 9018
placa de petri = 3926 7017 / 3923 3924
lamina para microscopia, lamina de microscopia, laminula = 7017 7006 / 70
centrifuga laboratorio, centrifuga de laboratorio, centrifuga laboratorial = 8421 / 8479
banho maria = 8419 8516 / 8479
agitador magnetico = 8479 / 8509 8516 8543
phmetro, medidor de ph, peagametro = 9027 / 90
estante para tubo de ensaio, estante para tubos, grade para tubos = 3926 7326 / 9403 7616
swab = 3005 9018 5601 / 3926 9603 4823
bico de bunsen = 7321 8419 9027 / 7326
alca de platina, alca bacteriologica = 9027 7115 9018 / 3926
cadinho = 6903 6909 / 7017 7115
almofariz, gral e pistilo = 6909 6912 7017 / 69
pisseta = 3923 3926 / 3924
agar bacteriologico, agar nutriente, meio de cultura = 3821 / 38 1302
vortex, agitador vortex = 8479 /
chapa aquecedora, manta aquecedora = 8516 8419 / 6301
estufa bacteriologica, estufa de secagem, estufa de esterilizacao = 8419 8514 / 9018
incubadora = 8419 8436 9018 /
destilador de agua, deionizador = 8419 8421 /
capela de exaustao, fluxo laminar, capela de fluxo laminar = 8414 8421 / 9403 8479
espectrofotometro, refratometro, condutivimetro = 9027 / 90
datalogger, contador de colonias = 9025 9026 9031 9027 9029 / 8471 8543
# — insumos industriais e embalagens (Cap. 39, 44, 63, 73, 83, 84)
anel o ring, anel de vedacao = 4016 / 40 3926 8484 3917
anel elastico, anel trava, anel de retencao = 7318 / 7326 7320
bucha de bronze, bucha bronze, bucha autolubrificante = 8483 / 7419 8482
selo mecanico = 8484 / 8413 8487 4016
chaveta, pino elastico, contrapino = 7318 / 7326
prisioneiro = 7318 /
conexao pneumatica, conexao engate rapido, engate pneumatico = 8481 3917 7307 7412 / 3926
tocha mig, tocha de solda, tocha tig = 8515 8468 /
fita de arquear, fita arquear = 3920 3926 7326 / 7212 7226
selo para fita de arquear, selo fita arquear = 7326 8309 / 3926
big bag = 6305 / 63
palete de madeira, palete madeira, palete pbr, palete plastico, palete de plastico = 4415 3923 / 3926 7326 7616
estrado plastico, estrado de plastico = 3923 3926 / 3925 9403
tambor metalico, tambor de aco, tambor plastico = 7310 3923 / 7309 7611 7612
container ibc, conteiner ibc = 3923 7310 / 7309
patim linear, guia linear, eixo linear, fuso de esferas, fuso trapezoidal = 8483 8466 / 8482
casquilho = 8483 / 7419 8409
esfera de aco, esfera de rolamento = 7326 8482 / 7325
cremalheira = 8483 8708 / 8714 8716
roda dentada, pinhao de corrente, coroa dentada = 8483 / 8714 8708
emenda de corrente, elo de emenda = 7315 / 8714
motorredutor = 8501 8483 /
soft starter = 8504 8537 /
clp, controlador logico programavel = 8537 / 8471
ihm = 8537 8471 8528 /
encoder = 9031 8543 /
sensor indutivo, sensor capacitivo, sensor fotoeletrico, sensor optico, chave fim de curso = 8536 9031 / 8541
junta universal = 8483 8708 / 8714 8716
junta de vedacao, cordao de vedacao = 8484 4016 / 40 3926 4823 5911 6812
teflon, fita teflon = 3904 3919 3920 3926 / 3921
cilindro hidraulico = 8412 / 8413 8431 8708
silenciador pneumatico = 8421 8481 / 8412
purgador = 8481 /
reservatorio de ar = 7311 8414 / 7309
vacuometro = 9026 /
vareta de solda, vareta tig, vareta de estanho = 8311 7229 / 7217 7407 7408 7605 8003
solda estanho, solda de estanho, estanho para solda, fio de solda = 8003 8311 / 80 83
pasta de solda, fluxo de solda = 3810 / 38
bocal de tocha, bico de contato, bico de contato mig = 8515 / 8468
cabo de solda = 8544 / 8515
porta eletrodo, garra negativa, garra terra = 8515 8536 /
lente de solda = 9004 7020 9001 / 70
maquina plasma, maquina de corte plasma, corte plasma = 8515 8456 /
cinta de lixa, rolo de lixa = 6805 / 68
trava quimica = 3506 / 3214 3824
pino guia = 7318 8483 / 8466 7326
catraca de amarracao, cinta de carga = 6307 / 5607 5608 5806 63 7326 8425
clipe para cabo de aco, grampo para cabo de aco = 7326 7318 / 7616
sapatilha para cabo de aco, sapatilha de cabo = 7326 /
esticador de fita, esticador para fita de arquear, arqueador, arqueadora = 8205 8422 / 8467
selo metalico = 7326 8309 / 3926
rolete de transportador, rolete para esteira = 8431 8428 /
roda de nylon = 8302 8716 8431 3926 / 4016
sacaria = 6305 3923 4819 /
bobina picotada = 3923 / 4819 4823
chapa de papelao = 4808 4805 4823 4819 /
flocos de isopor = 3921 3926 3903 / 3923
`;
