/**
 * How ERP product registers abbreviate (folded, lowercase). Only expansions that are unambiguous
 * in product names; when an abbreviation has two common readings it is left out, because a
 * wrong expansion creates false alarms.
 */
const ABBREVIATIONS: Record<string, string> = {
  refrig: 'refrigerante', refri: 'refrigerante', refr: 'refrigerante', cerv: 'cerveja', cerveja: 'cerveja',
  desc: 'descartavel', descart: 'descartavel', masc: 'masculino', fem: 'feminino', inf: 'infantil',
  bisc: 'biscoito', biscr: 'biscoito', bisct: 'biscoito', choc: 'chocolate', chocol: 'chocolate',
  achoc: 'achocolatado', shamp: 'shampoo', xampu: 'shampoo', cond: 'condicionador', desod: 'desodorante',
  deso: 'desodorante', amac: 'amaciante', deterg: 'detergente', azeit: 'azeite', marg: 'margarina',
  mussar: 'mussarela', mucarela: 'mussarela', mozzarella: 'mussarela', muss: 'mussarela', qj: 'queijo', qjo: 'queijo',
  presunt: 'presunto', salsic: 'salsicha', linguic: 'linguica', lingui: 'linguica', frgo: 'frango', fgo: 'frango',
  bov: 'bovina', suin: 'suina', cong: 'congelado', congel: 'congelado', resf: 'resfriado', integ: 'integral',
  desnat: 'desnatado', semidesn: 'semidesnatado', parafus: 'parafuso', paraf: 'parafuso', sext: 'sextavado',
  galv: 'galvanizado', mang: 'mangueira', torn: 'torneira', lamp: 'lampada', interr: 'interruptor',
  disj: 'disjuntor', amort: 'amortecedor', pastilh: 'pastilha', filt: 'filtro', lubrif: 'lubrificante',
  lub: 'lubrificante', rolam: 'rolamento', comp: 'comprimido', compr: 'comprimido', cpr: 'comprimido',
  comprimidos: 'comprimido', caps: 'capsula', cps: 'capsula', xpe: 'xarope', xar: 'xarope', pom: 'pomada',
  gts: 'gotas', inj: 'injetavel', medic: 'medicamento', esc: 'escova', dent: 'dental', hig: 'higienico',
  absorv: 'absorvente', fral: 'fralda', cuec: 'cueca', blus: 'blusa', bermd: 'bermuda', berm: 'bermuda',
  camis: 'camiseta', tshirt: 'camiseta', vest: 'vestido', agua: 'agua', min: 'mineral',
  miner: 'mineral', sab: 'sabonete', sabon: 'sabonete', sabao: 'sabao', po: 'po',
  farin: 'farinha', acuc: 'acucar', acu: 'acucar', refin: 'refinado', cristal: 'cristal',
  macarr: 'macarrao', espag: 'espaguete', arr: 'arroz', fei: 'feijao', feij: 'feijao',
  oleo: 'oleo', ol: 'oleo', extrav: 'extra virgem', sal: 'sal', tempero: 'tempero', temp: 'tempero',
  maion: 'maionese', catch: 'ketchup', ketch: 'ketchup', mostard: 'mostarda', molh: 'molho', ext: 'extrato',
  sardin: 'sardinha', atum: 'atum', cafe: 'cafe', torr: 'torrado', moid: 'moido',
  iog: 'iogurte', iogur: 'iogurte', yogurt: 'iogurte', requeij: 'requeijao', req: 'requeijao', mant: 'manteiga',
  manteig: 'manteiga', sorv: 'sorvete', picol: 'picole', bomb: 'bombom', gelat: 'gelatina', fermen: 'fermento',
  amend: 'amendoim', pipoc: 'pipoca', batat: 'batata', cebol: 'cebola', alh: 'alho',
  papel: 'papel', guardan: 'guardanapo', guard: 'guardanapo', toalh: 'toalha', lenc: 'lenco', cotonete: 'haste flexivel algodao',
  aparelh: 'aparelho', barbear: 'barbear', lamin: 'lamina', perf: 'perfume', colon: 'colonia', hidrat: 'hidratante',
  protet: 'protetor', solar: 'solar', esmalt: 'esmalte', batom: 'batom', maq: 'maquiagem', tint: 'tintura',
  alisant: 'alisante', gel: 'gel', desinf: 'desinfetante', desinfet: 'desinfetante', alv: 'alvejante',
  agsanit: 'agua sanitaria', sanit: 'sanitaria', limp: 'limpador', multiuso: 'limpador', lava: 'lava',
  louc: 'louca', roup: 'roupa', esponj: 'esponja', inset: 'inseticida', vass: 'vassoura', rodo: 'rodo',
  balde: 'balde', sac: 'saco', saq: 'saco', lix: 'lixo', pil: 'pilha', bat: 'bateria', carreg: 'carregador',
  fon: 'fone', ouv: 'ouvido', cel: 'celular', smartph: 'celular', note: 'notebook', notebk: 'notebook',
  monit: 'monitor', tecl: 'teclado', mous: 'mouse', impres: 'impressora', cart: 'cartucho', ton: 'toner',
  pendr: 'pen drive', hd: 'disco rigido', ssd: 'unidade estado solido', memor: 'memoria', roteador: 'roteador',
  tv: 'televisor', televis: 'televisor', ventil: 'ventilador', liquidif: 'liquidificador', liquid: 'liquidificador',
  batedeira: 'batedeira', ferro: 'ferro', geladeira: 'refrigerador', refriger: 'refrigerador', freez: 'congelador',
  microond: 'microondas', fog: 'fogao', chuv: 'chuveiro', resist: 'resistencia', tomada: 'tomada',
  extens: 'extensao', cab: 'cabo', elet: 'eletrico', elétrico: 'eletrico', pvc: 'pvc', tub: 'tubo', cano: 'tubo',
  joelh: 'joelho', luva: 'luva', abracad: 'abracadeira', porc: 'porca', arruel: 'arruela', preg: 'prego',
  buch: 'bucha', broc: 'broca', serr: 'serra', mart: 'martelo', alic: 'alicate', chav: 'chave', fend: 'fenda',
  trena: 'trena', cadead: 'cadeado', fechad: 'fechadura', dobrad: 'dobradica', tint_: 'tinta', tinta: 'tinta',
  pinc: 'pincel', rolo: 'rolo', lix_: 'lixa', massa: 'massa', cimen: 'cimento', argam: 'argamassa',
  pneu: 'pneu', pneum: 'pneu', moto: 'motocicleta', tablet: 'maquina automatica processamento dado portatil', microondas: 'forno micro ondas', bike: 'bicicleta', bicic: 'bicicleta', automovel: 'automovel', carro: 'automovel', caminh: 'caminhao', cam_ar: 'camara ar', amortec: 'amortecedor', pastil: 'pastilha', freio: 'freio',
  embreag: 'embreagem', vela: 'vela', ignic: 'ignicao', bobin: 'bobina', correia: 'correia', radiad: 'radiador',
  bomba: 'bomba', comb: 'combustivel', palhet: 'palheta', limpad: 'limpador', parabris: 'parabrisa',
  retrov: 'retrovisor', farol: 'farol', lant: 'lanterna', escap: 'escapamento', silenc: 'silencioso',
  aditiv: 'aditivo', arref: 'arrefecimento', fluid: 'fluido', gasol: 'gasolina', diesel: 'diesel',
  etanol: 'etanol', alcool: 'alcool', hidrat_: 'hidratado', querosene: 'querosene', glp: 'gas liquefeito petroleo',
  racao: 'racao', rac: 'racao', cachorr: 'cao', caes: 'cao', gato: 'gato', calc: 'calca', calcad: 'calcado',
  sapat: 'sapato', sand: 'sandalia', chinel: 'chinelo', ten: 'tenis', tenis: 'tenis', bolsa: 'bolsa',
  cint: 'cinto', bone: 'bone', mei: 'meia', pij: 'pijama', sut: 'sutia', calcinh: 'calcinha', jaq: 'jaqueta',
  moletom: 'moletom', polo: 'polo', jeans: 'jeans', algod: 'algodao', poliest: 'poliester', malha: 'malha',
  vinh: 'vinho', vnh: 'vinho', whisk: 'uisque', whisky: 'uisque', wisky: 'uisque', vodk: 'vodca', vodka: 'vodca',
  cach: 'cachaca', aguard: 'aguardente', energ: 'energetico', isot: 'isotonico', sucos: 'suco', nectar: 'nectar',
  ch: 'cha', leite: 'leite', cr: 'creme', crem: 'creme', dental: 'dental', enx: 'enxaguante',
  bucal: 'bucal', fio_: 'fio', fralda: 'fralda', lencos: 'lenco', umedec: 'umedecido', analg: 'analgesico',
  antiinfl: 'anti inflamatorio', antib: 'antibiotico', vitam: 'vitamina', suplem: 'suplemento', sor: 'soro',
  fisiol: 'fisiologico', seringa: 'seringa', moch: 'mochila', agulh: 'agulha', gaze: 'gaze', esparadrap: 'esparadrapo',
  curat: 'curativo', termom: 'termometro', preserv: 'preservativo', camisinh: 'preservativo', mamad: 'mamadeira',
  chup: 'chupeta', brinq: 'brinquedo', boneca: 'boneca', carrinho: 'carrinho', bola: 'bola', cad: 'caderno',
  cadern: 'caderno', canet: 'caneta', lapis: 'lapis', borrach: 'borracha', apont: 'apontador', regua: 'regua',
  sulf: 'sulfite', env: 'envelope', grampead: 'grampeador', clips: 'clipe', cola: 'cola', fita: 'fita',
  adesiv: 'adesiva', durex: 'fita adesiva', isol: 'isolante', pao: 'pao', paes: 'pao', bolo: 'bolo',
  torrad: 'torrada', cereal: 'cereal', granol: 'granola', aveia: 'aveia', milho: 'milho', ervilh: 'ervilha',
  seleta: 'legumes', palmit: 'palmito', azeiton: 'azeitona', pessego: 'pessego', goiab: 'goiabada', doc: 'doce',
  leite_cond: 'leite condensado', condens: 'condensado', creme_leite: 'creme leite', chantil: 'chantilly',
  ovos: 'ovo', ovo: 'ovo', mel: 'mel', carne: 'carne', picanh: 'picanha', alcat: 'alcatra', contraf: 'contrafile',
  patinho: 'bovina', acem: 'bovina', costel: 'costela', pernil: 'pernil', lombo: 'lombo', bacon: 'bacon',
  peito: 'peito', coxa: 'coxa', sobrecoxa: 'coxa', asa: 'asa', file: 'file', tilap: 'tilapia', salm: 'salmao',
  bacalh: 'bacalhau', camar: 'camarao',
  // 'lixa' and 'lixo' share a stem: the sandpaper is read as the official "abrasivo" instead.
  lixa: 'abrasivo aplicado', lixas: 'abrasivo aplicado',
  // The stemmer reads 'salgadinho' as 'salgad' (salted, as in hides): spell out what the snack is.
  // ('SALG' is left alone: in 'CASTANHA SALG' it means salted.)
  salgadinho: 'expansao torrefacao cereal', salgadinhos: 'expansao torrefacao cereal',
  // Materials and qualifiers as ERP registers cut them (the tables spell them out).
  inox: 'aco inoxidavel', alum: 'aluminio', alumin: 'aluminio', plast: 'plastico', plas: 'plastico',
  mad: 'madeira', borr: 'borracha', ceram: 'ceramica', porcel: 'porcelana', diant: 'dianteiro',
  tras: 'traseiro', autom: 'automatico', sint: 'sintetico', eletr: 'eletrico', eletron: 'eletronico',
  trif: 'trifasico', monof: 'monofasico',
  chiclete: 'goma mascar', chicletes: 'goma mascar',
  // Codes of letters and digits that name a kind of goods (the digit rule would drop them): PFF1–3 and N95 are
  // respirator classes (ABNT NBR 13698), 2T/4T the two- and four-stroke engine oils.
  pff1: 'pff', pff2: 'pff', pff3: 'pff', n95: 'pff', '2t': 'dois tempos', '4t': 'quatro tempos',
};
// Not expanded alone, only where the next word says which product it is (ERP_PHRASES): "TOM" is also a shade
// ("TOM PELE"), "FAR" a headlamp, "MAC" a computer or a cosmetics brand, "CAM" a camera or a shirt.


export const ERP_ABBREVIATIONS = new Map<string, string>(Object.entries(ABBREVIATIONS).filter(([k]) => !k.includes('_')));

/** Materials a container may be made of, and the state "empty": a container named with one is the goods. */
const CONTAINER_MATERIALS = [
  'vidro', 'vd', 'plastic[ao]s?', 'plast', 'pet', 'pp', 'pead', 'papelao', 'papel', 'kraft', 'madeira', 'mdf', 'aluminio',
  'alum', 'aco', 'inox', 'ferro', 'metal', 'metalic[ao]', 'lata', 'ceramica', 'porcelana', 'barro', 'isopor', 'acrilico',
  'rafia', 'juta', 'sisal', 'pano', 'tecido', 'tnt', 'algodao', 'couro', 'palha', 'vime', 'bambu', 'silicone', 'borracha',
  'pvc', 'cristal', 'lona', 'nylon', 'polietileno', 'polipropileno', 'cortica', 'vazi[ao]s?',
].join('|');
/** Words that, after a container and "de", name another thing (a fitting, a place, a use), not the contents. */
const CONTAINER_COMPOUNDS = [
  'som', 'luz', 'passagem', 'descarga', 'ferramentas?', 'correio', 'cartas', 'correspondencia', 'gordura', 'inspecao',
  'agua', 'dagua', 'transporte', 'cambio', 'direcao', 'marchas?', 'embutir', 'sobrepor', 'medidor', 'medicao', 'hidrometro',
  'centro', 'aterramento', 'piso', 'parede', 'areia', 'massa', 'fibrocimento', 'presente', 'pesca', 'costura', 'joias?',
  'bijuterias?', 'remedios?', 'sapatos?', 'brinquedos?', 'gelo', 'fusive(?:l|is)', 'disjuntor(?:es)?', 'tomadas?',
  'interruptor(?:es)?', 'energia', 'baterias?', 'lixo', 'dormir', 'pancada', 'pao', 'paes', 'roupas?', 'racao', 'arquivo',
  'mudanca', 'musica', 'feira', 'ovos', 'ar', 'bomba', 'entrada', 'saida', 'primeiros', 'pizzas?',
].join('|');

/** Multi-word ERP spellings rewritten before splitting (applied to folded text). */
export const ERP_PHRASES: [RegExp, string][] = [
  [/\bcr\.?\s*dent(al)?\b/g, ' creme dental '],
  [/\bp\.?\s*hig(ienico)?\b/g, ' papel higienico '],
  [/\bag(ua)?\.?\s*sanit(aria)?\b/g, ' agua sanitaria '],
  [/\bleite\s+cond(ensado)?\b/g, ' leite condensado '],
  [/\bcr(eme)?\.?\s+de\s+leite\b/g, ' creme de leite '],
  [/\bcr(eme)?\.?\s+leite\b/g, ' creme de leite '],
  [/\bol(eo)?\.?\s+(soja|girassol|milho|canola)\b/g, ' oleo $2 '],
  // "OLEO LUBRIFICANTE" stays as it is: rewriting it to "oleo lubrificante lubrificante" made the vocabulary's
  // "oleo lubrificante" three words long, and "OLEO HIDRAULICO" (read "oleo lubrificante hidraulico") missed it.
  [/\bol(eo)?\.?\s+(?:(?:sae\s+)?\d{1,2}w[\s-]?\d{2}\s+|sae\s+\d{2}\s+)?(motor|hidraul\w*|diesel)\b/g, ' oleo lubrificante $2 '],
  [/\bol\.?\s+(lubrif\w*)\b/g, ' oleo $1 '],
  [/\bcam\.?\s+ar\b/g, ' camara de ar '],
  [/\bcam\.?\s+(masc\w*|fem\w*|inf\w*|mc|ml|manga|polo|gola|basica|malha|algodao|regata|dry|baby|unissex|estampada|lisa|uv)\b/g, ' camiseta $1 '],
  [/\b(ext|extr|extrato|molho|molh|polpa|pure|catchup|ketchup)\.?\s+(de\s+)?tom\b/g, ' $1 de tomate '],
  [/\btom\.?\s+(pelado|seco|cereja|italiano|picado|debulhado|grape|salada)\b/g, ' tomate $1 '],
  [/\bfar\.?\s+(de\s+)?(trigo|mandioca|milho|rosca|arroz|lactea|aveia|tapioca|linhaca|centeio|coco|banana|mesa|temperada|biju|puba)\b/g, ' farinha de $2 '],
  [/\bmac\.?\s+(instantaneo|instant|inst|espaguete|espag|parafuso|penne|pene|talharim|ninho|conchinha|fusilli|argolinha|letrinha|gravatinha|caracol|furadinho|spaghetti|semola|ovos|integral|lamen)\b/g, ' macarrao $1 '],
  // Cut words with two common readings, read by the word after them (alone they keep their one expansion or stem):
  // "CAD" is a notebook or a chair, "CALC" trousers or a calculator, "MANT" butter or a throw blanket, "MOL" a spring,
  // a sauce or a sweatshirt, and "LT" (a can) with "COND" is condensed milk, not hair conditioner. "MOCH" is always a
  // backpack (ABBREVIATIONS): a stool is written "MOCHO" in full.
  [/\bcad\.?\s+(?:de\s+)?(escrit\w*|girat\w*|plast\w*|praia|gamer|jantar|rodas|secretaria|diretor|presidente|fixa|empilhavel|dobravel|estofada|balanco|banho|alimentacao)\b/g, ' cadeira $1 '],
  [/\bcalc\.?\s+(?:de\s+)?(cient\w*|mesa|bolso|financ\w*|impressora|\d+\s?dig\w*|dig\w*)\b/g, ' calculadora $1 '],
  [/\bmant\.?\s+(?:de\s+)?(sofa|casal|solteiro|microfibra|bebe|queen|king|sherpa|soft|fleece|tricot|infantil|termica|xadrez)\b/g, ' manta $1 '],
  [/\bmol\.?\s+(?:de\s+)?(tomate|tom|shoyu|soja|ingles|pimenta|barbecue|bbq|branco|alho|pesto|bolonhesa|sugo|madeira|tare|teriyaki|rose|salada|mostarda|caseiro|pizza)\b/g, ' molho $1 '],
  [/\bmol\.?\s+(canguru|masc\w*|fem\w*|inf\w*|fechado|aberto|capuz|unissex)\b/g, ' moletom $1 '],
  [/\blt\.?\s+cond(ens|ensado)?\b/g, ' leite condensado '],
  // "MAQ" is make-up ("MAQ BASE LIQUIDA"), and a machine before what a machine does ("MAQ CORTE CABELO", "MAQ COSTURA").
  [/\bmaq\.?\s+(?:de\s+)?(corte|cortar|costura|costurar|lavar|solda|secar|cafe|gelo|fumaca|algodao|doce|pipoca|chopp|cartao|passar|escrever|tosa|tosquia)\b/g, ' maquina de $1 '],
  // "SER" (seringa) is also the verb the official texts drop: a syringe only with its volume or its kind.
  [/\bser\.?\s+(?=\d+(?:[.,]\d+)?\s?(?:ml|cc)\b|desc\w*|insulina|luer|hipod\w*)/g, ' seringa '],
  // "MOTO G84", "MOTO E22" are Motorola phones, not motorcycles: a series letter with its model number.
  [/\bmoto\s+[gez]\s?\d{1,3}(?![\d\/.,x]\d)\b/g, ' celular motorola '],
  [/\b2\s*tempos\b/g, ' dois tempos '],
  [/\b4\s*tempos\b/g, ' quatro tempos '],
  [/\bpen\s*drive\b/g, ' pen drive memoria '],
  [/\bguarda[\s-]?chuva\b/g, ' guarda chuva '],
  // Containers (see retail-lexicon-generic.ts). A name that starts with a container and says it is empty or what it
  // is made of sells the container: "GARRAFA PET 500ML VAZIA", "FRASCO DE PERFUME VAZIO", "GARRAFAO DE VIDRO". The
  // plural is not a packaging word (NOISE_WORDS), so "garrafa" and "lata" are read there, and only there, as goods.
  // The material first ("GARRAFA VIDRO ... VAZIA" is a glass bottle), kept in the plural where it is a packaging word;
  // then the state, moved next to the container ("FRASCO PLASTICO 100ML VAZIO" reads "frasco vazio plastico").
  [/^\s*(garrafao|garrafa|pote|frasco)\s+(?:de\s+)?(?:vidro|vd)\b/, ' $1s vidros '],
  [/^\s*(garrafao|garrafa)\s+(?:de\s+)?pet\b/, ' $1s pets '],
  [new RegExp(`^\\s*(garrafao|garrafa)\\b(?=\\s+(?:de\\s+)?(?:${CONTAINER_MATERIALS})\\b)`), ' $1s '],
  [/^\s*(garrafao|garrafa|frasco|pote|galao|bombona|lata)\b(.*?)\bvazi[ao]s?\b/, ' $1s vazios $2 '],
  // A container word before "de" and its contents names the contents ("POTE DE SORVETE", "CAIXA DE BOMBOM",
  // "GALAO DE AGUA MINERAL", "SACO DE CARVAO"), not when a material follows or the pair is a thing of its own
  // ("CAIXA DE SOM", "SACO DE LIXO", "CAIXA DE AREIA"; text-normalize.test.ts keeps every such vocabulary name whole).
  [new RegExp(`^\\s*(?:galao|garrafao|barril|engradado|pacote)\\s+de\\s+(?!.*\\b(?:${CONTAINER_MATERIALS})\\b)`), ' '],
  [new RegExp(`^\\s*(?:pote|frasco|caixa|saco|bombona)\\s+de\\s+(?!(?:${CONTAINER_COMPOUNDS})\\b)(?!.*\\b(?:${CONTAINER_MATERIALS})\\b)`), ' '],
  // "EMBALAGEM P/ PIZZA", "EMB PLASTICA" sell the packaging: "embalagem" alone is a packaging word ("BISCOITO EMB 200G").
  [/^\s*(?:embalagem|emb)\s+(?=(?:p\/?|para|pra|plastic[ao]|plast|papelao|papel|kraft|isopor|aluminio|descartavel|vazia)\b)/, ' embalagens '],
  // "VIDRO" is a packaging word ("PALMITO VIDRO 300G") except where it names the goods: flat glass by its kind, a car
  // window by its place, glass mosaic, glass wool, glass blocks, glass fibre, a window regulator and a window seal.
  // Read there as "vidros", which is no packaging word.
  [/^\s*vidro\s+(?=(?:(?:da|de|do)\s+)?(?:temperad|laminad|comum|float|incolor|fume|refletiv|jatead|canelad|aramad|impress|espelhad|porta|vigia|tras|diant|lateral|quebra\s*vento)|(?:de|do|para|p\/)\s*relogio)/, ' vidros '],
  [/\b(pastilhas?|la|blocos?|tijolos?|fibras?|box|maquinas?|elevador(?:es)?|borrachas?|canaletas?|guarnic\w*)\s+(?:de|do|dos|da|para|p\/)\s*vidro\b/g, '$1 de vidros '],
  // A socket set, or a socket with its drive size, is a hand tool (82.04); "SOQUETE" alone is also a lamp holder and a sock.
  [/^\s*(?:jogo|jg|conjunto|conj|cj|kit|estojo)\s+(?:de\s+)?soquetes?\b/, ' jogo soquete '],
  [/^\s*soquetes?\s+(?=(?:1\/2|3\/8|1\/4|3\/4)(?!\d))/, ' soquete de encaixe '],
  // Snack-bar sandwiches: "X-TUDO", "X SALADA", "XBURGUER" (the "x" is the letter for cheese, read as noise).
  [/^\s*x[\s-]?(tudo|salada|burguer|burger|bacon|egg|frango|calabresa|picanha|cheddar|file|coracao|eggs)\b/, ' sanduiche $1 '],
  // A tea, coffee or dinner set is tableware (69.11, 69.12, 70.13…), not the food its name carries: "JOGO DE CAFE 6
  // XICARAS" is not coffee. Read as "aparelho <meal>" so the vocabulary can name it.
  [/^\s*(?:jogo|jg|conjunto|conj|cj|servico|aparelho)\s+(?:de\s+|p\/\s*|para\s+)?(cha|cafe|jantar|sobremesa|almoco|lanche)\b/, ' aparelho $1 '],
  // A set or a pair of something is classified as the thing ("JOGO DE CHAVES", "PAR DE MEIAS"):
  // the set word must not be taken for the product ("jogo" is also a game, "par" a pair of shoes).
  [/^\s*(jogo|jg|par|conjunto|conj|cj)\s+(de|c)\s+/, ' '],
];

/**
 * Sizes that say what the product is (applied to folded text, before sizes are dropped): a dose
 * in mg/mcg/UI is a medicine in doses ("DIPIRONA 500MG" is not the bulk chemical of ch. 29), and
 * a tyre size with a whole rim ("175/70R13", "185/65 R15") is a passenger-car tyre, while
 * half-inch rims ("295/80 R22.5") are truck and bus tyres.
 */
export const ERP_SIZE_HINTS: [RegExp, string][] = [
  [/\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|ui)\b/g, ' $& comprimido '],
  [/\b\d{3}\/\d{2}\s?z?r\s?(?:1[2-9]|2[0-2])(?![.,]\d)\b/g, ' $& automovel passageiro '],
  [/\b\d{3}\/\d{2}\s?r\s?(?:17|19|22)[.,]5\b/g, ' $& onibus caminhao '],
];

/** Packaging, counting and sales words that say nothing about the product's class. */
export const NOISE_WORDS = new Set([
  'cx', 'cxa', 'pct', 'pcte', 'pc', 'pcs', 'un', 'und', 'unid', 'unidade', 'fd', 'fdo', 'fardo', 'dz', 'duzia', 'kit',
  'emb', 'embalagem', 'sc', 'sache', 'lt', 'lata', 'pet', 'gf', 'garrafa', 'vd', 'vidro', 'ret', 'retornavel', 'tp',
  'trad', 'tradicional', 'promo', 'promocao', 'gratis', 'leve', 'pague', 'cada', 'ml', 'kg', 'gr', 'g', 'l', 'lts',
  'mt', 'mts', 'm', 'cm', 'mm', 'pol', 'uni', 'sabor', 'sabores', 'cor', 'cores', 'sortido', 'sortida', 'sortidos',
  'tam', 'tamanho', 'p', 'gg', 'xg', 'nr', 'num', 'ref', 'cod', 'mod', 'modelo', 'novo', 'nova', 'original',
  'premium', 'especial', 'plus', 'max', 'mini', 'super', 'extra', 'light', 'zero', 'diet', 'ult', 'pack', 'c', 's', 'x',
]);

/**
 * Everyday product words → the words the official texts use for the same class (added to the
 * query with a lower weight). The NCM says "Dentifrícios", shops say "creme dental".
 */
export const CONCEPT_HINTS: Record<string, string> = {
  sabonete: 'sabao toucador', shampoo: 'xampu preparacao capilar', xampu: 'preparacao capilar',
  condicionador: 'preparacao capilar', creme: '', dental: 'dentifricio', dentifricio: 'dentifricio',
  comprimido: 'medicamento dose', capsula: 'medicamento dose', xarope: 'medicamento dose', pomada: 'medicamento dose',
  gotas: 'medicamento dose', injetavel: 'medicamento dose', analgesico: 'medicamento dose', antibiotico: 'medicamento dose',
  camiseta: 'shirt malha', pneu: 'pneumatico novo', tenis: 'calcado', sandalia: 'calcado', chinelo: 'calcado',
  sapato: 'calcado', celular: 'telefone inteligente', smartphone: 'telefone inteligente',
  notebook: 'maquina automatica processamento dado portatil', televisor: 'receptor televisao',
  geladeira: 'refrigerador', racao: 'alimentacao animal', mussarela: 'mozarela', macarrao: 'massa alimenticia',
  espaguete: 'massa alimenticia', detergente: 'preparacao lavagem tensoativo', lampada: 'lampada',
  refrigerante: 'agua adicionada acucar aromatizada', energetico: 'bebida', isotonico: 'bebida',
  uisque: 'uisque', vodca: 'vodca', cachaca: 'cachaca aguardente', batom: 'maquilagem labio',
  esmalte: 'preparacao manicuro', maquiagem: 'maquilagem', perfume: 'perfume', colonia: 'agua colonia',
  hidratante: 'preparacao conservacao cuidado pele', protetor: 'protecao solar', fralda: 'fralda',
  absorvente: 'absorvente higienico', biscoito: 'biscoito bolacha', bolacha: 'biscoito bolacha',
  sorvete: 'sorvete', picole: 'sorvete',
  iogurte: 'iogurte', requeijao: 'queijo', margarina: 'margarina', chocolate: 'chocolate cacau',
  bombom: 'chocolate cacau', achocolatado: 'cacau preparacao', mouse: 'unidade entrada', teclado: 'unidade entrada',
  impressora: 'maquina impressora', monitor: 'monitor', roteador: 'aparelho transmissao recepcao dado',
  fone: 'fone ouvido', carregador: 'conversor estatico', pilha: 'pilha', bateria: 'acumulador eletrico chumbo arranque',
  chuveiro: 'aquecedor eletrico agua', ventilador: 'ventilador', liquidificador: 'liquidificador aparelho eletromecanico domestico',
  disjuntor: 'disjuntor', tomada: 'tomada', interruptor: 'interruptor', fio: 'fio condutor eletrico', cabo: 'cabo condutor',
  mangueira: 'tubo', torneira: 'torneira', cadeado: 'cadeado', fechadura: 'fechadura',
  martelo: 'ferramenta', alicate: 'alicate', broca: 'broca ferramenta', serra: 'serra',
  amortecedor: 'amortecedor suspensao', pastilha: 'guarnicao freio', embreagem: 'embreagem',
  correia: 'correia transmissao borracha', radiador: 'radiador', palheta: 'limpador parabrisa', vela: 'vela ignicao',
  gasolina: 'gasolina', diesel: 'oleo diesel', etanol: 'alcool etilico', alcool: 'alcool etilico',
  cueca: 'cueca', calcinha: 'calcinha', sutia: 'sutia', meia: 'meia', calca: 'calca', bermuda: 'calcao',
  vestido: 'vestido', jaqueta: 'jaqueta', moletom: 'malha', bone: 'chapeu', bolsa: 'bolsa',
  caderno: 'caderno', caneta: 'caneta esferografica', lapis: 'lapis', borracha: 'borracha apagar',
  guardanapo: 'guardanapo papel', preservativo: 'preservativo', mamadeira: 'mamadeira', chupeta: 'chupeta',
  brinquedo: 'brinquedo', boneca: 'boneca', seringa: 'seringa', moch: 'mochila', agulha: 'agulha', curativo: 'curativo adesivo',
  termometro: 'termometro', esparadrapo: 'esparadrapo adesivo', soro: 'solucao',
  vinho: 'vinho uva', suco: 'suco', cha: 'cha', cafe: 'cafe', desinfetante: 'desinfetante',
  inseticida: 'inseticida domissanitario', vassoura: 'vassoura', esponja: 'esponja', saco: 'saco', lixo: 'lixo',
  ovo: 'ovo ave casca', mel: 'mel natural', sal: 'sal mesa', presunto: 'preparacao conserva carne suina',
  frango: 'carne miudeza ave gallus domesticus', picanha: 'carne bovina desossada', alcatra: 'carne bovina desossada',
  contrafile: 'carne bovina desossada', cereal: 'produto base cereal', fermento: 'po levedar',
  querosene: 'querosene', linguica: 'enchido carne', salsicha: 'enchido carne', mortadela: 'enchido carne',
  dipirona: 'medicamento dose', paracetamol: 'medicamento dose', ibuprofeno: 'medicamento dose',
  amoxicilina: 'medicamento dose', omeprazol: 'medicamento dose', losartana: 'medicamento dose',
  metformina: 'medicamento dose', sinvastatina: 'medicamento dose', azitromicina: 'medicamento dose',
  nimesulida: 'medicamento dose', diclofenaco: 'medicamento dose', loratadina: 'medicamento dose',
  generico: 'medicamento dose', rolamento: 'rolamento esfera', prego: 'prego tacha',
  cimento: 'cimento portland', pvc: 'plastico polimero cloreto vinila', joelho: 'acessorio tubo',
  registro: 'valvula',
  jeans: 'algodao', bola: 'bola', colchao: 'colchao', travesseiro: 'artigo cama',
  lencol: 'roupa cama', toalha: 'roupa toucador', cadeira: 'assento', mesa: 'movel', sofa: 'assento estofado',
  pipoca: 'milho', descartavel: 'plastico', panela: 'artigo uso domestico', frigideira: 'artigo uso domestico', talher: 'talher',
  tinta: 'tinta verniz', parafuso: 'parafuso roscado', porca: 'porca roscada', arruela: 'arruela',
  regata: 'camiseta malha', chuteira: 'calcado esporte', sacola: 'saco', piso: 'ladrilho placa pavimentacao',
  refletor: 'luminaria aparelho iluminacao', luminaria: 'luminaria aparelho iluminacao', brita: 'pedra britada',
  adocante: 'preparacao alimenticia edulcorante', granola: 'flocos cereal', goiabada: 'doce pasta fruta',
  inalador: 'aerossolterapia', nebulizador: 'aerossolterapia', carrinho: 'veiculo',
  bacon: 'carne suina salgada defumada', petisco: 'alimento cao gato', ureia: 'adubo ureia',
  cabelo: 'preparacao capilar', capilar: 'preparacao capilar',
};
