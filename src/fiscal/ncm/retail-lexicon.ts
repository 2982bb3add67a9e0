import { BUILD_TOOLS_LEXICON } from './retail-lexicon-build-tools';
import { FOOD_CARE_LEXICON } from './retail-lexicon-food-care';
import { HOME_WEAR_LEXICON } from './retail-lexicon-home-wear';
import { MISC_LEXICON } from './retail-lexicon-misc';
import { HARDWARE_SHOP_LEXICON } from './retail-lexicon-hardware-shop';
import { GENERIC_LEXICON } from './retail-lexicon-generic';
import { CONSUMABLES_LEXICON } from './retail-lexicon-consumables';
import { DURABLES_LEXICON } from './retail-lexicon-durables';
import { OFFICE_LEISURE_LEXICON } from './retail-lexicon-office-leisure';
import { HOME_BUILD_LEXICON } from './retail-lexicon-home-build';
import { AUTO_AGRO_LEXICON } from './retail-lexicon-auto-agro';
import { HEALTH_BEAUTY_LEXICON } from './retail-lexicon-health-beauty';
import { TECH_INDUSTRY_LEXICON } from './retail-lexicon-tech-industry';
import { GROCERY_LEXICON } from './retail-lexicon-grocery';
import { FASHION_HOME_LEXICON } from './retail-lexicon-fashion-home';
import { SWEEP_A_LEXICON } from './retail-lexicon-sweep-a';
import { SWEEP_B_LEXICON } from './retail-lexicon-sweep-b';
import { SWEEP_C_LEXICON } from './retail-lexicon-sweep-c';
import { R8_MERCADO_LEXICON } from './retail-lexicon-r8-mercado';
import { R8_FARMACIA_BELEZA_LEXICON } from './retail-lexicon-r8-farmacia-beleza';
import { R8_CONSTRUCAO_ELETRICA_LEXICON } from './retail-lexicon-r8-construcao-eletrica';
import { R8_AUTO_AGRO_LEXICON } from './retail-lexicon-r8-auto-agro';
import { R8_ELETRONICOS_INFORMATICA_LEXICON } from './retail-lexicon-r8-eletronicos-informatica';
import { R8_MODA_CASA_PAPELARIA_LEXICON } from './retail-lexicon-r8-moda-casa-papelaria';
import { R8B_ATACADO_FOODSERVICE_LEXICON } from './retail-lexicon-r8b-atacado-foodservice';
import { R8B_PET_JARDIM_PISCINA_LEXICON } from './retail-lexicon-r8b-pet-jardim-piscina';
import { R8B_INDUSTRIA_MANUTENCAO_LEXICON } from './retail-lexicon-r8b-industria-manutencao';
import { R8B_ESCRITORIO_EMBALAGEM_LEXICON } from './retail-lexicon-r8b-escritorio-embalagem';
import { R8B_SAUDE_HOSPITALAR_LEXICON } from './retail-lexicon-r8b-saude-hospitalar';
import { R8B_ESPORTE_LAZER_OTICA_LEXICON } from './retail-lexicon-r8b-esporte-lazer-otica';
import { R8C_CAMINHOES_MAQUINAS_LEXICON } from './retail-lexicon-r8c-caminhoes-maquinas';
import { R8C_TELECOM_ELETRICA_SOLAR_LEXICON } from './retail-lexicon-r8c-telecom-eletrica-solar';
import { R8C_SALAO_ESTETICA_LEXICON } from './retail-lexicon-r8c-salao-estetica';
import { R8C_ARMARINHO_TECIDOS_LEXICON } from './retail-lexicon-r8c-armarinho-tecidos';
import { R8C_ADEGA_TABACARIA_LEXICON } from './retail-lexicon-r8c-adega-tabacaria-conveniencia';
import { R8C_BEBE_BRINQUEDOS_FESTA_LEXICON } from './retail-lexicon-r8c-bebe-brinquedos-festa';
/**
 * Curated retail vocabulary: the word(s) a product name starts with (its head noun, a colloquial name,
 * an ERP abbreviation or a one-product brand) → where the NCM classifies that product.
 *
 * Each line: `names = predicted headings / other plausible prefixes`.
 *  - names: comma-separated, read through the same ERP tokenizer as product names (accents, plurals,
 *    abbreviations such as "REFRIG", packaging words such as "CX", "PCT", "LT" dropped).
 *  - predicted: the headings (4 digits) where a person would look first; empty when the word has several
 *    senses in retail ("massa", "fita", "disco"): then the plausible list must cover every sense, and only a code
 *    outside all of it is flagged (a container line — pote, frasco, caixa, saco, tampa… — never is: its contents decide).
 *  - plausible: chapters (2 digits) or headings (4 digits) where the product may legitimately be coded
 *    (other materials, presentations, RGI 3 b sets). Written generously: a code here is never flagged.
 *
 * The predicted headings are always plausible; their chapters only when the list names them (a heading names goods,
 * its chapter many other goods: 3924 is a bin, 3920 plastic sheets). Written from general classification knowledge
 * (RGI 1 and the NESH heading texts), not fitted to any register: see docs/decisions/010-ncm-judgment-in-layers.md.
 */
const BASE_LEXICON = `
# — laticínios, ovos, mel (Cap. 04)
leite = 0401 0402 / 04 1901 1806 2106 2202 2309 3004 3304 3305 3501 3502
leite de coco = 2106 2008 / 20 2202 0801
leite de colonia, leite de rosas = 3304 / 33
leite condensado = 0402 / 04 1901 1704 2106
leite em po = 0402 / 04 1901 2106 2309
creme de leite = 0401 / 04 1901 2106 1517
queijo, requeijao, mussarela, mucarela, parmesao = 0406 / 04 1901 1905 2103 2106 1601 1602
manteiga = 0405 / 04 1515 1516 1517 1804 2008 2106 3304
iogurte, yogurte = 0403 / 04 1901 2106 2202
coalhada = 0403 / 04
ovo = 0407 / 04 3502 2106
mel = 0409 / 04 1702 2106 3003 3004 3304 3305 3401
# — carnes, peixes (Cap. 02, 03, 16)
carne, picanha, alcatra, contrafile, patinho, maminha, acem, musculo, costela, cupim, carne seca, charque = 0201 0202 0203 0210 / 02 1601 1602 1603 0504 0506 2104 2106 2309
frango, coxa, sobrecoxa, asa de frango = 0207 / 02 1601 1602 1603 0504 0505 2104 2106 2309
linguica, salsicha, salame, mortadela = 1601 / 16 02
presunto, apresuntado = 1602 0210 / 16 02
bacon, toucinho = 0210 / 02 16 1501
hamburguer = 1602 / 16 02 2106
nuggets, empanado = 1602 / 16 02 1901 1905 2106
peixe, tilapia, pescada, merluza = 0302 0303 0304 / 03 16 2301 2309 0511
salmao = 0302 0304 / 03 16
sardinha, atum = 1604 / 03 16
bacalhau = 0305 / 03 16
camarao = 0306 / 03 16
# — vegetais, frutas, grãos (Cap. 07, 08, 10, 11, 12)
batata = 0701 2004 2005 / 07 20 1105 1108 2106
tomate = 0702 / 07 20 2103 2104 1209
cebola, alho = 0703 / 07 20 0910 2103 2104 2106 1209
cenoura, beterraba = 0706 / 07 20
alface, repolho, couve, brocolis = 0705 0704 / 07 20 1209
feijao, lentilha, grao de bico = 0713 / 07 20 1201 1209 1106 1904 2104 2106
ervilha = 0713 2005 0710 / 07 20
milho verde = 2005 0710 / 07 10 20
batata palha = 2005 / 20 07 1904 1905
milho = 1005 / 07 10 1102 1103 1104 1108 1904 1905 2005 2008 2106 1209 2302 2303 2309
arroz = 1006 / 10 1901 1904 1905 1102 1103 1104 1108 2104 2106 2202
farinha de trigo = 1101 / 11 1901
farinha de mandioca = 1106 / 11 1901 1903
fuba, flocao = 1102 1103 / 11 1901 1904
aveia = 1104 / 11 10 1901 1904 2106
polvilho, fecula = 1108 / 11 1901 1903
banana = 0803 / 08 20 1904 1905 2106
laranja, tangerina, limao = 0805 / 08 20 2202 2106 3301
uva = 0806 / 08 20 2202
maca verde, maca gala, maca fuji = 0808 / 08 20
castanha, nozes, amendoa = 0801 0802 / 08 20 1202 1207 1806 1904 1905 2106
amendoim = 1202 2008 / 12 20 1508 1704 1806 1904 1905 2106
amendoim torrado, amendoim japones = 2008 / 20 12 1704 1806 1904 1905 2106
semente = 1209 / 12 10 07 06 09 2008 2106
# — café, chá, especiarias, açúcar, cacau (Cap. 09, 17, 18)
cafe, cafe torrado, cafe moido, cafe em grao = 0901 / 09 2101 1901 2106 2202
cha = 0902 / 09 1211 1212 2101 2106 2202
pimenta do reino, canela, oregano, cominho = 0904 0906 1211 0910 / 09 1209 2103 2104 2106
acucar = 1701 / 17 2106
sal = 2501 / 25 2103 2104 2106 28 3104 3105 3824 3307
sal mineral = 2309 / 23 2501
adocante = 2106 / 29 1702 3004 3824
chocolate, bombom, kitkat, nutella = 1806 / 18 1704 1905 2106
achocolatado, nescau, toddy = 1806 / 18 1704 1901 1904 1905 2105 2106 2202 0402 0403 0404
bala, pirulito, chiclete, goma de mascar, drops, confeito = 1704 / 17 1806 2106 3004 9306 9503 9505
# — cereais, massas, padaria (Cap. 19)
biscoito, bolacha, cookie, trakinas, oreo = 1905 / 19 2106 2309
wafer = 1905 / 19 1806 2106
pao, torrada, panetone, bolo = 1905 / 19 1101 2106
# Not the rest of 21 (21.05 is ice cream, 21.03 sauces): a cheese bread is a dough, a baked good or a food preparation.
pao de queijo = 1901 1905 2106 / 19
macarrao, espaguete, talharim, lasanha, miojo = 1902 / 19 2104 2106
pizza = 1905 1902 / 19 2106 1602
cereal matinal, granola, sucrilhos = 1904 / 19 10 1104 2008 2106 0813
salgadinho = 1904 2005 / 19 20 2106
# — gorduras, conservas, molhos (Cap. 15, 20, 21)
azeite = 1509 / 15 2103 2106
margarina = 1517 / 15 0405 2106
banha = 1501 / 15 0209
oleo de soja, oleo de girassol, oleo de milho, oleo de canola = 1507 1512 1515 1514 / 15 2106
azeitona = 2005 / 07 20
palmito = 2008 / 20 07
extrato de tomate, molho de tomate, polpa de tomate = 2002 2103 / 20 2104 07
goiabada, geleia, doce de leite = 2007 1901 / 20 1704 2106 0402 0404
molho, ketchup, maionese, mostarda, shoyu = 2103 / 21 2001 2002 2005 0904 0910 2209
tempero, caldo, sazon = 2103 2104 / 21 09 2501 1106 1901 1904 2005
fermento = 2102 / 21 1901 2836 3507 3824
gelatina = 2106 / 21 3503 3004 3824 9602
sorvete, picole = 2105 / 21 1806 0403
suco = 2009 2202 / 20 2106 2201 08
# — bebidas (Cap. 22)
refrigerante, refrig, coca cola, pepsi, fanta, sprite, guarana antarctica, soda limonada = 2202 / 2201
agua mineral, agua com gas, san pellegrino, perrier = 2201 2202 /
energetico, isotonico, red bull, gatorade = 2202 / 2201 2106
cerveja, cerv, chopp, chope, heineken, skol, brahma, budweiser, stella artois, amstel, itaipava = 2203 / 2202 2206
vinho, espumante, champagne = 2204 / 22
whisky, vodka, cachaca, rum, gin, conhaque, licor, aguardente = 2208 / 22
vinagre = 2209 / 22 2103
bebida lactea = 0403 / 04 2202 1901 2106
# — rações (Cap. 23)
racao = 2309 / 23 1206 1207 1209 1214 10
# — minerais, construção (Cap. 25, 27, 32, 38, 68, 69, 72)
cimento = 2523 / 25 3214 3816 3824 6810 6811
argamassa = 3824 3214 / 3816 2520 2522 2523 2517 6806 6810
rejunte = 3824 3214 / 2522 2523 6810 3907
areia = 2505 / 25 38 68 9503
brita, pedra brita = 2517 / 25 68
tijolo, bloco ceramico = 6904 / 69 6810 6815
telha = 6905 6811 / 69 68 3925 3920 3921 73 76 70
vergalhao = 7214 / 72 73
gasolina, querosene, diesel, oleo diesel = 2710 / 27 3811 3826
oleo lubrificante = 2710 / 27 3403 3811 3819
oleo dois tempos, oleo quatro tempos = 2710 / 27 3403 3811 3819
etanol, alcool etilico, alcool, alcool gel = 2207 2208 / 22 3808 3814 3824 2905 2710 3606 3307 3004
tinta acrilica, tinta latex, tinta esmalte = 3209 3208 / 32 3824
verniz = 3208 3209 / 32 3824 3304
thinner, solvente, aguarras = 3814 / 38 2707 2710 29 3208 3209 3210
massa corrida, massa acrilica = 3214 / 32 3824 2520 6809
# — química, higiene, limpeza (Cap. 28, 30, 33, 34, 38)
agua sanitaria, alvejante = 2828 / 28 3808 3402
cloro = 2828 / 28 3808 3824 3402 2933 2501
soda caustica = 2815 / 28 3402 3824
acetona = 2914 / 29 3304 3814
vaselina = 2712 / 27 3304 3305 3003 3004 3403
shampoo, xampu = 3305 / 33 3401 3808
condicionador = 3305 / 33 3401
creme dental, pasta de dente, fio dental, enxaguante bucal, colgate = 3306 / 33 9603 5402 5404
desodorante, antitranspirante, rexona = 3307 / 33
perfume, colonia, deo colonia = 3303 / 33
hidratante, protetor solar, bloqueador solar, batom, rimel, maquiagem, po compacto = 3304 / 33 3401
sabonete = 3401 / 34 3304 3305 3307
sabao em po, sabao liquido, lava roupa, omo = 3402 / 34 3809 3824
detergente, lava louca = 3402 / 34 3808 3809 3824 3307
amaciante = 3809 3402 / 3808 3824
desinfetante, pinho sol = 3808 3402 / 3824 3401 2828 2847 3004 3307
inseticida, herbicida, fungicida, raticida, formicida = 3808 / 38 29 3101 3105
repelente = 3808 3307 3304 / 3004
cera, lustra moveis = 3405 3404 / 34 1521 2712 3304 3307 3824
cola, cola branca, super bonder = 3506 / 35 3214 3824 3905 3906 3907 3909 3910 4005 4006
adubo, fertilizante = 3105 3101 / 31 3824 25 28 0506
# — farmácia (Cap. 30, 90)
dipirona, paracetamol, ibuprofeno, amoxicilina, losartana, omeprazol, nimesulida, diclofenaco, dorflex, buscopan, neosaldina = 3004 / 30 29
antibiotico, analgesico, antialergico, xarope = 3004 / 30 29 2106
curativo, esparadrapo, atadura, band aid = 3005 / 30 3919 4014 4015 4016 4818 4823 5601 5603 5806 6307 9619
vacina = 3002 / 30
seringa = 9018 / 90
termometro = 9025 / 90
preservativo, camisinha = 4014 / 40 3926 3006
absorvente, fralda, fralda descartavel, pampers, huggies = 9619 / 96 4818 5601 5603 6111 6209 6302 6307 3005 3307
papel higienico, papel toalha, guardanapo de papel, lenco de papel = 4818 / 48
cotonete, haste flexivel = 5601 / 56 1404
escova dental, escova de dente = 9603 / 96 8509 8510 3306
aparelho de barbear, barbeador = 8212 / 82 8510
gillette = / 82 85 33
# — eletrônicos, informática, eletrodomésticos (Cap. 84, 85)
smartphone, celular, iphone, telefone celular, telefone = 8517 / 85 4202 4911 9503
roteador, modem, switch de rede = 8517 / 85
notebook, laptop, computador, tablet, ipad, macbook = 8471 / 84 4202 4820 4901 9503
teclado para computador, mouse = 8471 / 84 9207 9504
impressora, multifuncional = 8443 / 84
monitor, televisor, televisao, smart tv = 8528 / 85 9018 9027 9031
fone de ouvido, headset, caixa de som, alto falante = 8518 / 85
carregador, fonte de alimentacao = 8504 / 85
pilha = 8506 / 85
pen drive, cartao de memoria = 8523 / 85 4911
lampada = 8539 / 85 9405
luminaria, refletor, arandela, plafon, pendente = 9405 / 94 8536 8539 8512 8306 4420 7014 7020 7113 7117
ventilador, exaustor, circulador = 8414 / 84
liquidificador, batedeira, mixer, processador de alimentos = 8509 / 85 8210
secador de cabelo, chapinha, prancha alisadora, micro ondas, microondas, forno eletrico, cafeteira, torradeira, sanduicheira, fritadeira, air fryer = 8516 / 85 8210
geladeira, refrigerador, freezer, frigobar = 8418 / 84
fogao = 7321 / 73 8516
chuveiro eletrico = 8516 / 85
disjuntor = 8536 / 85
interruptor, tomada, plugue, pino macho, pino femea = 8536 / 85 3917
reator = 8504 / 85
fio eletrico, fio flexivel, cabo flexivel, cabo eletrico, cabo pp = 8544 / 85
# — ferragens e ferramentas (Cap. 73, 82, 83, 84, 96)
# Zamac is a zinc alloy: its washers and bushings are zinc articles (79.07), as the register's own rows have them.
arruela zamac, arruela de zamac, bucha zamac, bucha de zamac, porca zamac = 7907 / 79 7318
parafuso, porca, arruela, rebite = 7318 / 73 3917 3922 3923 3925 3926 74 76 79 75 4016 4823 8308
prego = 7317 / 73 7415 8305
broca = 8207 / 82 6804
lixa = 6805 / 68 8203 8205 8214 9603 9605 3304
serrote, arco de serra, lamina de serra = 8202 / 82
martelo, marreta, formao, talhadeira = 8205 / 82 4417 4421 8467
alicate = 8203 / 82 9018 9030 8515 8536
chave de fenda, chave philips, chave allen, chave fixa, chave combinada, chave inglesa, chave de boca = 8204 8205 / 82 8467
enxada, pa de bico, cavadeira, ancinho, rastelo, picareta = 8201 / 82 3926 7326
facao, faca = 8211 / 82 3924 8509
tesoura = 8213 / 82 8467
trena = 9017 / 90 82
furadeira, parafusadeira, esmerilhadeira, lixadeira, serra circular, serra tico tico = 8467 / 84
cadeado, fechadura = 8301 / 83 8543
dobradica = 8302 / 83 73 3925 3926 76
trincha, pincel, vassoura, escova = 9603 / 96 8201 8205 3305 3926 4417 8516 8509 8508
# — plástico, borracha, hidráulica (Cap. 39, 40, 84)
pneu = 4011 / 40 8716
camara de ar = 4013 / 40
torneira, registro de gaveta, registro de pressao = 8481 / 84 3922 8516
valvula = 8481 / 84 3917 7307 7324 7325 7326 8708 8714 9018 9021 9033 8540 3922 4016
joelho = 3917 / 3925 73 74 40
luva de pvc, te de pvc = 3917
mangueira = 3917 4009 / 40 5909 73 8307 8424 8708 8714
# — vestuário, calçados, têxteis (Cap. 61–65)
camiseta, regata, t shirt = 6109 / 61 62 6309 9505 3923 3926 4818
camisa, camisa polo = 6105 6205 / 61 62 6309 9505
blusa = 6106 6206 6110 / 61 62 6309 9505
calca, calca jeans = 6203 6204 / 61 62 6309 9505
bermuda, short = 6203 6204 / 61 62 6309 9505
saia, vestido = 6204 6104 / 61 62 6309 9505
cueca, calcinha, sutia, pijama, camisola, lingerie = 6107 6108 6207 6208 6212 / 61 62 6309 9505
meia, meia calca, soquete feminino = 6115 / 61 62 6309 9505
moletom, agasalho, blusao = 6110 6112 / 61 62 6309 9505
jaqueta, casaco, japona = 6201 6202 6101 6102 / 61 62 6309 4203 4303 9505
biquini, sunga, maio = 6112 6211 / 61 62 6309 9505
bone = 6505 / 65 6117 6217 6307
chapeu = 6504 6505 / 65 4602 6307 9505
capacete = 6506 / 65 8708 8714 9503 9505 9506
sapato, tenis, sandalia, chinelo, chuteira, sapatilha, bota, botina, coturno = 6402 6403 6404 6405 6401 / 64 9503 9505
toalha de banho, toalha de rosto = 6302 / 63 4818
lencol, fronha, manta de sofa = 6302 6301 6304 / 63 9404
travesseiro, colchao = 9404 / 94 6304 6306 6307 3926 4016 9503 9506
tapete = 5703 5705 5702 / 57 4016 3918 3924 3926 6304 6307 4601 4602 9506
cortina = 6303 / 63 3924 3925 9405 73
# — casa, cozinha, móveis (Cap. 39, 69, 70, 73, 76, 82, 94)
panela, frigideira, caldeirao, leiteira = 7323 7615 / 73 76 6911 6912 7013 8516 3924 7418
talher, garfo, colher de sopa, faqueiro = 8215 / 82 3924 73
cadeira, poltrona, sofa = 9401 / 94 9503 9506 8713 8715
mesa = 9403 / 94 9504 9506 4420 4421 9017 9018 8543 8517 8471 8418
armario, rack = 9403 / 94 8418 8471 8473 8517 8538 8708 8714 7326 3926
estante, guarda roupa, comoda, criado mudo = 9403 / 94 9503 4420 4421
fosforo = 3605 / 36
isqueiro = 9613 / 96
espelho = 7009 / 70 9403 9405 3924 3925 3926 8536 8538 3304 8306 8708 8714 9002 9013 9018
# — papelaria (Cap. 48, 96)
caderno, agenda, bloco de notas = 4820 / 48 4901 4903 4911 3926
caneta, esferografica, marca texto = 9608 / 96 3215
lapis de cor, lapis grafite, lapiseira = 9609 9608 / 96 3304 3213
envelope = 4817 / 48 3923 3926 4202
grampeador = 8472 / 84 8205 8305
# — brinquedos, esporte (Cap. 95)
boneca, brinquedo, carrinho de brinquedo, quebra cabeca, lego, barbie, hot wheels = 9503 / 95 4903 4820 4823
videogame, playstation, xbox, nintendo, console de jogos = 9504 / 95
bicicleta = 8712 / 87 9503 9506
# — mais varejo (conhecimento geral de classificação; RGI 1 e textos das posições)
agua de colonia = 3303 / 33
esmalte de unha, esmalte risque = 3304 / 33
tintura para cabelo, tintura de cabelo, coloracao, gel fixador, gel de cabelo, pomada modeladora, creme para pentear, mascara capilar = 3305 / 33 3401
lamina de barbear = 8212 / 82 8510
sabao em barra = 3401 / 34
saco de lixo, saco plastico, sacola plastica = 3923 / 4819 6305
esponja de aco, la de aco, bombril = 7323 / 73 3405 6805
vela de ignicao = 8511 / 85 8708 8714
vela decorativa, vela de aniversario, vela aromatica = 3406 / 34
soro fisiologico = 3004 / 30 2827
agulha hipodermica = 9018 / 90
gaze = 3005 / 30 5208 5212 5601 5803 6307
luva de procedimento, luva cirurgica = 4015 / 40 3926
# Nitrile (NBR) and latex are rubber (Chapter 40, Note 4): never a plastic glove of 39.26 (vinyl ones are).
luva de latex, luva nitrilica, luva de nitrilo = 4015 / 40
filtro de oleo, filtro de ar, filtro de combustivel = 8421 / 84 8708 8714 5911 4812 4823 5603
pastilha de freio, lona de freio = 6813 8708 / 8714 8716
amortecedor = 8708 / 8714 8716 4016 9403 8302
bateria automotiva, bateria de carro = 8507 / 85
correia dentada, correia = 4010 / 40 8483 4201 4203 4205 3926 9113
palheta limpador, palheta do limpador = 8512 / 85 8708 4016
radiador = 8708 / 8714 8716 7322
embreagem = 8708 / 8714 8716 8483
escapamento, silencioso = 8708 / 8714 8716
rolamento = 8482 / 84 8708 8714
fluido de freio = 3819 / 38 2710
aditivo radiador, aditivo para radiador = 3820 / 38
bucha de fixacao, bucha nylon = 3926 7318 / 3925 73 4016
trena = 9017 / 90 82
rolo de pintura, rolo de la, rolo de espuma = 9603 / 96
tubo pvc, tubo de pvc, cano pvc = 3917
cano = 3917 / 73 74 76 4009
fita isolante = 3919 / 4005 4008 4016
fita adesiva, durex = 3919 / 4811 4823 4008 4016
fita crepe = 4823 / 48 3919 4008 4016
teclado = 8471 / 84 9207 9504
cartucho de tinta, toner = 8443 / 84 3215 3707 9612
cabo usb, cabo hdmi, cabo de rede = 8544 / 85
ferro de passar = 8516 / 85
ar condicionado = 8415 / 84
maquina de lavar, lavadora de roupa, lava e seca = 8450 / 84
bolsa feminina, bolsa de couro, carteira de couro, mochila, mala de viagem, necessaire = 4202 / 42 6305 6307 9503 9605 5608 6117 6217
cinto de couro, cinto masculino, cinto feminino = 4203 / 42 3926 6117 6217 6307 9606 8308 7117
gas glp, botijao de gas, gas de cozinha = 2711 / 27 7311
borracha escolar = 4016 / 40 3926 9608 9609
apontador = 8214 / 82 3926 9609 8472
regua escolar, regua de plastico = 9017 / 90 3925 3926 4421 4823 7326
papel sulfite, papel oficio = 4802 / 48
bola de futebol, bola de volei, bola de basquete = 9506 / 95
copo descartavel, prato descartavel, talher descartavel = 3924 4823 / 48 4419 7013
copo americano de vidro = 7013 / 70 6911 6912 7323 7615
agua de coco = 2009 2202 / 20 0801
cogumelo, champignon = 2003 0709 0712 / 07 20
amido de milho, maizena = 1108 / 11 1901 3505
mistura para bolo = 1901 / 19 2106 1101 1102 1106
petisco para cachorro, petisco para cao, petisco para gato, osso para cachorro, bifinho = 2309 / 23 1601 1602 0406 0504 0506 0511 41 4205 9503
ureia = 3102 / 31 2924 3824
tela alambrado, tela de arame = 7314 / 73 3926 5608 5804 76
shampoo infantil = 3305 / 33 3401
fita teste glicemia, tira reagente = 3822 / 38 9018 9027 3006
nebulizador, inalador = 9019 / 90
mascara descartavel, mascara cirurgica = 6307 / 63 3926 4818 4823 5603 9020 4016
disco de freio = 8708 / 8714 8716 6813
bomba dagua, bomba de agua, bomba submersa = 8413 / 84
bobina de ignicao = 8511 / 85 8708 8714
retentor = 4016 8484 / 40 8409 8483 8484 8487 8708 8714 7318
terminal de direcao, barra de direcao, pivo de suspensao = 8708 / 8714 8716
mola de suspensao, mola suspensao = 7320 / 73 8708 8714 4016
parachoque, para choque, retrovisor, farol, lanterna traseira = 8708 8512 7009 / 8714 8716 8539 7007 7014 3926 9405
alternador, motor de partida = 8511 / 85 8708 8714
buzina = 8512 / 85 8708 8714 9208
corrente de moto, kit relacao = 7315 8714 / 7326 8708 8716 8483
cola instantanea = 3506 / 35 3214 3824 3906
disco de corte, disco de desbaste = 6804 / 68 8202 8207 8208
# "REBOLO" is a grinding wheel and a samba drum (92.06).
rebolo = 6804 / 68 8202 8207 8208 9206
carrinho de mao = 8716 / 87 73
bloco de concreto, bloco de cimento = 6810 / 68 6901 6904
piso ceramico, revestimento ceramico = 6907 / 69 6802 6806 6810
porcelanato, azulejo = 6907 / 69 6802 6810 3918 4409 4411 4418 7016
caixa dagua, caixa de agua, reservatorio de agua = 3925 6810 / 7309 7310 68
pia de cozinha, pia inox, cuba inox = 7324 / 73 6910 6802 6810 3922 9403 7615
quadro de distribuicao = 8537 3925 / 8536 8538 3926 7326
oculos de sol, oculos escuro, oculos de grau, armacao de oculos = 9004 9003 / 90
guarda chuva, sombrinha = 6601 / 66
filme pvc, filme plastico, papel filme, rolo filme pvc, rolo de filme pvc, rolo papel filme, rolo de papel filme = 3920 / 3919 3921 3923
# A roll is how the foil is sold ("ROLO PAPEL ALUMINIO 30CM"), not a paint roller.
papel aluminio, rolo papel aluminio, rolo de papel aluminio = 7607 / 76
chapa de aco, chapa de ferro, bobina de aco = 7208 7209 7210 7211 / 72 73
barra chata = 7214 7216 7604 / 72 73 76
perfil de aluminio, barra de aluminio = 7604 7214 7216 / 76 72 73
motor eletrico = 8501 / 85 8413 8414 8479 8483 8467 8708 8714
pasta catalogo, pasta plastica, pasta escolar, pasta aba elastico = 3926 4820 / 48 4202
ovo de pascoa = 1806 / 18 1704 9503 9505
jogo de panelas = 7323 7615 / 73 76 6911 6912 7013 3924 7418
jogo de lencol = 6302 / 63 9404
capa de chuva = 3926 6201 / 4015 61 62 6306 6307 5603 5903 5906 5907
garrafa termica = 9617 / 96 7013 7020
massa de modelar = 3407 / 34 9503 3213
prato fundo, prato raso, prato de sobremesa = 6911 6912 7013 / 69 70 3924 7323 7615 4419 4823
copo americano = 7013 / 70 3924
bola de gude = 9503 7018 / 95 70
linha de costura, linha para costura = 5204 5401 / 52 54 55 56
pipoca de microondas, milho de pipoca, milho pipoca = 1005 2008 1904 / 10 19 20 2106
lata de lixo, lixeira = 7323 7324 3924 3926 7310 / 73 76 9403 4421 4602 4819 4823 6912 6913
tecido, tnt = 5208 5407 5512 5603 / 50 51 52 53 54 55 56 58 59 60 3920 3921
tenis de mesa, raquete = 9506 / 95
refrigerante de guarana = 2202 / 2201
queijo ralado = 0406 / 04 1901 2103 2106
farinha de rosca = 1905 1901 / 19 1101 1102
biscoito para cachorro, biscoito para cao = 2309 / 23
racao para peixe, racao para passaro, racao para gato, racao para cachorro = 2309 / 23 1206 1207 1209 1214 10
celular smartphone = 8517 / 85
geleia real = 0410 / 04 2106 3004 3304
cimento cola = 3214 3824 / 3816 3506 2522 2523 6810
# — vocabulário geral adicional (não tirado de nenhum conjunto rotulado)
farinha de milho, farinha de arroz = 1102 / 11 1901 1904
creme de avela = 1806 2007 / 18 20 2106
achocolatado em po = 1806 / 18 1901 2106
leite fermentado = 0403 / 04 2202
requeijao cremoso = 0406 / 04 1901 2106
doce de leite = 1901 0404 / 19 04 1704 2106
biscoito de polvilho, rosquinha = 1905 / 19
cuscuz, flocos de milho = 1904 1103 / 19 11 10
paçoca, pe de moleque = 1704 2008 / 17 20 1806 1904 1905
barra de cereal = 1904 / 19 1704 1806 2106
sopa instantanea, caldo de galinha = 2104 / 21 1901 1902
catchup = 2103 / 21 2002
tempero pronto, alho triturado = 2103 0712 / 21 07 09 2005
pipoca doce = 1904 2008 / 19 20 1704
suco em po, refresco em po = 2106 / 21 2009 2202 1701 1702
agua tonica, club soda = 2202 / 2201
energetico monster = 2202 / 2201 2106
vodka ice, drink pronto, coquetel = 2208 2206 / 22
sidra = 2206 / 22
camarao congelado = 0306 / 03 16
linguica toscana, linguica calabresa = 1601 / 16 02
carne bovina, carne suina, carne moida = 0201 0202 0203 / 02 1601 1602 1603 0504 0506 2104 2106
ovos brancos, ovos vermelhos, ovo de galinha = 0407 / 04
abacaxi, manga, mamao, melancia, melao, morango, goiaba, abacate, kiwi, pera = 0804 0807 0810 0808 / 08 20
cenoura, abobrinha, pepino, pimentao, berinjela, chuchu, mandioca, aipim, inhame = 0706 0707 0709 0714 / 07 20 1106 1108
hortela, salsa, cebolinha, coentro, manjericao = 0709 1211 / 07 09 1209
sabonete liquido = 3401 / 34 3304 3305 3307
condicionador de cabelo, creme de cabelo = 3305 / 33 3401 3402
protetor labial, hidratante labial = 3304 / 33
esmalte para unha = 3304 / 33
tintura capilar = 3305 / 33
talco = 3304 2526 / 3307
lenco umedecido = 3307 3401 5603 / 3304 5601 4818
escova de cabelo, pente = 9603 9615 / 96 8516
algodao hidrofilo = 5601 3005 / 5603 52
aparelho de pressao, medidor de pressao, oximetro = 9018 / 90
teste de gravidez = 3822 3006 / 3002 9018 9027
lente de contato = 9001 / 90 3307
fralda geriatrica = 9619 / 96 4818 5601 5603
cortador de unha, alicate de unha = 8214 8203 / 82
lampada led, lampada fluorescente = 8539 / 85 9405
refletor led, luminaria led = 9405 / 94 8539
caixa de luz, caixa de passagem, condulete = 8538 3925 3926 / 8536 8547 3917 73 76
eletroduto = 3917 7306 / 73 76 8547
fio de cobre = 8544 7408 / 74
campainha = 8531 / 85
sensor de presenca = 8536 9031 / 85 9031
fita led = 9405 8539 / 8541 8543
cola de contato, cola pvc, adesivo plastico para pvc = 3506 / 35 3214 3824 3906 3909 4005 4006
massa plastica = 3214 3506 / 3907 3824
selante, veda calha = 3214 3506 / 3909 3910 3824 4005 4006 4016
impermeabilizante = 3214 3824 3209 3208 3806 / 3210 2713 2714 2715 6807 3906 3909 3910 4005 4008
rejunte flexivel = 3824 3214 / 3816 2522 2523 6810 3907
ralo linear, ralo sifonado, grelha de ralo = 3922 7324 7325 7326 / 3917 3925 3926 73 74 76
sifao = 3922 3917 / 3925 3926 7324 7307 7326 74
chuveiro = 8516 / 85 8481 3922 7418
ducha higienica = 8481 3922 / 8424 3917 3924 73 74
vaso sanitario, bacia sanitaria = 6910 / 69 3922 7324 6810
caixa acoplada = 6910 3922 / 69 7324
tanque de lavar roupa = 6910 3922 6810 / 69 3924 68 7324
porta de madeira, porta de correr = 4418 7308 7610 3925 / 44 73 76 9403 7007 7016
janela = 7610 7308 4418 3925 / 76 73 44 7007 7008 7016
cano de pvc, tubo de esgoto = 3917 / 73 6810 6811
luva de raspa, luva de vaqueta, luva de couro = 4203 / 42 4015 6116 6216 3926
bota de borracha, bota pvc, galocha = 6401 / 64
capacete de seguranca = 6506 / 65
oculos de seguranca, oculos de protecao = 9004 / 90
protetor auricular, abafador de ruido = 3926 4016 9021 / 40
cinto de seguranca = 8708 6307 / 8714 8716 4203 4205 5607 5609 7326 3926
pneu de moto, pneu de bicicleta = 4011 / 40
camara de ar de bicicleta = 4013 / 40
oleo de motor, oleo para motor, oleo motor = 2710 / 27 3403 3811 3819
graxa = 2710 3403 / 2712 3819 3824
aditivo para combustivel = 3811 / 38 2710
lampada automotiva, lampada farol = 8539 / 85 8708 8714 9405
tapete para carro = 4016 5705 5703 3918 3926 / 40 57 8708 6307
limpador de parabrisa = 8512 / 85 8708 4016
cabo de vela = 8544 8511 / 85 8708
junta do cabecote = 8484 / 84 4016 6812 6815 7318 7326 8708 8714
escova de dente eletrica = 8509 8510 / 8507 9603
barbeador eletrico = 8510 / 85 8212
secador = 8516 / 85
ferro eletrico = 8516 / 85
chaleira eletrica = 8516 / 85
cafeteira eletrica = 8516 / 85
panela eletrica, panela de arroz eletrica = 8516 / 85
aspirador de po = 8508 / 85
ventilador de teto = 8414 / 84
purificador de agua, filtro de agua = 8421 6909 / 8418 8419 69 3924
ar condicionado portatil = 8415 / 84
smartwatch, relogio inteligente = 8517 9102 / 9113
relogio de pulso = 9102 9101 / 91 8517
caixa de som bluetooth = 8518 / 85
controle remoto = 8543 8526 / 85
webcam, camera de seguranca = 8525 / 85 9006
hd externo, ssd = 8471 8523 / 8473
memoria ram = 8473 8542 / 8471 8523
placa de video, placa mae = 8473 / 84
estabilizador, nobreak = 8504 / 85 9032
calculadora = 8470 / 84
papel sulfite = 4802 / 48
papel cartao, cartolina = 4810 4802 / 48
caderno espiral = 4820 / 48
pasta suspensa, fichario = 4820 3926 / 48 4202
clipes, grampos para grampeador = 8305 / 83 7317 7326 9615
cola bastao, cola escolar = 3506 / 35 3214 3824 3905
tesoura escolar = 8213 / 82
mochila escolar = 4202 / 42 6305 6307 9503
estojo escolar = 4202 3926 / 6307 9605 9608 9609
giz de cera = 9609 3407 / 9608 3213
tinta guache = 3213 / 32
massinha de modelar = 3407 / 34 9503
bola de futebol = 9506 / 95
bicicleta infantil = 8712 9503 / 8714 9506
patinete = 9503 8711 / 9506 8714
skate = 9506 / 95
boneco, pelucia, urso de pelucia = 9503 / 95 6307 9404
baralho = 9504 / 95 4911 4823
camisa social = 6205 / 62 61
camisa polo = 6105 6205 / 61 62
blusa de frio, blusa de la = 6110 / 61 62
calca legging = 6104 6115 / 61 62
pijama infantil = 6107 6108 6111 / 61 62
body de bebe, macacao de bebe = 6111 6209 / 61 62
toalha de mesa = 6302 6304 3924 / 6307 4818 4823
pano de prato, pano de chao, flanela = 6307 6302 / 63 5603 60
edredom = 9404 6304 / 6301 6302 6307
cobertor = 6301 / 63 9404
almofada = 9404 / 94 6304 6307 3926 4016
rede de dormir = 5608 6306 6304 / 56 63 9404
guarda sol = 6601 / 66 6306
tenis infantil, sandalia infantil, sapato infantil = 6402 6403 6404 6405 / 64 9503 9505
meia infantil = 6111 6115 / 61 62
# — ajustes do conjunto de desenvolvimento
peito de frango, file de frango, sassami = 0207 / 02 16
file de tilapia, file de peixe, file de merluza = 0304 / 03 16
vela branca, vela de parafina = 3406 / 34
vitamina c, vitamina d, polivitaminico, suplemento vitaminico = 3004 2106 2936 / 3003
bateria = 8507 / 85 9206 9209 8708 8714
fio cabo = 8544 / 85
extensao eletrica = 8544 8536 / 85
borracha branca = 4016 / 40 3926 9608 9609
regua = 9017 / 90 4421 4823 7326 76 3926 8536 8544
petisco = 2309 / 23 1601 1602 1904 1905 2005 2008 2106 0406 0504 0506 0511 41 4205 9503
uniforme = 6203 6204 6211 6109 / 61 62 6307 6309 64 65 9505
abracadeira nylon, abracadeira plastica = 3926 / 73
caixa organizadora = 3924 / 3923 3926 4415 4420 4421 4819 4823 7310 7323 7326 9403 4202 6307
pote hermetico, pote plastico = 3924 / 3923 7010 7013 7310 7323 7326 7612 7615 6911 6912 4419 4421 4819 4823
areia higienica, areia sanitaria = 2508 3824 2530 / 25 38 2811 6806 4805 4823 4401 1213 1214 2302 2303 2308
acetona removedor, removedor de esmalte = 3304 / 33 2914 3814
telha de fibrocimento, caixa de fibrocimento = 6811 / 68 6905
# — vocabulário geral ampliado (issue 14, 2ª rodada): conhecimento de classificação, nenhum conjunto reservado consultado
nata, creme de nata = 0401 0403 / 04 2106
ricota, queijo minas, queijo prato, queijo coalho, cream cheese = 0406 / 04 1901 2106
petit suisse = 0406 0403 / 04 19 21
sobremesa lactea = 0403 2106 1901 / 04 19 21
pudim, pudim em po, mistura para pudim = 1901 2106 / 19 21 0403 0404 1806
composto lacteo, formula infantil, leite infantil = 1901 0402 / 19 04 2106
farinha lactea, cereal infantil, mingau = 1901 1904 / 19 1102 1104 2106
papinha = 2005 2007 1901 2104 / 20 19 21 1602
peito de peru, blanquet de peru = 1602 / 16 02
file mignon, lombo, pernil, bisteca, costelinha, lagarto, fraldinha, coxao mole, coxao duro = 0201 0202 0203 0204 0210 / 02 16 0504
coracao de frango, moela, figado = 0206 0207 / 02 16 0504 2309
polvo, lula, mexilhao, marisco, ostra = 0307 / 03 16
farofa, farofa pronta = 1106 1901 2106 / 11 19 2005 2008 21
tapioca, goma de tapioca = 1903 1108 1106 / 19 11 2106
canjica, canjiquinha, quirera, xerem = 1104 1103 / 11 10 1901 1904
trigo para quibe, triguilho = 1904 1104 1103 / 11 10 1901 1902 1904
semola = 1103 1104 / 11 10 1901 1902 1904
linhaca, chia, gergelim, quinoa = 1204 1207 1008 / 12 10 1104 1106 1208 1904 2008 2106 1515
ameixa seca, damasco seco, tamara, uva passa, frutas secas = 0813 0806 0804 / 08 20
coco ralado = 0801 0811 2008 / 08 20 1106 2106
creme de coco = 2106 2008 / 21 20 08 1513
acai, polpa de acai, polpa de fruta = 0811 2008 2007 2009 / 08 20 2106 2202
melado, rapadura, acucar mascavo = 1701 1703 / 17 2106
bicarbonato de sodio = 2836 / 28 3004 2102
colorau, paprica, curry, acafrao, cravo da india, noz moscada, louro, alecrim, tomilho = 0904 0908 0910 0907 1211 / 09 12 2103 2104 2106 0712
picles, seleta de legumes, alcaparra = 2001 2005 / 20 07
pate = 1602 2103 2106 / 16 21 2005 2008 0406
bisnaguinha, pao de forma, pao frances, croissant, chocotone, pao de mel = 1905 / 19 1806 2106
barra de chocolate, chocolate em barra, trufa = 1806 / 18 1704 1904 1905 2106
marshmallow, jujuba, bala de goma, pastilha de menta = 1704 / 17 1806 2106 3004
pistache, macadamia, castanha de caju, castanha do para = 0801 0802 2008 / 08 20 1202 1904 1905 2106
nachos, batata chips = 2005 1904 2008 / 20 19 2106 0710 0712
nectar, nectar de fruta = 2009 2202 / 20
capuccino, cappuccino = 2101 2106 / 21 0901 1806 1901 0402 0403
erva mate, chimarrao, terere, cha mate = 0903 2101 / 09 21 1211
cafe soluvel = 2101 / 21 0901
creatina, whey protein, colageno, omega 3, suplemento alimentar = 2106 3504 2922 1504 3004 / 21 35 29 1504 1515 1516 1517 3003 3004 0404 1901
# — pet
coleira, guia para cachorro, peitoral para cachorro = 4201 / 42 3926 6307 5607 5609 7315 7326 8308 3004 3808
comedouro, bebedouro para cachorro, bebedouro para gato = 3924 7323 3926 / 73 6911 6912 6913 6914 7013 7615 8436 8479 8509
arranhador, casinha de cachorro, cama para cachorro = 9403 4421 6307 9404 3926 / 44 4819 4823 9503
antipulgas, vermifugo, coleira antipulgas = 3004 3808 / 3003 3305 3307
tapete higienico = 9619 4818 5603 / 4823 5601
# — higiene, beleza, farmácia
bronzeador, autobronzeador, base liquida, po facial, blush, sombra para olhos, delineador, lapis de olho, demaquilante, agua micelar, serum facial, tonico facial, mascara facial, sabonete facial, corretivo facial = 3304 / 33 3401 9603 9609 9616
protetor diario, absorvente interno, coletor menstrual = 9619 3924 4014 / 3926 4016 4818 5601 5603 3005 3006
espuma de barbear, gel de barbear, pos barba, creme de barbear = 3307 / 33 3401
cera depilatoria, creme depilatorio = 3307 3404 / 3304 3401
descolorante, po descolorante, agua oxigenada cremosa, oleo capilar, reparador de pontas, spray fixador, mousse capilar = 3305 / 33 3401 2847
agua oxigenada = 2847 3305 3004 / 3003
lubrificante intimo, gel lubrificante = 3004 3307 3403 / 3006 3304
pastilha para garganta, descongestionante nasal, colirio, antiacido, laxante, probiotico = 3004 / 30 1704 2106 29 3306 3307
anticoncepcional, insulina = 3004 3006 / 30
antisseptico bucal = 3306 3004 / 3306 3307 30
luva descartavel, luva de vinil = 3926 4015 / 40 6116 6216
# — limpeza e utilidades domésticas
tira manchas, limpador multiuso, limpa vidros, limpa pisos, limpador perfumado, saponaceo, sabao pastoso = 3402 3405 / 34 3808 3809 3824 28
palha de aco = 7323 / 73 3405 6805
esponja de limpeza, esponja dupla face, esponja multiuso = 3921 3924 6805 / 3926 4016 68 5603 3401 3405 9603 0511
pano de limpeza, pano multiuso, pano de chao, perfex = 6307 5603 / 63 56 60 54 55 3921 3924 4818
rodo, rodo de pia = 9603 3924 3926 / 4417 4421 7323 7326 4016
pa de lixo = 3924 7323 3926 8201 / 73 9603
balde, bacia plastica = 3924 7323 7310 / 3923 3925 3926 73 76 4416 4421 4823
prendedor de roupa, pregador de roupa = 3924 3926 4421 / 44 73
varal = 7326 3926 7323 / 73 76 9403 5607 5609
naftalina = 2902 3808 /
odorizador, aromatizador de ambiente, purificador de ar, bom ar = 3307 / 33 3808 3824
pastilha sanitaria, bloco sanitario, desodorizador sanitario = 3307 3402 3808 / 3401 3824
guardanapo = 4818 6302 / 4823 6304 6307
canudo = 3924 4823 / 48 1404 4602 7013 7017 7323 7326 4419 4421
papel manteiga = 4806 4811 / 48
saco para freezer, saco zip = 3923
marmitex = 7615 7612 / 76 7310 7323 3923 3924 4819 4823 2106 1602 1902 1904
bandeja de aluminio = 7615 7612 / 76 7310 7323 3923 3924 4819 4823
carvao vegetal = 4402 / 44 2701 2704 3802
# — ferragens, construção
bucha plastica = 3926 / 3925 73 4016
macaneta, puxador, trinco, ferrolho, fecho = 8302 8301 / 83 73 3925 3926 74 76 9403 9607
corrente de aco, corrente galvanizada = 7315 / 73 74 76
cabo de aco = 7312 / 73
arame farpado, arame galvanizado, arame recozido = 7217 7313 / 72 73 74 76
lona plastica = 3920 3921 6306 / 3926 5903 5907 63 4008
corda de nylon, corda de sisal, corda = 5607 / 56 3926 4008 4016 6307 7312 9506 9209
silicone acetico, silicone neutro = 3214 3910 3506 / 3403 3824 4005 4016
veda rosca = 3919 3920 / 3921 3506 5607 5906 5911
esquadro, nivel de bolha, prumo = 9015 9017 8205 / 9031 7326 7616 3925 3926
colher de pedreiro, desempenadeira, espatula = 8205 / 82 3925 3926 7326 4016
escada de aluminio, escada de madeira = 7616 4421 7326 / 7610 7326 4421 9401 9403
esguicho, aspersor, regador = 8424 3924 3926 7323 / 8413 8424 3917 73 74 9616
assento sanitario = 3922 / 4421 9401 9403 6910
caixa de descarga, valvula de descarga = 3922 8481 / 73 74
niple, bucha de reducao, adaptador soldavel, luva soldavel, te soldavel, joelho soldavel = 3917 / 73 74 76 40
selador acrilico, fundo preparador, textura acrilica, tinta piso = 3209 3214 3208 / 32 3824 6809
removedor de tinta = 3814 / 38 32 29
manta asfaltica = 6807 / 68 2715 3920 3921 4008
cal hidratada, cal virgem = 2522 / 25 2825
gesso = 2520 6809 / 3824 3005 3006
# — elétrica
soquete para lampada, bocal para lampada, receptaculo = 8536 / 85 6909 9405
fusivel = 8536 / 85
rele, contator, minuterias = 8536 / 85 9032
conector de emenda, conector wago = 8536 / 85
terminal eletrico = 8536 / 85
# — máquinas e ferramentas elétricas
motosserra, rocadeira, cortador de grama, aparador de grama = 8467 8433 / 84
lavadora de alta pressao, lavajato = 8424 / 84
soprador termico, tupia, plaina eletrica, serra marmore = 8467 8516 / 8465
pulverizador costal = 8424 / 84
compressor de ar = 8414 / 84
gerador de energia, gerador a gasolina = 8502 / 85
maquina de solda, inversora de solda = 8515 / 85
eletrodo de solda = 8311 / 83 72
macarico = 8468 8205 / 73
# — autopeças
fluido de arrefecimento = 3820 / 38 2710 2905
mola helicoidal = 7320 / 73 8708 8714
junta homocinetica, homocinetica, bieleta, pivo, coxim do motor, bandeja de suspensao, bucha de suspensao = 8708 4016 / 8714 8716 40 7318 7326
bomba de combustivel = 8413 / 84 8708 8714
capa de banco, capa para volante = 6304 8708 4205 3926 / 6307 8714 8716 4202 9401 4016
calota = 8708 3926 / 8714 8716 7326
# — vestuário, calçados e acessórios (2ª rodada)
legging, cropped, jardineira, macaquinho, blazer, cardigan, sueter, kimono, saida de praia = 6104 6204 6110 6106 6206 6211 6114 / 61 62 6309 9505
macacao = 6211 6114 6111 6209 / 61 62 6309 9505
roupao, roupao de banho, samba cancao = 6207 6208 6107 6108 6302 / 61 62 63
cachecol, lenco de pescoco, echarpe = 6117 6214 / 61 62 6309
gorro, touca de la, touca de inverno = 6505 / 65 6117 6217 6307
viseira = 6505 6506 / 65 3926 9505 9506 4203
pantufa, tamanco, rasteira, scarpin, mocassim, alpargata, sapatenis, papete = 6402 6403 6404 6405 / 64 9503 9505
bolsa tiracolo, pochete, mala de bordo, mala de mao = 4202 / 42 6305 6307 9503 9605
carteira masculina, carteira feminina, porta cartao = 4202 / 42 6307
relogio de parede, despertador = 9105 / 91
pulseira, brinco, bijuteria, bijuterias, colar de prata, anel de prata = 7117 7113 / 71 3926 9602 9615 4203 4205 6117 6307 9113
gravata = 6215 6117 / 62 61 6309
# — eletrônicos e informática (2ª rodada)
fone bluetooth, fone de ouvido bluetooth, earphone, earbuds = 8518 / 85
capinha de celular, capa de celular, pelicula de vidro, pelicula para celular = 3926 4202 7007 3919 3920 / 6307
power bank, carregador portatil = 8507 8504 / 85
microfone = 8518 / 85
receptor de tv, receptor de satelite, conversor digital = 8528 8525 8517 / 85
antena digital, antena de tv = 8529 / 85
chromecast, tv box = 8528 8517 8471 8543 / 8525
joystick, controle de video game, controle de videogame = 9504 8471 / 9503 8473
jogo de video game, jogo de videogame, jogo para playstation = 9504 8523 / 4911
pendrive = 8523 / 85
repetidor de sinal, repetidor wifi = 8517 / 85
papel fotografico = 4810 4811 3703 / 4802
# — papelaria (2ª rodada)
post it, bloco adesivo = 4820 4823 / 48 3919 3926
compasso escolar, transferidor = 9017 / 90 8205 7326
corretivo liquido, corretivo em fita, fita corretiva = 3824 9612 3214 / 9608 3926 3210 3304
giz escolar, giz de lousa = 9609 2509 / 96 25 2833 2836 3213 3215 3407
lousa, quadro branco, quadro negro = 9610 / 96 4414 4421 3926 7326 7616 9403
quadro de cortica = 4504 9610 / 4504 96 4414 4421 9403
lancheira = 4202 3924 / 6307
# — cozinha, mesa, utilidades (2ª rodada)
squeeze, garrafa squeeze = 3924 7323 7615 7013 9617 / 3923 73 76 70
caneca, xicara, tigela, travessa, saladeira, sopeira, molheira = 6911 6912 7013 3924 7323 / 69 70 73 76 4419 4823
forma de bolo, forma para bolo, forma de pudim, forma de pizza, forma de torta, forma de assar, forma de pao = 7615 7323 3924 / 76 73 6911 6912 7013 4016
forma de gelo = 3924 / 4016 7323 7615
forma = / 76 73 3924 69 70 40 44 48 84 96
assadeira, cuscuzeira, pipoqueira, chaleira, bule = 7323 7615 / 73 76 6911 6912 7013 3924 7418 8516 8509
escorredor de macarrao, escorredor de louca, peneira, ralador, descascador de legumes = 7323 7615 3924 8205 8210 / 73 76 8215 9604 4419 4421
abridor de latas, abridor de garrafa, saca rolha = 8205 8210 / 82 7323 7326 3924
tabua de corte, tabua de carne = 4419 3924 / 44 6911 6912 6914 7013
colher de pau = 4419 8215 3924 / 44 8215 3924
concha, escumadeira, pegador de massa, batedor de ovos, fouet, rolo de massa = 8215 4419 3924 7323 / 8205 8210 44 73 76
porta mantimentos, jarra, moringa = 7013 3924 6911 6912 7323 / 70 69 73 76 4419 4421
filtro de papel, filtro de cafe, coador de cafe = 4823 6307 7323 3924 / 48 73 5603 8210
grill eletrico, espremedor de frutas, processador de alimentos, cooktop, forno de embutir = 8516 8509 / 85
tanquinho, lavadora semiautomatica = 8450 / 84
aspirador, aspirador robo = 8508 / 85
aquecedor eletrico, umidificador de ar, desumidificador = 8516 8509 8479 8415 / 8419
tabua de passar = 9403 8516 4421 / 44 7323 7326 3924
cabide = 3926 4421 7326 / 44 73 7616 9403 8302 69
cesto de roupa, cesto organizador, organizador de gaveta, sapateira = 3924 4602 9403 3926 7326 / 46 44 73 4819 4823 6307
porta retrato, quadro decorativo, moldura = 4414 3926 7020 8306 4911 / 44 70 97 7616 6802 6815 6913
planta artificial, flor artificial, arranjo artificial = 6702 / 67
persiana, cortina rolo = 3925 6303 / 6307 4421 7610 7616 9403
capacho = 5702 5703 5705 4016 4602 3918 3926 / 57 40 46 6307
colcha, cobre leito = 6302 6304 / 63 9404
toalha de banho, toalha de rosto, toalha de piscina, toalha infantil = 6302 / 63 4818 6111
saboneteira, porta escova de dente = 3924 6911 6912 7324 7418 3922 / 3925 6910 6913 69 7013 73 74 76 8302
# — móveis (2ª rodada)
cama box, berco, beliche, escrivaninha, penteadeira, cabeceira, banqueta, puff, prateleira, nicho decorativo = 9403 9401 9404 / 94 4421 7326 7616 9503 6307
colchonete = 9404 / 94 6306 6307 3926 4016 9506
# — brinquedos, lazer (2ª rodada)
domino, xadrez, tabuleiro de xadrez, banco imobiliario = 9504 / 95 4911 4820
massinha = 3407 9503 /
patins, patins inline = 9506 / 95 6402 6403 6404
piscina inflavel, boia inflavel, boia de piscina = 9506 9503 3926 / 4016 6306
pipa = 9503 / 95 4823
# — mais varejo (3ª rodada)
bebida de soja, bebida vegetal, leite de soja, leite de amendoas = 2202 2106 / 2101 2106 0403 1208
kefir = 0403 / 04
creme vegetal = 1517 / 15 2106 0405
almondega, kibe, quibe = 1602 1902 2106 / 16 02 1905 2104
coxinha, pastel, empada, esfiha, enroladinho, salgado congelado = 1902 1905 2106 1602 / 19 16 21
legumes congelados, seleta congelada = 0710 2004 / 07 20
lenha = 4401 / 44
capsula de cafe = 0901 2101 / 09 21
chantilly, cobertura de chocolate, granulado de chocolate = 1806 1805 2106 0401 / 18 21 1901 04 1702 1704
cacau em po = 1805 1806 / 18 1901
essencia de baunilha, corante alimenticio, aroma artificial = 3302 3203 2106 1302 / 33 32 21 13 2912 2932
maisena, amido = 1108 / 11 1901 3505 3809 3824
sopa, sopa pronta = 2104 / 21 1902 1602 1604 1605 2005
sequilho, broa, cuca = 1905 / 19 1806 2106
brigadeiro, beijinho, cocada, mariola, bananada, marmelada, doce de abobora = 1704 1806 2007 2008 / 17 18 20 1901 1905 2106 0402 0404
sake, tequila, aperitivo, campari, martini, catuaba, batida de coco = 2208 2206 2205 2204 / 22
cigarro, charuto, cigarrilha, fumo de rolo, palheiro = 2402 2403 / 24 4813
narguile = 9614 7326 7013 8424 / 73 70 8543
carvao para narguile = 4402 3802 2704 3606 / 3824 2701
prendedor de cabelo, elastico de cabelo, tiara, presilha de cabelo, piranha de cabelo, xuxinha = 9615 6117 / 3926 6217 6307 6505 7117 4016 5604 5609 8308
touca de banho = 3926 6505 6307 / 6506 4015 4016
babyliss, modelador de cachos, maquina de cortar cabelo, depilador eletrico = 8510 8516 / 85 8214
balanca digital, balanca de cozinha, balanca corporal = 8423 / 84 9016 9018 9031
medidor de glicose, glicosimetro = 9027 9018 / 90 3822
muleta, bengala, andador, cadeira de rodas = 9021 8713 6602 / 9018 9019 8714 6603 9401 9402 9403 7326 7616 8715 9503 9506
tipoia, joelheira, tornozeleira, munhequeira, cinta modeladora, colete ortopedico, meia de compressao = 9021 6212 6307 6115 6117 / 9018 6217 4015 4016 3926 9506
halter, kettlebell = 9506 / 95
corda de pular, tapete de yoga, bola de pilates, caneleira = 9506 / 95 4203 6307 5607 5609 6116 6216 5705
# Chapter 95, Note 1: sports gloves go by their material (leather 42.03, plastics 39.26, knitted 61.16).
luva de boxe = 4203 3926 6116 / 42 39 61 62 95
esteira ergometrica, bicicleta ergometrica = 9506 / 95
apito = 9208 / 92 9503 9505
cronometro = 9102 9106 / 91
`;

/**
 * The whole vocabulary: the first rounds above, then one file per family of goods written in the third round
 * (same format, same rules; an entry whose names repeat an earlier one never wins: the first longest match does).
 */
export const RETAIL_LEXICON = [BASE_LEXICON, FOOD_CARE_LEXICON, BUILD_TOOLS_LEXICON, HOME_WEAR_LEXICON, MISC_LEXICON, HARDWARE_SHOP_LEXICON, GENERIC_LEXICON, CONSUMABLES_LEXICON, DURABLES_LEXICON, HOME_BUILD_LEXICON, OFFICE_LEISURE_LEXICON, AUTO_AGRO_LEXICON, HEALTH_BEAUTY_LEXICON, TECH_INDUSTRY_LEXICON, GROCERY_LEXICON, FASHION_HOME_LEXICON, SWEEP_A_LEXICON, SWEEP_B_LEXICON, SWEEP_C_LEXICON, R8_MERCADO_LEXICON, R8_FARMACIA_BELEZA_LEXICON, R8_CONSTRUCAO_ELETRICA_LEXICON, R8_AUTO_AGRO_LEXICON, R8_ELETRONICOS_INFORMATICA_LEXICON, R8_MODA_CASA_PAPELARIA_LEXICON, R8B_ATACADO_FOODSERVICE_LEXICON, R8B_PET_JARDIM_PISCINA_LEXICON, R8B_INDUSTRIA_MANUTENCAO_LEXICON, R8B_ESCRITORIO_EMBALAGEM_LEXICON, R8B_SAUDE_HOSPITALAR_LEXICON, R8B_ESPORTE_LAZER_OTICA_LEXICON, R8C_CAMINHOES_MAQUINAS_LEXICON, R8C_TELECOM_ELETRICA_SOLAR_LEXICON, R8C_SALAO_ESTETICA_LEXICON, R8C_ARMARINHO_TECIDOS_LEXICON, R8C_ADEGA_TABACARIA_LEXICON, R8C_BEBE_BRINQUEDOS_FESTA_LEXICON].join('\n');

export interface LexiconEntry {
  /** The name as written in the lexicon (for messages). */
  name: string;
  /** Stems of the name (see tokenize). */
  stems: string[];
  predicted: string[];
  /** Prefixes (chapters or headings) where a code is plausible: the predicted headings and the listed prefixes. */
  plausible: string[];
}

/** Parses the lexicon text with the tokenizer the names go through. */
export function parseLexicon(text: string, tokenize: (s: string) => string[]): LexiconEntry[] {
  const out: LexiconEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [names, rest] = line.split('=');
    const [pred, plaus] = (rest ?? '').split('/');
    const predicted = (pred ?? '').trim().split(/\s+/).filter(Boolean);
    const plausible = new Set((plaus ?? '').trim().split(/\s+/).filter(Boolean));
    // Only the predicted headings themselves: a heading names goods, its chapter a whole family of other goods
    // (RGI 1). Chapters a product may take are listed explicitly after the '/'.
    for (const p of predicted) plausible.add(p);
    for (const name of (names ?? '').split(',')) {
      const stems = tokenize(name.trim());
      if (stems.length) out.push({ name: name.trim(), stems, predicted, plausible: [...plausible] });
    }
  }
  return out;
}
