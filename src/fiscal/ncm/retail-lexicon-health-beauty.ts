/**
 * Retail vocabulary, sixth round: farmácia (medicamentos, MIP), dermocosméticos, ortopedia, material médico-hospitalar, odontológico e de laboratório; salão de beleza e perfumaria. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-health-beauty.tsv; never fitted to a held-out set (ADR 010).
 * The earlier files already hold most generic drug names (DCB), the common OTC classes, first aid, hospital
 * disposables and cosmetics by kind: only kinds they lack are listed, one-product pharmacy brands, and longer forms
 * of their words where the shorter one reads another product (the first longest match wins, so a name here never
 * overrides an earlier one of the same length).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "MANTEIGA DE CACAU" is the lip balm (33.04) as often as cocoa butter (18.04); "manteiga" alone reads dairy butter
 *    (04.05): the two-word form predicts nothing and admits 33, 18 and 15.
 *  - "MALBEC" is the grape and wine (22.04, earlier line) and O Boticário's fragrance line: only its perfumery forms
 *    ("malbec desodorante colonia", "malbec colonia"…) are listed.
 *  - "ADESIVO" reads glue (35.06): the nicotine and contraceptive patches are listed in full (30.04).
 *  - "PALETA" stems like "PALETO" (jacket, 62.03) in the ERP reading, and is also a pork shoulder cut (02.03): only
 *    make-up forms ("paleta de blush/contorno/iluminador…").
 *  - "LAPIS DE COR" is read as "lapis" alone (colour words are dropped): make-up pencils are listed in full so they
 *    predict 33.04.
 *  - "BOBE" stems to "bob", also "BOB ESPONJA" (toys): only two-word forms ("bobe de cabelo", "bobe de velcro"…).
 *  - "TIC TAC" is the mint (17.04, earlier line) and the snap hair clip (96.15): only "tic tac de cabelo"/"presilha".
 *  - "CAPSULA" (coffee capsule, 09.01/21.01), "PASTILHA" (brake pad, tile, toilet block), "AMPOLA" (glass ampoule,
 *    hair ampoule), "SONDA" (lambda sensor), "DRENO" (air-conditioner drain), "CLAMP", "EXTENSOR", "ESTUFA",
 *    "PRANCHA" (surfboard, plank), "CALCIO"/"MAGNESIO"/"ZINCO"/"POTASSIO" (chemicals, metals, fertiliser),
 *    "GLICOSE" (glucose syrup, 17.02) and "CLORETO DE SODIO" (salt, 25.01) are left out alone or listed with
 *    an empty prediction: only their pharmacy forms predict a heading.
 *  - "LA ROCHE" reads "lã de rocha" (68.06, earlier line): only "la roche posay". "CALCIO D3", "BASTAO DE VIDRO",
 *    "FUNIL DE VIDRO", "KIT BARBA" lose their second word in the ERP reading ("d3", material and "kit" are dropped):
 *    "calcio" alone admits the feed, fertiliser and lime chapters; "bastao" (lip balm stick, glue stick) is left out.
 *  - Fashion houses (Dior, Chanel, Carolina Herrera, Paco Rabanne, Lacoste, Hugo Boss) and words such as "TRUSS" (the
 *    aluminium truss), "OMRON" (relays and sensors), "ONE TOUCH" (any one-touch gadget), "FREESTYLE", "POLO BLUE" (a shirt),
 *    "HIDRATACAO" alone (oral rehydration) are left out or listed in two-word forms only.
 *  - "COL" (colônia) reads "cola" (glue) and "PONTEIRA" reads "ponteiro" (82.05): only "col" + a fragrance line, and the
 *    cane, crutch and walker tips.
 *  - "TUBO" reads "cano" (pipe, 39.17): "tubo endotraqueal" is listed in full.
 *  - "CORRETIVO LIQUIDO" (earlier line) is correction fluid (38.24/96.12) and also a liquid concealer (33.04); a
 *    shared-line fix (admit 33) is proposed to the lead rather than shadowed here.
 *  - "ALBUMINA" is egg albumin (35.02): "albumina humana" is a blood fraction (30.02).
 *  - "MASC" expands to "masculino" in the ERP reading, though salons write it for "máscara" (MASC HIDRAT): not
 *    listable here.
 */
export const HEALTH_BEAUTY_LEXICON = `
# — medicamentos: formas farmacêuticas e soluções (Cap. 30)
solucao oral, suspensao oral, solucao nasal, solucao fisiologica, soro glicosado, soro glicofisiologico, solucao glicosada, glicose injetavel, glicose hipertonica, ringer, ringer lactato, soro ringer, agua para injecao, agua para injetaveis, agua esteril = 3004 / 30 28 22
cloreto de sodio = / 30 25 28 38
pasta dagua, pasta d agua = 3004 3304 / 30 33
emplastro, salonpas = 3005 3004 / 30
adesivo de nicotina, adesivo nicotina, adesivo transdermico, adesivo anticoncepcional, adesivo contraceptivo, nicorette, nicotinell = 3004 3006 / 30 21 17
ovulo vaginal, anel vaginal, gel vaginal = 3004 3006 / 30 3926 4014 9018
supositorio, supositorios, enema, clister, fleet enema = 3004 / 30 29 90
genciana, violeta genciana, mercurio cromo, mercurocromo, pvpi = 3004 / 30 28 29 32 38
azul de metileno = 3004 3204 / 30 32 29 38
albumina humana = 3002 / 30
insulina nph, insulina regular, insulina glargina, insulina asparte, insulina lispro, insulina degludeca, insulina detemir, insulina humana = 3004 / 30 9018
ampola = / 30 33 70 39
comprimido efervescente = 3004 2106 / 30 21 28 33 38
# — medicamentos de marca (um produto, uma posição; Cap. 30)
plasil, floratil, imosec, tamarine, lactopurga, dulcolax, traumeel, voltaren, gelol, moviative, atroveran, gaviscon, mucosolvan, bisolvon, descon, maracugina, polaramine, histamin, loratamed, diprospan, benzetacil, glifage, puran t4, selozok, ancoron, xarelto, eliquis, lexapro, zoloft, viagra, cialis, pramil, yasmin, microvlar, postinor, aerolin, berotec, clenil, atrovent, seretide, symbicort, alenia, maresis, afrin, dramin, luftal, sonrisal, estomazil, dorflex, torsilax, miosan, resfenol, cimegripe, coristina, benegrip, apracur, sinutab, tylenol, novalgina, anador, buscofem, alivium, naldecon, loratamed = 3004 / 30 29
epocler, engov = 3004 2106 / 30 21
centrum, lavitan, oscal, redoxon, cewin, addera, depura = 2106 3004 / 21 30 29
# — princípios ativos (DCB) que as linhas anteriores não têm
enoxaparina, heparina, lansoprazol, dexlansoprazol, cetorolaco, morfina, metadona, oxicodona, clonidina, hidralazina, isossorbida, mononitrato de isossorbida, propatilnitrato, diltiazem, verapamil, pioglitazona, liraglutida, semaglutida, tirzepatida, dulaglutida, ozempic, saxenda, mounjaro, wegovy, victoza, orlistate, sibutramina, itraconazol, ampicilina, gentamicina, tobramicina, vancomicina, benzilpenicilina, mupirocina, acido fusidico, metilprednisolona, deflazacorte, triancinolona, clobetasol, adapaleno, tretinoina, isotretinoina, peroxido de benzoila, minociclina, nafazolina, oximetazolina, fenilefrina, pseudoefedrina, ebastina, bilastina, rupatadina, trimebutina, mesalazina, sulfassalazina, ursodiol, acido ursodesoxicolico, metotrexato, hidroxicloroquina, cloroquina, leflunomida, celecoxibe, etoricoxibe, tenoxicam, aceclofenaco, vortioxetina, levodopa, biperideno, rivastigmina, ticagrelor, raloxifeno, tibolona, estriol, promestrieno, fosfomicina, fenazopiridina, metimazol, propiltiouracila, noripurum, combiron, neutrofer, pilula, pilula anticoncepcional, lacrima, lacrifilm, systane, optive, hylo = 3004 / 30 29
dimeticona = 3004 / 30 39 33 29
silimarina = 3004 1302 / 30 13 21 29
saccharomyces, lactobacilos = 3004 3002 2106 / 30 21 04 2102
soro caseiro = 3004 2106 / 30 21
cha de sene, folhas de sene = 1211 3004 2106 / 12 30 21 09
# — dermocosméticos de marca e fotoproteção (Cap. 33, 34)
fotoprotetor, fotoprotetor facial, anthelios, isdin, episol, minesol, actine, effaclar, cerave, cetaphil, eucerin, bioderma, sensibio, avene, vichy, la roche posay = 3304 / 33 3401
# — vitaminas, minerais e suplementos (Cap. 21, 30; os químicos puros no 28/29)
calcio mais vitamina d, calcio vitamina d, calcio com vitamina d, calcio d3 = 3004 2106 / 30 21 28 29 23 25 31 38
carbonato de calcio = / 28 30 21 25 38 23
citrato de calcio, citrato de magnesio, magnesio dimalato, magnesio quelato, magnesio treonato, bisglicinato de magnesio, magnesio bisglicinato, zinco quelato, zinco bisglicinato, gluconato de zinco, picolinato de zinco, selenio quelato, ferro quelato, cromo picolinato, picolinato de cromo = 2106 3004 / 21 30 29 28
cloreto de magnesio = 2827 2106 / 28 21 30
biotina, coenzima q10, coenzima, ashwagandha, spirulina, espirulina, clorela, chlorella, cardo mariano, maca peruana, hipercalorico, aminoacidos, cafeina em capsulas = 2106 3004 / 21 30 29 12 13 3305
cafeina = 2106 2939 / 21 29 30
valeriana, passiflora, melissa em capsulas, unha de gato, castanha da india, garra do diabo, espinheira santa = 3004 1211 2106 / 30 12 13 21 06 08 09
oleo de melaleuca, oleo de rosa mosqueta = 3301 3304 3004 / 33 30 15
# — primeiros socorros, ostomia, diagnóstico (Cap. 30, 38, 90)
placa de colostomia, placa para colostomia, bolsa de ileostomia, bolsa de urostomia, bolsa para ostomia, bolsa de ostomia = 3006 / 30 39 90
gel para ultrassom, gel de ultrassom, gel para eletrodo, gel para ecg, gel para eletrocardiograma = 3006 / 30 38
gel condutor, gel de contato = 3006 / 30 33 34 38
autoteste, autoteste hiv, teste hiv, teste de dengue, teste de glicemia, fita de glicemia, fita para glicemia, fita de glicose, tira de glicose, fita para urina, fita de urina, tira de urina, tira para urina = 3822 / 38 30 90
monitor de glicemia, monitor de glicose = 9027 9018 / 90 38 85
monitor de pressao, monitor de pressao arterial = 9018 / 90 85
lancetador, caneta lancetadora, lancetador automatico = 9018 / 90 3926
aerocamara, espacador inalatorio, espacador para inalacao, espacador para bombinha, bombinha de asma, bombinha para asma = 9019 9018 3004 / 90 39 30
eletroestimulador, estimulador eletrico, aparelho de fisioterapia = 9018 9019 / 90 85
# — material hospitalar (Cap. 30, 39, 40, 48, 62, 63, 90, 94)
abocath, abbocath, intracath, cateter periferico, polifix, cateter venoso = 9018 / 90 3926 3917 4009 4014 4016
tubo endotraqueal, canula de guedel, canula endotraqueal, canula de traqueostomia, mascara laringea = 9018 9019 / 90 3926 3917 4009 4014 4016
capote descartavel, capote cirurgico, capote hospitalar, avental cirurgico, avental hospitalar = 6210 6211 3005 / 62 63 56 3926 3005
sapatilha descartavel, sapatilha hospitalar = 6307 6406 / 63 56 39 64 40 48
lencol descartavel, lencol hospitalar, lencol de papel, rolo de lencol = 4818 6307 6302 / 48 56 63 39
espatula de madeira = 4421 4419 / 44 9018
cuba rim, cuba hospitalar = 7324 9018 3924 / 73 3926 7615 7616
descarpack, caixa coletora de perfurocortante, caixa para perfurocortante = 4819 3926 / 48 3923
clamp umbilical = 9018 3926 / 90
cama hospitalar, cama fawler, cama fowler = 9402 / 94 90
cadeira de banho, cadeira higienica, cadeira sanitaria = 9402 9401 8713 / 94 87 90 73 76 39
cadeira de cabeleireiro, cadeira para cabeleireiro, cadeira de barbeiro, cadeira odontologica = 9402 / 94 90
maca de estetica, maca para estetica, maca para massagem, maca de massagem, maca portatil = 9402 9403 / 94 90
lavatorio de cabeleireiro, lavatorio para salao = 9402 6910 / 94 69 39 73
cpap, bipap = 9019 / 90 8421
# — ortopedia (Cap. 61–63, 90)
robofoot, bota robofoot = 9021 / 90 64
corretor postural, corretor de postura, colete postural, cinta lombar, cinta ortopedica, cinta ergonomica = 9021 6212 / 90 61 62 63 40
cinta pos parto, cinta pos operatoria, faixa abdominal = 6212 9021 / 61 62 63 90
protetor de calcanhar, calcanheira, protetor de joanete, corretor de joanete = 9021 3926 4016 / 4014 63 61 64
# — odontologia e laboratório (Cap. 28–30, 34, 38, 70, 84, 90)
mepivacaina, articaina, prilocaina = 3004 / 30 29
formocresol = 3006 3004 / 30 29
hidroxido de calcio = / 28 30 38 25
eugenol = 2909 3006 / 29 3004 3301
acido fosforico = / 28 30 38
gesso pedra, gesso odontologico = 3407 2520 / 34 25 68 30
evidenciador de placa, revelador de placa, pastilha evidenciadora = 3306 3822 / 33 38
papel filtro, papel de filtro = 4823 / 48
estufa esterilizadora, estufa para alicates, estufa de alicate = 8419 8516 / 84 85 90
vaporizador de ozonio, vaporizador facial, vapor de ozonio = 8516 8509 8543 / 85 84 90
dermografo = 8543 9018 8509 / 85 90 84
pigmento para micropigmentacao, pigmento de micropigmentacao, tinta de tatuagem, tinta para tatuagem = 3215 3212 3304 / 32 33
resina filtek, resina opallis, resina flow, resina bulk fill, resina fluida, resina charisma, resina vittra = 3006 / 30 39 32
# — salão: cabelo (Cap. 33, 85, 96)
emulsao reveladora, emulsao oxidante, creme oxidante, ox cremoso = 3305 / 33 28 38
tinta para cabelo, tinta de cabelo, tinta capilar = 3305 / 33
oleo para barba, oleo de barba, balm para barba, shampoo para barba, shampoo de barba, pomada para barba, pomada de barba = 3305 3304 / 33 34
mascara de nutricao, mascara de reconstrucao, mascara de tratamento, mascara matizadora, mascara tonalizante = 3305 / 33 34
touca termica = 8516 / 85 65 63 39 40
prancha de cabelo, prancha para cabelo, prancha titanio, prancha ceramica = 8516 / 85
escova secadora, escova alisadora, escova modeladora, escova eletrica alisadora = 8516 / 85 96
escova dental eletrica, escova de dente eletrica = 8509 / 85 96
navalha, navalhete, navalha de barbear = 8212 8211 / 82 96
bobe de cabelo, bobe para cabelo, bobe de velcro, bobe termico, bobe plastico = 9615 / 96 8516
piranha de cabelo, presilha de cabelo, presilha para cabelo, tic tac de cabelo, tic tac presilha = 9615 / 96 7117 6117
capa de corte, capa para corte, capa de cabeleireiro, capa de barbeiro = 6211 3926 6307 / 62 63 61
aplique de cabelo, aplique cabelo, lace front, peruca lace, lace wig, rabo de cavalo = 6704 / 67 96 61 63
cilios, cilios fio a fio, cilios tufinho = 6704 / 67 3304
cola para cilios, cola de cilios, cola para unhas, cola de unha = 3506 3304 / 35 33
panela de cera, aquecedor de cera, derretedor de cera = 8516 / 85 84 73 76
# — salão: unhas (Cap. 33, 82, 85)
espatula de cuticula, espatula para cuticula, empurrador de cuticula = 8214 / 82 3926 4421
gel construtor, gel moldador, gel para alongamento, polygel, poligel, gel uv, gel led = 3304 / 33 3906 3907 3506
cabine uv, cabine led, cabine de unha, cabine sun, lampada uv unha = 8543 8516 / 85 94
motor para unhas, motor de unha, lixa eletrica = / 84 85 90
kit manicure, estojo manicure, manicure = 8214 / 82 42 96 33
# — maquiagem e dermocosméticos (Cap. 33, 34, 96)
manteiga de cacau = / 33 18 15 34
gloss, lip gloss, lip tint, lip balm, lapis labial, lapis de boca, lapis para boca = 3304 / 33 32 96
lapis de sobrancelha, lapis para sobrancelha, lapis de olho, lapis kajal, lapis delineador, lapis olho = 3304 / 33 96
paleta de blush, paleta de contorno, paleta de iluminador, paleta de maquiagem, paleta de batom, paleta de corretivo = 3304 / 33 96
base facial, base compacta, base stick, base em po, base cremosa, base mousse, base fluida, base matte = 3304 / 33 32 96
po solto, po banana = 3304 / 33
corretivo em bastao, corretivo cremoso, corretivo para olheiras, corretivo bastao, corretivo liquido facial, corretivo liquido matte, corretivo liquido alta cobertura = 3304 / 33 96
iluminador em po, iluminador liquido, iluminador compacto, iluminador bastao = 3304 / 33
serum = 3304 3305 / 33
acido glicolico, acido salicilico, acido mandelico, acido retinoico, acido kojico, acido azelaico = / 33 29 30 38
acido tranexamico = 3004 / 29 30 33
clareador = / 33 34 38 28 30
clareador de manchas, clareador facial, clareador de axilas, clareador de virilha = 3304 / 33 3004
clareador de pelos = 3305 3304 / 33
mascara de argila, mascara argila, mascara peel off, mascara de tecido facial, mascara sheet = 3304 / 33 25 34
gel creme, gel redutor, gel crioterapico, creme anticelulite, creme redutor, creme acetinado, oleo trifasico = 3304 / 33 3401 3307
gel de limpeza, espuma de limpeza, sabonete em gel, mousse de limpeza = 3401 3304 / 34 33 38
raspador de lingua, limpador de lingua = 9603 3924 / 96 3926 8214 7323 7324
esponja de maquiagem, esponja para maquiagem, esponja de po, esponja blender, beauty blender = 9616 / 96 3924 3926 4014 4016
batom matte, batom liquido, batom cremoso, batom metalizado, batom bala, batom fosco = 3304 / 33 96
locao pos barba = 3307 / 33 34
bepantol derma = 3304 / 33 3401
# — perfumaria (Cap. 33): abreviações e linhas de perfume de marca
des aerosol, des aero, des roll on, des rollon, des stick, des creme = 3307 / 33
des col, des colonia, desodorante colonia, deo col = 3303 / 33
malbec desodorante colonia, malbec deo colonia, malbec colonia, malbec perfume, malbec eau de toilette, malbec desodorante, malbec body spray, malbec shower gel = 3303 3307 / 33 34
kaiak, egeo, floratta, quasar, zaad, arbo, uomini, lily = 3303 / 33 34
# — abreviações de ERP de drogaria e perfumaria (a leitura expande REM → remo, ABS → freio ABS, BAT → bateria, MASC → masculino)
rem esmalte, remov esmalte, removedor esmalte = 3304 / 33 29 38
esm risque, esm colorama, esm impala, esm vult, esm dailus, esm anita, esm cremoso, esm cintilante, esm glitter, esm gel, esmalte colorama, esmalte impala, esmalte vult, esmalte dailus, esmalte anita, esmalte cremoso, esmalte cintilante, esmalte glitter = 3304 / 33
abs always, abs intimus, abs sempre livre, abs noturno, abs com abas, abs interno, abs diario, abs geriatrico, intimus, sempre livre, carefree = 9619 / 96 48 56
enx bucal, enx buc, enxaguatorio bucal = 3306 / 33
lenc umed, lenco umed = 3307 3401 5603 / 33 34 56 48
hast flex, hastes flex, haste flex = 5601 / 56 14 48
jontex, olla, prudence, blowtex = 4014 / 40 3926
test grav, teste grav = 3822 / 38 30 90
term dig, term digital, term clinico, termom digital, termom clinico = 9025 / 90
ap pressao, apar pressao, aparelho pressao, ap de pressao digital = 9018 / 90
esparad, atad, atad crepe = 3005 / 30 56 58 63
deo aer, deo aerosol, deo roll on, deo rollon, deo spray, deo creme, deo stick, antitransp = 3307 / 33
masc capilar, masc hidratacao, masc hidrat, masc tratamento, masc nutricao, masc reconstrucao, masc matizadora = 3305 / 33 34
masc cilios, masc para cilios = 3304 / 33
masc facial = 3304 / 33 34
loc hid, loc hidrat, loc hidratante, loc corporal, hid corp, hid corporal, hid facial, hid labial, hid maos, hid pes, prot sol, ole corp, oleo corp = 3304 / 33 34
bat matte, bat cremoso, bat hidratante, bat ruby rose, bat vult, bat avon, bat dailus, bat maybelline = 3304 / 33 96
delin, lap olho, lap sobrancelha, lap boca, lap labial, lap kajal = 3304 / 33 96
esp maquiagem, esp po = 9616 / 96 3924 3926 4014 4016
tes unha, tesoura de unha, tesoura cuticula, tesoura de cuticula, cort unha = 8214 8213 / 82
sol fisiologica, sol fisiol = 3004 / 30 28
# — mamãe e bebê na farmácia (Cap. 39, 40, 84, 90, 96)
sugador nasal, aspirador nasal = 9018 3926 4014 / 90 84 85 39 40
concha de amamentacao, concha para seios, concha protetora de seios = 3926 3924 / 39 40 9619
bomba de amamentacao, bomba de leite materno, bomba extratora de leite = 9018 8413 8509 / 90 84 85 3924 3926
# — perfumaria, banho e barbearia, segunda passada (Cap. 33, 34, 48, 56, 82, 85)
splash, bruma, bruma perfumada, bruma corporal = 3303 3307 / 33
sais de banho, sal de banho, sal para banho, sais para banho, bomba de banho, bola de banho, bombinha de banho = 3307 / 33 34 25
manteiga corporal, manteiga hidratante, manteiga de karite, manteiga de murumuru, manteiga de cupuacu = 3304 1515 / 33 15
after shave, after shave balm = 3307 / 33
aparelho gillette, carga gillette, carga para aparelho de barbear, carga de barbear, cartucho de lamina, refil de lamina, lamina para aparelho = 8212 / 82
epilador = 8510 / 85
lamina para maquina = 8510 8208 / 85 82
pente de encaixe = 8510 9615 / 85 96 3926
lenco demaquilante = 4818 3304 / 33 48 56
disco de algodao, algodao em disco, bola de algodao, algodao em bola, discos demaquilantes = 5601 3005 / 56 30 48
spray antisseptico = 3004 3808 / 30 38 33
creme para calos, removedor de calos, calicida = 3004 3304 / 30 33
grosa para pes, grosa de pes, grosa para pe = 8214 8203 / 82 68 96 3926
porta comprimido, porta comprimidos, cortador de comprimido, cortador de comprimidos, triturador de comprimido, triturador de comprimidos = 3926 3924 / 39 82 73 84
agulha para caneta, agulha caneta insulina, agulha para insulina, agulha para caneta de insulina = 9018 / 90
sensor de glicose, sensor de glicemia, freestyle libre = 9018 9027 / 90 38 85
accu chek, one touch ultra, one touch select, one touch verio = / 90 38
omron = / 90 85 84
vasenol = 3304 / 33 34
lucretin = 3401 3305 3304 / 33 34
wella, wella professionals, schwarzkopf, kerastase, truss professional, truss shampoo, truss mascara, cadiveu, bio extratus, lola cosmetics = 3305 / 33 34
quem disse berenice, tracta = 3304 / 33 34 96
# — princípios ativos e suplementos, terceira passada (colírios, dermatológicos, aminoácidos)
acebrofilina, medroxiprogesterona, acetato de medroxiprogesterona, aminofilina, azatioprina, benzoato de benzila, cabergolina, carbocisteina, cilostazol, cloranfenicol, daflon, desonida, fenitoina, nimodipino, pravastatina, sulfadiazina, sulpirida, timolol, bimatoprosta, latanoprosta, travoprosta, brimonidina, dorzolamida, moxifloxacino, ofloxacino, cetotifeno, olopatadina, epinastina, fluormetolona, loteprednol, folinato de calcio, capsaicina = 3004 / 30 29
colagenase = 3004 / 30 35 29
carmelose, hialuronato de sodio = 3004 / 30 33 39 29
calamina = 3004 3304 / 30 33 28
oxido de zinco, canfora, mentol, salicilato de metila = / 28 29 30 33 38 13 32
betacaroteno, luteina, resveratrol, glucosamina, msm, uc ii, colageno tipo ii, oleo de primula, oleo de cartamo, tribulus, carnitina, l carnitina, taurina, arginina, beta alanina, glicina, inositol, dha, lecitina de soja, goma guar, inulina = 2106 3004 / 21 29 30 12 13 15 11 32 35
# — material hospitalar, segunda passada: nutrição enteral, vias aéreas, leito, esterilização
dieta enteral, nutricao enteral, formula enteral = / 21 19 30 3923 3926 9018
fresubin, nutrison, fortini, modulen, trophic = 2106 1901 / 21 19 30
espessante alimentar, thicken up = 2106 1108 / 21 11 13 35
extensao de equipo, extensor de equipo, extensao para equipo, danula = 9018 / 90 3926 3917
torneira de 3 vias, torneira 3 vias = / 90 84 39 74
filtro hme, filtro bacteriologico, filtro bacteriano = 9018 9019 8421 / 90 84 39
traqueia corrugada, traqueia para ventilador, traqueia para nebulizacao, circuito respiratorio, sistema fechado de aspiracao, mascara venturi, mascara de venturi, mascara reservatorio, mascara com reservatorio, mascara nao reinalante, oculos nasal, nebulizacao = 9019 9018 / 90 39 40
bolsa de sangue, bolsa de nutricao, bolsa para nutricao, coletor sistema fechado = 3926 9018 / 39 90 30
bolsa de soro = / 30 39 90
papagaio masculino, papagaio para urina, marreco hospitalar, marreco feminino = 3924 3922 / 3926 7324 9018
colchao pneumatico, colchao anti escaras, colchao antiescaras = 9404 9019 / 94 90 39 40 63
boia anti escaras, almofada anti escaras, almofada antiescaras = 9404 3926 4016 / 94 39 40 63 90
divan, divan clinico, mesa de mayo, mesa auxiliar hospitalar, mesa de cabeceira hospitalar = 9402 9403 / 94 73
hamper = 9402 9403 7326 / 94 73 39 63 46 42
saco hamper = 6305 3923 6307 / 63 39
saco branco leitoso, saco para lixo infectante, saco infectante = 3923 / 39
pulseira de identificacao = 3926 4821 / 39 48 96
rolo grau cirurgico, rolo de grau cirurgico = 4810 4811 4823 3921 / 48 39
integrador quimico, indicador quimico = 3822 4823 / 38 48 90
desincrostante = 3402 3824 / 34 38 28
glutaraldeido = 2912 3808 / 29 38 30
lenco desinfetante = 3808 3402 4818 5603 / 38 34 48 56 33
sabonete degermante = 3401 3004 3808 / 34 30 38 33
escova degermante, escova cirurgica = 9603 / 96 3401 3004
campo fenestrado = 3005 6307 6210 / 30 63 62 56
sutura = 9018 3006 / 90 30
cateterismo = 9018 / 90 30 39 40
lamina de laringoscopio, bougie = 9018 / 90 39
fio guia = / 90 73 39 72 85
# — odontologia, segunda passada (Cap. 30, 34, 39, 40, 48, 90): instrumentos, moldagem, endodontia, prótese e implante
lima protaper, lima reciproc, lima flexofile, lima rotatoria, broca gates, broca largo, broca de gates, ponta diamantada, arco de young, sugador de saliva, sugador cirurgico, canula aspiradora, lamina de bisturi odontologica = 9018 / 90 82 68 39
tira de lixa = 6805 / 68 90 82
tira de poliester = 3920 3926 9018 / 39 90
matriz metalica = 9018 7326 / 90 73
lencol de borracha = 4016 4014 9018 / 40 90
papel carbono = 4809 4816 / 48
papel articular = 4823 4809 9018 / 48 90
moldeira = 9018 / 90 39 73 76
moldeira de clareamento = 3926 9018 / 39 90
silicone de condensacao, silicone de adicao, pasta zincoenolica, godiva = 3407 3006 / 34 30 39
resina acrilica autopolimerizavel, resina acrilica termopolimerizavel, acrilico autopolimerizavel, acrilico auto, jet acrilico = 3006 3906 / 30 39 32
escova de robinson = 9603 / 96 90 40
whiteness, periogard = 3306 3004 / 33 30
placa de acetato = 3920 / 39 90
placa miorrelaxante = 9021 9018 3926 / 90 39
arco niti = 9021 / 90 72 75
implante dentario, implante odontologico, componente protetico, pilar protetico, transferente de moldagem, analogo de implante, cicatrizador de implante, parafuso de cobertura = 9021 / 90 81 73
enxerto osseo, bio oss, substituto osseo, membrana colageno, membrana de colageno = 3006 9021 3004 / 30 90 35
single bond, adper, adesivo ambar = 3006 3506 / 30 35
filtek, opallis, vittra, ionoseal, vitremer, maxxion, calen, ultracal, endofill = 3006 / 30 28
cone de guta = 3006 / 30 40
condicionador acido = / 30 28 38 33
# — laboratório clínico (Cap. 29, 38, 39, 70, 84, 90): "TUBO" reads "cano" (pipe), "PONTEIRA" reads "ponteiro", "PERA" the fruit
tubo edta, tubo seco, tubo citrato, tubo heparina, tubo com gel, tubo com ativador, tubo fluoreto, tubo vacutainer, tubo de hemolise = 3926 9018 7017 / 3923 39 70 90
ponteira com filtro, ponteira universal, ponteira graduada, ponteira amarela, ponteira azul, ponteira cristal = 3926 / 39 40 70 90
pera de succao, pera de borracha, pera pipetadora, pera insufladora = 4014 4016 9018 / 40 90 39
agulha vacutainer, agulha para coleta, agulha de coleta, adaptador vacutainer = 9018 / 90 39
hemocultura, meio de hemocultura = 3821 3822 / 38 39 70 90
coletor de escarro, alca descartavel, placa elisa, microplaca = 3926 / 39 38 90
contador de celulas, hemoglobinometro, analisador bioquimico, analisador hematologico, homogeneizador de sangue, banho seco = 9027 8479 / 90 84 85
reagente, kit reagente, panotico, panotico rapido, giemsa = 3822 / 38 30 28 29 32
oleo de imersao = 3822 2710 / 38 27 90 15
xilol = 2902 2707 / 29 27 38
formol = 2912 / 29 38 30 33
camara de neubauer = 9027 7017 / 90 70
pipetador = 9027 8413 / 84 90 39
lamina escavada = 7017 / 70
papel indicador ph, fita de ph, fita indicadora de ph, papel tornassol = 3822 4823 / 38 48
cubeta = 7017 3926 / 70 39 90
objetiva = 9002 9011 / 90
# — salão e perfumaria, terceira passada: "BODY" reads the bodysuit (61.14), "TINTA" the paint (32.08)
body mist, body oil, body lotion, body butter, body cream, hair mist = 3303 3304 3307 / 33
tinta henna, henna para sobrancelha = 3305 3304 / 33 32
hidratacao capilar, cronograma capilar, redutor de volume, alisamento, alisamento capilar, neutralizante capilar, pos quimica, clareador de cabelo = 3305 / 33 34 28
botox = / 33 30
creme relaxante = 3305 3304 / 33 30
agulha de luzes = 9615 9603 7319 / 96 73 39 82
papel de mechas, papel para mechas = 7607 4811 3920 / 76 48 39
tigela para tintura, cumbuca de tintura, cuba de tintura = 3924 3926 / 39 69 70 73 76
capa de tintura, capa de quimica = 6211 3926 6307 / 62 63 39 61
difusor de secador, bico de secador, bocal de secador, prancha vapor, prancha a vapor = 8516 / 85 39
lamina de navalha = 8212 / 82
gel intimo, gel excitante = 3004 3006 3307 / 30 33 34
vibrador intimo, vibrador feminino, anel peniano = 9019 / 90 85 39 40
calcinha absorvente = 6108 6208 9619 / 61 62 96
# — medicamentos de marca, segunda passada (um produto cada; Cap. 30)
acheflan, algestona, amplictil, ansitec, aradois, arcoxia, artrolive, atensina, benalet, benzoilmetronidazol, biofenac, bromil, busonid, capoten, cefaliv, celestone, citoneurin, clavulin, coltrax, condroflex, dactil, depakene, desalex, diovan, doralgina, ecofilm, endofolin, flanax, fluimucil, fluticaps, gardenal, ginkoba, haldol, hixizine, ibupril, ketotifeno, labirin, lexotan, lipitor, losec, magnesia bisurada, micostatin, mioflex, motilium, multigrip, naridrin, nesina, nexium, nisulid, omcilon, paratuss, peptulan, rennie, roacutan, sinvascor, sustrate, transamin, trileptal, venalot, vermox, vonau, xantinon, zetron, zinnat, zyrtec = 3004 / 30 29
dermobene, selsun = 3004 3304 3305 / 30 33
energil, natele, pantogar, osteonutri, vitergan, urovit = 3004 2106 / 30 21
# — dermocosméticos e fotoproteção de marca, unhas e cílios, terceira passada: "BANANA BOAT" and "CENOURA E BRONZE" read the
#   fruit and the vegetable, "EXTENSAO DE CILIOS" the extension lead (85.44)
banana boat, cenoura e bronze, cenoura bronze, sundown, skinceuticals, principia, creamy, sallve, dermage, epidrat, fisiogel, hidrapele, simple organic = 3304 / 33 3401 3305
exposis, off locao, off repelente, off family = 3808 3304 3307 / 38 33
citronela = / 33 34 38 12 13 06
pinca para cilios = 8203 / 82 96 90
extensao de cilios, alongamento de cilios = 6704 3304 / 67 33
primer para cilios, primer unha, primer para unhas, fixador de sobrancelha, laminacao de sobrancelha, removedor de cuticula, fortalecedor de unhas, esmalte fortalecedor, base niveladora, desidratador de unha = 3304 / 33 38
tips unha, tips de unha, tips para unha = 3926 / 39 33
forma para unha, molde para unha = 4823 3926 / 48 39
po acrilico, monomero acrilico, liquido acrilico = 3304 3906 / 33 39 29
adesivo de unha, adesivo para unhas, pelicula de unha, decoracao de unha = / 33 39 48 49 96 70 71
glitter = / 33 39 32 70 83 95 96
pigmento para unha = 3304 3206 3212 / 33 32
# — farmácia, quarta passada: words that read a tool or an appliance ("MARTELO", "ABRIDOR", "ESTABILIZADOR" (voltage),
#   "IRRIGADOR" (garden), "LIMPADOR" (cleaner), "CERA" (polish), "COLETE" (vest)) in their clinical two-word forms
martelo de buck, martelo de taylor, martelo de percussao, abridor de boca = 9018 / 90 82 39 40
lanterna clinica, lanterna de pupila, lanterna pupilar = 8513 9018 / 85 90
estabilizador de tornozelo, estabilizador de joelho, estabilizador de punho, imobilizador de polegar, imobilizador de dedo, imobilizador de tornozelo, imobilizador de ombro, funda inguinal, cinta para hernia, cinta de hernia, colete de torax, colete de jewett, colete toracolombar, colete cervical, tala de dedo, tala metalica, tala digital, tala de punho, tala de braco, tala de perna, tala inflavel = 9021 / 90 61 62 63 39 40 73 76
suspensorio escrotal = 6212 9021 / 62 61 90
bracadeira de compressao, manga de compressao = 6115 6117 9021 / 61 63 90
espacador de dedos = 3926 4016 9021 / 39 40 90
dedeira = / 40 39 90 63 61 42 92 96
removedor de cera de ouvido, removedor de cerume, cera de ouvido, cerumin = 3004 / 30 33 90
limpador de ouvido, limpador auricular = 9018 3924 3926 / 90 39 96 33 56
irrigador nasal, lavador nasal, lavagem nasal = 9018 3926 3924 / 90 39 30
tampao de ouvido = 3926 4016 9021 / 39 40 90 48 56
pastilha de gengibre, pastilha valda, valda = 1704 3004 2106 / 17 30 21
agua inglesa, emulsao scott, biotonico fontoura, biotonico, elixir paregorico = 3004 / 30 21 22 15
balsamo = 3004 3304 1301 / 30 33 13
balsamo bengue, tiger balm = 3004 / 30 33
teste de glicose, tira de colesterol, tira colesterol, fita de colesterol, teste de colesterol = 3822 / 38 30 90
medidor de colesterol = 9027 9018 / 90 38
adipometro = 9017 9031 9018 / 90
diapasao = / 90 92
bico de silicone para seio, bico para seio, mamilo de silicone, protetor de mamilo = 3926 4014 / 39 40 9619
# — perfumaria, terceira passada: casas e linhas de perfume que só nomeiam perfumaria, refis e amostras
malbec gold, malbec club, malbec bleu, malbec ultra bleu, malbec magnetic, malbec flame = 3303 3307 / 33 34
invictus, la vie est belle, ck one, acqua di gio, azzaro, antonio banderas, blue seduction, shakira, siage, connexion, coffee man, coffee woman, nativa spa, cuide se bem = 3303 3304 3307 / 33 34
ekos, tododia, natura ekos, natura tododia = 3304 3307 3401 3303 / 33 34
parfum, miniatura perfume, miniatura de perfume, amostra de perfume, decant, refil perfume, refil de perfume, refil colonia = 3303 / 33
refil sabonete liquido, refil sabonete = 3401 / 34 33
refil desodorante = 3307 / 33
refil hidratante, refil creme = 3304 / 33 34
porta perfume = 9616 3926 7013 / 96 39 70
# — fisioterapia e estética (Cap. 85, 90, 94, 95): "TUBO" reads the pipe, "PISTOLA" the spray gun, "CORRENTE" the chain,
#   "CANETA" the pen, "CADEIRA" the seat (a massage chair is 90.19)
tubo elastico, tubo extensor elastico, theraband = 9506 4016 / 95 40 39
bastao de fisioterapia = 9506 9021 / 95 90 44 73 76 39
pistola de massagem, pistola massageadora, cadeira de massagem, poltrona de massagem, poltrona massageadora, cadeira massageadora = 9019 / 90 85 94
ventosa terapeutica, ventosaterapia, ventosa de acrilico, ventosa de massagem = 9019 9018 / 90 39 40 70
agulha de acupuntura, agulha para acupuntura = 9018 / 90
cama de massagem, maca eletrica = 9402 9403 9019 / 94 90
banho de parafina = 8516 8419 / 85 84 27 34
forno de bier = 9019 8516 / 90 85
ultrassom fisioterapia, ultrassom estetico, laser terapeutico, corrente russa, dermoabrasao, peeling de diamante, radiofrequencia, criolipolise, luz pulsada, alta frequencia = 9018 9019 8543 / 90 85
aparelho de ultrassom = / 90 85 84
dermapen, caneta dermapen, cartucho dermapen, agulha dermapen, microagulhamento, dermaroller = 9018 8543 8509 / 90 85 39
espirometro, respiron, exercitador respiratorio, incentivador respiratorio, power breathe = 9019 9018 / 90 39
termoforo, almofada termica eletrica = 8516 9019 / 85 90 63 94
manta termica eletrica = 6301 8516 / 63 85 94
oleo de arnica = 3004 3304 1515 / 30 33 15
gel de massagem = 3304 3004 / 33 30
mocho, cadeira mocho, mocho odontologico = 9401 9402 / 94
lupa de estetica, luminaria com lupa, luminaria de estetica = 9405 9013 / 94 90 85
# — marcas de higiene e beleza que abrem o nome (várias posições da mesma marca: lista larga)
oral b = / 96 33 85 54
curaprox, reach = 9603 / 96 33
bigfral = 9619 / 96 48 56
clear men, clear shampoo, clear anticaspa, beauty color = 3305 / 33 34
impala = 3304 / 33
hinode = 3303 3304 3307 / 33 34
# — higiene bucal e ocular, segunda passada
enxaguatorio, fita dental = 3306 / 33 30 54 56
palito interdental = 4421 9603 3924 / 44 96 39 33
pastilha para limpeza de protese, polident, fixador de protese = 3306 / 33 34 30 38
tapa olho, oclusor ocular = 3005 9021 6307 / 30 90 63 39 40
protetor ocular = / 90 30 39 63 40
soro para lentes = 3307 3004 / 33 30
estojo para lentes = 4202 3923 3926 9003 / 42 39 90
# — "COL" (colônia) reads "cola" (glue): only with a fragrance line after it; "PONTEIRA" of a cane reads "ponteiro" (82.05)
col kaiak, col egeo, col malbec, col floratta, col quasar, col zaad, col arbo, col lily, col uomini, col infantil perfumada = 3303 / 33
ponteira de bengala, ponteira para bengala, ponteira de muleta, ponteira para muleta, ponteira de andador, ponteira de borracha = 4016 9021 / 40 39 90 66
`;
