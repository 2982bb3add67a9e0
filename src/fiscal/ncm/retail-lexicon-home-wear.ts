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
poncho = 6202 6102 6201 6101 3926 / 61 62 6309 63 40
body = 6114 6106 6109 6212 6111 / 61 62 6309 33 34
polo = 6105 6106 6205 6206 6109 / 61 62 6309
baby doll, short doll, ceroula = 6107 6108 6207 6208 / 61 62 6309
pashmina = 6214 6117 / 61 62 63
touca = 6505 / 65 63 56 3926 40 61 62 48
terno, paleto = 6203 6204 6103 6104 / 61 62 6309
colete = 6201 6202 6211 6101 6102 6110 / 61 62 63 42 43 3926 40 90 65
parka, sobretudo, capote, anoraque, corta vento = 6201 6202 6101 6102 / 61 62 6309 42 43 3926 40
bata, tunica, bata feminina, chemise = 6106 6206 6104 6204 6114 6211 / 61 62 6309
calcao = 6103 6104 6203 6204 6112 6211 / 61 62 6309
calca moletom, jogger, calca jogger = 6103 6104 6203 6204 / 61 62 6309
suspensorio = 6212 / 61 62 63 42 3926 96
jaleco, avental = 6211 6114 6210 6307 / 61 62 63 3926 40 42 56
fantasia infantil, fantasia adulto, fantasia = 9505 6104 6204 6211 6114 6111 6209 / 95 61 62 63 65 3926 67
bandana = 6505 6504 6214 6117 / 65 61 62 63
luva de la, luva de inverno, luva tricot, luva de malha, luva termica, luva de forno, luva de cozinha = 6116 6216 / 61 62 63 42 43 3924 3926 40
luva de goleiro, luva de ciclismo, luva de academia, luva de musculacao = 9506 4203 6116 6216 / 95 42 61 62 63 3926 40
touca de natacao = 6506 6505 / 65 3926 40 61 63
# — calçados (3ª rodada)
babuche, crocs, clog, slip on, slide, espadrille, rasteirinha = 6402 6403 6404 6405 / 64 9506 9021
palmilha = 6406 / 64 9021 3926 40 56 59
cadarco = 6307 5808 5609 / 63 58 56 54 55 52 64
# — bolsas e artigos de viagem (3ª rodada)
clutch, bolsa infantil, bolsa masculina, bolsa de academia, bolsa esportiva = 4202 / 42 63 46 56 71
capa de violao, capa de guitarra = 4202 / 42 63 92
mala, maleta, frasqueira, bolsa maternidade, pasta executiva, porta documentos, porta moedas, porta joias, estojo para oculos = 4202 / 42 63 46 9605 44 83 71 90 82
bolsa termica = 4202 3923 3924 / 42 3926 63 9617 38 40 90 30 56
bolsa transversal, bolsa de mao, bolsa de ombro, bolsa carteiro, bolsa de praia, bolsa sacola, bolsa de viagem, ecobag, bolsa ecologica = 4202 / 42 63 46 56
# — cama, mesa e banho (3ª rodada)
protetor de berco = 6302 6304 9404 / 63 94
varao, varao de cortina = 8302 7306 7610 3925 3926 / 83 73 76 44 94
cueiro = 6111 6209 6302 / 61 62 63
cama = 9403 6302 / 94 63 95 44 73 76 40
jg cama, jogo cama, jg lencol, jogo lencol, saia cama = 6302 6304 / 63 94
toalha, jg toalha, jogo toalha, jg banho, jogo banho = 6302 / 63 48 56 3924 33 34 61 62
jg americano, jogo americano, lugar americano = 3924 6302 6304 4602 / 63 46 44 48 45 40 70 69
trilho de mesa, caminho de mesa = 6302 6304 / 63 3924 46 58
capa de almofada, capa de sofa, capa de edredom, capa de colchao, protetor de colchao = 6304 6302 / 63 94 3924 3926 40 56
manta microfibra, manta soft, manta fleece, manta tricot, manta casal, manta solteiro, manta bebe, manta infantil = 6301 / 63 94 61 62
mosquiteiro = 6304 / 63 56 3926 73
saco de dormir = 9404 / 94 63
almofada para carimbo = 9612 / 96 40
# — móveis (3ª rodada)
pufe, nicho = 9403 9401 9404 / 94 44 3925 3926 73 76 63
biombo = 9403 4421 / 94 44 73 46
espreguicadeira = 9401 / 94 44
ombrelone = 6601 / 66 63 73
gazebo, tenda = 6306 / 63 73 76 94 66
assento redutor = 3922 9401 / 3924 94 95
gaveteiro, cristaleira, buffet, cabideiro, roupeiro, painel para tv, arquivo de aco, arquivo de madeira, arquivo gaveta, recamier, namoradeira, cercadinho = 9403 9401 / 94 44 83 70 95
balcao = 9403 / 94 8418 44 70
banco de madeira, banco de jardim, banco de praca = 9401 / 94 44
cadeirinha, cadeirinha para auto, bebe conforto = 9401 / 94 87 95
carrinho = / 87 95 94 84 73 39 85
carrinho de bebe = 8715 / 87 95 94
carrinho controle remoto = 9503 / 95 88
carrinho de feira, carrinho de supermercado = 8716 / 87 73 94
colchao inflavel = 3926 6306 4016 / 63 40 94 95
# — cozinha e mesa (3ª rodada)
sousplat, supla = 3924 7013 6911 6912 4602 7323 / 70 69 46 73 76 44 48 63
refratario = 7013 6911 6912 / 70 69 3924 73 76 68 38 25
pires = 6911 6912 7013 3924 / 69 70 73 76 44 48
churrasqueira = 7321 8516 7323 / 73 85 68 69 76
coqueteleira = 7323 3924 7013 / 73 70 76
funil = 3924 7323 3926 / 73 76 70
tabua de frios, tabua de pao = 4419 3924 / 44 69 70
cinzeiro = 6913 7013 3924 7323 / 69 70 73 76 83 44
jg panela, jogo panela = 7615 7323 / 73 76 69 70 3924 74
wok, cacarola, fervedor, canecao, espagueteira, cafeteira italiana = 7615 7323 / 76 73 69 70 3924 74 82
bolo aluminio, bolo antiaderente, bolo silicone, pudim aluminio, pudim antiaderente, pizza aluminio, pizza antiaderente = 7615 7323 3924 / 76 73 69 70 40
cafeteira francesa, prensa francesa = 7013 7323 8210 / 70 73 3924 76 82
taca = 7013 / 70 3924 3926 69 73 74 76 83 71 95 96
copo = 7013 3924 / 70 48 73 76 69 96 90 44
jg copo, jogo copo, jg taca, jogo taca = 7013 / 70 3924 73 69
prato = 6911 6912 7013 3924 / 69 70 73 76 44 48 92 87 68
jg prato, jogo prato, jg jantar, jogo jantar, aparelho de jantar, aparelho de cha, aparelho de cafe, servico de jantar = 6911 6912 7013 3924 / 69 70 73 76 48
bowl, ramekin, petisqueira, porta tempero, porta condimentos, galheteiro, paliteiro, acucareiro, manteigueira, queijeira, boleira, porta frios, porta guardanapo, porta copos, descanso de panela = 6911 6912 7013 3924 7323 4419 / 69 70 73 76 44 48 46 45 40 82 63
cumbuca = 6912 6911 4419 7013 / 3924 69 70 44 46 14
bandeja = 3924 7323 7615 / 3923 3926 73 76 44 48 69 70 46 71 83 87 96
fruteira = 7323 3924 7013 6911 6912 4419 4602 / 73 70 69 44 46 76 94
colher = 8215 / 82 3924 44 73 76 96 69
jg talher, jogo talher = 8215 8211 / 82 3924 73
amassador de batata, espremedor de alho, espremedor de limao, espremedor manual, cortador de legumes, fatiador, mandolin, quebra nozes, afiador de facas, afiador = 8205 8210 8214 3924 7323 / 82 73 76 96 44 68 8509
moedor = / 85 82 84 39 44 73 69 70
moedor de carne, moedor de cafe = 8509 8210 / 85 82 73 8438
moedor de pimenta, moedor de sal = 8210 3924 4419 / 82 44 73 69 70 8509
marmita, marmita termica = 3924 7323 7615 8516 / 3923 73 76 85 48 96
cantil = 7615 7323 3924 9617 / 76 73 3923 96 42
caixa termica = 3923 3924 9617 / 3926 96 42 73 63
# — eletrodomésticos (3ª rodada)
extrator de suco = 8509 / 85
cervejeira = 8418 / 84
aparador de barba = 8510 / 85 82
massageador = 9019 8509 8543 / 90 85 95
irrigador oral = 8509 9019 / 85 90 96
maquina de lavar louca, maquina lava louca, lava louca servico, lavadora de louca = 8422 / 84
secadora de roupa = 8451 / 84 94 44
centrifuga de roupa = 8421 8450 / 84
centrifuga = / 84 85 90 82 39
coifa, depurador de ar, depurador = 8414 / 84
climatizador = 8479 8415 / 84
bebedouro = 8418 8516 / 84 85 3924 3926 69 70
adega climatizada = 8418 / 84
adega = / 84 85 94 44 73 39
maquina de costura = 8452 / 84
maquina de cafe, maquina de cafe expresso, maquina de waffle, maquina de pao = 8516 / 85
maquina de gelo = 8418 / 84
multiprocessador = 8509 / 85 82
processador = / 85 84 82
processador intel, processador amd, processador ryzen, processador core = 8542 / 85
enceradeira = 8509 / 85
ferro a vapor, vaporizador de roupa = 8516 / 85
iogurteira, sorveteira, panquequeira, crepeira, pipoqueira eletrica = 8516 8509 / 85 84 73 76 3924
forno = 8516 7321 / 85 73 69 68 76
fogareiro = 7321 / 73 76 8516
# — eletrônicos e informática (3ª rodada)
desktop, cpu = 8471 / 84
pulseira inteligente, smartband, smart band, mi band = 8517 / 85 91
vitrola, toca discos = 8519 / 85
gopro, alexa, echo dot = 8525 8517 8518 / 85
tripe para celular, tripe para camera, tripe fotografico, pau de selfie, bastao de selfie = 9620 / 96 90 3926
radio comunicador, walkie talkie = 8517 / 85
hub usb = 8471 8517 / 84 85
gabinete = / 84 85 94 73 39 44 76
gabinete gamer, gabinete atx, gabinete de computador = 8473 / 84
fonte atx, fonte chaveada, fonte para notebook, fonte de computador, fonte usb, fonte de energia = 8504 / 85
projetor = 8528 / 85 90 94
soundbar, home theater, amplificador, caixa amplificada, mesa de som = 8518 8519 8527 8543 / 85 92
radio, radio portatil, radio relogio = 8527 / 85 91
camera digital, camera fotografica, camera de acao, filmadora, camera = 8525 / 85 90 87 95
interfone, baba eletronica = 8517 8525 / 85
leitor de cartao, leitor de codigo de barras, scanner, leitor digital, kindle = 8471 / 84 90
mouse pad, mousepad = 4016 3926 6307 / 40 63 48 59
drone = 8806 9503 / 88 95 8525
relogio = 9102 9101 9103 9105 8517 / 91 85 90
# — joias e óptica (3ª rodada)
alianca, joia, piercing, anel de ouro, anel folheado, anel solitario, colar de ouro, colar folheado, colar de perolas, corrente de prata, corrente de ouro, corrente folheada, cordao de prata, cordao de ouro, tornozeleira de prata, tornozeleira folheada, pingente = 7113 7117 / 71 3926 73 83 90 96
oculos = 9004 9003 / 90 42 95 8528
oculos de natacao = 9004 / 90 95
binoculo, luneta, telescopio = 9005 / 90 95
microscopio = 9011 / 90 95
# — decoração e iluminação (3ª rodada)
porta vela = 7013 6913 8306 9405 / 70 69 83 94 3924 3926 44
folhagem artificial = 6702 / 67
papai noel, festao, confete, serpentina = 9505 / 95 48 3926 61 62 63 65 67
centro de mesa = 6913 7013 3926 4420 8306 / 69 70 3924 44 83 67 46
placa decorativa, adesivo de parede, adesivo decorativo = 3926 4420 8310 4911 3919 / 44 83 49 70 69 48
chaveiro = 7117 3926 8306 4205 / 71 83 42 73 96
cofrinho = 3926 6913 / 69 95 44 73 83
vaso, vaso decorativo = 6913 7013 3924 6914 / 69 70 3926 68 44 73 76 46 83 94
cachepot = 6913 6914 3924 / 69 70 3926 44 46 73 76 68
estatueta, escultura, enfeite, adorno, bibelo = 3926 6913 8306 4420 7013 / 69 83 44 70 71 68 97 95
enfeite natalino, enfeite de natal, arvore de natal, guirlanda, presepio, bola de natal, bola natalina = 9505 / 95 94 3926 67 70 44 69 83 06
pisca pisca, cordao de luz, cordao led, mangueira led, fio de fada, varal de luz = 9405 / 94 95 8539
abajur, lustre de cristal, lustre pendente, luz de emergencia, lampiao, castical = 9405 / 94 44 69 70 83 8513 8539
# — brinquedos e jogos (3ª rodada)
bolha de sabao, bolinha de sabao, trenzinho, autorama, casinha de boneca, cozinha infantil, cozinha de brinquedo, bebe reborn, lousa magica = 9503 / 95 34 94 96 44
tapete de atividades, tapete infantil, tapete eva = 9503 3926 3921 5705 / 95 3918 40 57 63 94
escorregador, balanco, gangorra, cama elastica, pula pula = 9506 9503 / 95 44 94
blocos de montar, blocos de encaixe, triciclo, velocipede, motoca, chocalho, fantoche, marionete, ioio, slime, bexiga, pistola de agua, arma de brinquedo, arminha = 9503 / 95 92 34 38 63 87
jogo da memoria, jogo uno = 9504 9503 / 95 49 48
cubo magico = 9503 9504 / 95
mordedor = 3924 9503 4016 / 3926 95 40 42 23 63 96
bola = 9506 9503 / 95 4001 70 56 30 44
# — esporte, pesca e camping (3ª rodada)
nadadeira, pe de pato, snorkel, mascara de mergulho, rede de futebol, rede de tenis, rede de basquete, cesta de basquete = 9506 / 95 90 64 56
chumbada, boia de pesca, caixa de pesca = 9507 / 95 78 3926 42
hand grip = 9506 / 95
bussola = 9014 / 90 95
barraca = 6306 / 63 66 73 76 94 95
vara de pesca, molinete, carretilha de pesca, anzol, isca artificial = 9507 / 95 73
linha de pesca = 5404 9507 / 54 95 56
elastico extensor, elastico de treino, faixa elastica, peteca, bambole, roda abdominal, saco de pancada, rede de volei, prancha de surf, prancha de bodyboard, prancha stand up, taco de sinuca, taco de beisebol = 9506 9504 / 95 56 42 63 44
# — papelaria, livros e papel (3ª rodada)
eva = 3921 3926 / 3918 40 64 95 94
sacola = 3923 4202 4819 / 42 48 63 46 56
sacola de papel, sacola kraft = 4819 / 48 3923
caderneta = 4820 / 48
bloco de desenho, bloco de papel, bloco de anotacoes, bloco de recados = 4820 4823 / 48 96
apagador = 9603 9610 / 96 3926 44
porta lapis = 3926 4420 8304 / 44 83 48 69 70
prancheta = 3926 4420 4820 / 44 48 9610 9017 9403
convite = 4909 4911 4817 / 49 48
pasta sanfonada, pasta polionda, pasta arquivo, pasta com elastico, caixa arquivo, arquivo morto = 3926 4820 4819 / 48 42 96
papelao = 4807 4808 4819 / 48
bobina termica = 4811 4809 4823 / 48
ziper = 9607 / 96
velcro = 5806 / 58 96
alfinete, agulha de croche, agulha de trico = 7319 / 73 3926 71 44
resma = 4802 / 48
papel kraft, papel crepom, papel de presente, papel vegetal, papel contact, papel adesivo, papel celofane = 4804 4808 4802 4806 4823 4811 / 48 3919 3920 3921
marcador, pincel atomico, pincel marcador = 9608 / 96 3926 32 48 49 90
perfurador de papel = 8472 / 84 82 83 96
perfurador = / 84 82 83 96 39 85
extrator de grampo = 8305 8472 8205 / 83 84 82 96
etiqueta = 4821 3919 / 48 3926 58 40 61 62 63 96 49 8523
livro, biblia, apostila, dicionario, enciclopedia = 4901 4903 / 49 48
gibi, revista, jornal = 4902 / 49
calendario = 4910 / 49 48 3926
mapa, globo terrestre = 4905 / 49 48 95 94
album = 4820 4901 4911 / 48 49 42 3926
figurinha = 4911 / 49 3919 3926 48
carimbo = 9611 / 96
saco de papel, caixa de papelao = 4819 / 48 3923
caixa de presente = 4819 4823 3923 3926 4202 / 48 42 44 46 73
aquarela = 3213 / 32 96 48
# — instrumentos musicais (3ª rodada)
harmonica = 9205 / 92 95
berimbau = 9202 9206 / 92
bumbo = 9206 / 92 95
violao, guitarra, contrabaixo, cavaquinho, ukulele, violino, bandolim, viola caipira = 9202 9207 / 92 95
teclado musical, piano digital, sintetizador, piano = 9207 9201 / 92 95
pandeiro, atabaque, cajon, xilofone, tamborim, bateria acustica, bateria musical, prato de bateria = 9206 / 92 95
bateria eletronica = 9207 / 92
flauta, gaita, saxofone, trompete, clarinete, escaleta, acordeon, sanfona = 9205 / 92 95
corda para violao, corda de guitarra, encordoamento, palheta para guitarra, palheta violao, baqueta, capotraste = 9209 / 92 44
# — bebê (3ª rodada)
esterilizador = 8516 8419 / 85 84 90
bomba tira leite, extrator de leite = 9018 8413 8509 / 90 84 85 3924
mamadeira, chupeta, bico de mamadeira = 3924 4014 7013 / 3926 40
banheira infantil, banheira de bebe = 3922 3924 / 73 69 94
trocador = 9404 6307 3924 9403 / 94 63 3926
babador = 6111 6209 3926 6307 / 61 62 63
canguru para bebe, sling = 6307 6211 4202 / 63 62 61 42 56 73
`;
