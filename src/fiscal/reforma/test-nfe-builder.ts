/** Builds NF-e XML text for the reform tests: a valid note by default, each field overridable (test helper). */
export interface TribSpec { p: number; red?: [number, number]; dif?: [number, number]; v: number }
export interface ItemSpec {
  ncm: string;
  xProd: string;
  vProd: number;
  cst?: string;
  cClassTrib?: string;
  vBC?: number;
  uf?: TribSpec;
  mun?: TribSpec;
  cbs?: TribSpec;
  vIBS?: number;
  /** No IBSCBS group at all. */
  semGrupo?: boolean;
  /** IBSCBS without gIBSCBS (CST 410 …). */
  semGIBSCBS?: boolean;
  /** Extra XML inside IBSCBS after gIBSCBS (gIBSCBSMono …). */
  extra?: string;
  vItem?: number | null;
  vPIS?: number;
  vCOFINS?: number;
  /** Fuel group prod/comb (LA01). */
  comb?: boolean;
}
export interface DocSpec {
  dhEmi?: string;
  mod?: string;
  crt?: string;
  finNFe?: string;
  ufEmit?: string;
  ufDest?: string;
  itens: ItemSpec[];
  semTot?: boolean;
  /** IBSCBSTot even when no item has IBSCBS. */
  forcaTot?: boolean;
  tot?: Partial<Record<'vBC' | 'vIBSUF' | 'vIBSMun' | 'vIBS' | 'vCBS' | 'vDifUF' | 'vDifMun' | 'vDifCBS' | 'vDevUF' | 'vDevMun' | 'vDevCBS', number>>;
  vNFTot?: number | null;
}

const f2 = (n: number): string => n.toFixed(2);
const f4 = (n: number): string => n.toFixed(4);

function trib(tag: string, x: TribSpec): string {
  const dif = x.dif ? `<gDif><pDif>${f4(x.dif[0])}</pDif><vDif>${f2(x.dif[1])}</vDif></gDif>` : '';
  const red = x.red ? `<gRed><pRedAliq>${f4(x.red[0])}</pRedAliq><pAliqEfet>${f4(x.red[1])}</pAliqEfet></gRed>` : '';
  return `<g${tag}><p${tag}>${f4(x.p)}</p${tag}>${dif}${red}<v${tag}>${f2(x.v)}</v${tag}></g${tag}>`;
}

/** Item 1: CST 000 with 2026 rates on R$ 1.000,00 (IBS-UF 0,1% = 1,00; CBS 0,9% = 9,00). */
export const integral = (o: Partial<ItemSpec> = {}): ItemSpec => ({
  ncm: '73181500', xProd: 'PARAFUSO SEXTAVADO M8', vProd: 1000, cst: '000', cClassTrib: '000001', vBC: 1000,
  uf: { p: 0.1, v: 1 }, mun: { p: 0, v: 0 }, cbs: { p: 0.9, v: 9 }, vIBS: 1, vPIS: 16.5, vCOFINS: 76, ...o,
});
/** Rice, Anexo I (200003, reduction 100%): effective rates zero. */
export const cestaBasica = (o: Partial<ItemSpec> = {}): ItemSpec => ({
  ncm: '10063021', xProd: 'ARROZ BRANCO TIPO 1 5KG', vProd: 500, cst: '200', cClassTrib: '200003', vBC: 500,
  uf: { p: 0.1, red: [100, 0], v: 0 }, mun: { p: 0, v: 0 }, cbs: { p: 0.9, red: [100, 0], v: 0 }, vIBS: 0, ...o,
});
/** Electricity under deferral (CST 510 / 510001): gDif in the three taxes, deferred 100%. */
export const diferimento = (o: Partial<ItemSpec> = {}): ItemSpec => ({
  ncm: '27160000', xProd: 'ENERGIA ELETRICA', vProd: 200, cst: '510', cClassTrib: '510001', vBC: 200,
  uf: { p: 0.1, dif: [100, 0.2], v: 0 }, mun: { p: 0, dif: [100, 0], v: 0 }, cbs: { p: 0.9, dif: [100, 1.8], v: 0 }, vIBS: 0, ...o,
});

function det(it: ItemSpec, n: number): string {
  let g = '';
  if (!it.semGrupo) {
    const gi = it.semGIBSCBS ? '' : `<gIBSCBS><vBC>${f2(it.vBC ?? it.vProd)}</vBC>${it.uf ? trib('IBSUF', it.uf) : ''}${it.mun ? trib('IBSMun', it.mun) : ''}<vIBS>${f2(it.vIBS ?? 0)}</vIBS>${it.cbs ? trib('CBS', it.cbs) : ''}</gIBSCBS>`;
    g = `<IBSCBS><CST>${it.cst}</CST><cClassTrib>${it.cClassTrib}</cClassTrib>${gi}${it.extra ?? ''}</IBSCBS>`;
  }
  const vItem = it.vItem === undefined ? `<vItem>${f2(it.vProd)}</vItem>` : it.vItem === null ? '' : `<vItem>${f2(it.vItem)}</vItem>`;
  const pis = `<PIS><PISAliq><CST>01</CST><vBC>${f2(it.vProd)}</vBC><pPIS>1.6500</pPIS><vPIS>${f2(it.vPIS ?? 0)}</vPIS></PISAliq></PIS><COFINS><COFINSAliq><CST>01</CST><vBC>${f2(it.vProd)}</vBC><pCOFINS>7.6000</pCOFINS><vCOFINS>${f2(it.vCOFINS ?? 0)}</vCOFINS></COFINSAliq></COFINS>`;
  return `<det nItem="${n}"><prod><cProd>P${n}</cProd><cEAN>SEM GTIN</cEAN><xProd>${it.xProd}</xProd><NCM>${it.ncm}</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>1.0000</qCom><vUnCom>${f2(it.vProd)}</vUnCom><vProd>${f2(it.vProd)}</vProd><indTot>1</indTot>${it.comb ? '<comb><cProdANP>320102001</cProdANP><descANP>GASOLINA C COMUM</descANP><UFCons>SP</UFCons></comb>' : ''}</prod><imposto>${pis}${g}</imposto>${vItem}</det>`;
}

export function buildNfe(d: DocSpec): string {
  const key = '35260312345678000195550010000000011000000010';
  const its = d.itens;
  const withG = its.filter((i) => !i.semGrupo && !i.semGIBSCBS);
  const s = (f: (i: ItemSpec) => number) => withG.reduce((a, i) => a + f(i), 0);
  const t = {
    vBC: s((i) => i.vBC ?? i.vProd), vIBSUF: s((i) => i.uf?.v ?? 0), vIBSMun: s((i) => i.mun?.v ?? 0), vIBS: s((i) => i.vIBS ?? 0), vCBS: s((i) => i.cbs?.v ?? 0),
    vDifUF: s((i) => i.uf?.dif?.[1] ?? 0), vDifMun: s((i) => i.mun?.dif?.[1] ?? 0), vDifCBS: s((i) => i.cbs?.dif?.[1] ?? 0), vDevUF: 0, vDevMun: 0, vDevCBS: 0, ...d.tot,
  };
  const anyG = its.some((i) => !i.semGrupo);
  const tot = d.semTot || (!anyG && !d.forcaTot) ? '' : `<IBSCBSTot><vBCIBSCBS>${f2(t.vBC)}</vBCIBSCBS><gIBS><gIBSUF><vDif>${f2(t.vDifUF)}</vDif><vDevTrib>${f2(t.vDevUF)}</vDevTrib><vIBSUF>${f2(t.vIBSUF)}</vIBSUF></gIBSUF><gIBSMun><vDif>${f2(t.vDifMun)}</vDif><vDevTrib>${f2(t.vDevMun)}</vDevTrib><vIBSMun>${f2(t.vIBSMun)}</vIBSMun></gIBSMun><vIBS>${f2(t.vIBS)}</vIBS><vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gIBS><gCBS><vDif>${f2(t.vDifCBS)}</vDif><vDevTrib>${f2(t.vDevCBS)}</vDevTrib><vCBS>${f2(t.vCBS)}</vCBS><vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gCBS></IBSCBSTot>`;
  const vNF = its.reduce((a, i) => a + i.vProd, 0);
  const sumItem = its.reduce((a, i) => a + (i.vItem ?? i.vProd), 0);
  const vNFTot = d.vNFTot === null ? '' : `<vNFTot>${f2(d.vNFTot ?? sumItem)}</vNFTot>`;
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00"><ide><cUF>35</cUF><mod>${d.mod ?? '55'}</mod><serie>1</serie><nNF>1</nNF><dhEmi>${d.dhEmi ?? '2026-03-10T10:00:00-03:00'}</dhEmi><tpNF>1</tpNF><finNFe>${d.finNFe ?? '1'}</finNFe></ide><emit><CNPJ>12345678000195</CNPJ><xNome>EMITENTE TESTE</xNome><enderEmit><UF>${d.ufEmit ?? 'SP'}</UF></enderEmit><CRT>${d.crt ?? '3'}</CRT></emit><dest><CNPJ>98765432000198</CNPJ><enderDest><UF>${d.ufDest ?? 'SP'}</UF></enderDest></dest>${its.map((i, n) => det(i, n + 1)).join('')}<total><ICMSTot><vProd>${f2(vNF)}</vProd><vNF>${f2(vNF)}</vNF></ICMSTot>${tot}${vNFTot}</total></infNFe></NFe><protNFe><infProt><chNFe>${key}</chNFe><cStat>100</cStat><nProt>135260000000001</nProt></infProt></protNFe></nfeProc>`;
}
