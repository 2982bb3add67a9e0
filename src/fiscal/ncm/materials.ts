/**
 * Materials (and a few uses) named in ERP product names and the NCM chapters that classify goods by that material.
 * "ABRACADEIRA NYLON" is a plastic article (ch. 39) even though the official texts only name
 * "abraçadeiras" of iron (73.26): when the name states a material and the code's chapter is one of
 * that material's chapters, a valid code is never flagged, and suggestions in those chapters rank higher.
 * Keys are stems (see stemPt) of folded words.
 */
const PLASTIC = ['39'];
const TEXTILE_SYNTH = ['54', '55', '56', '58', '59', '60', '61', '62', '63', '64', '65', '42', '94', '95', '96'];
const COTTON = ['52', '56', '58', '60', '61', '62', '63', '30', '96'];
const STEEL = ['72', '73', '82', '83', '84', '85', '87', '94', '95', '96'];

const MATERIAL_LIST: Record<string, string[]> = {
  plastic: PLASTIC, pvc: [...PLASTIC, '85'], nylon: [...PLASTIC, ...TEXTILE_SYNTH],
  polietilen: PLASTIC, polipropilen: PLASTIC, acrilic: [...PLASTIC, '32', '55'], poliestiren: PLASTIC, isopor: PLASTIC,
  silicon: [...PLASTIC, '32', '34', '40'],
  borrach: ['40', '64', '95'], latex: ['40'],
  courin: [...PLASTIC, '42', '56', '59', '64', '94'], sintetic: [...PLASTIC, ...TEXTILE_SYNTH, '40'],
  cour: ['41', '42', '43', '64', '65', '94'],
  madeir: ['44', '94', '95', '96'], mdf: ['44', '94'],
  papel: ['48', '49', '95'], papelao: ['48'], cartao: ['48', '49'],
  algodao: COTTON, jeam: ['52', '62'], sarj: ['52', '62'], brim: ['52', '62'],
  poliester: [...PLASTIC, ...TEXTILE_SYNTH], viscos: TEXTILE_SYNTH, lycr: TEXTILE_SYNTH, elastan: TEXTILE_SYNTH,
  suplex: TEXTILE_SYNTH, malh: ['60', '61', '63'], la: ['51', '61', '62', '63'],
  aco: STEEL, inox: STEEL, ferr: STEEL, galvanizad: STEEL, galv: STEEL,
  alumini: ['76', '94', '87', '83'], zamac: ['79'], zinc: ['79'], cobr: ['74', '85'], lata: ['74', '83'], bronz: ['74', '83'],
  vidr: ['70', '94'], ceramic: ['69'], porcelan: ['69'], louc: ['69'],
  // Uses rather than materials: dose forms only exist as medicines (ch. 30) in a retail register.
  // Prefixes may be headings: a dose form is a medicine "em doses" (30.04), not bulk (30.03).
  comprimid: ['3004'], capsul: ['3004', '2106'], xarop: ['3004'], pomad: ['3004'], injetavel: ['3004'], ampol: ['3004'],
  drage: ['3004'], efervescent: ['3004'],
};

// A Map: look-ups of arbitrary words on a plain object are slow (and would see 'constructor').
const MATERIAL_CHAPTERS = new Map<string, string[]>(Object.entries(MATERIAL_LIST));

/** True when the stem names a material. */
export function isMaterial(stem: string): boolean {
  return MATERIAL_CHAPTERS.has(stem);
}

/** Chapters (2 digits) or headings (4 digits) stated by the material words among these stems. */
export function materialChapters(stems: readonly string[]): Set<string> {
  let out: Set<string> | null = null;
  for (const s of stems) {
    const ch = MATERIAL_CHAPTERS.get(s);
    if (!ch) continue;
    out ??= new Set<string>();
    for (const c of ch) out.add(c);
  }
  return out ?? EMPTY;
}

const EMPTY: Set<string> = new Set();

/** True when the code lies in one of the chapters or headings of `prefixes`. */
export function inMaterialPrefixes(prefixes: Set<string>, code: string): boolean {
  return prefixes.has(code.slice(0, 2)) || prefixes.has(code.slice(0, 4));
}
