/**
 * Retail vocabulary, eighth session, second batch: pet shop, veterinária de pequenos animais, jardinagem, paisagismo e piscina. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex2-pet-jardim-piscina.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps met (ERP reading, words of several senses):
 *  - "PET" is dropped by the tokenizer (it is also the plastic, "GARRAFA PET"): "BANDANA PET", "CAPA DE CHUVA PET",
 *    "ROUPA PET MOLETOM", "CAMA PET", "BANHO A SECO PET" read as the human article; only the animal words (CAES, GATO,
 *    CACHORRO) survive, so the lines below are written with them. "SACHE" and "LATA" are packaging words dropped too: a
 *    wet food "SACHE PREMIER GOURMET GATOS" starts with its brand, "LATA PATE GOLDEN" with "pate" (a food of 16.02):
 *    brand lines in two-word forms ("golden", "premier" alone are also other brands and a dog breed).
 *  - "BANHO A SECO" is a laboratory dry bath (90.27) in the vocabulary; pet dry shampoo is listed with the animal word.
 *  - "JARDINEIRA" alone is the garment (dungarees): the planter is listed with its material or use.
 *  - "BEBEDOURO" alone is the water cooler (84.18): pet, bird and material forms listed; "BEBEDOURO INOX" is read
 *    "bebedouro aco inoxidavel" (inox expanded) and is also an industrial drinking fountain, so only with the animal word.
 *  - "VASO" + a plant name is a live plant in a pot (06.02) or an empty pot for that plant ("VASO P/ ORQUIDEA": "P/" is
 *    dropped, both read the same): empty prediction, both listed.
 *  - "ROSA" is also the colour, "CRAVO" the spice (09.07), "VIOLETA" a colour and gentian violet, "GIRASSOL" the seed
 *    (12.06), "LIRIO" a cut flower, a bulb or a potted plant, "ESPADA"/"LANCA DE SAO JORGE" lose "SAO" (read
 *    "espada jorge"): cut flowers listed only in two-word forms ("rosa cortada", "cravo cortado").
 *  - "GUIA" is also a guide bar (motosserra), a book and a door track: only with the material or the animal word.
 *  - "COELHO" is also rabbit meat, the chocolate Easter rabbit and a plush: only live-animal forms. "MINI" is dropped
 *    ("COELHO MINI LION" reads "coelho lion").
 *  - "FILTRO" alone has many senses: only aquarium and pool forms. "CORAL" is also a colour: only "coral artificial".
 *  - Artificial plants ("SAMAMBAIA ARTIFICIAL", "ORQUIDEA ARTIFICIAL") start with the plant's name: every plant line
 *    lists 67 (so a live plant written 67.02 is not flagged).
 *  - Pet toys are classified by material (39.26, 40.16, 56.09, 63.07), not as toys of 95.03.
 *  - Left out alone: "AZALEIA" (a footwear brand), "ARECA" (the nut, 08.02), "MOREIA" (the fish), "TULIPA" (a beer
 *    glass), "LIRIO" and "HORTENSIA" (fragrances of soaps), "REVOLUTION" (a cosmetics brand), "GRAN PLUS" and "PREMIER PET"
 *    (read "gran", "premier": "PLUS" and "PET" are dropped), "AREIA DE SILICA" (also silica sand, 25.05: empty prediction).
 *  - "NINHO" alone is the milk brand (04.02): bird nests listed with the bird or the material. "ASPIRADOR P/ PISCINA" was
 *    read as a vacuum cleaner (85.08), "CONDICIONADOR DE AGUA" (aquarium) as a hair conditioner, "GERADOR DE CLORO" as a
 *    power generator (85.02), "SHAMPOO NEUTRO" may be a car shampoo (34 listed).
 *  - A pet fountain ("BEBEDOURO AUTOMATICO GATO", 84.13/85.09) keeps those headings plausible on every pet "bebedouro"
 *    line, so a stainless bowl written 84.13 is not flagged.
 *
 * Lines of other files seen wrong or too wide (not edited here):
 *  - "humus, humus de minhoca, esterco, …" (retail-lexicon-r8-*.ts, 3101 / … 2306 2309 1213 1214 0511): a fertilizer of
 *    31.01 is never animal feed (23.09) nor forage (12.14); "HUMUS DE MINHOCA PCT 2KG" written 23.09 is not flagged and
 *    no longer line can fix it (the name has no further word). "adubo, fertilizante" (retail-lexicon.ts) also lists 2309,
 *    2301 and 2308: two-word forms below leave them out.
 *  - "bicarbonato de sodio" lists 3004 (medicinal bicarbonate): the pool alkalinity raiser is listed here.
 *  - "coleira" lists 3926, so a nylon collar written 39.24 (household articles) is admitted by the material rule.
 */
export const R8B_PET_JARDIM_PISCINA_LEXICON = `
# — alimentos para animais (Cap. 23): marcas em duas palavras, pate e leite com a palavra do animal
pate golden, pate whiskas, pate felix, pate pedigree, pate friskies, pate premier, pate granplus, pate special cat, pate special dog, pate royal canin, pate quatree, pate guabi, pate biofresh, pate cat chow, pate dog chow, pate gato, pate cao, pate cachorro, pate filhote = 2309 / 23
golden gourmet, golden formula, golden selecao natural, golden mega, premier gourmet, premier formula, premier nattu, premier ambientes internos, premier racas especificas, natural cao, natural gato, gourmet gato, gourmet cao, granplus, guabi natural, biofresh, three cats, birbo, hills science, nd prime = 2309 / 23
substituto leite materno, substituto do leite materno, substituto de leite, sucedaneo de leite materno, leite cao, leite gato, leite cachorro, leite filhote, leite em po cao, leite em po gato, leite em po cachorro, leite em po filhote = 2309 / 23 04 1901 2106 2202
cookie cao, cookie gato, cookie cachorro, biscoito passaro, biscoito roedor, biscoito calopsita, biscoito hamster, biscoito coelho, biscoito periquito, biscoito papagaio = 2309 / 23 19
semente de niger, niger = 1207 / 12 23
# — animais vivos (Cap. 01, 03)
filhote shih tzu, filhote cao, filhote gato, filhote de gato, filhote spitz, filhote pug, filhote yorkshire, filhote poodle, filhote maltes, filhote lhasa apso, filhote bulldog, filhote labrador, filhote golden retriever, filhote pinscher, filhote chihuahua, filhote dachshund, filhote border collie, filhote rottweiler, filhote persa, filhote siames = 0106 / 01 95
coelho lion, coelho vivo, coelho filhote, coelho anao, coelho fuzzy, coelho holandes, coelho angora, coelho rex, coelho mini lop, coelho lop = 0106 / 01 95
carpa koi, carpa ornamental = 0301 / 03
peixe ornamental, peixe de aquario, peixe aquario, peixe betta, peixe beta, peixe guppy, peixe neon, peixe kinguio, peixe acara, peixe palhaco, peixe platy, peixe plati, peixe corydora, peixe coridora, peixe molinesia, peixe cascudo, peixe tetra, peixe oscar, peixe barbo, peixe paulistinha, peixe espada ornamental, peixe ciclideo, peixe marinho ornamental, peixe dourado japones = 0301 / 03 9503
betta, guppy, kinguio, molinesia, corydora, otocinclus, acara bandeira, acara disco, neon tetra, koi = 0301 / 03 2309 95
# — acessórios para animais (42.01 e materiais)
guia nylon, guia de nylon, guia couro, guia de couro, guia dupla, guia cao, guia gato, guia cachorro, guia para caes, guia para gatos, guia trela, guia peitoral, guia refletiva, guia corrente cao = 4201 / 42 3926 6307 5607 5609 7315 7326
capa de chuva cao, capa de chuva cachorro, capa de chuva gato, capa chuva cao, capa chuva cachorro = 4201 / 42 61 62 63 39
bandana cao, bandana cachorro, bandana gato = 4201 6307 6214 / 42 61 62 63 65
cama cao, cama cachorro, cama caes, cama gato = 9404 6307 4201 / 94 63 42 39 44
toca iglu gato, toca iglu cao, toca gato, toca cao, toca cachorro = 9404 6307 4201 / 94 63 42 39 44
sanitario cao, sanitario caes, sanitario canino, sanitario gato, sanitario felino, sanitario higienico cao, banheiro gato, banheiro cao, banheiro canino, banheiro felino, banheiro sanitario gato, banheiro sanitario = 3924 / 39 44 73 3922 9406
caixa de areia gato, caixa de areia felino, caixa areia gato = 3924 / 39 44 73 3925 3926
pa higienica, pa sanitaria, pa para areia, pa de areia gato, pa cata caca, pa coletora de fezes = 3924 / 39 73 76 8201 9603
saco cata caca, saco cata coco, saquinho cata caca, saquinho cata coco, saco higienico cao, saquinho higienico, saquinho para fezes, saquinho fezes, saco para fezes, cata caca, cata coco = 3923 / 39 48
comedouro aluminio, comedouro de aluminio = 7615 / 76 73 39 8436
comedouro inox, comedouro de inox, comedouro aco inoxidavel = 7323 / 73 8436
comedouro ceramica, comedouro de ceramica, comedouro porcelana = 6912 6911 / 69
bebedouro cao, bebedouro caes, bebedouro gato, bebedouro cachorro, bebedouro passaro, bebedouro para passaros, bebedouro calopsita, bebedouro hamster, bebedouro roedor, bebedouro coelho, bebedouro gravidade, bebedouro inox cao, bebedouro inox caes, bebedouro inox gato, bebedouro inox cachorro, bebedouro aluminio cao, bebedouro aluminio gato, bebedouro plastico cao, bebedouro plastico gato, bebedouro plastico gravidade, bebedouro plastico passaro, bebedouro ceramica cao, bebedouro ceramica gato = 3924 7323 3926 / 39 69 70 73 76 8413 8418 8436 8509 8516
bebedouro automatico cao, bebedouro automatico gato, bebedouro automatico cachorro = 3924 8413 8509 / 39 69 73 76 84 85
ratinho de pelucia, ratinho pelucia, ratinho sisal, ratinho de sisal, ratinho catnip, ratinho com catnip = 6307 9503 3926 / 63 39 40 56 95
ratinho = / 01 39 40 42 46 56 63 95
brinquedo pelucia cao, brinquedo pelucia gato, brinquedo pelucia cachorro = 6307 / 39 40 42 56 63 95
brinquedo mordedor, brinquedo corda cao, brinquedo corda cachorro, brinquedo interativo cao, brinquedo interativo gato = 3926 4016 6307 5609 / 39 40 42 44 56 63 95
viveiro passaro, viveiro para passaros, viveiro de passaros, viveiro aves, viveiro calopsita = 7326 4421 / 73 44 39 94
ninho calopsita, ninho passaro, ninho para passaros, ninho canario, ninho de canario, ninho periquito, ninho de madeira, ninho de palha = 4421 4602 3926 / 44 46 39 14 73 0410
cercado, cercado cao, cercado para caes, cercado cachorro = 7326 3926 9403 / 73 39 44 94 95
spray adestrador, adestrador sanitario, atrativo sanitario, eliminador de odores, eliminador de odor = 3307 3808 / 33 38 34 30
grama para gatos, grama gato, grama de gato = 1209 0602 1214 / 12 06 23
# — higiene animal (33.07)
banho a seco cao, banho seco cao, banho a seco gato, banho seco gato, banho a seco cachorro, banho seco espuma, banho a seco espuma = 3307 3305 / 33 3401
shampoo neutro = 3305 3307 / 33 3401 3402 3405
shampoo cao, shampoo caes, shampoo gato, shampoo cachorro, shampoo veterinario, shampoo canino, shampoo felino = 3307 / 33 3401 30 3808
condicionador cao, condicionador gato, condicionador cachorro, condicionador hidratante cao = 3307 / 33 3401
colonia cao, colonia gato, colonia cachorro, perfume cao, perfume gato, perfume cachorro, colonia perfume = 3307 3303 / 33
# — areias e granulados sanitários
areia silica gel, areia de silica gel, areia silica gato, areia de silica gato, areia higienica silica, areia higienica de silica, areia sanitaria silica, areia cristal, areia cristais, silica gel gato = 2811 3824 / 28 38 25
areia silica, areia de silica = / 25 28 38
granulado sanitario madeira, granulado sanitario pellet, granulado higienico madeira, pellet de madeira, pellet madeira, pellet sanitario = 4401 / 44 25 38
# — medicamentos veterinários (30.04)
credelio, capstar, baytril, carprofeno, nexgard, advocate, drontal, milbemax, endogard, vermivet, apoquel, previcox, maxicam, agemoxi, synulox, doxifin, zelotril = 3004 / 30 3808
# — aquário
filtro externo, filtro interno, filtro hang on, filtro aquario, filtro para aquario, filtro biologico aquario, filtro uv aquario = 8421 / 84 85 39 59
termostato aquecedor, termostato aquario, aquecedor aquario, aquecedor para aquario, aquecedor com termostato = 8516 / 85 90 8419
condicionador de agua, condicionador agua aquario, condicionador para aquario, condicionador aquario, anticloro aquario = 3824 / 38 28
pedra porosa, pedra porosa aquario = 6815 6909 / 68 69 39 25
coral artificial, coral de resina, coral decorativo = 3926 / 39 67 68 69 0508
planta aquatica, planta aquario, planta de aquario, planta natural, planta viva = 0602 / 06 67 39
# — plantas, flores e bulbos (Cap. 06)
roseira, roseira trepadeira = 0602 / 06 67
anturio, kalanchoe, calanchoe, lirio da paz, samambaia, samambaia americana, samambaia chorona, bromelia, violeta africana, bonsai, zamioculca, zamioculcas, costela de adao, dracena, singonio, maranta, calathea, peperomia, aglaonema, croton, comigo ninguem pode, filodendro, guaimbe, pacova, begonia, kalanchoe florido, rosa do deserto, palmeira areca, palmeira rafis, palmeira fenix, buxinho, tuia, tuia holandesa, agapanto, ixora = 0602 / 06 67 39
suculenta, cacto = 0602 / 06 67 39 9503 9505
jiboia = 0602 / 06 67 39 0106
espada de sao jorge, lanca de sao jorge = 0602 / 06 67 39 8306 9307 9703
vaso samambaia, vaso de samambaia, vaso orquidea, vaso de orquidea, vaso suculenta, vaso de suculenta, vaso cacto, vaso de cacto, vaso bonsai = / 0602 6702 3924 3926 4421 4602 6810 6913 6914 7013 7323 7326 7615
bulbo, bulbos = 0601 / 06 90 85 84 70
amarilis, gladiolo, dalia, lirio oriental, lirio asiatico, lirio cortado, lirio em haste = 0601 0602 0603 / 06 67
rosa cortada, rosas cortadas, rosa colombiana, rosa em haste, rosa haste, cravo cortado, cravo em haste, cravo haste, girassol cortado, girassol em haste, girassol haste, crisantemo cortado, flor cortada, flores cortadas, flor de corte, gerbera cortada, lisianthus, astromelia, alstroemeria = 0603 / 06 67
crisantemo, gerbera = 0603 0602 / 06 67 12
folhagem, folhagem tango, folhagem para arranjo, folhagem de corte = 0604 0602 / 06 67
# — adubos e fertilizantes (Cap. 31), terra e pedras
adubo organico, adubo liquido, adubo foliar, adubo mineral, adubo granulado, adubo forth, adubo osmocote, adubo bokashi, adubo de liberacao lenta, adubo liberacao lenta, adubo rosa, adubo rosas, adubo orquidea, adubo flores, adubo plantas, adubo jardim, adubo horta, adubo gramado, adubo grama, adubo frutiferas, adubo suculenta = 3105 3101 / 31 3824
fertilizante npk, fertilizante organico, fertilizante liquido, fertilizante foliar, fertilizante mineral, fertilizante granulado, fertilizante forth, fertilizante orquidea, fertilizante orquideas, fertilizante flores, fertilizante plantas, fertilizante jardim, fertilizante horta, fertilizante gramado = 3105 3101 / 31 3824
esterco bovino, esterco de galinha, esterco galinha, esterco de gado, esterco curtido, esterco de cavalo, esterco de carneiro, esterco de ovelha = 3101 3105 / 31
ureia agricola = 3102 3105 / 31 2924
pedra de rio, pedra rio, pedra de rio decorativa = 2517 2516 / 25 68
substrato para plantas, substrato plantas, substrato orquidea, substrato para orquideas, substrato suculenta, substrato universal, substrato organico, terra preta, terra para plantas, terra para vasos, terra jardim, terra de jardim = 3101 3824 / 31 25 27 38 44 53 68
tutor de bambu, tutor bambu, tutor para plantas, tutor de planta, tutor de xaxim, tutor de coco = 1401 4421 / 14 44 39 73 46 53
anao de jardim, anao jardim, gnomo de jardim = 6913 3926 6810 / 69 39 68 97 95
# — ferramentas e irrigação de jardim
enxadinha, enxadinha de jardim = 8201 / 82 3926 9503
tesourao, tesourao de poda, tesourao de grama, tesourao cerca viva = 8201 / 82
plantador de bulbos, plantador de mudas, plantador manual = 8201 / 82 84 39
facao mato, facao de mato, facao rocada, facao para mato = 8201 8211 / 82
fio nylon rocadeira, fio de nylon rocadeira, fio rocadeira, fio para rocadeira, fio de corte rocadeira = 3916 / 39 54 56 8467 8433
irrigacao por gotejamento, irrigacao gotejamento, kit irrigacao gotejamento, irrigacao automatica = 8424 / 84 85 39 40 73 90 91
engate rapido mangueira, engate rapido para mangueira, engate mangueira, conector torneira, conector de torneira, conector mangueira, conector para mangueira = 3917 3926 / 39 73 74 76 84
emenda rapida mangueira, emenda rapida de mangueira = 3917 / 39 73 74 76 84
jardineira de concreto, jardineira concreto, jardineira cimento, jardineira de fibra, jardineira fibra, jardineira metalica, jardineira de ferro, jardineira aramada, jardineira suspensa, jardineira de parede, jardineira autoirrigavel, jardineira auto irrigavel, jardineira de polietileno, jardineira polietileno, jardineira barro, jardineira de barro, jardineira ceramica, jardineira madeira, jardineira varanda = 3924 6913 6914 4421 6810 / 39 69 4421 68 73 4602
prato para vaso, prato vaso, prato de vaso, pratinho para vaso, pratinho vaso = 3924 6914 6913 / 39 69 68 4419 4421 73
# — piscina
filtro piscina, filtro de piscina, filtro para piscina, conjunto filtrante, filtro de areia piscina = 8421 / 84
clorador, clorador flutuante, flutuador de cloro, boia cloradora, dosador flutuante = 3926 / 39 84 85
bicarbonato de sodio elevador, bicarbonato elevador, bicarbonato piscina = 2836 / 28 3824
estojo ph, estojo ph cloro, estojo cloro, estojo teste, estojo de teste, estojo teste cloro, estojo para teste, kit teste cloro, teste cloro, teste de cloro, teste ph, teste de ph, teste cloro ph = 3822 / 38 90
reagente fenol vermelho, reagente ortotoluidina, reagente ph, reagente cloro, reagente para piscina, reagente piscina = 3822 / 38 28 29 32
aspirador piscina, aspirador de piscina, aspirador para piscina = 3926 8508 8479 / 39 84 85 96
capa piscina, capa de piscina, capa para piscina, capa termica piscina, lona piscina, lona para piscina = 3926 6306 / 39 63 54 56 59
skimmer, skimmer piscina, dispositivo de retorno, dispositivo de aspiracao, dispositivo de hidromassagem = 3926 / 39 73 74 84
cascata piscina, cascata para piscina, cascata de piscina = 7326 7324 3926 / 73 74 76 39 84
tricloro, cloro tricloro, acido tricloroisocianurico, acido cianurico, estabilizador de cloro = 2933 3808 / 29 28 38
gerador de cloro, gerador cloro, clorador salino, ionizador piscina = 8543 / 85 84
cabo telescopico = 7616 7326 3926 / 76 73 39 44 82 96
aquecedor bomba de calor, bomba de calor = 8418 / 84 85
aquecedor piscina, aquecedor de piscina = 8419 8418 8516 / 84 85
`;
