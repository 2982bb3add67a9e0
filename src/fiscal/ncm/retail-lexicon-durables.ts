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
 *  - "MACA" (stretcher) reads as "maçã" (08.08) and "BOLINHA" as "bolinho" (19.05): only "maca hospitalar",
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
 *  - "TRIPE" (a tripod) stems like "tripa" (tripe, consumables file, joined earlier): only the existing "tripe para
 *    camera" / "tripe para celular" forms read as a tripod; "TRIPE" alone is judged as tripe (known collision).
 */
export const DURABLES_LEXICON = `
# — autopeças (Cap. 84, 85, 87)
motor de arranque = 8511 / 8501 87
motor do limpador, motor limpador = 8501 8512 / 87
filtro de cabine, filtro cabine, filtro de ar condicionado, filtro do ar condicionado, filtro antipolen = 8421 / 87 5911 5603 4823
filtro regulador, filtro regulador de ar, filtro lubrificador, filtro lubrifil, lubrifil = 8421 8481 / 8412
protetor de camara, protetor camara = 4012 / 40
pistao, kit pistao = 8409 / 8412 8413 8414 8424 8431 8487 8708 8714
anel de segmento, anel do pistao = 8409 / 8412 8413 8414 8708 8714
volante esportivo, volante automotivo, volante de direcao = 8708 / 87 4016 3926 6304 4205
volante do motor, volante motor = 8483 8708 / 8409
coletor de escape, coletor de escapamento, coletor de admissao = 8409 8708 / 7307 7326
corpo de borboleta = 8409 8481 / 87
chicote de ignicao, chicote do motor = 8544 8511 / 87
trava eletrica, kit trava eletrica = 8301 8708 / 8543 8512 87
auto falante, autofalante = 8518 /
central multimidia, multimidia automotivo, dvd automotivo = 8527 8528 8521 / 8519 8525 8526
emblema = 8708 8310 3926 / 87 8714 7326 7616 8306
xenon, kit xenon, lampada xenon = 8539 / 8512 8504
pisca seta, pisca moto, pisca automotivo = 8512 / 87
cardan, eixo cardan = 8708 8483 / 87
barra axial = 8708 / 87
ponteira escapamento, ponteira de escapamento, ponteira de escape, ponteira esportiva = 8708 8714 / 87 7306 7326
tanque de combustivel, tanque combustivel = 8708 8714 / 87 7310 7309 3925 3923
# — motopeças e acessórios de moto (Cap. 87.14)
tanque moto, tanque de moto = 8714 / 87 7310
coroa e pinhao, coroa moto, coroa de moto, pinhao moto, pinhao de moto = 8714 8483 / 87 7315
rabeta moto, rabeta de moto = 8714 / 87 3926
banco moto, banco de moto, assento moto = 8714 / 87 9401
descanso lateral, cavalete central = 8714 / 87 7326
protetor de motor, protetor de perna, mata cachorro = 8714 8708 / 87 7326
bauleto, suporte bau, suporte de bau, bagageiro moto = 8714 / 87 7326 7616 3926 4202
capa moto, capa de moto, capa para moto, capa de cobrir moto = 6307 6306 3926 / 63 4016
balaclava = 6505 6117 / 61 65 63
colete salva vidas, colete salva-vidas, colete salvavidas = 6307 / 63 4016 3926 9506
intercomunicador = 8517 /
raio moto, raio de moto, raio bicicleta, raio de bicicleta = 8714 / 87 7326 7317
aro moto, aro de moto = 8714 8708 / 87
cilindro moto, cilindro de moto = 8409 / 87
luva motociclista, luva motoqueiro, luva de moto = 4203 6116 6216 / 42 61 62 4015 9506
jaqueta motociclista, jaqueta motoqueiro = 6201 6202 4203 6101 6102 / 42 61 62
# — bicicletas: peças e acessórios (Cap. 87.12, 87.14)
quadro de bicicleta, quadro bicicleta, quadro bike = 8714 / 87
aro de bicicleta, aro bicicleta, aro bike = 8714 / 87
cubo traseiro, cubo dianteiro, cubo de bicicleta, cubo bicicleta, cubo bike = 8714 / 87
garfo de bicicleta, garfo bicicleta, garfo bike, garfo com suspensao = 8714 / 87
suspensao dianteira = 8714 8708 / 87
mesa avanco, avanco de guidao, avanco guidao = 8714 / 87
canote, canote de selim = 8714 / 87
pedivela = 8714 / 87
freio v brake, freio a disco, freio bicicleta, freio de bicicleta = 8714 8708 / 87 68
sapata de freio bicicleta, sapata freio bicicleta, sapata freio bike = 8714 / 87 68 40
caramanhola = 3924 7615 7323 / 3923 9617
ciclocomputador, velocimetro de bicicleta = 9029 / 87 8526
# — informática, celulares, áudio e vídeo (Cap. 84.71, 85)
console playstation, console xbox, console nintendo, console de videogame, nintendo switch = 9504 / 95
controle joystick, gamepad, controle playstation, controle xbox = 9504 / 95 8471
volante gamer, volante para videogame = 9504 8471 / 95
dvr, nvr, gravador digital de video = 8521 / 8471 8525
disco rigido, disco rigido interno = 8471 / 8473 8523
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
controlador midi = 9207 8471 8543 / 92
afinador, afinador digital = 9209 9031 8543 / 92
metronomo = 9209 9106 / 92 8543
captador = 9209 8518 / 92
arco de violino, arco violino, arco para violino = 9209 / 92
correia para violao, correia violao, correia para guitarra, correia guitarra, correia de guitarra, correia de violao = 9209 4205 6307 / 42 63 92
bag violao, bag para violao, bag guitarra, case violao, case guitarra = 4202 / 42 63 92
suporte para violao, suporte violao, suporte de violao, suporte guitarra = 9209 7326 / 92 9403
estante de partitura, estante partitura = 9209 9403 7326 / 92
# — esporte, fitness (Cap. 95.06)
anilha de ferro, anilha musculacao, anilha olimpica, anilha emborrachada, anilha ferro = 9506 / 95
barra de supino, barra supino, barra de musculacao, barra olimpica = 9506 / 95
banco supino, banco de supino, banco de musculacao, banco abdominal = 9506 / 95 9401 9403
estacao de musculacao, aparelho de musculacao, eliptico = 9506 / 95
cotoveleira = 9506 6307 9021 / 61 63 4015 6117
protetor bucal = 9506 3926 / 4016 9021
bandagem elastica, bandagem de boxe = 3005 5806 6307 / 30 58 63 95
tatame, tatame eva = 9506 3921 3918 3926 / 4016 4008
cone de treino, cone de agilidade, cone agilidade = 9506 / 95 3926
escada de agilidade, escada agilidade = 9506 / 95
prancha de natacao, prancha natacao = 9506 / 95
tabela de basquete, tabela basquete, aro de basquete = 9506 / 95
dardo = 9506 9504 / 95
pebolim = 9504 / 95
mesa de sinuca, mesa sinuca, mesa de bilhar, mesa de ping pong, mesa de tenis de mesa = 9504 9506 / 95 9403
bola de sinuca, bola de bilhar, taco de bilhar, giz de sinuca = 9504 / 95
bolinha de tenis, bolinha tenis, bolinha de ping pong, bolinha ping pong = 9506 / 95
volante de badminton, volante badminton, peteca de badminton = 9506 / 95
# — camping, pesca (Cap. 63.06, 95.07)
rede de descanso = 5608 6304 6306 6307 / 56 63
rede de pesca, tarrafa, puca de pesca, passagua = 5608 9507 / 56 95
sambura = 9507 4602 / 95 46
girador, destorcedor, garateia, isca viva artificial = 9507 / 95 7326 7315
linha multifilamento = 5404 5607 9507 / 54 56 95
# — óptica, joias, relógios (Cap. 71, 90, 91)
lente oftalmica, lente para oculos, lente de oculos, lente de grau = 9001 / 90 7015
cordao para oculos, cordao oculos, segura oculos = 9003 6307 7117 / 5607 5609 3926
gargantilha, berloque, bracelete, semijoia, semi joia = 7117 7113 / 71
colar bijuteria = 7113 7117 7116 / 71
relogio ponto, relogio de ponto = 9106 8471 / 91 8472
pulseira de relogio, pulseira para relogio, pulseira smartwatch, pulseira para smartwatch = 9113 / 91 4203 4205 7113 7117 3926 4016
# — material médico-hospitalar (Cap. 30, 40, 90, 94)
estetoscopio, esfigmomanometro, otoscopio, oftalmoscopio, laringoscopio, desfibrilador, carpule, forceps, boticao = 9018 / 90
bisturi, cabo de bisturi, lamina de bisturi, porta agulha, sonda exploradora = 9018 / 90 8211 8214
eletrodo ecg, eletrodo descartavel, eletrodo para ecg = 9018 / 90 30
fio de sutura, fio cirurgico = 3006 / 30 90
campo cirurgico = 3005 6307 6210 / 30 63 62 56
papagaio hospitalar, papagaio urinol, urinol = 3924 3922 / 3926 7324 6910 6911 9018
suporte de soro, suporte para soro = 9402 9018 / 7326 9403
maca hospitalar, maca de transporte, maca dobravel, maca para exame, maca de resgate = 9402 / 9403 9018
tala ortopedica, tala de imobilizacao, tala aramada, imobilizador ortopedico, colar cervical = 9021 / 90 6307 4016 3926 6117
bota ortopedica, bota imobilizadora = 9021 / 90 64
ambu, reanimador = 9019 9018 / 90
concentrador de oxigenio = 8421 9019 / 90
aspirador de secrecao, aspirador cirurgico = 9019 9018 / 90 8414 8508
autoclave = 8419 / 9018
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
cadeira odontologica, mocho odontologico = 9402 / 9401 90
sugador descartavel, sugador odontologico = 9018 3926 / 90 3917
rolete de algodao = 3005 5601 / 30 56
braquete, fio ortodontico, elastico ortodontico = 9021 / 90 7326 7217 7223 4016
guta percha = 3006 / 30 40
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
`;
