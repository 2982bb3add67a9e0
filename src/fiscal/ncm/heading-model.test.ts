import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { checkNcmRows } from './check-ncm';
import { descriptionIndexFor } from './description-index';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const REF = new Date('2026-03-01T00:00:00Z');
const findings = (description: string, ncm: string) =>
  checkNcmRows([{ line: 2, product: 'X', description, ncm }], { tables, referenceDate: REF }).issues.filter((f) => f.code === 'NCM_DESCRICAO');
/** One NCM_DESCRICAO finding whose suggestions include the heading. */
function expectFlaggedToward(description: string, ncm: string, heading: string): void {
  const f = findings(description, ncm);
  expect(f).toHaveLength(1);
  expect(f[0]!.suggestions.map((s) => s.code.slice(0, 4))).toContain(heading);
}

describe('a chapter title does not name the code\'s goods (RGI 1: the heading texts decide)', () => {
  it('"REATOR ELETRONICO" (a lamp ballast, 85.04) in a power-tool code is flagged: "Reatores nucleares" only heads Chapter 84', () => {
    const f = findings('REATOR ELETRONICO 2X20W 127V', '84672999');
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions.map((s) => s.code.slice(0, 4))).toContain('8504');
  });

  it('the ballast in its own heading stays correct', () => {
    expect(findings('REATOR ELETRONICO 2X20W 127V', '85041000')).toEqual([]);
  });
});

describe('plastic stock (39.16, 39.20, 39.21) is not a finished article (Chapter 39, Note 10)', () => {
  it.each([
    ['CAPACETE SEGURANCA ABA FRONTAL', '39201099', '6506'],
    ['OCULOS PROTECAO INCOLOR', '39201099', '9004'],
    ['FLOR ARTIFICIAL ORQUIDEA', '39211900', '6702'],
  ])('"%s" coded %s (plates and sheets) → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['CAPACETE SEGURANCA PLASTICO', '39269090'],
    ['LONA PLASTICA PRETA 4X4', '39209990'],
    ['PAPEL CELOFANE INCOLOR', '39207100'],
    ['ESPELHO ACRILICO 2MM', '39205100'],
  ])('"%s" coded %s stays correct (an article of plastic, or the stock itself)', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a stated material rules out another material\'s chapter the vocabulary lists as an alternative (Sections VII–XV classify by material)', () => {
  it.each([
    ['FACA CHURRASCO INOX', '39249000', '8211'],
    ['PRATO RASO PORCELANA 27CM', '39249000', '6911'],
    ['PARAFUSO SEXTAVADO ACO 1/4 X 2', '39262000', '7318'],
  ])('"%s" coded %s (plastic) → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['FACA DESCARTAVEL PLASTICA', '39241000'],
    ['PARAFUSO NYLON M6', '39269090'],
    ['SUPORTE P/ VASO CERAMICA', '39269090'],
    ['CHAPA 90CM 50 ALUMINIO 50 ZINCO', '72106100'],
  ])('"%s" coded %s stays correct (the stated material, what the product is for, a coating)', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a word naming both a fibre and a plastic opens Chapter 39 only for a product that can be a plastic article (Section XI vs Chapter 39, Note 2(p): textiles are not plastics)', () => {
  it.each([
    ['JAQUETA CORTA VENTO NYLON UNISSEX G', '39264000', '6201'],
    ['ZIPER NYLON 20CM PRETO', '39264000', '9607'],
  ])('"%s" coded %s (plastic articles) → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['ABRACADEIRA NYLON 200MM', '39269090'],
    ['PRATELEIRA PVC MARFIM 62X17CM', '39259090'],
    ['MARTELO DE BORRACHA 40MM C/CABO PLASTICO', '39269090'],
    ['DESEMPENADEIRA MADEIRA 15X26CM', '44170090'],
  ])('"%s" coded %s stays correct (a plastic article, or a material word of one sense only)', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a material the ERP reading drops as noise ("VIDRO") or plaits (Chapter 46: "VIME") still rules out another material (Sections VII–XIII classify by material)', () => {
  it.each([
    ['TAMPA DE PANELA VIDRO 24CM', '39241000', '70|73'],
    // 46.02 and 39.24 are both alternatives of the line: the stated plaiting material picks 46.02 (RGI 1, Chapter 46 Note 1).
    ['CESTO DE PAO VIME', '39249000', '4602'],
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code).toMatch(new RegExp(`^(${heading})`));
  });

  it.each([
    ['TAMPA DE PANELA VIDRO 24CM', '70134900'],
    ['CESTO DE PAO VIME', '46021900'],
    ['CESTO DE PAO PLASTICO', '39249000'],
    ['MOLDURA 20X30 S/ VIDRO', '44149000'],
    // A metal word in a composite may name a part: not a choice among the line's alternatives.
    ['PASSA FIO ALMA DE ACO 10M', '39173900'],
    ['ENGATE FLEXIVEL 60CM X 1/2 INOX', '40092290'],
    ['RALO LINEAR 5X50CM C/GRELHA INOX', '39174090'],
    // Leatherette is a plastic-coated fabric, not leather.
    ['CAPA DE VOLANTE COURO SINTETICO', '39269090'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a word of several senses predicts no heading, but a code outside every place its senses take fits none of them (RGI 1)', () => {
  it.each([
    ['CORRENTE P/ CADEADO', '82042000', '73'],
    ['DESENTUPIDOR DE PIA BORRACHA', '46021900', '39|40|96|84|73'],
    ['MOEDOR MANUAL', '61091000', '85|82|84|39|44|73|69|70'],
  ])('"%s" coded %s → NCM_DESCRICAO toward chapter %s', (description, ncm, chapters) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    // Among the suggestions, not necessarily first: "corrente cadeado" is also a style of gold necklace (71.13).
    expect(f[0]!.suggestions.some((s) => new RegExp(`^(${chapters})`).test(s.code))).toBe(true);
    expect(f[0]!.reason).toContain('conforme o sentido, em Capítulo');
  });

  it.each([
    ['CORRENTE P/ CADEADO', '73158900'],
    ['DESENTUPIDOR DE PIA BORRACHA', '39249000'],
    // A container names its contents as often as itself (RGI 5(b): packing goes with the goods).
    ['POTE SORVETE CHOCOLATE 1,5L', '21050010'],
    ['FRASCO ALCOOL GEL 70 500ML', '22089000'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('"PELOS" is hair in an ERP name, not the contraction of the official texts (85.10: máquinas de cortar o cabelo, aparelhos de depilar)', () => {
  it('"APARADOR DE PELOS" (a trimmer) coded as furniture (94.03) → NCM_DESCRICAO toward 85.10', () => {
    const f = findings('APARADOR DE PELOS 3 EM 1', '94036000');
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code.slice(0, 4)).toBe('8510');
  });

  it('the trimmer in 85.10 stays correct', () => {
    expect(findings('APARADOR DE PELOS 3 EM 1', '85102000')).toEqual([]);
  });
});

describe('a metal word opens the base-metal chapters (Section XV, 72–81) only for a product whose line lists one: sandpaper "for iron" is an abrasive (68.05), not an article of iron', () => {
  it('"LIXA FERRO 120" coded 73.14 (iron wire cloth) → NCM_DESCRICAO toward 68.05', () => {
    const f = findings('LIXA FERRO 120', '73142000');
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code.slice(0, 4)).toBe('6805');
  });

  it.each([
    ['LIXA FERRO 120', '68052000'],
    ['ARRUELA ZAMAC 1/4', '79070090'],
    ['ABRACADEIRA INOX 1/2', '73269090'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a container whose stated material cannot be a textile is not a made-up textile article (Chapter 63, Section XI; Chapters 69–70 by material)', () => {
  it('"POTE DE MANTEIGA PORCELANA" coded 63.02 (table linen) → NCM_DESCRICAO toward Chapter 69, naming the material', () => {
    const f = findings('POTE DE MANTEIGA PORCELANA', '63025100');
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code.slice(0, 2)).toBe('69');
    expect(f[0]!.reason).toContain('pelo material que o nome declara, em Capítulo 69');
  });

  it.each([
    ['POTE DE MANTEIGA PORCELANA', '69111010'],
    ['SACO ALGODAO CRU 50X70', '63053900'],
    // A word of several senses: the material may name the workpiece or a part, never a reason to flag.
    ['DISCO DE POLIMENTO 115X22,2 INOX', '68042119'],
    ['DESENTUPIDOR DE PIA BORRACHA', '39249000'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('nitrile and latex gloves are rubber (Chapter 40, Note 4: NBR is synthetic rubber, 40.02.59; gloves 40.15)', () => {
  it('"LUVA NITRILICA VERDE" coded 39.26 (plastic articles) → NCM_DESCRICAO toward 40.15', () => {
    const f = findings('LUVA NITRILICA VERDE', '39269090');
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code.slice(0, 4)).toBe('4015');
  });

  it.each([
    ['LUVA NITRILICA T10 GG', '40151900'],
    ['LUVA DE PROCEDIMENTO VINIL M', '39262000'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('narrowed chapter-wide alternatives (RGI 1: the heading texts, not the whole chapter)', () => {
  it.each([
    // 21.05 is ice cream: a cheese bread is 19.01 (dough), 19.05 (baked) or 21.06 (preparation).
    ['PAO DE QUEIJO CONGELADO 1KG', '21050010', '19|2106'],
    // 28.33 sulphates: the brand's only inorganic chemical is caustic soda (28.15).
    ['MR MUSCULO COZINHA 500ML', '28332100', '3402|3405'],
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code).toMatch(new RegExp(`^(${heading})`));
  });

  it.each([
    ['PAO DE QUEIJO CONGELADO 1KG', '19012000'],
    ['PAO DE QUEIJO CONGELADO 1KG', '21069090'],
    ['MR MUSCULO DESENTUPIDOR 300G', '28151200'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a roll of foil or film is the foil or film (76.07 aluminium foil; 39.20 plastic film)', () => {
  it.each([
    ['ROLO PAPEL ALUMINIO 30CM', '90178010', '7607'],
    ['ROLO FILME PVC 28CM X 30M', '96032100', '3920'],
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions[0]!.code.slice(0, 4)).toBe(heading);
  });

  it.each([
    ['ROLO PAPEL ALUMINIO 30CM', '76071190'],
    ['ROLO DE PINTURA LA 23CM', '96034090'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('RGI 1: the written code\'s texts excuse a name only when they name its head word as the goods', () => {
  it.each([
    ['SORVETE CHOCOLATE 2L', '19059020', '2105'], // 19.05 names ice cream only as the purpose of wafer cones
    ['CARNE DE SOL KG', '19022000', '0210'], // 19.02 names meat only as a filling ("recheadas (de carne…)")
  ])('"%s" coded %s (the word is a purpose or a filling there) → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it('the index tells goods from purposes and fillings in the texts of a code\'s heading and subheadings', () => {
    const idx = descriptionIndexFor(tables);
    expect(idx.namesAsGoods('42023100', 'saco')).toBe(true); // 42.02: "sacos de viagem"
    expect(idx.namesAsGoods('19059020', 'sorvet')).toBe(false);
    expect(idx.namesAsGoods('19022000', 'carn')).toBe(false);
    expect(idx.namesAsGoods('19022000', 'mass')).toBe(true); // "Massas alimentícias recheadas"
  });
});

describe('Section XVII, Note 3: a part named for a motor vehicle or a motorcycle may be coded as a part of it (87.08, 87.14)', () => {
  it.each([
    ['RESERVATORIO DE AGUA RADIADOR GOL', '87089100'],
    ['KIT BATENTE AMORTECEDOR DIANT C/ COIFA', '87088000'],
    ['ANTENA CORTA PIPA MOTO', '87141000'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });

  it.each([
    ['CAMISETA GOLA V ALGODAO', '87089100'], // "GOLA" is not the Gol
    ['RESERVATORIO DE AGUA 500L', '87089100'], // no vehicle named: a water tank
  ])('"%s" coded %s is still flagged', (description, ncm) => {
    expect(findings(description, ncm)).toHaveLength(1);
  });
});

describe('a name stating a dose (mg, mcg, UI) is a medicament\'s: 30.03 and 30.04 fit it (texts: "medicamentos … em doses")', () => {
  it.each([
    ['ADESIVO NICOTINA 21MG 7UN', '30044990'],
    ['GOMA DE MASCAR NICOTINA 2MG 30UN', '30049099'],
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });

  it('"ADESIVO INSTANTANEO 20G" (a pack weight, not a dose) in 30.04 is still flagged', () => {
    expect(findings('ADESIVO INSTANTANEO 20G', '30049099')).toHaveLength(1);
  });
});

describe('Section XI: a garment, linen or sock named with its fibre is a made-up article (61–63), not yarn or fabric (50–60)', () => {
  it.each([
    ['JAQUETA NYLON MASC G', '54071019', '6101'],
    ['CAMISETA MASC ALGODAO M', '52081100', '6109'],
    ['FRONHA ALGODAO 50X70', '58101000', '6302'],
    ['MEIA ALGODAO SOQUETE', '52041111', '6115'],
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['TECIDO ALGODAO CRU', '52081100'],
    ['LINHA DE ALGODAO P/ CROCHE', '52071000'],
    ['CORDA NYLON 10MM', '56074900'],
  ])('the fibre still opens its chapters for goods sold as yarn, fabric or cordage: "%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('a leading department or offer word ("FEM", "INFANTIL", "PAR", "GENERICO") does not hide the product (RGI 1 reads the product)', () => {
  it.each([
    ['FEM BLUSA VISCOSE M', '54071019', '6206'],
    ['PAR SANDALIA FEM 37', '39269090', '6402'],
    ['GENERICO DIPIRONA 500MG C/10', '21069030', '3004'],
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it('"INFANTIL CAMISETA" in 61.09 stays correct', () => {
    expect(findings('INFANTIL CAMISETA', '61091000')).toEqual([]);
  });
});

describe('Section XVII, Note 2: goods kept in their own chapters wherever they are fitted are not excused by a vehicle word', () => {
  it.each([
    ['SHAMPOO AUTOMOTIVO 500ML', '87089990'],
    ['CARREGADOR USB MOTO', '87089990'],
    // Parts of general use (Section XV, Note 2; Section XVII, Note 2(b)): bolts of 73.18, chains of 73.15.
    ['PRISIONEIRO RODA CAMINHAO', '87087090'],
    ['CORRENTE ANTIDERRAPANTE P/ PNEU CAMINHAO', '87089990'],
    ['FECHADURA PORTA AUTOMOTIVA', '87082999'], // 83.01: "fechaduras do tipo utilizado em veículos automóveis" (8301.20)
  ])('"%s" coded %s is flagged', (description, ncm) => {
    expect(findings(description, ncm)).toHaveLength(1);
  });
});

describe('a stated material opens its article headings, not the headings of the material itself (primary forms, stock, tyres)', () => {
  it.each([
    ['BOTA DE BORRACHA CANO LONGO 40', '40119090', '6401'], // 40.11 tyres
    ['BALDE PLASTICO 10L', '39011020', '3924'], // 39.01 polyethylene in primary forms
    ['PARAFUSO SEXTAVADO ACO 1/4', '72085200', '7318'], // 72.08 flat-rolled steel
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['TUBO PVC 100MM', '39172300'],
    ['SOLDA ESTANHO 1MM', '80030000'], // solder wire: its line lists 80.03
  ])('"%s" coded %s stays correct', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('fewer than three suggestions are filled with the residual "Outros" of the same subposition, then heading (RGI 6)', () => {
  it.each([
    ['TERMINAL OLHAL 6MM', '23099090', '85369090'],
    ['SAL MINERAL GADO 25KG', '85369090', '23099090'],
    ['PEN DRIVE 32GB SANDISK', '61091000', '85235190'],
  ])('"%s" coded %s → the suggestions include the residual %s', (description, ncm, residual) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions.length).toBeGreaterThan(1);
    expect(f[0]!.suggestions.map((s) => s.code)).toContain(residual);
  });
});

describe('still fewer than three: the heading\'s codes a CEST entry lists (goods sold in retail) fill the places', () => {
  it.each([['FORMA DE GELO SILICONE', '85369090', '39241000']])('"%s" coded %s → the suggestions include the retail code %s', (description, ncm, retail) => {
    const f = findings(description, ncm);
    expect(f).toHaveLength(1);
    expect(f[0]!.suggestions.map((s) => s.code)).toContain(retail);
  });
});

describe('a part named for the machine it fits goes with the machine\'s parts (Section XVI, Note 2(b))', () => {
  it.each([
    ['COPO P/ LIQUIDIFICADOR ARNO 2L', '85099000'],
    ['PRATO GIRATORIO P/ MICROONDAS 31,5CM', '85169000'],
    ['MANGUEIRA P/ ASPIRADOR DE PO', '85087000'],
    ['PRATELEIRA DE VIDRO P/ GELADEIRA', '84189900'],
  ])('"%s" in %s (the machine\'s "Partes") is not flagged', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });

  it.each([
    ['CAPA P/ CELULAR SILICONE', '85171300', '3926'],
    ['COPO P/ LIQUIDIFICADOR ARNO 2L', '85094010', '3924'],
  ])('"%s" in %s (the machine itself, not its parts) is still flagged toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });
});

describe('a toiletry is not a medicament unless the name names its active ingredient (Chapter 33, Note 1; Chapter 30 headings 30.03/30.04)', () => {
  it.each([
    ['SHAMPOO ANTICASPA 200ML', '30049099', '3305'],
    ['SABONETE GLICERINA 90G', '30049099', '3401'],
    ['POS BARBA BALSAMO 100ML', '30049039', '3307'],
  ])('"%s" coded %s (medicaments) → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });

  it.each([
    ['SHAMPOO CETOCONAZOL 2% 100ML', '30049069'],
    ['SHAMPOO ANTICASPA CETOCONAZOL', '30049069'],
  ])('"%s" in %s names its active ingredient: not flagged', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });
});

describe('headings that classify by a use the name states: medical and dental (90.18–90.22, 94.02), animals (42.01, 23.09), musical instruments (92.09), laboratory reagents (38.21, 38.22)', () => {
  it.each([
    ['CABO P/ ESPELHO BUCAL', '90184999'],
    ['ESPATULA N 24 ODONTO', '90184999'],
    ['ESCADA 2 DEGRAUS HOSPITALAR INOX', '94029090'],
    ['CAPA DE CHUVA PET IMPERMEAVEL G', '42010090'],
    ['TARRAXA VIOLAO JOGO 6 CROMADA', '92099200'],
    ['TAMPAO PH 7,00 SOLUCAO P/ CALIBRACAO 500ML', '38221990'],
  ])('"%s" in %s is not flagged', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });

  it.each([
    ['PINCA CLINICA P/ ALGODAO ODONTO', '30059020', '9018'], // an instrument coded as a dressing (30.05)
    ['SHAMPOO PET 500ML', '42010090', '3305'], // a toiletry for animals is still a toiletry (Chapter 33)
  ])('"%s" coded %s → NCM_DESCRICAO toward %s', (description, ncm, heading) => {
    expectFlaggedToward(description, ncm, heading);
  });
});

describe('eighth session, fourth batch of fresh names: rules read from their false alarms', () => {
  it.each([
    ['TECIDO CORINO PVC PRETO 1,40M MT', '59031000'], // the judgment's own suggestion is the written code: no finding
    ['PENTE CIGARRO DERBY C/10 MACOS', '24022000'], // tobacco context: a pack of cigarettes (24.02)
    ['TUBO P/ CIGARRO C/ FILTRO CX C/100', '48131000'], // cigarette paper (48.13)
    ['MANGUEIRA P/ NARGUILE SILICONE', '96140000'], // a part of a pipe (96.14)
    ['SAPATO P/ BONECA C/6', '95030029'], // a doll's accessory (95.03)
    ['CORTINA METALIZADA FESTA 1X2M', '95059000'], // a festive article (95.05)
  ])('"%s" in %s is not flagged', (description, ncm) => {
    expect(findings(description, ncm)).toEqual([]);
  });

  it('"MAQ CORTE CABELO" is a hair clipper (85.10), not make-up: coded as make-up it is flagged toward 85.10', () => {
    expectFlaggedToward('MAQ CORTE CABELO BIVOLT 9 PENTES', '33049990', '8510');
  });

  it('a heading of parts only (84.31) counts as the machine\'s parts: "GARFO EMPILHADEIRA" in 8431.20 is not flagged when the machine is named', () => {
    expect(findings('GARFO P/ EMPILHADEIRA 1,2M PAR', '84312011')).toEqual([]);
  });
});
