/**
 * Retail vocabulary, sixth round: componentes eletrônicos, automação, informática (peças e periféricos), telecom, CFTV e segurança, iluminação técnica; manutenção industrial (rolamentos, correias, vedação, hidráulica e pneumática, solda, abrasivos, EPI, medição). Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-tech-industry.tsv; never fitted to a held-out set (ADR 010).
 * The earlier files already hold the common kinds (rolamento, correia, capacitor, relé, contator, disjuntor, fonte
 * chaveada, nobreak, roteador, teclado, multímetro, paquímetro, válvula, mangueira, eletrodo…): only kinds they lack
 * are listed, and longer forms of their words where the shorter one reads another product or lists a chapter that lets
 * a wrong code pass (the first longest match wins, so a name here never overrides an earlier one of the same length).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "POT" (potentiometer, POT 100K LOG) stems like "pote" (a container, never flagged): only "pot linear", "pot log".
 *  - "HD" expands to "disco rigido": "MONITOR LED FULL HD" reads [monitor led full disc rigid]; harmless after the head
 *    noun, but "HD" first is the hard disk.
 *  - "RJ45", "RG6", "CAT6", "M8", "NE555" and other part numbers are dropped as sizes/codes: "CONECTOR RJ45" reads
 *    as "conector" alone, "KEYSTONE RJ45" as "keystone".
 *  - "MINI PC" and "PC" alone are dropped (PC is "peça"): a mini computer is recognised only by its other words.
 *  - "TERMO HIGROMETRO" reads [term higrometr]; "MOTOREDUTOR" (one R, as most ERPs write it) is not the earlier
 *    "motorredutor".
 *  - The broad earlier lines that list Chapter 90 or 84 for other senses (camera, lampada, lanterna, valvula, sensor,
 *    bomba, balanca, monitor, conector) let a wrong code in 90.xx or 84.xx pass for an electrical or industrial
 *    product: two-word forms here (camera ip, lampada vapor metalico, valvula solenoide, bomba de vacuo, monitor led…)
 *    list only the headings the product takes.
 *  - "TIPO C" (USB-C), "MINI" and "JOGO DE" are dropped: "CABO TIPO C" reads "cabo", "MINI TORNO" reads "torno" (the
 *    bench vice) and "MINI DOME" reads "dom", "JOGO DE MACHOS" reads "macho" (also the male plug): none is listed; "UNIDADE DE IMAGEM" (a printer drum) reads "imagem" (a religious image); "PESO PADRAO" reads
 *    "padrao"; "ESPELHO RJ45" reads "espelho" (a mirror): only "espelho ponto", "espelho keystone".
 *  - "UNIDADE" is dropped: "UNIDADE DE CONSERVACAO" (air service unit, 84.21/84.81) reads "conservacao", listed alone.
 *  - "valvula de seguranca/de alivio" stay with the broad "valvula" line (pressure-cooker valves are written in 73/76);
 *    "terminal macho/femea" are hose ends as well as electrical terminals: neither is in the electrical line.
 *  - "CAIXA DE EMENDA" (fibre splice closure) is read as a container, "caixa de" + contents: only "caixa cto",
 *    "caixa hermetica optica" (text-normalize.test.ts keeps vocabulary names that start with a container intact).
 *  - ERP abbreviations the tokenizer expands into another word: BOMB -> "bombom", MAQ -> "maquiagem", MASC ->
 *    "masculino", NO BREAK -> "break", CONT -> the glass-bead line ("contas de vidro"), HD EXT -> "extrato": the two-word
 *    forms in the last block win over those readings; "CONT 9A" (contator) stays read as beads.
 *  - Left without a prediction: "led" alone (an LED, an LED lamp, an LED strip or a TV: 85 and 94 only), "regulador de
 *    tensao" (an IC, a car alternator regulator or a line stabiliser), "macho" alone (a tap or a male connector),
 *    "fresa" alone (milling cutter or dental bur), "inserto" alone (carbide insert or fireplace insert).
 */
export const TECH_INDUSTRY_LEXICON = `
# — componentes eletrônicos (Cap. 85.04, 85.32–85.33, 85.36, 85.41–85.42)
resistor, resistor de carbono, resistor de fio, resistor smd, reostato = 8533 / 85
potenciometro, pot linear, pot log, trimpot, termistor, varistor, ntc, ptc = 8533 / 85
diodo, diodo zener, diodo retificador, diodo schottky, ponte retificadora, ponte de diodos = 8541 / 85
transistor, mosfet, igbt, triac, tiristor, scr, diac = 8541 / 85
optoacoplador, fotoacoplador, fototransistor, fotodiodo, ldr = 8541 / 85
led = / 85 94
led alto brilho, led smd, led difuso, led rgb 5mm = 8541 / 85
cristal oscilador, cristal de quartzo, ressonador ceramico = 8541 / 85
circuito integrado, microcontrolador, microprocessador, amplificador operacional = 8542 / 85
indutor, bobina de choque, toroide, ferrite = 8504 / 85
buzzer, buzina piezo, cigarra eletronica = 8531 / 85 8518
display lcd, display oled, display de led, display 7 segmentos, modulo display = 8524 8531 / 85 8473 8541
chave tactil, chave tactil push button, push button, chave gangorra, chave hh, chave dip, dip switch, chave tic tac = 8536 / 85
micro switch, microswitch, micro chave, chave seletora, chave rotativa, chave de nivel = 8536 / 85 9026
botao pulsador, botao de emergencia, botao cogumelo, botao de impulso, botao liga desliga, botoeira = 8536 / 85
soquete para ci, soquete ci, soquete dip, barra de pinos, barra pinos, header macho, conector borne, borne kre = 8536 / 85
jumper, jumpers, cabo jumper = 8544 8536 / 85 61 62
dps, dispositivo de protecao contra surto, protetor de surto, supressor de surto = 8536 8535 / 85
conversor dc dc, conversor dc, step down, step up, modulo step down = 8504 / 85 8542
regulador de tensao = / 85 90 8511
sinaleiro, sinaleiro led, luz piloto, lampada piloto = 8531 8539 / 85 94
anilha de identificacao, anilha identificacao, marcador de cabo, identificador de cabo, marcador de fio, marcador de borne, identificador de borne = 3926 / 39 4821 4911 8547 8538
keystone, modulo keystone, patch panel = 8536 8517 / 85 8538
# — automação e controle (Cap. 85.01, 85.36–85.37, 90.25–90.32)
sensor de proximidade, sensor indutivo = 8536 9031 / 85 9031 9026
sensor de nivel, sensor de fluxo = 9026 8536 / 8536 8543 8541 9025 9031 8708 8714
sensor de temperatura, sonda de temperatura, termopar = 9025 / 90 8533 8536 8541 8543 8548 8708 8714
sensor infravermelho passivo, sensor ivp, sensor de alarme, sensor magnetico = 8531 / 85
sensor infravermelho = 8531 8536 / 85 9025 9027 9031
controlador de temperatura, controlador de umidade = 9032 / 90 8537 8536 8543
transmissor de pressao, transmissor de nivel, transmissor de temperatura, transdutor de pressao = 9026 9025 / 90 8541 8543 8537
servo motor, servomotor, motor de passo, motor dc, motor cc, motor de corrente continua = 8501 / 85 8413 8414 8479 8483 8467 8708 8714
motor monofasico, motor trifasico, motor de inducao, motor eletrico monofasico, motor eletrico trifasico = 8501 / 85 8413 8414 8479 8483 8467
motoredutor, moto redutor, motor redutor = 8501 8483 / 85 8479
eletroima, eletro ima, fecho eletromagnetico, trava eletromagnetica = 8505 8301 / 85 8301 8302
grupo gerador, gerador diesel, gerador a diesel = 8502 / 85 8407 8408
# — cabos, fios e conectores (Cap. 85.36, 85.44, 90.01)
cabo coaxial, cabo manga, cabo blindado, cabo de sinal, cabo sata, cabo telefonico, cabo otg, cabo de impressora, cabo serial, cabo de dados, cabo micro usb, cabo solar, cabo utp, bobina de cabo, flat cable, cabo flat = 8544 / 85
cabo optico, cabo de fibra optica, cabo fibra optica, cabo drop, fibra optica, cordao optico, patch cord optico, extensao optica = 8544 9001 / 85 9001 9013 9405
fio esmaltado, fio de cobre esmaltado, cabinho, cabo paralelo = 8544 / 85 7408 7413
conector optico, conector bnc, conector sma, conector xlr = 8536 / 85
plug rca, plug xlr, plug banana = 8536 / 85
# — informática, redes, telecom (Cap. 84.71, 84.73, 85.17, 85.25)
monitor led, monitor lcd, monitor gamer, monitor ips, monitor widescreen = 8528 / 85 8471
switch porta, switch de portas, switch gerenciavel, switch ethernet = 8517 / 85
adaptador wireless, adaptador wifi, adaptador usb wifi, adaptador bluetooth, placa de rede, placa wireless = 8517 8471 / 85 8473
onu, ont, onu gpon, onu epon, modem optico = 8517 / 85
pabx, central telefonica, central pabx = 8517 / 85
repetidor wifi, repetidor de sinal, amplificador de sinal celular = 8517 8543 / 85
computador desktop, cpu desktop = 8471 / 8473
# — CFTV e segurança eletrônica (Cap. 83.01, 85.21, 85.25, 85.31)
camera ip, camera dome, camera bullet, camera cftv, camera hdcvi, camera ahd, camera wifi, camera speed dome = 8525 / 85
central de alarme, central alarme, painel de alarme = 8531 / 85
detector de fumaca, detector de gas, detector de calor, acionador manual = 8531 / 85 9027
# — iluminação técnica (Cap. 85.13, 85.39, 94.05)
luminaria publica, luminaria high bay, luminaria industrial, luminaria de poste, luminaria led publica, luminaria ufo = 9405 / 94 8539
lampada vapor metalico, lampada vapor de sodio, lampada vapor de mercurio, lampada metalica, lampada mista, lampada dicroica, lampada halogena, lampada germicida, lampada uv, lampada infravermelha = 8539 / 85 9405
lanterna tatica, lanterna de cabeca, lanterna recarregavel, lanterna led, lanterna de mao = 8513 / 85 9405
# — hidráulica, pneumática, vedação, lubrificação (Cap. 35, 73, 84.12–84.14, 84.81)
valvula solenoide, valvula esfera, valvula gaveta, valvula borboleta, valvula globo, valvula agulha, valvula de retencao, valvula redutora, valvula redutora de pressao, valvula direcional, valvula pneumatica, valvula hidraulica = 8481 / 8413 8414 8412 8424 8479 8450 8418 8422 8516
terminal para mangueira, terminal de mangueira, terminal mangueira, terminal hidraulico, adaptador hidraulico, niple hidraulico = 7307 / 73 74 76 8481 8412 3917 4009 4016
pino graxeiro, bico graxeiro, graxeira = 8481 / 7318 7307 7326 8424
trava rosca, trava roscas, fixa rolamento, veda rosca liquido = 3506 / 35 3214 3824
bomba de vacuo = 8414 / 8413 8419 9018 9019
bomba hidraulica, bomba de engrenagem, bomba dosadora, bomba de transferencia, bomba para tambor, bomba de tambor, bomba pneumatica, bomba de diafragma = 8413 / 8412 8414 8424 8425 8479 8708
# — usinagem, corte, solda (Cap. 82.05–82.09, 84.66, 85.15)
macho manual, macho maquina, macho para rosca, cossinete = 8207 / 82
fresa de topo, fresa topo, fresa metal duro, fresa hss, fresa esferica, fresa de disco, fresa para tupia = 8207 / 82
inserto metal duro, inserto de metal duro, inserto de torneamento, pastilha de metal duro = 8209 / 82 8207
estacao de retrabalho, estacao de solda, estacao de ar quente = 8515 / 85 8516 8419
sugador de solda, sugador de estanho = 8205 8515 / 82 8515 8413 8414 7413
# — EPI, medição, pesagem (Cap. 61, 90)
luva pigmentada, luva tricotada, luva anticorte, luva de algodao pigmentada = 6116 / 61 6216 4015 4203 3926 7326
megohmetro, megometro, terrometro, medidor de isolacao, osciloscopio, gerador de funcoes, wattimetro, analisador de energia = 9030 / 90 8543
termo higrometro, termohigrometro, higrometro = 9025 / 90
tacometro, estroboscopio = 9029 / 90
luximetro, decibelimetro, colorimetro, fotometro = 9027 / 90 9031
anemometro = 9015 9026 / 90
dinamometro, rugosimetro, medidor de espessura, analisador de vibracao, medidor de vibracao = 9031 / 90 8423
durezimetro = 9024 / 90
goniometro, calibre de rosca, calibre tampao, calibre anel, base magnetica, relogio comparador = 9017 9031 / 90 8505
trena laser, trena digital, medidor de distancia laser, medidor de distancia = 9015 9017 / 90
boroscopio, videoscopio, camera de inspecao, camera termografica, camera termica, termovisor = 9031 8525 9025 / 90 85
detector de metais = 8543 9031 / 85 90
medidor de vazao, rotametro, manovacuometro, chave de fluxo, fluxostato = 9026 / 90 8536
visor de nivel = / 90 7020 8481 7307 7326 3926
balanca de precisao, balanca analitica, balanca semi analitica = 9016 8423 / 90 8423
balanca plataforma, balanca industrial, balanca de plataforma, balanca rodoviaria, balanca de gancho, balanca contadora, balanca de bancada, balanca pesadora, balanca de piso, balanca pesa gado = 8423 / 9016
# — quadros, bornes, acessórios de painel (Cap. 39, 85.36–85.38, 85.47)
minicontator, contator de potencia = 8536 / 85
bobina contator, bobina para contator, bobina de contator = 8538 8536 / 85 8504
partida direta, partida estrela triangulo, partida suave, chave de partida direta = 8537 8536 / 85 8504
seccionadora, seccionador, chave seccionadora sob carga = 8536 8535 / 85
painel eletrico, painel de comando, painel de automacao = 8537 8538 / 85 7326 9403 3925 3926
borne sak, borne de passagem, borne terra, borne para trilho, borne fusivel = 8536 / 85
terminal pre isolado, terminal ilhos, terminal agulha, terminal faston = 8536 / 85
porta fusivel = 8536 / 85 8538
prensa cabo, prensa cabos = 3926 8547 / 39 8536 8538 8547 7326 7318 7419 7616
termocontratil, tubo termocontratil, espaguete termocontratil, espaguete isolante = 3917 8547 / 39 8544 8546 8547 4009 4016
organizador de cabos, guia de cabos, guia cabo = 3926 8538 8547 / 39 85 7326 7616 9403
caixa patola, caixa para montagem eletronica = 3926 8538 / 39 8538 7326 7616
fonte trilho din, fonte para trilho din, fonte de bancada, fonte industrial, fonte colmeia, fonte para fita led, fonte para led = 8504 / 85
micro motor, microventilador, micro ventilador = 8501 8414 / 85 8473
cabo de forca, cabo de energia, cabo de alimentacao, fio cabinho = 8544 / 85
luva isolante, luva isolante de borracha = 4015 / 40 3926
teste de tensao, caneta detectora, caneta teste de tensao, caneta detectora de tensao = 9030 / 90 8536 8543
# — eletrônica de bancada e prototipagem
arduino, placa arduino, raspberry, nodemcu = / 85 8471 8473
protoboard, matriz de contato = / 85 9023 9030 3926
placa fenolite, placa de fenolite, placa virgem, placa de circuito impresso = / 85 7410 3921 3926 8473 8471 8443 9030 9032
percloreto de ferro = 2827 / 28 3824
limpa contato, limpa contatos = 3814 3402 3403 / 34 38 2710 2905 2903
# — redes ópticas, telecom, infraestrutura (Cap. 73.08, 85.17, 85.44, 90.01, 90.13, 90.30)
dio, distribuidor interno optico = 8536 8538 8517 / 85 9001 9013 7326 9403 3926
caixa cto, caixa cto optica, caixa hermetica optica = 8536 8538 3926 / 85 39 7326 7616 9013
splitter optico, atenuador optico = / 90 85 70
tubete de fusao, protetor de emenda optica = 3917 3926 / 39 7326
maquina de fusao optica, maquina de fusao = 8515 9013 / 85 8468 8479 90
power meter optico, power meter, medidor de potencia optica = 9030 9031 / 90
clivador, clivador de fibra = 8205 8203 / 82 9031 8468 8515
prensa terminal, prensa terminal hidraulica, alicate prensa terminal, alicate de crimpar = 8203 / 82 8462 8466 8467
decapador de fios, decapador de fio, desencapador de fios = 8203 / 82 8467 8468 8515 8543
testador de rede, testador de cabo de rede, localizador de cabos, localizador de cabo = 9030 9031 / 90 8543 8517
conversor de midia, transceiver, modulo sfp, gbic, radio enlace = 8517 / 85
injetor poe = 8504 8517 / 85
torre estaiada, torre metalica = 7308 / 73 76
extensor hdmi, extensor usb = 8543 8517 8544 / 85 8471
case hd externo, case para hd, gaveta hd, gaveta para hd, case para ssd = 8473 8471 / 84 4202 3926
docking station, dock station = 8471 8473 / 84 8543 8517
cilindro fotocondutor, fotocondutor, cabeca de impressao = 8443 / 84
memoria notebook, memoria para notebook, memoria desktop = 8473 / 8542 8523
bateria de litio, bateria litio, bateria li ion, bateria lipo, bateria estacionaria = 8507 8506 / 85
# — controle de acesso, portões, cerca elétrica (Cap. 73, 83, 84.79, 85)
leitor biometrico, leitor de digital = 8471 / 8473 8543 8517 9031
catraca eletronica, catraca de acesso, catraca de controle de acesso = 8479 / 8472 8471 8543 8537 7326 7308 9106 9029
controle de acesso, controlador de acesso = / 8471 8473 8479 8543 8517 8531 8536 8537 8301 9106
tag rfid, cartao de proximidade, cartao rfid, chaveiro de proximidade, tag de proximidade, chaveiro rfid = 8523 / 85 3926 4821
mola aerea, mola hidraulica para porta, fecha porta = 8302 / 83 7326
discadora de alarme, discadora = 8517 8531 / 85
motor de portao, motor portao, motor para portao, kit motor portao = / 85 8479 8428 8483
central de portao, central motor portao = 8537 / 85
cerca eletrica = / 8543 7313 7314 7326 7217 7616 3926 5607 5609 8546
haste para cerca eletrica, haste de cerca eletrica = 7326 7308 3926 / 73 7616 3926 8546 8543
concertina = 7313 7326 / 73 92
placa de sinalizacao = / 39 83 49 94 73 76 48
luminaria de emergencia, bloco autonomo, bloco autonomo de iluminacao = 9405 8513 / 9405 8513 8539
perfil de led, perfil para fita led, perfil de aluminio para led = 7604 7610 9405 / 76 94 39
braco para luminaria, braco de luminaria, braco para iluminacao publica = 7308 7326 9405 / 73 76 94
# — solda e gases (Cap. 28, 72, 83.11, 85.15, 87.16)
arame de solda, arame para solda, arame mig, arame tubular, arame para solda mig = 8311 7229 7217 / 72 83 7408 7409 7605 8003
argonio, gas argonio, mistura argonio, gas de solda = 2804 2811 / 28 27
mangueira oxiacetilenica, mangueira para solda, mangueira de oxigenio, mangueira de acetileno = 4009 / 40 39
carrinho para cilindro, carrinho de cilindro = 8716 / 87 7326
capuz de soldador, touca de soldador, capuz de raspa = 6505 4203 6307 / 65 42 63 61 62
talabarte, trava quedas, trava queda = 6307 7326 8308 / 63 5607 5609 4203 73 7616 83
creme protetor para maos, creme de protecao = 3304 / 33 3401 3004
chuveiro de emergencia, chuveiro lava olhos, lava olhos, lava olhos de emergencia = 8424 8481 / 84 7324 7326 7418 7419 3922 3926
suporte para extintor, suporte de extintor = 7326 3926 / 73 39 7616 8424
placa fotoluminescente, placa de sinalizacao fotoluminescente = 3926 / 39 3206 4911 8310 9405
mangueira de incendio = 5909 4009 / 59 40 39
# — máquinas-ferramenta e oficina (Cap. 84.58–84.67, 82.04)
torno mecanico, torno cnc = 8458 / 84
fresadora, fresadora ferramenteira, centro de usinagem = 8459 8457 8465 / 84 8467
policorte, maquina de corte abrasivo = 8461 8460 8467 / 84
serra fita = / 84 82
prensa hidraulica, prensa excentrica, prensa de bancada = 8462 8479 / 84 8425
guilhotina = 8462 8441 / 84 82
dobradeira, viradeira, calandra = 8462 / 84 8420
bomba de graxa, bomba graxa = 8413 8424 8467 / 84 8205
chave de torque = 8204 9031 / 82 90
aquecedor indutivo, aquecedor de rolamento, aquecedor por inducao = 8514 8543 / 85 8419
secador de ar comprimido, secador por refrigeracao = 8419 8421 / 84
conservacao = 8421 8481 / 8412 8414
espigao latao, espigao de latao, espigao para mangueira, espigao de mangueira, espigao macho, espigao femea = 7412 7307 3917 / 74 73 39 8481
vedacao hidraulica, vedacao pneumatica, raspador hidraulico = 4016 8484 / 40 3926 8412 8481 8487
cordao de borracha, perfil de borracha = 4016 4008 / 40 3916 3926
elemento elastico, bucha conica, bucha taper lock, taper lock = 8483 4016 / 84 40 7326
rolete de carga, rolete de retorno, rolete de impacto = 8431 8428 / 84 7326
fluido de corte = 3403 2710 / 34 38 27
desmoldante = 3403 3824 / 34 38 27 1518
# — instalações elétricas industriais e de energia (Cap. 74, 85)
estabilizador de tensao, regulador de tensao automatico = 8504 9032 / 8504 9032
regua de tomadas, regua de energia, regua pdu, pdu = 8536 8544 8537 / 85
carretel de extensao, enrolador de cabo, enrolador de extensao = 8544 / 85 3926 7326
enrolador de mangueira = / 8479 8424 7326 3926 7616
banco de capacitores, banco de capacitor = 8532 8537 / 85
controlador de demanda = 8537 9032 / 85 90
analisador de qualidade, analisador de energia eletrica = 9030 / 90
cabo de cobre nu, cabo cobre nu, cordoalha de cobre, cordoalha de aterramento = 7413 8544 / 74 8544
pararaio, pararaios, captor franklin = 8535 7326 / 85 73 7419 7616
cruzeta de concreto, cruzeta de madeira, cruzeta para poste = 6810 4418 7308 / 68 44 73
# — controles e acessórios de redes/informática
controle remoto portao, controle de portao, controle portao = 8526 / 85
ci = 8542 / 85 8473
dispositivo dps, dispositivo de protecao contra surtos = 8536 / 85
bomba manual de transferencia, bomba manual para tambor, bomba manual de oleo, bomba manual rotativa = 8413 / 8414 8424
engate rapido hidraulico, engate rapido pneumatico = 8481 7307 / 84 73 7412 3917 4009
mangueira hidraulica = 4009 3917 / 40 39 7307 8412
mangueira pneumatica, mangueira de poliuretano, tubo pneumatico = 3917 / 39 40
rebite de aluminio, rebite aluminio, rebite pop aluminio = 7616 / 76 73
furadeira de bancada, furadeira de coluna = 8459 / 84 8467
# — peças de notebook e PC, acessórios (Cap. 84.71, 84.73, 85.07, 85.44)
placa de som, placa de captura, placa controladora = 8473 8471 / 84 8543
gravador de dvd, leitor de dvd, drive de dvd, leitor de cd = 8471 8521 / 8471 8473 8521 8519 8522
bateria notebook, bateria para notebook, bateria de notebook = 8507 / 85
bateria cmos = 8506 / 85
dobradica notebook, dobradica de notebook, dobradica para notebook, carcaca notebook, carcaca de notebook = 8473 / 84 8302 3926
cooler notebook, cooler para notebook, cooler gamer, cooler de gabinete = 8414 8473 / 84 8501 8543
conversor usb serial, conversor usb = 8471 8544 8543 / 85 84
adaptador usb, adaptador hdmi, adaptador vga, adaptador displayport, adaptador otg = / 85 8471 8473
pente de memoria, pente memoria = 8473 / 84 8542 8523
suporte monitor, suporte para monitor, suporte de monitor, braco articulado monitor, braco para monitor = 7326 8302 9403 / 83 73 7616 3926 94 8473
mesa digitalizadora = 8471 / 84
caneta touch, caneta stylus, caneta para tablet = / 8471 8473 8543 9608 3926
maquininha de cartao, maquina de cartao, terminal pos = / 8470 8471 8472 8473 8517 8543
display de preco, etiquetadora = / 3926 4821 4911 8443 8472 8471 8531 8528 9405 9611
sensor de abertura, sensor de porta, sensor magnetico de porta, sensor de janela = 8531 8536 / 85 9031
hub inteligente = 8517 8543 / 85
espelho ponto, espelho keystone, espelho de rede = 3925 8538 8536 / 3925 3926 8536 8538
idr = 8536 / 85
variador de velocidade = 8504 8483 / 8504 8483 8501
automatico de boia = 8536 9026 / 85 90
bomba de calor = 8418 8415 / 84
# — instrumentos de eletricista e bancada de eletrônica (Cap. 82, 85.15, 90)
alicate wattimetro, alicate watimetro, alicate terrometro, alicate megometro = 9030 / 90
medidor de terra, sequencimetro, sequencimetro de fase, medidor de sequencia de fase = 9030 / 90
densimetro = 9025 / 90
medidor de umidade = 9025 9027 / 90
medidor de cloro = 9027 3822 / 90 38
pulseira antiestatica = 8544 3926 / 85 39 6307
manta antiestatica, tapete antiestatico = 3921 3926 4008 / 39 40 8547
malha de dessoldar, malha para dessoldar, malha dessoldadora = 7413 8311 / 74 83 8515
suporte para ferro de solda, ponta de ferro de solda, ponta para ferro de solda, bico de ferro de solda, resistencia de ferro de solda = 8515 / 85 8205 7326
micro retifica, microretifica = 8467 / 84
# — abreviações de ERP da família (the tokenizer expands BOMB to "bombom", MAQ to "maquiagem", MASC to "masculino",
#   and reads CONT as the glass-bead line and NO BREAK as "break": the two-word forms below win over those readings)
bomb centrifuga, bomb centrif, bomb submersa, bomb dagua, bomb periferica, bomb vacuo, bomb hidraulica = 8413 8414 / 84
maq solda, maq de solda, maq solda mig, maq solda inversora, maq solda tig = 8515 / 85 8468
masc pff2, masc pff, masc descartavel = 9020 6307 / 90 63 3926 4015
masc solda, masc de solda = 9004 6506 / 90 65 3926 8515
cap elet, cap eletrolitico, cap ceramico, cap poliester, cap partida = 8532 / 85
transf = 8504 / 85
valv = 8481 / 8413 8414 8412 8424 8479 8708 8714 8409
conex = / 3917 7307 7412 8481 73 74 76 40
conec = 8536 / 85 3917 3925 73 74 87 90
term olhal, term tubular, term pino, term forquilha, term ilhos = 8536 / 85
lum led, lum emergencia, refl led = 9405 / 94 8539
mot trifasico, mot monofasico, mot eletrico = 8501 / 85 8413 8414 8479 8483 8467 8708 8714
inv freq, inv frequencia = 8504 / 85
fonte chav, fonte chaveada colmeia = 8504 / 85
cabo flex, fio flex = 8544 / 85
cam ip, cam dome, cam bullet, camera seg = 8525 / 85
rot wifi, rot wireless = 8517 / 85
impr term, impr termica, impr laser, impr multifuncional, impr jato de tinta = 8443 / 84
estab, break = 8504 9032 / 8504 9032 8537
retent = 4016 8484 / 40 84 8708 8714 7318 7326
abrac = 7326 3926 / 73 83 76 74 40
abrac nylon, abrac plastica = 3926 / 73
luva vaq = 4203 / 42 40 61 62 63 3926
oculos seg = 9004 / 90
capac seg, capacete seg = 6506 / 65
prot auric, prot auricular = 3926 4016 9021 / 40 90
disco desb = 6804 / 68 82
esmer, esmer ang = 8467 8460 / 84 68
furad = 8467 8459 / 84
alic amper, alicate amper = 9030 / 90
chv seletora, chv gangorra, chv boia, chv faca, chv fim de curso, chv liga desliga = 8536 / 85 9026
# — mais componentes, módulos e sensores (Cap. 85, 90)
supercapacitor = 8532 / 85
chave temporizadora = 9107 8536 / 91 85
base rele, base para rele, soquete rele, soquete para rele, base para rele fotoeletrico, fotocontrolador = 8536 8538 / 85
modulo bluetooth, modulo wifi, modulo rf, modulo gsm = 8517 8542 / 85 8473
modulo gps = 8526 / 85 8473
sensor de gas, sensor de fumaca = 9027 8531 / 90 85
sensor de chuva = / 90 85 8708
sensor de umidade, sensor de umidade do solo = 9025 9027 / 90 85
matriz de led = 8541 8531 / 85 9405
# — iluminação e infraestrutura elétrica (Cap. 73, 85, 94)
neon flex, mangueira luminosa, mangueira de led = 9405 / 94 8539 3926
lampada de emergencia = 9405 8513 / 94 85
globo para luminaria, difusor para luminaria, refletor para luminaria = 9405 / 94 7020 7013 3926 7616
ignitor, ignitor para lampada = 8504 8543 / 85
leito para cabos, leito de cabos, leito para cabo = 7308 7326 / 72 73 76 39 8538 8547
suporte para perfilado, suporte perfilado = 7326 7308 / 73 76
alicate hidraulico, alicate de compressao = 8203 8205 8462 / 82 8462 8466 8467 8479 8425
# — telefonia e áudio profissional (Cap. 85.17, 85.18, 85.43)
ferramenta de insercao, insersora, bloco de engate, bloco bli, bloco krone = 8205 8536 / 82 85
dg telefonico, distribuidor geral telefonico = 8538 8536 / 85 73
cabo ci, cabo rgc, fio drop, fio telefonico, multicabo = 8544 / 85
protetor de linha telefonica, protetor de linha = 8536 / 85
identificador de chamadas, bina = 8517 8543 / 85
radio ht = 8517 8525 / 85
modulador rf, modulador = 8543 8525 / 85
chave hdmi = / 85 8471
driver de corneta, corneta de som, corneta para driver = 8518 / 85
crossover, divisor de frequencia, equalizador, direct box = 8543 8518 / 85
# — movimentação de carga, contenção e consumíveis de manutenção (Cap. 32–35, 39, 56, 63, 73)
manilha reta, manilha curva, manilha de carga, manilha de icamento, manilha galvanizada, manilha lira = 7326 7315 / 73
laco de cabo de aco, eslinga, eslinga de corrente, estropo, estropo de cabo de aco = 7312 7315 6307 / 73 63 56
catraca de carga, catraca com cinta = 6307 / 56 58 63 7326 8425
roda de poliuretano, roda pu, roda de borracha macica = 8302 8716 8431 / 4016 3926 8716 8708 8431 8302 8483 8714
bandeja de contencao, bacia de contencao = 3926 7326 7310 / 39 73
manta absorvente, absorvente industrial, absorvente de oleo, barreira absorvente, emergencia ambiental, kit de emergencia ambiental = / 56 59 63 39 38 48 25 53
coletor de oleo = 7310 3926 / 73 39 84
spray antirespingo, antirespingo, anti respingo = 3403 3824 / 34 38
spray galvanizacao a frio, galvanizacao a frio, galvanizador a frio, galvanizante a frio = 3208 3210 3824 / 32 38
fita silver tape, silver tape = 3919 5906 / 39 59 56
fita de aluminio, fita aluminizada = 7607 3919 / 76 39
fita kapton, fita de demarcacao, fita demarcacao, fita demarcatoria = 3919 / 39 48
veda tudo = 3214 3506 3909 / 32 35 39 38
pasta lava maos, pasta para limpeza de maos, creme lava maos, limpador de maos = 3401 3402 / 34 33
trapo, trapos = 6310 / 63 52 55 56
bobina papel, bobina de papel = / 48
# — bancada de eletrônica, baterias de lítio, acessórios (Cap. 75, 76, 85, 90)
suporte pilha, suporte para pilha, suporte de pilha, porta pilha = 8536 3926 8538 / 85 39
driver motor, driver de motor, driver de passo, driver motor de passo, bms = / 85 8473
modulo carregador = 8504 / 85
celula = / 85 90 33 30
celula de carga = 9031 / 90 8543
fita de niquel, fita niquel = 7506 / 75
fio de silicone, cabo de silicone = / 85 39 54 56
ponta de prova, pontas de prova = 9030 8544 / 90 85
dissipador de calor, dissipador = / 76 74 84 85
ar comprimido spray, spray de ar comprimido, ar comprimido em lata = / 29 38 27 34
capa para notebook, capa notebook, capa de notebook = 4202 / 42 39 63
fechadura eletromagnetica = 8505 8301 / 85 83
botao de saida = 8536 / 85
caixa hermetica = / 39 85 73 76
sensor de barreira, barreira infravermelho, barreira ativa, barreira infravermelha = 8531 / 85 9031
teclado para alarme, teclado de alarme = 8531 8471 / 85 84
# — hidráulica industrial, EPI, laboratório (Cap. 28, 38, 62, 73, 84, 90)
reparo cilindro, reparo de cilindro = 4016 8412 8484 / 40 84 39 87
hidraulico = / 84 40 73 39
acumulador hidraulico = 8412 8479 7311 / 84 73
motor hidraulico, comando hidraulico = 8412 8481 / 84
flange = 7307 / 73 74 76 39 40 84
macacao descartavel, macacao de protecao, macacao tyvek, macacao de seguranca = 6210 6211 / 61 62 63 39 40
forno mufla, mufla = 8514 8417 / 84 85
agitador mecanico = 8479 / 84 85
banho ultrassom, banho ultrassonico, lavadora ultrassonica, cuba ultrassonica = 8479 / 84 85 9018
balanca de umidade, determinador de umidade = 9027 8423 / 90 84
viscosimetro, turbidimetro, medidor multiparametro, oxigenometro, oximetro de bancada = 9027 / 90
dispensador de liquidos, dispensador para frasco = 8413 9027 / 84 90 39 70
solucao tampao = 3822 / 38 28
acido cloridrico = 2806 / 28 38
acido sulfurico = 2807 / 28 38
hidroxido de sodio = 2815 / 28 38
benzina = 2710 / 27 38 29
# — painel, automação e medição: mais formas (Cap. 84, 85, 90)
fonte = / 85 84 39 68 69 70 73 74 76 83 94 95 96
sensor pir, sensor de movimento = 8531 8536 / 85 9031
sensor crepuscular = 8536 8541 / 85 9031
controlador de nivel = 9032 8536 / 90 85
controlador pid, controlador de processo, controlador universal = 9032 / 90 8537
contador digital, contador de pulsos, horimetro = 9029 / 90 85
multimedidor, multimedidor de grandezas, transdutor de corrente = 9030 9028 / 90 8504
cabo de alarme, cabo de instrumentacao, cabo multipolar = 8544 / 85
cabo de aluminio = 8544 7614 / 85 76
painel cego, tampa cega = 8538 3926 7326 / 85 39 73
placa de montagem = / 85 73 76 39 83 94
filtro para ventilador, filtro de ventilador = 8421 8414 5911 / 84 59 56 39
# — escritório técnico, redes ópticas e CFTV: mais espécies (Cap. 73, 84.43, 84.71–84.72, 85.17, 85.25, 85.31, 90.02)
tela interativa, lousa digital, painel interativo = 8528 8471 / 85 84
totem de autoatendimento, totem autoatendimento = 8471 8472 / 84 85 94
plotter = 8443 / 84
fragmentadora de papel, fragmentadora = 8472 / 84
encadernadora, plastificadora = / 84 85
storage = 8471 / 84 85
firewall = 8517 8471 / 85 84
capa para conector = 3926 / 39 40 85
cabo pigtail, pigtail = 8544 / 85
olt, olt gpon, sfp gpon = 8517 / 85
adaptador optico = 8536 9013 / 85 90
emenda optica, bandeja de emenda = 8536 8538 3926 / 85 39 73 76 90
alca preformada = 7326 7312 7614 / 73 76
plaqueta de identificacao = 3926 8310 / 39 83 76 73 49 48
fita de aco, fita de aco inox, fita inox, fecho para fita de aco = 7326 7220 7212 / 72 73 90
suporte bap, abracadeira bap = 7326 / 73 76
lente varifocal, lente para camera = 9002 / 90 85
suporte para camera = / 73 39 76 85 90 96
gravador digital = 8521 8519 / 85 84
video balun, balun = / 85
conversor hdcvi = 8543 8528 / 85
central de cerca, central de choque = 8543 / 85
haste de cerca = 7326 3926 / 73 39 76 85
placa de advertencia = / 39 83 49 73 76 48 94
central de incendio = 8531 8537 / 85
detector de temperatura = 8531 9025 / 85 90
luz de obstrucao, sinalizador de obstrucao = 9405 8530 8531 / 94 85
sinalizador rotativo, sinalizador audiovisual, sinalizador sonoro = 8531 8512 / 85 94
bandeja para rack = 7326 9403 8538 / 73 76 94 85 39
# — transmissão, pneumática, solda e EPI: mais formas (Cap. 39, 56, 63, 65, 84, 85, 90)
castanha para fuso, castanha de fuso, castanha trapezoidal, castanha de bronze = 8483 / 84 7419 7318 3926
eixo retificado, eixo de transmissao, eixo temperado = 8483 7215 7228 / 84 72 73
cilindro compacto, cilindro pneumatico compacto, garra pneumatica = 8412 8479 / 84
gerador de vacuo, ejetor de vacuo = 8414 8481 / 84
bloco manifold, manifold = 8481 8412 / 84 73 76 9026 8708
silenciador = / 84 87 73 76 39
regulador de vazao, dreno automatico = 8481 / 84
filtro coalescente, elemento coalescente = 8421 / 84
equilibrador de ferramentas, balancim = 8425 8479 / 84 73
bocal ceramico, bocal de solda, difusor de gas = 8515 6909 / 85 69 84
lente escura = 9004 7020 9001 / 90 70
biombo de solda, cortina de solda = 3926 6307 / 39 63 59 73 94
manta antichama, manta de solda = 5903 6307 7019 6812 / 59 63 70 68 56
filtro quimico, filtro para respirador, cartucho para respirador, filtro para mascara = 9020 8421 / 90 8421
linha de vida = 5607 7312 6307 / 56 73 63
jugular, jugular para capacete = 6507 / 65 63 39
barreira plastica, suporte para corrente = 3926 7326 / 39 73
# — iluminação e distribuição de energia: mais formas (Cap. 85.36–85.39, 94.05)
trilho eletrificado = 8544 8538 9405 / 85 94 76
holofote, holofote led, refletor holofote = 9405 / 94 8539 85
starter, starter para lampada = 8536 8504 / 85
balizador = / 94 85 73 39 68
driver para fita led, driver fita led = 8504 / 85
controlador rgb, controladora rgb = 8543 8537 8504 / 85
grampo de aterramento, conector para haste = 8536 7326 7419 / 85 73 74
quadro de luz = 8537 8538 / 85 39 73 94
chave geral, chave blindada = 8536 8537 / 85
tampa diazed, anel de ajuste diazed, base diazed, base nh, punho nh, punho saca fusivel = 8536 8538 / 85 82
luva de emenda de compressao = 8536 7412 7616 / 85 74 76
# — informática de varejo: mais formas (Cap. 39, 84.14, 84.43, 84.73, 85.17, 85.43, 85.44)
cartucho colorido, cartucho de tinta colorido = 8443 3215 / 84 32
cabo de video = 8544 / 85
conversor vga, conversor vga hdmi, conversor hdmi vga, conversor hdmi = 8543 8471 / 85 84
gabinete mid tower, gabinete micro atx, gabinete atx = 8473 / 8471 8504
fan rgb, fan para gabinete, fan de gabinete = 8414 8473 / 8414 8473
protetor eletronico, protetor de tensao = 8536 9032 / 85 90
extensor de sinal = 8517 8543 / 85
capinha silicone, capinha de silicone = 3926 4016 / 39 40 42 63
`;
