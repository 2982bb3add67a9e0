/**
 * Retail vocabulary, third round: haberdashery and crafts, party and gift supplies, packaging, printer and IT
 * consumables, religious and decorative items, garden and pet accessories, veterinary, car accessories, safety (EPI)
 * and school items. Same format and rules as retail-lexicon.ts (`names = predicted headings / other plausible
 * prefixes`), written from classification knowledge (RGI 1, NESH heading texts); never fitted to a held-out set (ADR 010).
 * Names already in the other vocabulary files are not repeated (the first file's entry wins).
 *
 * Notes on the ERP reading (text-normalize.ts) that shaped some lines:
 *  - "BALAO" stems like "bala" (candy, 17.04): balloons are listed only in two-word forms ("balao latex").
 *  - "MAQ" expands to "maquiagem", so the sewing-machine needle is spelled "agulha maq"; "DUREX" expands to
 *    "fita adesiva", "CARRO" to "automovel"; "EMBALAGEM", "GARRAFA" and "VIDRO" are packaging/noise words.
 *  - Words of several senses are recognised with no predicted heading ("agulha": sewing, hypodermic, machine;
 *    "botao": button or push-button; "elastico"; "mascara"; "cartucho": ink, filter or ammunition; "arranjo"),
 *    or only in two-word forms ("serpentina" is also a copper coil, "cone", "lacre", "triangulo").
 */
export const MISC_LEXICON = `
# — aviamentos e artesanato
linha setta, linha poliester, linha de bordar, linha para bordar, linha overloque, linha de pesponto = 5401 5508 5204 / 52 54 55 56
agulha = / 73 84 90 39 96 85 82
agulha de mao, agulha para costura, agulha de costura, agulha de bordar, agulha de tapecaria = 7319 / 73 3926 9018 8452
agulha maq, agulha para maquina, agulha maquina de costura, agulha singer = 8452 / 84
agulha descartavel = 9018 / 90 3926
botao = / 96 85 84 39 73 83 71 44
botao plastico, botao de plastico, botao metal, botao de metal, botao metalico = 9606 / 96 7326 8308 4421
botao de roupa, botao de pressao, botao para costura, botao de camisa, botao jeans, botao para jeans, botao de madeira, botao de coco, botao furos = 9606 / 96 7326 8308 4421
fecho ecler, fecho de correr = 9607 / 96 8308 7326
fita cetim, fita gorgurao, fita organza, fita de veludo, fita de renda, fita vies, vies = 5806 5807 5808 / 58 54 55 56 63 60 52
fita metrica = 9017 / 90
elastico = / 58 56 60 40 96 95 39 63 61 62
elastico chato, elastico de costura, elastico para costura, elastico rolico, elastico lingerie = 5806 5604 / 58 56 60 4008 4016 54 55 6307
feltro = 5602 / 56 59 6307 4016 6807 4805 4823 9404
feltro asfaltico = 6807 / 68 2715 4805 4807 5602
placa de eva, folha de eva, eva atoalhado, eva glitter = 3921 / 3918 3926 4008 4016 9503 6406
lantejoula, paete = 3926 / 8308 7018 7117 9606 5808 5810
micanga, canutilho = 7018 3926 / 70 7117 4421 9601 9602
cola quente, refil de cola quente = 3506 / 35 3901 3905 3906 3916 3926 3404 3824
pistola de cola quente, pistola cola quente = / 84 85 82 39 96
tecido malha, malha pv = 6006 6004 6001 / 60 50 51 52 53 54 55 56 58 59
tnt rolo, tecido tnt = 5603 / 56 6307 4823
la acrilica, la para trico, la para croche, novelo de la, fio de la = 5511 5109 / 51 55 56 54 52
fecho de contato = 5806 / 58 56 60 9606 9607
entretela = 5903 5603 5602 / 59 56 58 60 52 54 55
# — festa e presentes
balao latex, balao metalizado, balao de festa, balao de aniversario, balao numero, balao bubble, balao coracao, balao perolado, balao estampado = 9503 9505 / 95 4014 4016 3926 7607
vela numero, vela numeral, vela dia, vela votiva, vela palito = 3406 / 34 3604 9505
saco de presente, sacola de presente = 4819 3923 4202 / 48 42 6305 6307 5608
saco kraft, saco pardo, saco de pao = 4819 / 48 3923
forminha, forminha para doce, forminha de papel = 4823 / 48 3924 7607 7612 7615 7323 4016 6911 6912
chapeu de aniversario, chapeu de festa = 9505 / 95 4823 6505 3926
lingua de sogra = 9505 / 95 3926 4823 9208
bandeirola = 9505 4911 / 95 4823 3926 49 6307
garfo descartavel, faca descartavel, colher descartavel = 3924 4823 / 48 4419 4421
pote descartavel, pote plastico descartavel = 3923 3924 / 4819 4823 7612 7615
mascara = / 33 63 90 39 40 48 56 95 96 65 34
mascara de carnaval = 9505 / 95 3926 4823 6307
# — embalagens
bandeja de isopor, bandeja de eps = 3923 3924 / 4819 4823 7612 7615
filme stretch, stretch = 3920 / 3919 3923
plastico bolha = 3920 3921 / 3923
fita empacotamento, fita para empacotamento, fita durex, fita transparente = 3919 / 4811 4823 4008 4016
fita zebrada = 3919 3920 3926 / 4811 4823 4008 4016 5607 5609 6307
envelope de seguranca, envelope plastico, envelope coex = 3923 / 4817 4819 4823
etiqueta adesiva, etiqueta escolar = 4821 3919 / 48 4016 4908 4911
lacre plastico, lacre de seguranca = 3926 8309 7326 / 83 73 76
# — informática e suprimentos
cartucho = / 84 32 39 96 93 85 90 38 73
cartucho hp, cartucho epson, cartucho canon, cartucho brother, cartucho lexmark, cartucho compativel, cartucho para impressora = 8443 / 84 3215 3707 9612
refil de tinta, tinta para impressora = 3215 / 32 9612 8443
cartao sd, cartao micro sd, micro sd, microsd = 8523 / 85
cabo audio, cabo rca, cabo vga, cabo displayport, cabo lightning = 8544 / 85
bateria alcalina, bateria botao, bateria de relogio = 8506 / 85
fita para impressora, fita impressora, ribbon = 9612 / 96 8443
bobina para impressora = 4811 4809 4816 4823 / 48
cd, cd virgem, dvd virgem, midia cd, midia dvd = 8523 / 85 4911 9504 4819
suporte celular, suporte para celular, suporte veicular = 3926 8302 8473 8517 / 83 73 76 8529 8708 8714
# — artigos religiosos e decoração
terco = 7117 / 71 4420 4421 3926 7018 6913 8306
imagem = 3926 6913 4420 6809 / 69 44 68 8306 97 7013 7018 7020 7114 7116 7117 4911 9505 4823
estatua = 3926 6913 4420 8306 / 69 44 6802 6810 6815 83 97 7013 7018 7114 7116 7117 9503 9505
crucifixo = 8306 3926 4420 7117 / 83 44 71 7013 7018 6913 9601 9602
oratorio = 4420 9403 / 44 94 3926
arranjo = / 67 06 39 46 44 69 70
arranjo floral, arranjo de flores, arranjo flor artificial = 6702 0603 / 67 06 4602 4420 6913 7013
cachepo = 6913 6914 3924 7323 4602 4419 / 69 73 46 44 7013 6802 6810 6815 7615 7616
incensario, porta incenso = 6913 3926 4420 8306 7323 / 69 44 83 73 7013
mensageiro dos ventos, sino dos ventos = 8306 / 83 3926 4420 4421 7013 7018 7020 6913 9505 97
# — jardim e pet
vaso ceramica, vaso de ceramica, vaso ceramico, vaso de barro = 6913 6914 / 69 6810 6815
vaso plastico, vaso de plastico = 3924 3926 / 
vaso de cimento = 6810 / 68 6913 6914
pa de jardinagem, pa de jardim = 8201 / 82 3926 73
guia para cao, guia retratil, guia de passeio, guia para gato = 4201 / 42 3926 6307 5607 5609 7315 7326
aquario = 7020 7013 9405 3926 / 70 94
gaiola = 7326 / 73 3926 4421 4602
casinha, casinha para cao = 3926 4421 9403 / 44 94 73 6306 6307
cama para cao, cama para gato = 6307 9404 4201 / 63 94 42 3926
# — veterinária
seringa descartavel, seringa agulha = 9018 / 90 3926
pipeta antipulgas = 3004 3808 / 3003 3307
matabicheira, larvicida = 3004 / 30 3808
luva de palpacao, luva veterinaria = 3926 4015 / 40
# — acessórios automotivos
tapete automotivo, tapete carpete, tapete de borracha automotivo = 4016 5705 5703 / 40 57 3918 3921 3924 3926 8708 6307
aromatizante = 3307 / 33 3808 3824 3406 2106 29
aromatizante automotivo, cheirinho = 3307 / 33 3808 3824 3406
cera automotiva, cera para carro, cera cristalizadora = 3405 / 34 2712 1521 3824
protetor solar parabrisa, protetor solar automotivo, protetor de parabrisa, protetor solar para carro = 3926 6307 / 63 4823 7607 8708 4016 5603
capa cobrir carro, capa para carro, capa automotiva = 6307 3926 / 63 4016 5603 8708
triangulo de sinalizacao, triangulo de seguranca = 3926 8708 / 8714 8716 7014
# — EPI
respirador semifacial, mascara pff, mascara respiratoria, mascara respiradora = 9020 6307 / 3926 4016 5603 4818 4823
avental de raspa, avental de couro = 4203 / 42 6114 6210 6211 6307 4015 4016
bota de seguranca, botina de seguranca, calcado de seguranca, sapato de seguranca = 6403 6402 6404 6405 6401 / 64
cone de sinalizacao, cone de transito = 3926 / 4016 6810 7326
# — escolar
compasso = 9017 / 90 8205
canetinha, canetinha hidrografica, caneta hidrografica = 9608 / 96 3215
perfurador furos = 8472 / 84 8203 8205
tinta pva = 3209 3213 / 32 3824
tinta pva artesanato, tinta para artesanato, tinta artesanato = 3213 3209 / 32 3824
`;
