/**
 * Retail vocabulary, eighth session: farmácia e perfumaria: medicamentos, suplementos, curativos e material hospitalar, cosméticos, maquiagem, cabelo, perfumes, higiene oral, fraldas. Lines for kinds the fresh exemplar set
 * exemplars/labelled-products-ex-farmacia-beleza.tsv found unrecognised, missed or misread at its first reading (before this file).
 * Same format and rules as retail-lexicon.ts; never fitted to a held-out set (ADR 010).
 *
 * Traps met (names read as another product, abbreviations, words of several senses):
 *  - "SUPL" (suplemento) stems like "supla" (the sousplat, 39.24/70.13): "SUPL VITAMINA C" coded 21.06 was flagged as a
 *    tableware row. Two-word forms listed here; erp-vocabulary.ts could expand SUPL before a nutrient word (not done here).
 *  - "CLOR" (cloridrato) is expanded to "cloro" (erp-vocabulary.ts): "CLOR METFORMINA", "CLOR AMBROXOL" read the
 *    pool-chlorine line (28.28) and get 28.28 suggestions. Not fixable in a lexicon file (a "clor" line reads as "cloro");
 *    the expansion should read "cloridrato" before a drug name or a dose. Reported.
 *  - "DICLOR" is dicloridrato in a pharmacy (DICLOR CETIRIZINA) and dicloro(isocianurato) in a pool shop: no prediction.
 *  - "MULTIUSO" is expanded to "limpador", so sweep-c's "solucao multiuso" line reads as "solucao limpadora" (38.14/34.02)
 *    and never matches: "SOLUCAO MULTIUSO P/ LENTES" was flagged in 33.07. Listed here with "lentes"; "SOLUCAO MULTIUSO
 *    355ML" alone still reads as a cleaning solution (not fixable here).
 *  - Salt words head many medicament names (TARTARATO METOPROLOL, OXALATO ESCITALOPRAM, FUMARATO QUETIAPINA): listed with
 *    Chapters 30 and 29 (the bulk substance). "SULFATO", "ACETATO" (also the plastic sheet of stationery, 39.20),
 *    "NITRATO", "FOSFATO" and "HIDROXIDO" have chemical, fertiliser and pool senses: only their two-word drug forms.
 *  - Hormonal contraceptives are 30.06.60, not 30.04: listed here with 3006 first. The base line "pastilha para
 *    garganta, ..., probiotico, anticoncepcional, insulina, antisseptico bucal = 3004 / 30 1704 2106 29 3306 3307"
 *    (retail-lexicon.ts) lets every word of it take the others' chapters: "ANTICONCEPCIONAL ..." in 33.07 and
 *    "PROBIOTICO" in 30.04 pass; "antisseptico bucal" (a mouthwash, 33.06.90 by the NESH) predicts 30.04. The single-word
 *    "levonorgestrel" line predicts 30.04 for the emergency pill (30.06.60). Those lines should be split (other files).
 *  - Cosmetic lines of other files admit 3003/3004 ("shampoo", "shampoo infantil", "sabonete", "creme hidratante",
 *    "creme facial", "locao", "oleo corporal", "talco", "balm", "bronzer", "permanente afro", "fita dental",
 *    "gel de limpeza facial"), so a cosmetic coded as a medicament is never flagged. A name stating a dose already passes
 *    in 30.04 (heading-model.ts), so the admission is only needed for medicated kinds named by their drug. Longer lines
 *    here name the plainly cosmetic kinds (by purpose or brand) without Chapter 30; the two-word lines "shampoo infantil",
 *    "gel de limpeza facial", "permanente afro", "fita dental", "oleo corporal" cannot be overridden from here.
 *  - "SUPLEMENTO", "PROBIOTICO", "TERMOGENICO", "PRE TREINO", "COLAGENO" admit 30.04 in other files: a food supplement in
 *    30.04 is not flagged (Chapter 30 Note 1(a) sends supplements to 21.06). Left as is (trust: some are registered medicines).
 *  - "tira teste", "tiras para glicosimetro" (sweep-a) list Chapter 30, so glucose strips coded as a medicament pass:
 *    strips for glucose and brand forms listed here without it (38.22, 90).
 *  - "TINTURA" is a tincture (30.04, "TINTURA DE IODO") and a hair dye: only its creme/brand forms read as 33.05.
 *  - "CORRETIVO LIQUIDO" is the stationery correction fluid and a liquid concealer (33.04): the base line keeps both.
 *  - "BORLA" is also a tassel (58.08): only "borla para po/de maquiagem". "AGUA OXIGENADA" 10 volumes is the antiseptic:
 *    only "agua oxigenada creme" is the hair developer. "MOUSSE" alone is also a dessert: only hair forms.
 */
export const R8_FARMACIA_BELEZA_LEXICON = `
# — medicamentos escritos pelo sal (Cap. 30; o fármaco puro é do Cap. 29)
bissulfato, tartarato, hemitartarato, oxalato, divalproato, dinitrato, valerato, mesilato, bromidrato, dicloridrato, hemifumarato, pamoato = 3004 / 30 29
fumarato = 3004 / 30 29 2106
enantato = 3004 3006 / 30 29
diclor = / 30 29 28 38
amoxi, amox, smx, smx tmp, pilocarpina = 3004 / 30 29
hidroxido de aluminio, hidroxido aluminio = 3004 / 30 28
hidroxido de magnesio, hidroxido magnesio = 3004 / 30 28
sulfato de salbutamol, sulfato salbutamol, sulfato de gentamicina, sulfato de neomicina, sulfato de hidroxicloroquina, sulfato de morfina, sulfato de terbutalina, sulfato de atropina = 3004 / 30 29
fosf sod, fosfato sodico = 3004 / 30 29 28
acetato de hidrocortisona, acetato hidrocortisona, acetato de dexametasona, acetato dexametasona, acetato de betametasona, acetato de prednisolona, acetato de fludrocortisona, acetato de ciproterona, acetato de clormadinona, acetato de noretisterona = 3004 / 30 29
nitrato de miconazol, nitrato miconazol, nitrato de isoconazol, nitrato de econazol, nitrato de fenticonazol, nitrato de oxiconazol = 3004 / 30 29
propionato de clobetasol, propionato clobetasol, clobetasol, propionato de fluticasona, dipropionato de betametasona, dipropionato betametasona, furoato de mometasona, furoato mometasona, furoato de fluticasona, mometasona, acetonido de triancinolona, acetonido triancinolona, triancinolona = 3004 / 30 29
citrato de sildenafila, citrato sildenafila, citrato de orfenadrina, citrato orfenadrina, citrato de tamoxifeno, citrato de clomifeno = 3004 / 30 29
carbonato de calcio antiacido, carbonato calcio antiacido = 3004 / 30 28 21
# — contraceptivos hormonais (30.06.60)
anticoncepcional oral, anticoncepcional injetavel, anticoncepcional mensal, anticoncepcional trimestral, anticoncepcional levonorgestrel, anticoncepcional desogestrel, anticoncepcional drospirenona, anticoncepcional gestodeno, anticoncepcional etinilestradiol, anticoncepcional ciproterona, anticoncepcional noretisterona, anticoncep, contraceptivo, contraceptivo oral, contraceptivo injetavel, contraceptivo de emergencia = 3006 / 30 29
perlutan, mesigyna, cerazette, femiane, gestinol, nociclin = 3006 / 30 29
# — suplementos abreviados (SUPL lia "supla", o sousplat)
supl vitamina, supl vitaminico, supl vit, supl polivitaminico, supl alimentar, supl proteico, supl mineral, supl colageno, supl omega = 2106 3004 / 21 30 29 35
# — aparelhos e diagnóstico
aparelho medir pressao, aparelho de medir pressao, aparelho para medir pressao, aparelho de pressao de pulso, aparelho de pressao digital = 9018 / 90
tira teste glicose, tiras teste glicose, tira de teste de glicose, tira reagente glicose, tira teste glicemia = 3822 / 38 90
tira accu chek, tira teste accu chek, tiras accu chek, tira on call, tira teste on call, tira g tech, tira teste g tech, tira freestyle = 3822 / 38 90
solucao multiuso para lentes, solucao multiuso lentes, solucao multiproposito, renu, opti free = 3307 / 33
# — cosméticos (33.04) e higiene pessoal
algodao disco demaquilante, algodao demaquilante, disco de algodao demaquilante = 5601 / 56 48 33 3005
balm labial = 3304 / 33
bronzer po, bronzer em po, bronzer compacto, bronzer liquido = 3304 / 33
talco infantil, talco para bebe, talco de bebe, talco perfumado, talco corporal = 3304 / 33 2526
oleo infantil, oleo para bebe, oleo de bebe, oleo johnsons = 3304 / 33 2710 15
oleo corporal amendoas, oleo corporal de amendoas, oleo corporal hidratante, oleo corporal perfumado = 3304 / 33 15 3401
creme hidratante corporal, creme hidratante facial, creme hidratante para maos, creme nutritivo, creme facial anti idade, creme facial antirrugas, creme facial antissinais, creme facial noturno, creme facial noite, creme facial dia, creme nivea, creme dove, locao hidratante corporal, locao corporal hidratante, locao tonica = 3304 / 33 3401 3305
bruma fixadora, bruma de maquiagem, bruma facial = 3304 / 33
cera fria, cera quente, cera roll on = 3307 / 33 34
# — cabelo (33.05)
shampoo cachos, shampoo para cachos, shampoo cacheados, shampoo matizador, shampoo desamarelador, shampoo antirresiduo, shampoo anti residuo, shampoo reconstrucao, shampoo hidratacao, shampoo nutricao, shampoo liso, shampoo dove, shampoo pantene, shampoo seda, shampoo elseve, shampoo tresemme, shampoo clear, shampoo head shoulders, shampoo johnsons, shampoo bebe, sh head shoulders, sh cachos, sh matizador, sh dove, sh pantene, sh seda, sh elseve, sh clear = 3305 / 33 3401
mousse modelador, mousse modeladora, mousse de cachos, mousse para cabelo, mousse fixador = 3305 / 33
tintura creme, tintura em creme, tinta para cabelo, tinta de cabelo = 3305 / 33
nutrisse, biocolor, maxton, tintura igora, tintura koleston, tintura imedia, tintura nutrisse, tintura maxton, tintura biocolor = 3305 / 33
agua oxigenada creme, agua oxigenada em creme = 3305 / 33
relaxamento = 3305 / 33
# — higiene oral (33.06), sabonetes (34.01), acessórios
creme fixador de dentadura, creme fixador dentadura, creme fixador de protese, creme para dentadura, pasta fixadora de dentadura = 3306 / 33
sabonete em barra, sabonete barra, sabonete infantil, sabonete glicerina, sabonete de glicerina, sabonete glicerinado, sabonete esfoliante, sabonete hidratante, sabonete perfumado, sabonete vegetal, sabonete lux, sabonete dove, sabonete nivea, sabonete medicinal, sabonete de enxofre, sabonete enxofre = 3401 / 34 3304 3305 3307
sab liq, sabonete liq = 3401 / 34 3304 3305 3307
gel de banho, gel para banho, shower gel = 3401 / 34 33
borla para po, borla de po, borla po, borla de maquiagem, borla maquiagem = 9616 / 96
lixa de unha metalica, lixa de unha de metal, lixa metalica para unha = 8214 / 82 68
`;
