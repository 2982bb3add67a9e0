/**
 * Retail vocabulary, fifth round: stationery and office supplies, school material, books and printed matter, toys,
 * games and party goods, baby products, pet accessories, garden and pool, gifts and seasonal goods (Christmas, Easter),
 * tobacco and smoking accessories, religious articles, crafts and haberdashery, beauty tools (not cosmetics),
 * watches/batteries/small electronics accessories and cleaning tools. Same format and rules as retail-lexicon.ts
 * (`names = predicted headings / other plausible prefixes`), written from classification knowledge (RGI 1, NESH heading
 * texts) after the development set labelled-products-dev-office-leisure.tsv; never fitted to a held-out set (ADR 010).
 * The earlier files already hold most of these families (caderno, caneta, grampeador, boneca, baralho, fralda, coleira,
 * mangueira, isqueiro, terço, agulha, secador, pilha, vassoura…): only kinds they lack are listed, and longer forms
 * of their words where the shorter one reads another product (the first longest match wins, so a name here never
 * overrides an earlier one of the same length).
 *
 * Traps of the ERP reading (text-normalize.ts) and of words with several senses, which shaped these lines:
 *  - "LOMBO" (the spine of a lever-arch file, PASTA AZ LOMBO LARGO) is also the pork loin (02): "pasta az" is listed.
 *  - "CARRO" reads as "automovel": "carro de controle remoto" (a toy, 95.03) is listed in full, longer than
 *    "controle remoto" (85.43).
 *  - "LANCA CONFETE", "FESTAO NATALINO": the shorter "confete"/"festao" lines admit 48 and 63, so a wrong code there
 *    went unseen; the two-word forms keep Chapter 95 (and 3926 for plastic garlands) only.
 *  - "VELA DE ANIVERSARIO ESTRELINHA" is a sparkler (36.04), not the wax candle that "vela de aniversario" reads.
 *  - "SEDA" alone is silk (50) and "PAPEL SEDA" may be tissue paper: only "seda para cigarro", "seda smoking",
 *    "papel para cigarro" (48.13).
 *  - "BOB" alone is a name (Bob Esponja); "PRESILHA" alone also a hose or cable clip; "PEITORAL" alone a chest
 *    piece; "DAMAS", "DADO", "ROSARIO", "TABULEIRO" (baking tray), "CANGURU", "GLITTER" (plastic or cosmetic),
 *    "PAPEL SEDA" left out.
 *  - "LIXA" expands to abrasive paper (68.05) in the ERP reading: "lixa de unha" keeps 68.05 and admits the metal nail
 *    file (82.14).
 */
export const OFFICE_LEISURE_LEXICON = `
# — papelaria, escritório, impressos
pasta az, pasta registradora = 4820 / 48 3926
pasta catalogo plasticos, pasta catalogo com plasticos = 4820 3926 / 48
prendedor de papel, binder clip = 8305 / 83 3926
partitura = 4904 / 49
cartao postal = 4909 / 49
atlas geografico, atlas escolar = 4905 / 49
almanaque = 4902 4901 / 49
papel camurca = 4810 4811 / 48
copo de papel = 4823 / 48
olho movel, olhinho movel = 3926 / 39 7018
papel verge = 4802 / 48
bloco canson = 4820 4802 / 48
cracha, porta cracha = 3926 / 4821 4911 8310
cordao para cracha = 6307 / 5607 5609 5806 63 3926
massa de biscuit, massa biscuit = 3407 / 34 3505 3506
# — brinquedos, jogos, festa, datas
banco imobiliario = 9504 / 95
boneca falante, boneca interativa = 9503 / 95
carro de controle remoto, carrinho de controle remoto = 9503 / 95
velotrol = 9503 / 95 8712
lanca confete = 9505 / 95
festao natalino = 9505 / 95 3926
vela de aniversario estrelinha = 3604 / 36 3406
colomba pascal = 1905 / 19 1806
pinata = 9505 / 95 4823
coroa de advento = 9505 / 95 0604
# — pet, jardim
peitoral para caes, peitoral para cachorro, peitoral para gatos = 4201 / 42
grama sintetica = 5703 / 57 3918 3926
vela de sete dias = 3406 / 34
# — tabaco e fumo
cachimbo, piteira = 9614 / 96
seda para cigarro, seda smoking, papel para cigarro = 4813 / 48
dichavador = 8210 / 3926 7616 8479 4420 9614
# — beleza (utensílios), artesanato, eletrônicos
bob para cabelo, bobs para cabelo, bobe para cabelo, presilha de cabelo, presilha para cabelo = 9615 / 96 39
alicate de cuticula = 8214 / 82
lixa de unha, lixa para unha = 6805 8214 / 68 82
novelo, la para trico, la para croche = 5109 5511 / 51 52 54 55 56
passamanaria = 5808 / 58 5607 5609
separador de dedos = 3926 / 39 4016
barbante croche, barbante para croche = 5207 5205 / 52 5607
pilha recarregavel = 8507 / 85
controle universal = 8543 / 85
`;
