/**
 * Retail vocabulary, fourth round: consumables the earlier rounds still lacked. Regional and processed foods, meat
 * cuts, fish and seafood, confectionery, grains, spices (Ch. 02–21); beverages by kind and spirit (Ch. 22);
 * feed and veterinary products (Ch. 23, 30); agro inputs, active ingredients of pesticides (Ch. 12, 28, 31, 38);
 * nail, hair and make-up products, denture care (Ch. 33); laundry and dish-machine chemicals (Ch. 34, 38); OTC
 * drug classes and rapid tests (Ch. 30, 38).
 * Same format and rules as retail-lexicon.ts (`names = predicted headings / other plausible prefixes`), written from
 * classification knowledge (RGI 1, NESH heading texts) after the development set
 * `labelled-products-dev-consumables.tsv`; never fitted to a held-out set (ADR 010).
 *
 * Traps (words of several senses: only two-word forms or an empty prediction):
 * - "sombra" is eye shadow (3304) and the garden shade net ("TELA SOMBRA", 5608/6005): empty prediction, the
 *   headings of both plausible; "paleta de sombra" predicts 3304.
 * - "sonho" alone is also the chocolate "Sonho de Valsa" (1806, food-care): only "sonho recheado"/"sonho de padaria".
 * - "copa" is a cup, a tree top and a cured pork neck: only "copa lombo", "copa defumada".
 * - "permanente" is also the marker pen ("CANETA PERMANENTE"): only "permanente afro", "permanente capilar".
 * - "soro" is saline (3004), whey (0404) and antivenom (3002): only "soro antiofidico", "soro antiveneno".
 * - "base" (make-up, paint, furniture base) and "gel" stay two-word ("base fortalecedora", "gel para unhas").
 * - "cara" (yam), "fava", "bulbo", "ice", "saque", "dap" are left out: too many other senses in a register.
 * - "mousse" is also the hair mousse (3305, base lexicon): only the dessert's flavours are listed.
 * - "cacao" (dogfish) and "roma" (pomegranate) alone are also cocoa and the Roma tomato: only "file de cacao",
 *   "posta de cacao", "roma fruta".
 * - "litio" alone is the battery chemistry ("BATERIA LITIO"): only "carbonato de litio".
 * - "cooler" (wine cooler, CPU fan, cool box), "citrus" (soda and a scent of cleaners) and "infusao" (tea and the drip
 *   set, 9018) are left out or two-word only.
 * - "pinhao" is also the gear of a chain drive (8483, 8714): only "pinhao cozido/cru".
 * - "pato" alone is the toilet cleaner brand ("PATO PURIFIC") and the rubber duck: the meat only as "pato inteiro",
 *   "carne de pato"…; "base incolor" is also a clear paint base, left out.
 * - "progressiva" alone is also the progressive spectacle lens (9001): only "progressiva capilar/sem formol".
 * - "sache" is any sachet (sugar, ketchup, air freshener): only "sache para gatos/caes".
 */
export const CONSUMABLES_LEXICON = `
# — regionais, raízes, hortaliças (Cap. 07, 11, 19, 21)
macaxeira = 0714 / 07 2005 2008 1106 1108
jambu = 0709 / 07 1209 2005
salsinha, salsa crespa, cheiro verde = 0709 / 07 09 12
tucupi = 2103 2106 / 21 2005 2009
beiju = 1905 1903 / 19 1106 1108
pamonha, curau = 2106 2005 1904 / 21 20 19 0710
# — carnes, cortes, embutidos (Cap. 02, 16)
chourico, morcela = 1601 / 16 02
copa lombo, copa defumada = 0210 1601 1602 / 02 16
panceta = 0210 0203 1602 / 02 16
mignon suino, file mignon suino = 0203 / 02 16
pe de frango, pes de frango = 0207 / 02 0504 1601 1602 2309
codorna = 0208 0207 / 02 16
pato inteiro, pato congelado, carne de pato, peito de pato, coxa de pato, magret de pato = 0207 / 02 16
pato purific, pato gel = 3402 3307 / 34 33 380894
ovos de codorna, ovo de codorna = 0407 / 04
espetinho de carne, espetinho de frango, espetinho misto, espetinho de queijo = 1602 0201 0202 0207 0203 / 02 16 0406
kafta = 1602 / 16 02 1902 1905
# — peixes e frutos do mar (Cap. 03, 16)
pescada, file de pescada = 0304 0302 0303 / 03 16
file de atum, atum fresco = 0304 0302 0303 / 03 16
vieira, mexilhao, marisco, sururu = 0307 / 03 16
caviar, ova de peixe = 1604 / 16 03
surimi = 1604 / 16 03
# — laticínios, doces, confeitaria (Cap. 04, 17, 18, 19, 20, 21)
creme de ricota = 0406 / 04 2106
doce de banana, doce de abobora, doce de goiaba, doce de figo = 2007 2008 / 20 1704
pasta de amendoim = 2008 / 20 1806 2106
queijadinha, alfajor = 1905 / 19 1806 1704
torrone, marzipan, nugat = 1704 1806 / 17 18 2008
torta de limao, torta doce, torta de morango, torta holandesa = 1905 2106 / 19 21 1806
mousse de maracuja, mousse de chocolate, mousse de limao = 2106 / 21 1806 0403 1901
calda de chocolate, cobertura de chocolate, cobertura fracionada = 1806 / 18 2106 1702 1704
sonho recheado, sonho de padaria = 1905 / 19
# — grãos, sementes, frutas secas (Cap. 08, 10, 12)
cevada = 1003 / 10 1102 1103 1104 1107 1901 2203 2302 2303
centeio = 1002 / 10 1102 1103 1104 1901
sorgo = 1007 / 10 2309 1209
soja em grao = 1201 / 12 2304 2309
feijao fava, fava seca = 0713 / 07 2005 1209
alga nori, nori, alga marinha = 1212 / 12 2008 2106
cranberry = 0810 0813 2008 / 08 20
mix de castanhas, mix de nuts = 0813 2008 0801 0802 / 08 20
caroco de algodao = 1207 / 12 2306 2309
# — temperos, condimentos, orientais (Cap. 09, 12, 20, 21, 32)
chimichurri, lemon pepper = 0910 2103 / 09 21
urucum, colorau = 0910 3203 1207 / 09 32 12 2103 2106
salvia = 1211 0910 / 12 09 0602
wasabi = 0910 2103 / 09 21 0709
misso = 2103 / 21
tahine = 2008 / 20 1207 2103 2106
tofu = 2106 / 21
# — bebidas (Cap. 20, 22)
agua saborizada, bebida isotonica, bebida energetica = 2202 / 2201 2106
limonada = 2202 2009 / 2201 20 2106
kombucha = 2206 2202 /
sake = 2206 / 22
aperol, campari, absinto, grappa, brandy, arak, soju = 2208 / 22
# — rações, veterinária (Cap. 12, 23, 30)
nucleo mineral, premix = 2309 / 23 2501 2835 2836 29
silagem = 2309 1214 / 23 12
soro antiofidico, soro antiveneno = 3002 / 30
ocitocina = 3004 2937 / 30 29
# — insumos agrícolas (Cap. 28, 30, 31, 34, 38)
sulfato de zinco = 2833 / 28 3105 3824 2309
acido borico = 2810 / 28 3004 3105 3824
fosfato diamonico, fosfato monoamonico = 3105 / 31 2835
inoculante = 3002 3824 3101 / 30 38 31
bioestimulante = 3101 3105 3824 / 31 38
acaricida, nematicida = 3808 / 38 3004
espalhante adesivo, adjuvante agricola, adjuvante = 3402 3824 3808 / 34 38
atrazina, paraquat, mancozebe, mancozeb, clorpirifos, acefato, picloram, diuron, imidacloprido, abamectina, tebuconazol, azoxistrobina, carbendazim, glufosinato, cletodim, fluazifope, metomil, tiametoxam, clorotalonil, lambda cialotrina, trifluralina, metsulfurom = 3808 / 38 29
cipermetrina, deltametrina, fipronil, permetrina = 3808 3004 / 38 30 29
# — unhas, maquiagem, cabelo, higiene (Cap. 33, 96)
base fortalecedora, base para unhas, top coat, gel para unhas, esmalte em gel, amolecedor de cuticula, secante de esmalte, oleo secante = 3304 / 33 3401
gloss labial, po translucido, paleta de sombra, paleta de sombras, sombra para olhos = 3304 / 33 9603 9605 9616
sombra = / 3304 5608 6005 6306 3926
relaxante capilar, relaxamento capilar, permanente afro, permanente capilar, tonico capilar = 3305 / 33 3003 3004
oleo de banho = 3307 / 33 3401
fixador de dentadura, pastilha adesiva dentadura, corega, clareador dental = 3306 / 33 3003 3004 3006
roupa intima descartavel = 9619 / 96 4818 5603 6108 6208 6307
# — lavanderia, lava-louças, limpeza (Cap. 33, 34, 35, 38)
agua de passar, passa facil = 3809 3402 3307 / 38 34 33
engoma, goma para roupa = 3505 3809 / 35 38
secante lava loucas, secante para lava loucas, pastilha lava loucas, detergente lava loucas = 3402 / 34 3809 3824
gel sanitario = 3402 3307 3808 / 34 33 38
desincrustante = 3402 3824 / 34 38 2806 2809 2811
bactericida = 3808 3004 / 38 30
neutralizador de odor = 3307 3824 / 33 38
# — farmácia (Cap. 15, 21, 30, 38)
antigripal, relaxante muscular, antifungico, antimicotico, fitoterapico, homeopatico, antiemetico, antidiarreico, antiespasmodico, expectorante = 3004 / 30
cicatrizante = 3004 3304 / 30 33
oleo de peixe = 2106 1504 3004 / 21 15 30
tira de glicemia, tiras de glicemia, tira reagente, teste de covid, teste rapido, teste de gravidez, teste de ovulacao = 3822 / 38 3002 3006 9018 9027
# — segunda passada: frutas regionais, pratos prontos, cortes, peixes pelo nome do filé
caja, umbu, bacuri, buriti, cupuacu, mangaba, pitanga, seriguela, siriguela, cajui, nespera, roma fruta = 0810 0811 / 08 20 2106 2202
polpa de caja, polpa de umbu, polpa de cupuacu, polpa de acerola, polpa de acai = 0811 2008 / 08 20 2106 2202
marmelo = 0808 / 08 20
pequi = 0810 2001 2008 / 08 20 1515
pequi em conserva = 2001 2008 / 20
babacu, castanha de baru, baru = 0802 0801 1207 / 08 12 2008 1513 1515
tabule, homus, falafel, guacamole, vinagrete = 2106 2005 2001 / 21 20 1602
molho de alho = 2103 / 21 2005
prosciutto, presunto parma, presunto cru, bresaola = 0210 1602 / 02 16
tripa bovina, tripa suina, tripa de boi, tripa de porco, tripa natural, bucho, bucho bovino, rabo bovino, ossobuco = 0206 0504 0201 0202 / 02 05 1602
steak de frango, isca de peixe, iscas de peixe, casquinha de siri, bolinho de peixe = 1602 1604 1605 / 16 03 0207 1905
file de salmao, file de panga, file de saint peter, file de cacao, file de peixe, posta de cacao, cacao em posta, panga, saint peter = 0304 0302 0303 / 03 16
arenque = 0302 0303 0305 1604 / 03 16
creme de queijo, queijo cremoso = 0406 / 04 2106
mussarela de bufala, mozarela de bufala, queijo de bufala = 0406 / 04
mungunza = 1904 2106 1104 / 19 21 11
cremor tartaro = 2918 / 29 2106
xilitol, eritritol = 2905 2106 1702 / 29 21 17
propolis, extrato de propolis = 1302 3004 2106 / 13 30 21 0410 3304 3306
polen, geleia real = 0410 2106 / 04 21 3004
massa folhada = 1901 1905 / 19
chips de mandioca, chips de banana, chips de batata doce = 2008 2005 1905 / 20 19
chupa chupa = 1704 / 17 2105 2106 1806
doce de amendoim, suspiro, maria mole = 1704 1905 / 17 19 2008 1806
creme de arroz = 1901 1102 1904 / 19 11
germen de trigo = 1104 / 11 2302
grao de soja = 1201 / 12 2304
moyashi, broto de feijao, broto de alfafa = 0709 / 07 20
shitake, shiitake, shimeji, cogumelo shitake = 0709 0712 2003 / 07 20
# — bebidas, segunda passada
filtrado doce, sangria, quentao = 2205 2206 2204 / 22 2106
pisco, bourbon, mezcal, cognac = 2208 / 22
mate tostado = 0903 / 09 2101 2202
bebida proteica, shake proteico = 2202 2106 / 21 0402 0403 0404 1901
agua alcalina, agua gaseificada = 2201 2202 /
# — rações, veterinária, segunda passada
alimento para peixes, mix para roedores, racao para roedores = 2309 / 23 1005 1007 1008 1206 1209
bloco mineral = 2309 2501 / 23 25
spray cicatrizante, spray prata veterinario = 3004 3808 / 30 38
comprimido antipulgas = 3004 / 30 3808
iodo veterinario = 3004 2801 3808 / 30 28 38
# — insumos agro, segunda passada
nitrocalcio = 3102 / 31 2834
termofosfato = 3103 / 31 2510
micronutrientes, fertilizante micronutriente = 3105 3824 / 31 38 2833
fibra de coco = 5305 1404 / 53 14 5601 5602 4602 3101
agrotoxico, defensivo agricola = 3808 / 38 29
moluscicida, lesmicida, isca raticida = 3808 / 38 29
# — cosméticos, segunda passada
oleo para cuticula, alongamento de unhas = 3304 / 33 3926
revelador capilar, creme alisante, guanidina, tioglicolato, selagem capilar, cauterizacao capilar, progressiva capilar, progressiva sem formol, spray de brilho, serum capilar, tonico antiqueda, co wash, creme para cachos = 3305 / 33 3401 3003 3004
minoxidil = 3004 3305 / 30 33 29
deo parfum = 3303 / 33
spray para pes, creme para rachaduras, creme para olhos, acido hialuronico, retinol, niacinamida, balm = 3304 / 33 3003 3004 29
carga de lamina, carga para aparelho = 8212 / 82
# — limpeza, segunda passada
pre lavagem, branqueador = 3402 3809 / 34 38 2828 2847 2836 3306
polidor de metais = 3405 / 34
sanitizante, quaternario de amonio, acido peracetico = 3808 3402 2915 / 38 34 29 2828 2847
# — farmácia, segunda passada
soro de reidratacao = 3004 / 30 2106 2501 2827
creme vaginal, pilula do dia seguinte = 3004 / 30
fibra alimentar = 2106 / 21 1302 3004
ginkgo biloba, cascara sagrada, arnica = 3004 1211 2106 / 30 12 21 1302 3304
calendula pomada, pomada de calendula = 3004 3304 / 30 33
oleo de copaiba, oleo de andiroba = 1515 1301 3004 3304 / 15 13 30 33
# — terceira passada: salgados, pratos prontos, sobremesas, temperos, gorduras, abreviaturas de ERP
empadinha, quiche, torta salgada, calzone = 1905 / 19 1602 2106
croquete = 1602 1905 2106 / 16 19 21 2004 2005
escondidinho, strogonoff, virado a paulista, baiao de dois, arroz carreteiro, prato pronto, refeicao pronta = 1602 2106 1904 / 16 21 19 1604 1605
acaraje = 1905 2106 / 19 21 2005
vatapa, moqueca, tacaca, manicoba, barreado = 1604 1602 2104 2106 / 16 21 2005 0306 0307
pure de batata = 2005 1105 / 20 11 2106
bem casado, bombocado, quindim, cheesecake, banoffee, strudel, rosca doce, torta alema, petit gateau = 1905 2106 / 19 21 1806
ambrosia, manjar = 2106 1901 / 21 19 0404
geladinho = 2105 / 21 2202
casquinha de sorvete, cone de sorvete = 1905 / 19
cobertura para sorvete = 2106 1806 / 21 18 1702
nha benta = 1806 1704 / 18 17 1905
ervas finas, zaatar = 0910 1211 / 09 12 2103
anis estrelado = 0909 / 09
oleo composto = 1517 1509 / 15
gordura de coco = 1513 / 15
chantili = 2106 0401 / 21 04
clara de ovo, ovo liquido, ovo pasteurizado = 0408 / 04 3502
salg = 1904 2005 / 19 20 2106
vh = 2204 / 22
alg = 5601 3005 / 56 30 5201 5203 3304 3307
esp aco = 7323 / 73 6805
tampao higienico, tampao ob = 9619 / 96 5601 5603
colecalciferol, cianocobalamina, acido folico, piridoxina, tiamina, condroitina = 3004 2106 / 30 29 21
# — farmácia, terceira passada: princípios ativos (DCB) vendidos pelo nome genérico
cetirizina, levocetirizina, fexofenadina, dimenidrinato, escopolamina, butilbrometo de escopolamina, hioscina, orfenadrina, ciclobenzaprina, carisoprodol, acido acetilsalicilico, acido mefenamico, guaifenesina, ambroxol, acetilcisteina, bromexina, dexclorfeniramina, clorfeniramina, prometazina, hidroxizina, hidrocortisona, miconazol, clotrimazol, terbinafina, isoconazol, neomicina, bacitracina, sulfadiazina de prata, lidocaina, benzocaina, piroxicam, nimesulida, colchicina, alopurinol, metildopa, nifedipino, glimepirida, vildagliptina, sitagliptina, dapagliflozina, empagliflozina, bupropiona, venlafaxina, desvenlafaxina, duloxetina, quetiapina, risperidona, olanzapina, aripiprazol, alprazolam, diazepam, bromazepam, lorazepam, zolpidem, levofloxacino, norfloxacino, sulfametoxazol, trimetoprima, nitrofurantoina, claritromicina, doxiciclina, secnidazol, tinidazol, nitazoxanida, dexpantenol, lactulose, bisacodil, picossulfato, loperamida, racecadotrila, estradiol, levonorgestrel, desogestrel, etinilestradiol, drospirenona, clomifeno, progesterona, losartana, irbesartana, telmisartana, candesartana, ramipril, bisoprolol, metoprolol, nebivolol, indapamida, clortalidona, amiodarona, digoxina, rivaroxabana, apixabana, dabigatrana, ezetimiba, fenofibrato, ciprofibrato, pregabalina, gabapentina, topiramato, carbamazepina, oxcarbazepina, lamotrigina, valproato, acido valproico, fenobarbital, levetiracetam, donepezila, memantina, metilfenidato, lisdexanfetamina, trazodona, mirtazapina, nortriptilina, clomipramina, haloperidol, carbonato de litio, betaistina, cinarizina, flunarizina, sumatriptano, naratriptano, isometepteno, ergotamina, mometasona, budesonida, beclometasona, fluticasona, salbutamol, formoterol, montelucaste, ivermectina, praziquantel, secnidazol, nistatina, tetraciclina, eritromicina, cefadroxila, cefuroxima, ceftriaxona, clindamicina, linezolida, oseltamivir, valaciclovir, tansulosina, doxazosina, oxibutinina, solifenacina, finasterida, dutasterida, tamoxifeno, anastrozol, letrozol, alendronato de sodio, risedronato, calcitriol, sulfato de glicosamina, diosmina, hesperidina, cumarina, escina, metocarbamol, tizanidina, baclofeno, dipirona sodica, dipirona monoidratada, paracetamol, ibuprofeno, dexametasona, cetoprofeno = 3004 / 30 29
# — quarta passada: pecuária, agro, higiene
torta de algodao = 2306 / 23 1207
casca de soja = 2302 2308 1213 / 23 12
mineral para gado, mineral bovino, mineral para bovinos = 2309 / 23 2501 2835 2836
doramectina, oxitetraciclina, enrofloxacina, flunixin, flunixina, calcio injetavel, modificador organico = 3004 / 30 29
mata mosca, isca mosca, isca para mosca, isca para moscas = 3808 / 38 29 8543 8516 9604 3926
banho carrapaticida, pour on = 3808 3004 / 38 30
humato, acido humico, aminoacido foliar = 3101 3105 3824 / 31 38 2922 2923 2918 2932
oleo vegetal agricola, oleo mineral agricola = 3808 3824 3402 / 38 34 2710 1507 1515 1518
pastilha adesiva sanitaria, refil desodorizador, sache perfumado = 3307 3402 / 33 34 3808 3824
gel capilar = 3305 / 33
oleo de argan = 3305 3304 1515 / 33 15
agua de rosas = 3304 3301 / 33
adstringente = 3304 / 33 3003 3004
refil escova eletrica = 9603 8509 / 96 85
spray bucal = 3306 / 33 3003 3004
tonica = 2202 / 2201
ice vodka, vodka ice, bebida ice, caipirinha pronta, creme de cassis, bitter = 2208 / 22 2106
bebida mista = 2208 2206 2202 / 22
vermouth = 2205 / 22
infusao de frutas, infusao de ervas, matcha = 0902 1211 2106 / 09 12 21
bebida de arroz, bebida de coco, bebida de amendoas, bebida de aveia, bebida de castanha = 2202 / 2106
repositor hidroeletrolitico = 2202 2106 3004 / 21 30
# — quinta passada: hortifrúti, congelados, molhos
mix de folhas, salada pronta, salada higienizada = 0709 0705 / 07 2005
salsao, aipo = 0709 / 07 1209
funcho = 0709 0909 / 07 09
mangostao = 0810 / 08 2008
pinhao cozido, pinhao cru = 0802 / 08 2008 1209
amaranto = 1008 / 10 1102 1104 1106 1904
mix de legumes, legumes congelados = 0710 2004 2005 / 07 20
frutas vermelhas congeladas, fruta congelada = 0811 / 08 2007 2008
fish finger, steak de peixe = 1604 / 16 03 1905
torta congelada = 1905 / 19 2106
passata = 2002 / 20 2103
pesto = 2103 / 21
raiz forte = 0910 2103 0709 / 09 21 07
chutney = 2001 2103 2007 / 20 21
sriracha, tabasco = 2103 / 21
# — sexta passada: perfumaria e maquiagem
eau de cologne, extrato de perfume, fixador de perfume = 3303 / 33
deo spray = 3307 / 33
espuma de banho = 3307 3401 / 33 34
creme perfumado, oleo perfumado = 3304 3307 / 33
kit presente perfumaria, kit perfumaria = 3303 3304 3307 / 33 3401 4202 9605 9616
gel de sobrancelha, fixador de maquiagem, bb cream, cc cream, bronzer, contorno facial, gel de limpeza facial, patch para olheiras, serum vitamina c, creme antissinais = 3304 / 33 3003 3004 3401
palito de laranjeira = 4421 / 44
ampola de tratamento, spray termico, oleo reparador = 3305 / 33 3401
`;
