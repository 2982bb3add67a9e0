import { describe, expect, it } from 'vitest';
import { RETAIL_LEXICON } from './retail-lexicon';
import { noiseMaterialStems, stemPt, tokenize, tokenizeOfficial } from './text-normalize';

describe('stemPt: plural and gender folded, distinct nouns kept apart', () => {
  it.each([
    ['congelados', 'congelada'],
    ['bovino', 'bovina'],
    ['queijos', 'queijo'],
    ['baloes', 'balao'],
    ['portoes', 'portao'],
  ])('%s and %s share a stem (agreement of adjectives and plurals)', (a, b) => {
    expect(stemPt(a)).toBe(stemPt(b));
  });

  it.each([
    ['prato', 'prata'],
    ['copo', 'copa'],
    ['tinto', 'tinta'],
    ['banho', 'banha'],
    ['calcinha', 'calca'],
    ['caminho', 'cama'],
    // Nouns in "-ão" are not masculines of nouns in "-a".
    ['balao', 'bala'],
    ['portao', 'porta'],
    ['pistao', 'pista'],
    ['botao', 'bota'],
    ['cordao', 'corda'],
    ['colchao', 'colcha'],
    ['camarao', 'camara'],
    ['caminhao', 'caminha'],
    ['limao', 'lima'],
  ])('%s and %s stay apart (different things in the tables)', (a, b) => {
    expect(stemPt(a)).not.toBe(stemPt(b));
  });

  it.each([
    ['posta', 'poste', 'POSTA DE ARRAIA is a fish steak, not a pole (73.08)'],
    ['face', 'faca', 'FACE SHIELD is a visor, not a knife (82.11)'],
    ['gelo', 'gel', 'GELO is ice (22.01), not hair or alcohol gel'],
    ['paleta', 'paleto', 'PALETA BOVINA is a beef cut, not a blazer (62.03)'],
    ['leito', 'leite', 'LEITO PARA CABOS is a cable tray, not milk'],
    ['leito', 'leitoa', 'LEITO is a bed or a tray, not a young sow (02.03)'],
    ['bolinha', 'bolinho', 'BOLINHA is a pet or game ball, not a cake (19.05)'],
  ])('%s and %s stay apart: %s (only the final vowel tells them apart)', (a, b) => {
    expect(stemPt(a)).not.toBe(stemPt(b));
    expect(stemPt(`${a}s`)).toBe(stemPt(a));
  });
});

describe('tokenize (ERP): sizes that say what the product is', () => {
  it('a dose in mg reads as a medicine in doses', () => {
    expect(tokenize('DIPIRONA 500MG 10 CPR', true)).toContain(stemPt('comprimido'));
  });

  it('a tyre size with a whole rim reads as a passenger-car tyre, a half-inch rim as a truck tyre', () => {
    expect(tokenize('PNEU 175/70R13', true)).toContain(stemPt('automovel'));
    expect(tokenize('PNEU 185/65 R15', true)).toContain(stemPt('automovel'));
    expect(tokenize('PNEU 295/80 R22.5', true)).toContain(stemPt('caminhao'));
    expect(tokenize('PNEU 295/80 R22.5', true)).not.toContain(stemPt('automovel'));
  });

  it('INOX is stainless steel, as the tables spell it', () => {
    expect(tokenize('PIA INOX', true)).toEqual(expect.arrayContaining([stemPt('aco'), stemPt('inoxidavel')]));
  });
});

describe('tokenize (ERP): a set or a pair is classified as the thing', () => {
  it.each(['JOGO DE CHAVES COMBINADAS', 'PAR DE MEIAS', 'CONJUNTO DE CHAVES'])('%s loses its set word', (name) => {
    const stems = tokenize(name, true);
    expect(stems).not.toContain(stemPt('jogo'));
    expect(stems).not.toContain(stemPt('par'));
    expect(stems).not.toContain(stemPt('conjunto'));
  });

  it('a game keeps its word when no "de" follows ("JOGO DA MEMORIA")', () => {
    expect(tokenize('JOGO DA MEMORIA', true)).toContain(stemPt('jogo'));
  });
});

describe('tokenize (ERP): words that name goods in a register though the official texts use them as function words', () => {
  it.each([
    ['FORMA DE BOLO ALUMINIO', 'forma'],
    ['FORMA DE GELO SILICONE', 'forma'],
    ['PAO DE FORMA 500G', 'forma'],
  ])('%s keeps "%s"', (name, word) => {
    expect(tokenize(name, true)).toContain(stemPt(word));
  });

  it('the official texts still drop "forma" ("sob a forma de")', () => {
    expect(tokenize('Medicamentos sob a forma de comprimidos', false)).not.toContain(stemPt('forma'));
  });
});

describe('tokenize (ERP): ambiguous abbreviations expand only where the next word says which product it is', () => {
  const reads = (name: string): string => tokenize(name, true).join(' ');
  it.each([
    ['EXT TOM 340G', 'tomate'],
    ['MOLHO DE TOM 300G', 'tomate'],
    ['TOM PELADO LATA', 'tomate'],
    ['FAR TRIGO 1KG', 'farinha'],
    ['FAR DE MANDIOCA 500G', 'farinha'],
    ['MAC ESPAG 500G', 'macarrao'],
    ['MAC INSTANTANEO 85G', 'macarrao'],
    ['CAM MASC MC P', 'camiseta'],
    ['CAM POLO G', 'camiseta'],
  ])('%s reads as %s', (name, word) => {
    expect(tokenize(name, true)).toContain(stemPt(word));
  });

  it.each([
    ['TOM PELE BASE LIQUIDA', 'tomate'],
    ['FAR MILHA H3', 'farinha'],
    ['MAC BOOK AIR', 'macarrao'],
    ['CAM IP WIFI', 'camiseta'],
    ['CAM AR ARO 26', 'camiseta'],
  ])('%s does not read as %s', (name, word) => {
    expect(tokenize(name, true)).not.toContain(stemPt(word));
    expect(reads(name)).not.toBe('');
  });
});

describe('tokenize (ERP): cut words with two readings take the one the next word names', () => {
  it.each([
    ['MOCH ESCOLAR', 'mochila', 'MOCH is a backpack: a stool is written MOCHO in full'],
    ['CAD ESCRIT', 'cadeira', 'an office word after CAD names a chair, not a notebook'],
    ['CAD DE RODAS', 'cadeira', 'a wheelchair, not a notebook'],
    ['CALC CIENT', 'calculadora', 'a scientific calculator, not trousers'],
    ['CALC 12 DIG', 'calculadora', 'digits on a display name a calculator'],
    ['MANT SOFA', 'manta', 'a sofa throw, not butter'],
    ['LT COND 395G', 'leite', 'a can of condensed milk, not hair conditioner'],
    ['MOL TOMATE 340G', 'molho', 'a tomato sauce, not a spring'],
    ['MOL CANGURU MASC', 'moletom', 'a hooded sweatshirt, not a spring'],
    ['SER 5ML', 'seringa', 'a volume after SER names a syringe'],
    ['SER DESC 10ML', 'seringa', 'a disposable syringe'],
  ])('%s reads as %s: %s', (name, word) => {
    expect(tokenize(name, true)[0]).toBe(stemPt(word));
  });

  it.each([
    ['CAD UNIVERSITARIO 10M', 'caderno', 'a school word after CAD keeps the notebook'],
    ['CALC JEANS FEM', 'calca', 'a fabric after CALC keeps the trousers'],
    ['MANT C/SAL 200G', 'manteiga', 'salt after MANT keeps the butter'],
    ['MOL P/ PORTAO', 'mola', 'a gate spring keeps the spring'],
    ['MOCHO ODONTOLOGICO', 'mocho', 'the stool written in full stays a stool'],
  ])('%s still reads as %s: %s', (name, word) => {
    expect(tokenize(name, true)[0]).toBe(stemPt(word));
  });

  it('SER alone is still the verb the official texts drop', () => {
    expect(tokenize('Podem ser utilizados', false)).toEqual([stemPt('podem')]);
    expect(tokenize('VITAMINA SER 30CPR', true)).not.toContain(stemPt('seringa'));
  });
});

describe('tokenize: "para" joined to its noun is a compound, not a preposition', () => {
  it.each([
    ['PARA-LAMA DIANTEIRO', 'paralama', 'a mudguard: the hyphen joins "para" to its noun (alone "lama" is mud)'],
    ['PARA LAMA MOTO', 'paralama', 'registers also write the mudguard with a space'],
    ['PARALAMA DIANT', 'paralama', 'written as one word it reads the same'],
    ['PARA-BRISA GOL', 'parabrisa', 'a windscreen, not a breeze'],
    ['PARA CHOQUE TRAS', 'parachoque', 'a bumper, not an electric shock'],
    ['PARACHOQUE DIANT', 'parachoque', 'written as one word it reads the same'],
    ['PARA BARRO CAMINHAO', 'parabarro', 'a mud flap, not clay'],
    ['PARA-SOL', 'parasol', 'a sun visor, not the sun'],
    ['PARA SOL GOL', 'parasol', 'at the head of the name "para sol" is the visor'],
    ['PARA-RAIOS', 'pararaios', 'a lightning rod (85.35), not rays'],
  ])('%s reads as %s: %s', (name, word) => {
    expect(tokenize(name, true)[0]).toBe(stemPt(word));
  });

  it.each([
    ['Para-lamas', 'paralama'],
    ['Limpadores de para-brisas', 'parabrisa'],
    ['Para-choques e suas partes', 'parachoque'],
    ['Para-raios, limitadores de tensão', 'pararaios'],
  ])('the official text "%s" joins the same compound (%s), so both sides agree', (text, word) => {
    expect(tokenizeOfficial(text).map((t) => t.stem)).toContain(stemPt(word));
    expect(tokenize(text, false)).toContain(stemPt(word));
  });

  it.each([
    ['OCULOS PARA SOL', 'sol', 'after another noun "para sol" is "for the sun"'],
    ['FILME PARA RAIOS X', 'raio', 'an X-ray film keeps its rays'],
  ])('%s keeps %s: %s', (name, word) => {
    expect(tokenize(name, true)).toContain(stemPt(word));
  });

  it('"Para raios X" in the official texts stays a film for X-rays (no hyphen)', () => {
    expect(tokenizeOfficial('Para raios X').map((t) => t.stem)).toEqual([stemPt('raios')]);
  });
});

describe('tokenize (ERP): a Motorola model is a phone, not a motorcycle', () => {
  it.each([
    ['MOTO G84 256GB', 'celular', 'a series letter with its model number names the phone'],
    ['CAPA MOTO G84', 'celular', 'a case for that phone'],
    ['MOTO E22', 'celular', 'the E series too'],
    ['BAU MOTO 45L', 'motocicleta', 'a top case: no series letter'],
    ['PNEU MOTO 90/90-18', 'motocicleta', 'a tyre size is no phone model'],
  ])('%s reads %s: %s', (name, word) => {
    expect(tokenize(name, true)).toContain(stemPt(word));
  });
});

describe('tokenize (ERP): codes of letters and digits that name a kind of goods', () => {
  it.each([
    ['MASCARA PFF2 S/VALVULA', ['mascara', 'pff']],
    ['MASCARA N95', ['mascara', 'pff']],
    ['OLEO 2T 500ML', ['oleo', 'dois', 'tempos']],
    ['OLEO 2 TEMPOS 500ML', ['oleo', 'dois', 'tempos']],
    ['OLEO 4 TEMPOS 1L', ['oleo', 'quatro', 'tempos']],
  ])('%s reads as %j', (name, words) => {
    expect(tokenize(name, true)).toEqual(words.map(stemPt));
  });

  it('other codes with digits are still sizes and models ("S10", "12X1", "500ML")', () => {
    expect(tokenize('CAMISETA S10 12X1 500ML', true)).toEqual([stemPt('camiseta')]);
  });

  it('"OLEO LUBRIFICANTE" and "OLEO HIDRAULICO" share the reading "oleo lubrificante" (no doubled word)', () => {
    expect(tokenize('OLEO LUBRIFICANTE', true)).toEqual(['oleo', 'lubrificante'].map(stemPt));
    expect(tokenize('OLEO HIDRAULICO 68', true).slice(0, 2)).toEqual(['oleo', 'lubrificante'].map(stemPt));
  });
});

describe('tokenize (ERP): a container at the head of a name is the goods only where the name says so', () => {
  const first = (name: string, n: number): string[] => tokenize(name, true).slice(0, n);
  it.each([
    // Container before "de" and its contents: the contents.
    ['POTE DE SORVETE NAPOLITANO 2L', ['sorvete']],
    ['CAIXA DE BOMBOM GAROTO 250G', ['bombom']],
    ['GALAO DE AGUA MINERAL 20L', ['agua', 'mineral']],
    ['SACO DE CARVAO 3KG', ['carvao']],
    ['PACOTE DE BISCOITO 200G', ['biscoito']],
    // Packaging words after the product, or before it, are still dropped.
    ['SUCO DE UVA GARRAFA 1L', ['suco', 'uva']],
    ['GARRAFA DE VINHO TINTO 750ML', ['vinho', 'tinto']],
    ['BISCOITO EMB 200G', ['biscoito']],
  ])('%s reads as %j', (name, words) => {
    expect(first(name, words.length)).toEqual(words.map(stemPt));
    expect(tokenize(name, true)).not.toContain(stemPt('garrafa'));
  });

  it.each([
    // Empty, or named by its material: the container.
    ['GARRAFA PET 500ML VAZIA C/TAMPA', ['garrafa', 'pet', 'vazio']],
    ['GARRAFA VIDRO 1L VAZIA', ['garrafa', 'vidro', 'vazio']],
    ['GARRAFA AMBAR 600ML P/ CERVEJA VAZIA', ['garrafa', 'vazio', 'ambar']],
    ['FRASCO DE PERFUME VAZIO 50ML', ['frasco', 'vazio', 'perfume']],
    ['FRASCO PLASTICO 100ML C/ VALVULA SPRAY VAZIO', ['frasco', 'vazio', 'plastico']],
    ['POTE DE VIDRO HERMETICO 1L', ['pote', 'vidro', 'hermetico']],
    ['POTE DE MANTEIGA PORCELANA', ['pote', 'manteiga']],
    // A pair that names a thing of its own.
    ['CAIXA DE SOM BLUETOOTH', ['caixa', 'som']],
    ['CAIXA DE AGUA 1000L', ['caixa', 'agua']],
    ['SACO DE LIXO 100L', ['saco', 'lixo']],
    ['CAIXA DE AREIA P/ GATOS', ['caixa', 'areia']],
    // A pizza box is the box (48.19): pizza is not sold by the box.
    ['CAIXA DE PIZZA 35CM', ['caixa', 'pizza']],
    // Packaging sold as such.
    ['EMBALAGEM P/ PIZZA 35CM', ['embalagem', 'pizza']],
  ])('%s reads as %j', (name, words) => {
    expect(first(name, words.length)).toEqual(words.map(stemPt));
  });

  it('every vocabulary name that starts with a container keeps it (a new "caixa de X" needs X in CONTAINER_COMPOUNDS)', () => {
    const containers = ['pote', 'frasco', 'caixa', 'saco', 'bombona', 'galao', 'garrafao', 'barril', 'engradado', 'pacote'];
    const broken = RETAIL_LEXICON.split('\n')
      .filter((l) => l.includes('=') && !l.trim().startsWith('#'))
      .flatMap((l) => l.split('=')[0]!.split(',').map((n) => n.trim()))
      .filter((n) => containers.includes(n.split(' ')[0]!))
      .filter((n) => tokenize(n, true)[0] !== stemPt(n.split(' ')[0]!));
    expect(broken).toEqual([]);
  });
});

describe('tokenize (ERP): socket sets and snack-bar sandwiches', () => {
  it.each([
    ['JOGO DE SOQUETES 1/2 C/ CATRACA 24PCS', ['jogo', 'soquete']],
    ['KIT SOQUETES SEXTAVADOS', ['jogo', 'soquete']],
    ['SOQUETE 1/2 19MM', ['soquete', 'encaixe']],
    ['SOQUETE E27 PORCELANA', ['soquete', 'porcelana']],
    ['X-TUDO', ['sanduiche', 'tudo']],
    ['X SALADA', ['sanduiche', 'salada']],
    ['XBURGUER', ['sanduiche', 'burguer']],
  ])('%s reads as %j', (name, words) => {
    expect(tokenize(name, true).slice(0, words.length)).toEqual(words.map(stemPt));
  });
});

describe('tokenize (ERP): words the official texts drop that name goods in a register', () => {
  it.each([
    // "pelos" is the contraction "por os" in the NCM texts, hair in a product name.
    ['APARADOR DE PELOS 3 EM 1', ['aparador', 'pelos']],
    ['SECADOR DE PELO PET', ['secador', 'pelo']],
  ])('%s reads as %j', (name, words) => {
    expect(tokenize(name, true).slice(0, words.length)).toEqual(words.map(stemPt));
  });

  it('"lanche" (a snack) and "lancha" (a motor boat, 89.03) keep apart', () => {
    expect(stemPt('lanche')).not.toBe(stemPt('lancha'));
    expect(stemPt('lanches')).toBe(stemPt('lanche'));
  });
});

describe('noiseMaterialStems: a material dropped as packaging noise is still seen by the material rules', () => {
  it.each([
    ['TAMPA DE PANELA VIDRO 24CM', ['vidro']],
    ['PALMITO VIDRO 300G', ['vidro']],
    ['MOLDURA 20X30 S/ VIDRO', []],
    ['PORTA RETRATO SEM VIDRO', []],
    ['COPO AMERICANO 190ML', []],
  ])('%s → %j', (name, words) => {
    expect(noiseMaterialStems(name)).toEqual(words.map(stemPt));
    // Never a product word: "COPO DE VIDRO" is read as a cup.
    expect(tokenize(name, true)).not.toContain(stemPt('vidro'));
  });
});

describe('tokenize (ERP): "vidro" names the goods only where the name says glass is what is sold', () => {
  it.each([
    ['VIDRO TEMPERADO 8MM', 'flat glass by its kind (70.07), not "temperado" as in seasoned chicken'],
    ['VIDRO PORTA DIANT LD', 'a car window by its place, not the door'],
    ['VIDRO DA PORTA TRAS', 'the same with "da" between'],
    ['PASTILHA DE VIDRO 2X2', 'glass mosaic (70.16), not a brake pad'],
    ['LA DE VIDRO ROLO', 'glass wool (70.19), not wool'],
    ['MAQUINA DE VIDRO ELETRICA', 'a window regulator (87.08), not any machine'],
    ['BORRACHA DO VIDRO', 'a window seal, not an eraser'],
    ['BLOCO DE VIDRO', 'a glass block (70.16), not a notepad'],
    ['MANTA DE FIBRA DE VIDRO', 'glass fibre (70.19)'],
    ['VIDRO DE RELOGIO', 'a watch glass (70.15), not the watch'],
  ])('%s keeps "vidro": %s', (name) => {
    expect(tokenize(name, true)).toContain(stemPt('vidro'));
  });

  it.each([
    ['PALMITO VIDRO 300G', 'a food in a jar'],
    ['VIDRO DE PALMITO 300G', 'a jar of food: the contents are the goods'],
    ['COPO DE VIDRO 300ML', 'a cup: glass is its material, seen by the material rules'],
    ['MOLHO DE PIMENTA VIDRO 150ML', 'a sauce in a jar'],
  ])('%s drops "vidro": %s', (name) => {
    expect(tokenize(name, true)).not.toContain(stemPt('vidro'));
  });

  it('every vocabulary name written with "vidro" keeps it, but those where glass is only the material (a new one needs a rule)', () => {
    const materialOnly = ['copo americano de vidro', 'pelicula de vidro', 'interruptor do vidro eletrico', 'botao do vidro eletrico'];
    const lost = RETAIL_LEXICON.split('\n')
      .filter((l) => l.includes('=') && !l.trim().startsWith('#'))
      .flatMap((l) => l.split('=')[0]!.split(',').map((n) => n.trim()))
      .filter((n) => /\bvidro\b/.test(n) && !tokenize(n, true).includes(stemPt('vidro')));
    expect(lost.sort()).toEqual([...materialOnly].sort());
  });
});

describe('tokenize (ERP): sets of tableware, gearboxes and graded oils', () => {
  it.each([
    ['JOGO DE CAFE 6 XICARAS', ['aparelh', 'caf']],
    ['CONJUNTO DE CHA PORCELANA', ['aparelh', 'cha']],
    ['CAIXA DE MARCHAS GOL', ['caix', 'march', 'gol']],
  ])('%s → %j (a tea or coffee set is tableware, not the drink; a gearbox is not a box)', (name, stems) => {
    expect(tokenize(name, true).slice(0, stems.length)).toEqual(stems);
  });

  it('a viscosity grade between OLEO and DIESEL keeps the lubricant reading', () => {
    expect(tokenize('OLEO 15W40 DIESEL 1L', true)).toEqual(tokenize('OLEO DIESEL 1L', true));
  });
});
