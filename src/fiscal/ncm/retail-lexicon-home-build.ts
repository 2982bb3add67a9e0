/**
 * Retail vocabulary, fifth round: household appliances, furniture and bedding, home decor, bed/bath/table textiles,
 * garments and footwear by ERP style, bags, construction materials and electrical installation — only the kinds the
 * earlier files left unrecognised ("produto não reconhecido") on labelled-products-dev-home-build.tsv, and longer forms
 * of their words where the shorter one reads another product (the first longest match wins, so a name here never
 * overrides an earlier one of the same length). Same format and rules as retail-lexicon.ts (`names = predicted
 * headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading texts); never
 * fitted to a held-out set (ADR 010).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "VIDRO" is dropped as packaging noise, so "vidro temperado", "vidro laminado", "vidro comum", "bloco de vidro" and
 *    "lã de vidro" would be read as "temperado" (FRANGO TEMPERADO), "laminado" (aço laminado, piso laminado), "comum",
 *    "bloco" and "lã". The ERP reading now keeps "vidro" in these forms (erp-vocabulary.ts): they are listed.
 *  - "MULE" stems like "mula" (a mule, 01.01): only "mule feminino/fem/de couro". "BOCAL E27": the lamp base is dropped,
 *    "bocal" alone is also a mouthpiece or a torch nozzle (durables file): only "bocal de porcelana", "bocal para
 *    lâmpada"… "PANIFICADORA" alone is also a bakery: only "panificadora elétrica/automática", "máquina de pão".
 *  - "DR" alone (doutor, a 2-letter code) is not listed; "dispositivo DR", "interruptor DR", "disjuntor DR" are.
 *  - "COOKTOP" is electric in the base file (8516): "cooktop a gás" is a gas hob (73.21). "TELHA" in the base file
 *    lists no 72: "telha galvalume/galvanizada/metálica/de aço" are flat-rolled steel (72.10) or structures (73.08).
 *  - "PAINEL SOLAR" is the photovoltaic module (85.41) but also a solar water-heating collector (84.19): both listed.
 *  - "LAMPADA" and "LUMINARIA" in the earlier files list Chapters 94 and 70 (lamp in a piece of furniture, glass
 *    shades): their commonest retail forms (lâmpada bulbo/tubular, luminária de sobrepor/embutir) are listed
 *    here with the lamp (85.39) and the luminaire (94.05) only, so a bulb written as a bed (94.03) is caught.
 *  - "CAMISA POLO" in the base file also lists 63 (first line wins): the gendered ERP forms ("camisa polo masc/fem")
 *    list the garment chapters only. A top is outerwear (61.09, 61.06, 62.06), not an undergarment of 62.08.
 *  - "LUSTRE" stems like "lustra" (LUSTRA MÓVEIS, a polish): only "lustre de cristal/pendente/de teto/led".
 *    "TOP" alone (top coat, tampo) and "TACO" alone (a cue, the food) are two-word forms; "PASTILHA DE VIDRO" read as
 *    "pastilha" (brake pads) once "vidro" was dropped: only "pastilha cerâmica" (glass mosaic: sweep-b file). "SALTO ALTO" is a shoe, "salto" alone
 *    is not listed.
 *  - Earlier lines that list other chapters for a non-electric or non-textile sense (purificador de água: ceramic
 *    filters in 69; bebedouro: a pet bowl in 39/69/70) get their electric forms here with 84.18/85.16 only:
 *    "purificador de água refrigerado", "bebedouro de coluna". "JOGO DE" is dropped by the tokenizer, so "jogo de cama
 *    casal/solteiro" would read as the bed (94.03): not listed.
 *  - "TABUA" has its kitchen forms in the base file (tábua de corte, de frios, de passar): only "tábua de pinus/de
 *    madeira/de eucalipto" here (sawn wood, 44.07); "DECK" alone is also a skateboard deck: only "deck de madeira".
 */
export const HOME_BUILD_LEXICON = `
# — eletrodomésticos
cooktop a gas, cooktop gas = 7321 / 8516
cortador de cabelo, maquina de cortar cabelo, maquina de corte de cabelo = 8510 /
purificador de agua refrigerado, purificador refrigerado, purificador de agua eletrico, purificador eletrico = 8418 8421 / 8516
bebedouro de coluna, bebedouro de garrafao, bebedouro refrigerado, bebedouro eletrico, bebedouro industrial = 8418 8516 / 8419 8479
panificadora eletrica, panificadora automatica, maquina de pao, maquina de fazer pao = 8516 / 8509 8419
# — móveis e colchões
base box, base para cama box, base cama box = 9404 9403 / 94
bicama = 9403 / 94
pillow top = 9404 / 94
protetor de sofa, capa protetora de sofa = 6304 / 63 3926
# — decoração e iluminação decorativa
lustre de cristal, lustre pendente, lustre para sala, lustre led, lustre de teto = 9405 / 8539
cupula para abajur, cupula de abajur, cupula abajur = 9405 / 6307 4823 3926 7020
# — vestuário e calçado
conjunto moletom = 6112 6104 6103 6111 / 61 62
top feminino, top fem, top cropped, top faixa = 6109 6106 6114 6212 / 61 6206
camisa polo masculina, camisa polo masc, camisa polo feminina, camisa polo fem = 6105 6106 6205 6206 / 61 62
tricot feminino, tricot fem, tricot masculino, tricot masc = 6110 / 61
dockside, salto alto = 6402 6403 6404 6405 / 64
mule feminino, mule feminina, mule fem, mule de couro, anabela, sandalia anabela, peep toe = 6402 6403 6404 6405 / 64
# — bolsas
bolsa tote, tote bag, bolsa shopper, bolsa saco, bolsa bau, porta niqueis = 4202 / 42 4602 6305
# — materiais de construção
vidro temperado, vidro laminado = 7007 / 70 7610 7308 3925
vidro comum, vidro float, vidro incolor, vidro fume, vidro refletivo, vidro espelhado, vidro jateado, vidro canelado, vidro aramado, vidro impresso = 7005 7003 7004 7006 / 70
bloco de vidro, tijolo de vidro = 7016 / 70
la de vidro = 7019 / 70 68 56
telha galvalume, telha galvanizada, telha metalica, telha de aco, telha zincada = 7210 7308 / 72 73 76
tabua de pinus, tabua pinus, tabua de madeira, tabua de eucalipto = 4407 / 44
pontalete = 4403 4407 4404 / 44
lambri, lambri de madeira = 4409 / 44 3916 3925 3918
deck de madeira = 4409 4418 / 44
osb, chapa osb, painel osb = 4410 / 44
piso laminado = 4411 4418 / 44 3918
piso vinilico, piso vinil, piso pvc = 3918 / 3921
pedra portuguesa = 6801 6802 / 2516 2517 68
seixo rolado = 2517 / 25 6802
bloco de gesso = 6809 / 68 2520
placa cimenticia = 6811 6810 / 68
pastilha ceramica, ceramica para piso = 6907 / 69
taco de madeira, assoalho = 4409 4418 / 44
coluna pop, coluna armada = 7308 7314 / 72 73
placa eps, placa de eps, chapa eps = 3921 / 3925
cordoalha = 7413 7312 8544 / 72 73 74
ardosia, pedra ardosia = 6803 / 2514 68
concreto usinado, concreto pronto, graute, microconcreto = 3824 / 2523 6810
vedacit = 3824 3214 / 32 38 2715 3506 6807
laje trelicada, laje pre moldada, laje premoldada, vigota trelicada, vigota = 6810 / 68 7308 7217 7314
papel de parede = 4814 / 48 3918 5905
policarbonato alveolar, chapa de policarbonato, telha de policarbonato = 3920 3921 / 3925
# — instalação elétrica e energia solar
painel solar, placa solar = 8541 / 8419 8501
string box = 8537 8536 / 8538
dispositivo dr, interruptor dr, disjuntor dr, interruptor diferencial = 8536 / 8538
microinversor = 8504 /
gerador fotovoltaico = 8541 8502 / 8504
controlador de carga = 8504 9032 8537 /
estrutura para painel solar, estrutura solar, suporte para painel solar, suporte painel solar = 7610 7308 / 73 76
bocal de porcelana, bocal porcelana, bocal para lampada, bocal de lampada, bocal rabicho, bocal com rabicho = 8536 / 8538
quadro de comando = 8537 / 8538 3925 3926 7326
torre de tomadas = 8536 / 8537 8538 8544
base fusivel, base para fusivel, base de fusivel = 8536 / 8538
medidor de energia = 9028 / 9030
espeto de jardim, espeto jardim, espeto led = 9405 / 8539
lampada bulbo, lampada led bulbo, lampada tubular, lampada led tubular, lampada tubular led = 8539 / 9405 8543
luminaria de sobrepor, luminaria sobrepor, luminaria de embutir, luminaria embutir = 9405 / 8539
`;
