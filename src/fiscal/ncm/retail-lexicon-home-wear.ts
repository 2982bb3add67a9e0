/**
 * Retail vocabulary, third round: clothing, footwear, bags, home textiles, furniture, kitchen and tableware, toys, sports, stationery, paper, consumer electronics and appliances.
 * Same format and rules as retail-lexicon.ts (`names = predicted headings / other plausible prefixes`), written from
 * classification knowledge (RGI 1, NESH heading texts); never fitted to a held-out set (ADR 010).
 *
 * Notes on the ERP reading (text-normalize.ts) that shaped some lines:
 *  - "forma" is a stopword, so "FORMA DE BOLO/PIZZA/PUDIM" reads as the food: the bakeware forms are spelled with their material.
 *  - "JOGO DE X" reads as "X" (set rule), but "JG X" and "JOGO X" keep the set word: those forms are listed for home goods.
 *  - "cama" is both the bed (94.03) and, through "JOGO DE CAMA", the bed linen (63.02): both headings are predicted.
 *  - Garments list 63.09 (worn clothing) rather than the whole of Chapter 63, and no Chapter 95 (only "fantasia" is
 *    a costume of 95.05), so a tent or a toy code on a garment is still seen.
 *  - Words of several senses are recognised with no predicted heading ("carrinho", "gabinete", "adega", "moedor",
 *    "processador", "centrifuga", "perfurador") or only in two-word forms ("luva", "capa", "bolsa", "painel",
 *    "fonte", "corrente", "cordao", "tripe" ~ "tripa"); "lustre" only with "cristal"/"pendente" ("lustra moveis").
 */
export const HOME_WEAR_LEXICON = `
# — vestuário (3ª rodada)
poncho = 6202 6102 6201 6101 3926 / 61 62 6309 6307 4015
body = 6114 6106 6109 6212 6111 / 61 62 6309 3304 3401
polo = 6105 6106 6205 6206 6109 / 61 62 6309
baby doll, short doll, ceroula = 6107 6108 6207 6208 / 61 62 6309
pashmina = 6214 6117 / 61 62 6309
touca = 6505 / 65 6307 5603 3926 4015 4016 6117 6217 4818
terno, paleto = 6203 6204 6103 6104 / 61 62 6309
colete = 6201 6202 6211 6101 6102 6110 / 61 62 6307 6309 4203 4303 3926 4015 9020 9021 6506
parka, sobretudo, capote, anoraque, corta vento = 6201 6202 6101 6102 / 61 62 6309 4203 4303 3926 4015
bata, tunica, bata feminina, chemise = 6106 6206 6104 6204 6114 6211 / 61 62 6309
calcao = 6103 6104 6203 6204 6112 6211 / 61 62 6309
calca moletom, jogger, calca jogger = 6103 6104 6203 6204 / 61 62 6309
suspensorio = 6212 / 62 6117 6307 4203 4205 3926 9606
jaleco, avental = 6211 6114 6210 6307 / 61 62 63 3926 4015 4203 4205 5603
fantasia infantil, fantasia adulto, fantasia = 9505 6104 6204 6211 6114 6111 6209 / 95 61 62 6307 6505 3926 6704
bandana = 6505 6504 6214 6117 / 65 61 62 6307
luva de la, luva de inverno, luva tricot, luva de malha, luva termica, luva de forno, luva de cozinha = 6116 6216 / 61 62 6307 4203 4303 3924 3926 4015
luva de goleiro, luva de ciclismo, luva de academia, luva de musculacao = 9506 4203 6116 6216 / 95 42 61 62 6307 3926 4015
touca de natacao = 6506 6505 / 65 3926 4015 6117 6307
# — calçados (3ª rodada)
babuche, crocs, clog, slip on, slide, espadrille, rasteirinha = 6402 6403 6404 6405 / 64 9506 9021
palmilha = 6406 / 64 9021 3926 4016 5603 5911
cadarco = 6307 5808 5609 / 63 58 56 54 55 52 6406
# — bolsas e artigos de viagem (3ª rodada)
clutch, bolsa infantil, bolsa masculina, bolsa de academia, bolsa esportiva = 4202 / 42 6305 6307 4602 5608 7117
capa de violao, capa de guitarra = 4202 / 42 6307 9209
mala, maleta, frasqueira, bolsa maternidade, pasta executiva, porta documentos, porta moedas, porta joias = 4202 / 42 6305 6307 4602 9605 4420 8306 7113 7117 9003 9004 8205 8206
estojo para oculos = 4202 / 42 3926
bolsa termica = 4202 3923 3924 / 42 3926 6307 9617 3824 4014 9019 3005 5603
bolsa transversal, bolsa de mao, bolsa de ombro, bolsa carteiro, bolsa de praia, bolsa sacola, bolsa de viagem, ecobag, bolsa ecologica = 4202 / 42 6305 6307 4602 5608
# — cama, mesa e banho (3ª rodada)
protetor de berco = 6302 6304 9404 / 63 94
varao, varao de cortina = 8302 7306 7610 3925 3926 / 83 73 76 4417 4421 9403
cueiro = 6111 6209 6302 / 61 62 63
cama = 9403 6302 / 94 63 9503 4421 73 76 4016
jg cama, jogo cama, jg lencol, jogo lencol, saia cama = 6302 6304 / 63 9404
toalha, jg toalha, jogo toalha, jg banho, jogo banho = 6302 / 63 4818 5603 3924 3307 3401 6111 6217
jg americano, jogo americano, lugar americano = 3924 6302 6304 4602 / 63 46 4419 4421 4823 4016 7013 6912
trilho de mesa, caminho de mesa = 6302 6304 / 63 3924 4602 5804 5810
capa de almofada, capa de sofa, capa de edredom, capa de colchao, protetor de colchao = 6304 6302 / 63 9404 3924 3926 4016 5603
manta microfibra, manta soft, manta fleece, manta tricot, manta casal, manta solteiro, manta bebe, manta infantil = 6301 / 63 9404 6111 6209
mosquiteiro = 6304 / 63 5608 3926 7314
saco de dormir = 9404 / 94 6306 6307
almofada para carimbo = 9612 / 96 4016
# — móveis (3ª rodada)
pufe, nicho = 9403 9401 9404 / 94 44 3925 3926 73 76 6304 6307
biombo = 9403 4421 / 94 44 7308 4602
espreguicadeira = 9401 / 94 4421
ombrelone = 6601 / 66 6306 7326
gazebo, tenda = 6306 / 63 73 76 9406 6601
assento redutor = 3922 9401 / 3924 94 9503
gaveteiro, cristaleira, cabideiro, roupeiro, painel para tv, arquivo de aco, arquivo de madeira, arquivo gaveta, recamier, namoradeira, cercadinho = 9403 9401 / 94 4421 8304 7013 9503
buffet = 9403 9401 / 94 4421 2106
balcao = 9403 / 94 8418 4421 7013
banco de madeira, banco de jardim, banco de praca = 9401 / 94 4421
cadeirinha, cadeirinha para auto, bebe conforto = 9401 / 94 8708 8715 9503
carrinho = / 87 95 94 84 73 39 85
carrinho de bebe = 8715 / 87 9503 9401
carrinho controle remoto = 9503 / 95 8806
carrinho de feira, carrinho de supermercado = 8716 / 87 7326 9403
colchao inflavel = 3926 6306 4016 / 63 40 9404 9506
# — cozinha e mesa (3ª rodada)
sousplat, supla = 3924 7013 6911 6912 4602 7323 / 70 69 46 73 76 4419 4421 4823 6304 6307
refratario = 7013 6911 6912 / 70 69 3924 73 76 6815 3816 2508
pires = 6911 6912 7013 3924 / 69 70 7323 7615 4419 4823
churrasqueira = 7321 8516 7323 / 73 85 6810 6901 6902 6914 7615
coqueteleira = 7323 3924 7013 / 73 70 7615
funil = 3924 7323 3926 / 73 7615 7013
tabua de frios, tabua de pao = 4419 3924 / 44 6911 6912 6914 7013
cinzeiro = 6913 7013 3924 7323 / 69 70 73 7615 8306 4419 4420
jg panela, jogo panela = 7615 7323 / 73 76 6911 6912 7013 3924 7418
wok, cacarola, fervedor, canecao, espagueteira, cafeteira italiana = 7615 7323 / 76 73 6911 6912 7013 3924 7418 8210
bolo aluminio, bolo antiaderente, bolo silicone, pudim aluminio, pudim antiaderente, pizza aluminio, pizza antiaderente = 7615 7323 3924 / 76 73 6911 6912 7013 4016
cafeteira francesa, prensa francesa = 7013 7323 8210 / 70 73 3924 7615 82
taca = 7013 / 70 3924 3926 6911 6912 6913 7323 7418 7615 8306 7114 9506 9505
copo = 7013 3924 / 70 4823 7323 7615 6911 6912 9617 4419 9018 9506
jg copo, jogo copo, jg taca, jogo taca = 7013 / 70 3924 7323 6911 6912
prato = 6911 6912 7013 3924 / 69 70 7323 7615 4419 4823 9206 8708 8714 6802
jg prato, jogo prato, jg jantar, jogo jantar, aparelho de jantar, aparelho de cha, aparelho de cafe, servico de jantar = 6911 6912 7013 3924 / 69 70 7323 7615 4823
bowl, ramekin, petisqueira, porta tempero, porta condimentos, galheteiro, paliteiro, acucareiro, manteigueira, queijeira, boleira, porta frios, porta guardanapo, porta copos, descanso de panela = 6911 6912 7013 3924 7323 4419 / 69 70 73 7615 44 4823 4602 4504 4016 8215 6307
cumbuca = 6912 6911 4419 7013 / 3924 69 70 44 4602 1404
bandeja = 3924 7323 7615 / 3923 3926 73 76 4419 4421 4823 4819 6911 6912 6913 7013 4602 7114 8306 8708 9603
fruteira = 7323 3924 7013 6911 6912 4419 4602 / 73 70 69 44 46 7615 9403
colher = 8215 / 82 3924 4419 7323 7615 9603 6911
jg talher, jogo talher = 8215 8211 / 82 3924 7323
amassador de batata, espremedor de alho, espremedor de limao, espremedor manual, cortador de legumes, fatiador, mandolin, quebra nozes, afiador de facas, afiador = 8205 8210 8214 3924 7323 / 82 73 7615 4419 6804 8509
moedor = / 85 82 84 39 44 73 69 70
moedor de carne, moedor de cafe = 8509 8210 / 85 82 8438
moedor de pimenta, moedor de sal = 8210 3924 4419 / 82 44 7323 6911 6912 7013 8509
marmita = 3924 7323 7615 8516 / 3923 73 76 85 4823 9617 2106 1602 1902 1904
marmita termica = 3924 7323 7615 8516 / 3923 73 76 85 4823 9617
cantil = 7615 7323 3924 9617 / 76 73 3923 96 4202
caixa termica = 3923 3924 9617 / 3926 96 4202 7323 7326 6307
# — eletrodomésticos (3ª rodada)
extrator de suco = 8509 / 85
cervejeira = 8418 / 84
aparador de barba = 8510 / 85 8214
massageador = 9019 8509 8543 / 9018 8516 9506
irrigador oral = 8509 9019 / 9018 9603
maquina de lavar louca, maquina lava louca, lava louca servico, lavadora de louca = 8422 / 84
secadora de roupa = 8451 / 84 9403 4421
centrifuga de roupa = 8421 8450 / 84
centrifuga = / 84 85 90 82 39
coifa, depurador de ar, depurador = 8414 / 84
climatizador = 8479 8415 / 84
bebedouro = 8418 8516 / 8421 3924 3926 6912 6913 7013
adega climatizada = 8418 / 84
adega = / 84 85 94 44 73 39
maquina de costura = 8452 / 84
maquina de cafe, maquina de cafe expresso, maquina de waffle, maquina de pao = 8516 / 85
maquina de gelo = 8418 / 84
multiprocessador = 8509 / 85 8210
processador = / 85 84 82
processador intel, processador amd, processador ryzen, processador core = 8542 / 85
enceradeira = 8509 / 85
ferro a vapor, vaporizador de roupa = 8516 / 85
iogurteira, sorveteira, panquequeira, crepeira, pipoqueira eletrica = 8516 8509 / 85 8419 8438 7323 7615 3924
forno = 8516 7321 / 85 73 6902 6910 6914 6810 7615
fogareiro = 7321 / 73 7615 8516
# — eletrônicos e informática (3ª rodada)
desktop, cpu = 8471 / 84
pulseira inteligente, smartband, smart band, mi band = 8517 / 85 9102 9113
vitrola, toca discos = 8519 / 85
gopro, alexa, echo dot = 8525 8517 8518 / 85
tripe para celular, tripe para camera, tripe fotografico, pau de selfie, bastao de selfie = 9620 / 96 9006 3926
radio comunicador, walkie talkie = 8517 / 85
hub usb = 8471 8517 / 8473 8536 8544
gabinete = / 84 85 94 73 39 44 76
gabinete gamer, gabinete atx, gabinete de computador = 8473 / 84
fonte atx, fonte chaveada, fonte para notebook, fonte de computador, fonte usb, fonte de energia = 8504 / 85
projetor = 8528 / 85 9008 9405
soundbar, home theater, amplificador, caixa amplificada, mesa de som = 8518 8519 8527 8543 / 85 9207 9209
radio, radio portatil, radio relogio = 8527 / 85 9105
camera digital, camera fotografica, camera de acao, filmadora, camera = 8525 / 85 9006 9007 8708 8714 9503 4013
interfone, baba eletronica = 8517 8525 / 85
leitor de cartao, leitor de codigo de barras, scanner, leitor digital, kindle = 8471 / 84 9027 9031
mouse pad, mousepad = 4016 3926 6307 / 40 63 4823 5903 5906
drone = 8806 9503 / 8807 8525
relogio = 9102 9101 9103 9105 8517 / 9104 9106 9113 9114 9025 9026 9028
# — joias e óptica (3ª rodada)
alianca, joia, piercing, anel de ouro, anel folheado, anel solitario, colar de ouro, colar folheado, colar de perolas, corrente de prata, corrente de ouro, corrente folheada, cordao de prata, cordao de ouro, tornozeleira de prata, tornozeleira folheada, pingente = 7113 7117 / 71 3926 7326 8306 9021 9615
oculos = 9004 9003 / 90 4202 9506 9503 8528
oculos de natacao = 9004 / 90 9506
binoculo, luneta, telescopio = 9005 / 90 9503
microscopio = 9011 / 90 9503
# — decoração e iluminação (3ª rodada)
porta vela = 7013 6913 8306 9405 / 70 69 83 94 3924 3926 4420
folhagem artificial = 6702 / 67
papai noel, festao, confete, serpentina = 9505 / 95 4823 4911 3926 61 62 6307 6505 6702
centro de mesa = 6913 7013 3926 4420 8306 / 69 70 3924 44 83 6702 4602
placa decorativa, adesivo de parede, adesivo decorativo = 3926 4420 8310 4911 3919 / 44 83 49 7013 7020 6913 6914 4821 4823
chaveiro = 7117 3926 8306 4205 / 71 83 42 7326 9615
cofrinho = 3926 6913 / 69 9503 4420 7326 8306
vaso, vaso decorativo = 6913 7013 3924 6914 / 69 70 3926 6802 6815 4420 7323 7326 7615 4602 8306 9403 6910
cachepot = 6913 6914 3924 / 69 70 3926 4420 4602 7323 7326 7615 6802 6810
estatueta, escultura, enfeite, adorno, bibelo = 3926 6913 8306 4420 7013 / 69 83 44 70 7116 7117 6802 97 9505
enfeite natalino, enfeite de natal, arvore de natal, guirlanda, presepio, bola de natal, bola natalina = 9505 / 95 9405 3926 6702 7013 7020 4420 6913 8306 0604
pisca pisca, cordao de luz, cordao led, mangueira led, fio de fada, varal de luz = 9405 / 94 9505 8539
abajur, lustre de cristal, lustre pendente, luz de emergencia, lampiao, castical = 9405 / 94 4420 6913 7013 7020 8306 8513 8539
# — brinquedos e jogos (3ª rodada)
bolha de sabao, bolinha de sabao, trenzinho, autorama, casinha de boneca, cozinha infantil, cozinha de brinquedo, bebe reborn, lousa magica = 9503 / 95 3401 3402 9403 9610 4421
tapete de atividades, tapete infantil, tapete eva = 9503 3926 3921 5705 / 95 3918 4016 57 6304 6307 9404
escorregador, balanco, gangorra, cama elastica, pula pula = 9506 9503 / 95 4421 9401 9403
blocos de montar, blocos de encaixe, triciclo, velocipede, motoca, chocalho, fantoche, marionete, ioio, slime, bexiga, pistola de agua, arma de brinquedo, arminha = 9503 / 95 9208 3407 3824 3926 4014 4016 6307 8712
jogo da memoria, jogo uno = 9504 9503 / 95 4911 4823
cubo magico = 9503 9504 / 95
mordedor = 3924 9503 4016 / 3926 95 40 4201 2309 6307 9603
bola = 9506 9503 / 95 4001 7013 5609 3004 3006 4421
# — esporte, pesca e camping (3ª rodada)
mascara de mergulho = 9506 9004 / 95 9020
nadadeira, pe de pato, snorkel, rede de futebol, rede de tenis, rede de basquete, cesta de basquete = 9506 / 95 9020 6401 6402 5608
chumbada, boia de pesca, caixa de pesca = 9507 / 95 7806 3926 4202
hand grip = 9506 / 95
bussola = 9014 / 90 9503
barraca = 6306 / 63 6601 7326 7616 9403 9406 9506
vara de pesca, molinete, carretilha de pesca, anzol, isca artificial = 9507 / 95 7319 7326
linha de pesca = 5404 9507 / 54 95 5607
elastico extensor, elastico de treino, peteca, bambole, roda abdominal, saco de pancada, rede de volei, prancha de surf, prancha de bodyboard, prancha stand up, taco de sinuca, taco de beisebol = 9506 9504 / 95 5604 5607 5608 4203 4202 6307 4421
faixa elastica = 9506 / 95 5604 4016 3005 9021 6307 6212
# — papelaria, livros e papel (3ª rodada)
eva = 3921 3926 / 3918 4016 6406 9503 9506 9403
sacola = 3923 4202 4819 / 42 48 6305 6307 4602 5608
sacola de papel, sacola kraft = 4819 / 48 3923
caderneta = 4820 / 48
bloco de desenho, bloco de papel, bloco de anotacoes, bloco de recados = 4820 4823 / 48 9610
apagador = 9603 9610 / 96 3926 4421
porta lapis = 3926 4420 8304 / 44 83 4823 6913 6914 7013
prancheta = 3926 4420 4820 / 44 48 9610 9017 9403
convite = 4909 4911 4817 / 49 48
pasta sanfonada, pasta polionda, pasta arquivo, pasta com elastico, caixa arquivo, arquivo morto = 3926 4820 4819 / 48 4202 9403
papelao = 4807 4808 4819 / 48
bobina termica = 4811 4809 4823 / 48
ziper = 9607 / 96
velcro = 5806 / 58 9606 9607
alfinete, agulha de croche, agulha de trico = 7319 / 73 3926 7117 4421
resma = 4802 / 48
papel kraft, papel crepom, papel de presente, papel vegetal, papel contact, papel adesivo, papel celofane = 4804 4808 4802 4806 4823 4811 / 48 3919 3920 3921
marcador, pincel atomico, pincel marcador = 9608 / 96 3926 3215 4821 4823 9017
perfurador de papel = 8472 / 84 8203 8205 8305
perfurador = / 84 82 83 96 39 85
extrator de grampo = 8305 8472 8205 / 83 84 8203 8214
etiqueta = 4821 3919 / 48 3926 5807 4016 8523 4911 8310 7326
livro, biblia, apostila, dicionario, enciclopedia = 4901 4903 / 49 4820
gibi, revista, jornal = 4902 / 49
calendario = 4910 / 49 4820 3926
mapa, globo terrestre = 4905 / 49 4820 9023 9503
album = 4820 4901 4911 / 48 49 4202 3926
figurinha = 4911 / 49 3919 3926 4821
carimbo = 9611 / 96
saco de papel, caixa de papelao = 4819 / 48 3923
caixa de presente = 4819 4823 3923 3926 4202 / 48 42 4415 4420 4602 7310 7326
aquarela = 3213 / 32 9609 4802 4820
# — instrumentos musicais (3ª rodada)
harmonica = 9205 / 92 9503
berimbau = 9202 9206 / 92
bumbo = 9206 / 92 9503
violao, guitarra, contrabaixo, cavaquinho, ukulele, violino, bandolim, viola caipira = 9202 9207 / 92 9503
teclado musical, piano digital, sintetizador, piano = 9207 9201 / 92 9503
pandeiro, atabaque, cajon, xilofone, tamborim, bateria acustica, bateria musical, prato de bateria = 9206 / 92 9503
bateria eletronica = 9207 / 92
flauta, gaita, saxofone, trompete, clarinete, escaleta, acordeon, sanfona = 9205 / 92 9503
corda para violao, corda de guitarra, encordoamento, palheta para guitarra, palheta violao, baqueta, capotraste = 9209 / 92 4421
# — bebê (3ª rodada)
esterilizador = 8516 8419 / 9018
bomba tira leite, extrator de leite = 9018 8413 8509 / 9019 3924
mamadeira, chupeta, bico de mamadeira = 3924 4014 7013 / 3926 40
banheira infantil, banheira de bebe = 3922 3924 / 7324 6910 9401
trocador = 9404 6307 3924 9403 / 94 63 3926
babador = 6111 6209 3926 6307 / 61 62 63
canguru para bebe, sling = 6307 6211 4202 / 63 62 61 42 5608 7326
`;
