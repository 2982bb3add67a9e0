/**
 * Retail vocabulary, eighth session, fourth batch: salão de beleza, barbearia, estética e manicure profissional. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex4-salao-estetica.tsv found unrecognised, missed or misread at its first reading (before this
 * file). Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps met (names read as another product, abbreviations, words of several senses):
 *  - "CURETA P/ UNHA" was read by "cureta" (surgical curette, 90.18); the manicure curette is 82.14: listed in full.
 *  - "PENTE GUIA P/ MAQUINA" (a clipper attachment, 85.10) was read by "pente" (96.15); "PUFF P/ PO" (powder puff,
 *    96.16) by "puff" (a pouffe, 94.01/94.03): both listed in full.
 *  - "LIXA" is expanded by the tokenizer to "abrasivo aplicado": "BUFFER LIXA", "LIXA DE PE METALICA" (a metal foot
 *    file, 82.14) are written with "lixa" and read through it.
 *  - "TOP COAT" and "BASE COAT" are also paint (automotive base coat/clear coat, 32.08/32.09): empty prediction alone,
 *    nails (33.04) only in two-word forms. "EXTRA" is dropped: "EXTRA BRILHO TOP COAT" reads "brilho top coat".
 *  - "ESMALTE" alone is nail polish or enamel paint (empty prediction elsewhere): the nail finishes (perolado,
 *    cremoso, cintilante, fosco, gel) listed. "TINTA SEMIPERMANENTE" (hair dye) was read by "tinta" (paint).
 *  - "CERA ELASTICA" (depilatory) was read by "cera" (floor/car wax, 34.05); "SAIS P/ ESCALDA PES" by "sal" (25.01);
 *    "ESCOVA ALISADORA ESQUELETO" (a brush, 96.03) by "escova alisadora" (the electric one, 85.16); "LIXEIRA C/ PEDAL
 *    PLASTICA" by "lixeira pedal"; "ALICATE DE UNHA/CORTA UNHA" by "alicate" (82.03); "PO/LIQUIDO ACRILICO" for
 *    nails by the acrylic polymer (39.06): all listed in full.
 *  - "OX" (oxidante) only with "volumes/vol/cremoso"; "MAQUINA DE CORTE" and "MAQUINA DE ACABAMENTO" are also
 *    industrial machines: only with "cabelo", the brand (Wahl) or the kind (trimmer, detailer, shaver). "LONGARINA" is
 *    also a beam (chassis, pallet racking): only "longarina lugares/estofada/de espera". "ROLO DE VELCRO" is also
 *    hook-and-loop tape (58.06): empty prediction alone, 96.15 only with "cabelo". "BICO DE PATO" is also pliers
 *    and a duckbill valve: only "prendedor bico de pato". "PEELING" alone is also a machine (diamond peeling,
 *    90.18/85.43): only the chemical forms. "NEUTRALIZADOR DE PH" is also a pool/industrial chemical: only after
 *    "pos quimica". "BUFFER" alone is also a floor polisher and an electronic part: only with "lixa/unha/polidor".
 *  - Not fixable here (lines of other files that admit a wrong chapter; first longest match wins, so a shorter name
 *    here cannot override them): "cilios", "cilios postico", "cilios fio a fio", "mega hair", "aplique de cabelo" and
 *    "peruca" admit 33.04, though false eyelashes, wigs and hair extensions are 67.04 by the heading text (a wig coded
 *    3304 is not flagged); "lapis de sobrancelha", "batom matte", "gloss labial", "base liquida", "delineador" admit
 *    Chapter 96 (brushes 96.03 coded on a make-up row pass); "gel condutor" admits 33 and "disco de algodao
 *    demaquilante" and "kit manicure" admit 33; "unha postica" admits 33.04 and "cola para cilios" 33.04 (both
 *    debatable). "gel de limpeza facial" already exists (predicting 33.04 first; facial cleansing gel is 34.01.30).
 */
export const R8C_SALAO_ESTETICA_LEXICON = `
# — químicas e tratamentos capilares (Cap. 33)
repositor de massa, repositor de massa capilar, repositor capilar = 3305 / 33
po texturizador, po texturizador capilar, po modelador capilar = 3305 / 33
pigmentador capilar, pigmentador de cabelo, pigmentador para cabelo, pigmentador para barba = 3305 / 33
ox volumes, ox vol, ox cremoso, ox creme = 3305 / 33
protetor de descoloracao, protetor de quimica, protetor plex = 3305 / 33
neutralizador pos quimica, neutralizador de ph pos quimica, neutralizador capilar = 3305 / 33
neutralizante para permanente, neutralizante de permanente, neutralizante capilar, liquido para permanente, liquido de permanente = 3305 / 33
tinta semipermanente, tinta semi permanente, tinta fantasia capilar = 3305 / 33
pomada capilar, pomada para cabelo, pomada de cabelo = 3305 / 33
creme de hidratacao capilar, creme hidratacao capilar, creme de tratamento capilar = 3305 / 33
desmaia cabelo = 3305 / 33
balm pos barba = 3307 / 33
oleo pre barba, gel pos barba, oleo pos barba, creme pos barba = 3307 / 33
sais para escalda pes, sal escalda pes, sais escalda pes, escalda pes = 3307 / 33 25
# — unhas (33.04)
top coat, base coat = / 33 32 38 39
top coat gel, base coat gel, top coat unha, base coat unha, top coat matte, brilho top coat = 3304 / 33
esmalte perolado, esmalte cremoso, esmalte cintilante, esmalte fosco, esmalte em gel, esmalte gel, esmalte glitter = 3304 / 33
gel moldavel, gel builder, builder gel, gel de alongamento, gel construtor = 3304 / 33
prep desidratador, desidratador de unha, desidratador para unha = 3304 / 33
cleaner removedor, removedor de gomosidade = 3304 / 33
banho de gel, banho de gel unha = 3304 / 33 34
creme amolecedor, creme para cuticula, creme de cuticula = 3304 / 33
base endurecedora, base fortalecedora, base niveladora = 3304 / 33
po acrilico unha, po acrilico para unha, liquido acrilico monomero = 3304 / 33 39 29
coloracao para sobrancelha, coloracao de sobrancelha, tintura para sobrancelha = 3304 3305 / 33
# — estética (33.04, 33.07)
gel crio, gel crioterapico, gel criotermico, gel anticelulite = 3304 / 33 30
peeling acido, peeling quimico, peeling facial, peeling enzimatico, peeling corporal = 3304 / 33 30 34
oleo pos depilacao, gel pos depilacao, creme pos depilacao, locao pos depilacao, oleo pre depilacao, gel pre depilacao = 3304 3307 / 33
folhas de cera fria, folha de cera fria, folha de cera depilatoria = 3307 / 33 34
cera elastica, cera de depilacao, cera para depilacao, cera morna = 3307 / 33 34
corretivo bege, corretivo facial, corretivo liquido bege, corretivo de olheira = 3304 / 33
# — descartáveis, acessórios
rede para cabelo, rede de cabelo, redinha de cabelo, redinha para cabelo = 6505 / 65 56 63 96 39
papel lencol, papel lencol para maca = 4818 / 48
roupao descartavel = 6210 / 62 63 48 56 39
buffer lixa, buffer de unha, buffer unha, buffer polidor = 6805 / 68 96 39
lamina para navalhete, lamina navalhete, lamina gillette, lamina de navalha = 8212 / 82
cureta para unha, cureta de unha, cureta manicure, cureta podologia = 8214 / 82 9018
alicate de unha, alicate corta unha, alicate para unha, alicate podologia, alicate de unha encravada = 8214 / 82 9018
lixa de pe metalica, lixa de pe inox, lixa para pe metalica = 8214 / 82 68
puff para po, puff po, puff de maquiagem = 9616 / 96 39 40 56
prendedor bico de pato, prendedor de cabelo = 9615 / 96 39 73 76 83
rolo de velcro = / 96 58 39 56
rolo de velcro cabelo, rolo de velcro para cabelo, rolo velcro cabelo = 9615 / 96 58 39
escova esqueleto, escova alisadora esqueleto = 9603 / 96 85
borrifador cabeleireiro, borrifador para cabeleireiro, borrifador para cabelo, borrifador de cabelo = 9616 8424 / 96 84 39
frasco aplicador, frasco aplicador de tintura = 3923 / 39 96
toalha felpuda = 6302 / 63 61 62
aplique sintetico, aplique de cabelo sintetico, aplique organico = 6704 / 67
# — aparelhos e móveis
pente guia, pente guia para maquina, pente de maquina = 8510 / 85 39 96
maquina de corte cabelo, maquina de corte de cabelo, maquina de corte wahl, maquina wahl, maquina de acabamento trimmer, maquina de acabamento detailer, maquina trimmer, maquina detailer, maquina shaver = 8510 / 85
cacheador, cacheador automatico, cacheador de cabelo, frisador de cabelo, frisador cabelo = 8516 / 85
longarina lugares, longarina estofada, longarina de cadeira, longarina de espera, longarina para recepcao = 9401 / 94
poltrona barbeiro, poltrona de barbeiro, poltrona pedicure, poltrona de pedicure, cadeira de maquiagem, cadeira de maquiagem hidraulica = 9402 9401 / 94
espelho de parede, espelho com moldura, espelho de bancada, espelho bancada, espelho para salao = 7009 / 70 94 44 39 83
lixeira pedal plastica, lixeira com pedal plastica = 3924 / 39
`;
