import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { parseNfeXml } from '../nfe/parse-nfe';
import { readNfeInputs } from '../nfe/read-nfe-inputs';
import { loadReformaTables } from '../tables/load-reforma';
import { createXmlChecker } from './check-xmls';
import { buildNfe, cestaBasica, diferimento, integral, type DocSpec } from './test-nfe-builder';

const TABLES = resolve(process.env.TABLES_DIR ?? '../shared/data');
const t = loadReformaTables(TABLES);

function run(spec: DocSpec) {
  const c = createXmlChecker({ tables: t });
  const p = parseNfeXml(buildNfe(spec));
  if (p.kind !== 'nfe') throw new Error('XML de teste inválido');
  for (const d of p.docs) c.check(d);
  return c.result();
}

const mono = '<gIBSCBSMono><vTotIBSMonoItem>0.00</vTotIBSMonoItem><vTotCBSMonoItem>0.00</vTotCBSMonoItem></gIBSCBSMono>';
const y2027 = '2027-02-10T10:00:00-03:00';

describe('reforma XML: a valid note has no findings', () => {
  it('CST 000, 200/200003 (Anexo I) and 510/510001 (diferimento) with 2026 rates (LC 214/2025 arts. 343 e 346)', () => {
    const r = run({ itens: [integral(), cestaBasica(), diferimento()] });
    expect(r.issues).toEqual([]);
    expect(r.summary.total).toBe(3);
  });
  it('the same kinds of items in 2027 (IBS 0,05% + 0,05%, LC 214/2025 art. 344; vItem with vIBS/vCBS, VB01-10)', () => {
    const r = run({ dhEmi: y2027, itens: [integral({ uf: { p: 0.05, v: 0.5 }, mun: { p: 0.05, v: 0.5 }, vIBS: 1, vItem: 1010 })] });
    expect(r.issues).toEqual([]);
  });
});

// Each case breaks exactly one NT 2025.002 v1.34 rule in an otherwise valid note.
const cases: [string, string, DocSpec][] = [
  ['UB12-10 (1115) IBSCBS ausente, emitente CRT 3 em 2026 (uma vez por nota)', 'UB12-10', { itens: [integral({ semGrupo: true }), integral({ semGrupo: true }), cestaBasica()] }],
  ['UB13-10 (1020) CST inexistente', 'UB13-10', { itens: [integral({ cst: '999', cClassTrib: '999001' })] }],
  ['UB14-10 (1023) cClassTrib inexistente', 'UB14-10', { itens: [integral({ cClassTrib: '000099' })] }],
  ['UB14-20 (1024) cClassTrib incompatível com o CST', 'UB14-20', { itens: [integral({ cClassTrib: '200003' })] }],
  ['UB14-25 (1025) cClassTrib não permitido na NF-e (000002, só NFS-e Via)', 'UB14-25', { itens: [integral({ cClassTrib: '000002' })] }],
  ['UB13-20 (1021) gIBSCBS com CST 410 (ind_gIBSCBS = 0)', 'UB13-20', { itens: [integral({ cst: '410', cClassTrib: '410999' })] }],
  ['UB13-30 (1022) CST 000 sem gIBSCBS', 'UB13-30', { itens: [integral({ semGIBSCBS: true })] }],
  ['UB13-39 (1151) gIBSCBSMono com CST 000', 'UB13-39', { itens: [integral({ extra: mono })] }],
  ['UB13-40 (1116) CST 620 sem gIBSCBSMono', 'UB13-40', { itens: [integral({ cst: '620', cClassTrib: '620006', semGIBSCBS: true, comb: true, ncm: '27101259', xProd: 'GASOLINA C' })] }],
  ['UB13-44 (1131) gTransfCred com CST 000', 'UB13-44', { itens: [integral({ extra: '<gTransfCred><vIBS>1.00</vIBS><vCBS>1.00</vCBS></gTransfCred>' })] }],
  ['UB13-45 (1132) CST 800 sem gTransfCred', 'UB13-45', { itens: [integral({ cst: '800', cClassTrib: '800001', semGIBSCBS: true })] }],
  ['UB131-20 (1134) gCredPresIBSZFM com CST 000', 'UB131-20', { itens: [integral({ extra: '<gCredPresIBSZFM><tpCredPresIBSZFM>1</tpCredPresIBSZFM></gCredPresIBSZFM>' })] }],
  ['UB131-30 (1135) CST 810 sem gCredPresIBSZFM', 'UB131-30', { itens: [integral({ cst: '810', cClassTrib: '810001', semGIBSCBS: true })] }],
  ['UB112-10 (1169) gAjusteCompet com CST 000', 'UB112-10', { itens: [integral({ extra: '<gAjusteCompet><competApur>2026-01</competApur><vIBS>1.00</vIBS><vCBS>1.00</vCBS></gAjusteCompet>' })] }],
  ['UB112-20 (1170) CST 811 sem gAjusteCompet', 'UB112-20', { itens: [integral({ cst: '811', cClassTrib: '811001', semGIBSCBS: true })] }],
  ['UB22-10 (1029) gDif do IBS-UF com CST 000', 'UB22-10', { itens: [integral({ uf: { p: 0.1, dif: [50, 0.5], v: 0.5 }, vIBS: 0.5 })] }],
  ['UB22-20 (1030) CST 510 sem gDif do IBS-UF', 'UB22-20', { itens: [diferimento({ uf: { p: 0.1, v: 0.2 }, vIBS: 0.2 })] }],
  ['UB40-20 (1083) gDif do IBS-Mun com CST 000', 'UB40-20', { itens: [integral({ mun: { p: 0, dif: [100, 0], v: 0 } })] }],
  ['UB40-10 (1044) CST 510 sem gDif do IBS-Mun', 'UB40-10', { itens: [diferimento({ mun: { p: 0, v: 0 } })] }],
  ['UB59-20 (1090) gDif da CBS com CST 000', 'UB59-20', { itens: [integral({ cbs: { p: 0.9, dif: [50, 4.5], v: 4.5 } })] }],
  ['UB59-10 (1061) CST 510 sem gDif da CBS', 'UB59-10', { itens: [diferimento({ cbs: { p: 0.9, v: 1.8 } })] }],
  ['UB26-10 (1032) gRed do IBS-UF com CST 000', 'UB26-10', { itens: [integral({ uf: { p: 0.1, red: [50, 0.05], v: 0.5 }, vIBS: 0.5 })] }],
  ['UB26-15 (1179) gRed do IBS-UF com alíquota zero (200022, tributação regular)', 'UB26-15', { itens: [integral({ cst: '200', cClassTrib: '200022', uf: { p: 0, red: [100, 0], v: 0 }, cbs: { p: 0, v: 0 }, vIBS: 0 })] }],
  ['UB45-15 (1180) gRed do IBS-Mun com alíquota zero', 'UB45-15', { itens: [cestaBasica({ mun: { p: 0, red: [100, 0], v: 0 } })] }],
  ['UB64-15 (1181) gRed da CBS com alíquota zero (ZFM, exceção 2 da UB56-10)', 'UB64-15', { ufEmit: 'AM', ufDest: 'AM', itens: [cestaBasica({ cbs: { p: 0, red: [100, 0], v: 0 } })] }],
  ['UB26-20 (1033) CST 200 sem gRed do IBS-UF', 'UB26-20', { itens: [cestaBasica({ uf: { p: 0.1, v: 0.5 }, vIBS: 0.5 })] }],
  ['UB45-20 (1074) CST 200 sem gRed do IBS-Mun (2027)', 'UB45-20', { dhEmi: y2027, itens: [cestaBasica({ uf: { p: 0.05, red: [100, 0], v: 0 }, mun: { p: 0.05, v: 0.25 }, vIBS: 0.25, vItem: 500.25 })] }],
  ['UB64-20 (1079) CST 200 sem gRed da CBS', 'UB64-20', { itens: [cestaBasica({ cbs: { p: 0.9, v: 4.5 }, vItem: 500 })] }],
  ['UB27-10 (1034) pRedAliq do IBS-UF diferente do cClassTrib 200003 (100%)', 'UB27-10', { itens: [cestaBasica({ uf: { p: 0.1, red: [60, 0.04], v: 0.2 }, vIBS: 0.2 })] }],
  ['UB46-10 (1046) pRedAliq do IBS-Mun diferente do cClassTrib (2027)', 'UB46-10', { dhEmi: y2027, itens: [cestaBasica({ uf: { p: 0.05, red: [100, 0], v: 0 }, mun: { p: 0.05, red: [60, 0.02], v: 0.1 }, vIBS: 0.1, vItem: 500.1 })] }],
  ['UB65-10 (1063) pRedAliq da CBS diferente do cClassTrib', 'UB65-10', { itens: [cestaBasica({ cbs: { p: 0.9, red: [60, 0.36], v: 1.8 } })] }],
  ['UB28-10 (1035) alíquota efetiva do IBS-UF ≠ p × (1 − pRed)', 'UB28-10', { itens: [cestaBasica({ uf: { p: 0.1, red: [100, 0.01], v: 0.05 }, vIBS: 0.05 })] }],
  ['UB47-10 (1047) alíquota efetiva do IBS-Mun ≠ p × (1 − pRed) (2027)', 'UB47-10', { dhEmi: y2027, itens: [cestaBasica({ uf: { p: 0.05, red: [100, 0], v: 0 }, mun: { p: 0.05, red: [100, 0.01], v: 0.05 }, vIBS: 0.05, vItem: 500.05 })] }],
  ['UB66-10 (1064) alíquota efetiva da CBS ≠ p × (1 − pRed)', 'UB66-10', { itens: [cestaBasica({ cbs: { p: 0.9, red: [100, 0.1], v: 0.5 } })] }],
  ['UB23-10 (1031) vDif do IBS-UF ≠ vBC × p × pDif', 'UB23-10', { itens: [diferimento({ uf: { p: 0.1, dif: [100, 0.15], v: 0.05 }, vIBS: 0.05 })] }],
  ['UB42-10 (1045) vDif do IBS-Mun ≠ vBC × p × pDif (2027)', 'UB42-10', { dhEmi: y2027, itens: [diferimento({ uf: { p: 0.05, dif: [100, 0.1], v: 0 }, mun: { p: 0.05, dif: [100, 0.05], v: 0.05 }, vIBS: 0.05, vItem: 200.05 })] }],
  ['UB61-10 (1062) vDif da CBS ≠ vBC × p × pDif', 'UB61-10', { itens: [diferimento({ cbs: { p: 0.9, dif: [100, 1.5], v: 0.3 } })] }],
  ['UB18-10 (1026) pIBSUF ≠ 0,1% em 2026 (LC 214/2025 art. 343)', 'UB18-10', { itens: [integral({ uf: { p: 0.2, v: 2 }, vIBS: 2 })] }],
  ['UB37-10 (1036) pIBSMun ≠ 0% em 2026 (LC 214/2025 art. 343)', 'UB37-10', { itens: [integral({ mun: { p: 0.1, v: 1 }, vIBS: 2 })] }],
  ['UB56-10 (1037) pCBS ≠ 0,9% em 2026 (LC 214/2025 art. 346)', 'UB56-10', { itens: [integral({ cbs: { p: 1, v: 10 } })] }],
  ['UB35-10 (1041) vIBSUF ≠ vBC × pIBSUF', 'UB35-10', { itens: [integral({ uf: { p: 0.1, v: 1.5 }, vIBS: 1.5 })] }],
  ['UB54-10 (1052) vIBSMun ≠ vBC × pIBSMun (2027)', 'UB54-10', { dhEmi: y2027, itens: [integral({ uf: { p: 0.05, v: 0.5 }, mun: { p: 0.05, v: 0.9 }, vIBS: 1.4, vItem: 1010.4 })] }],
  ['UB67-10 (1069) vCBS ≠ vBC × pCBS', 'UB67-10', { itens: [integral({ cbs: { p: 0.9, v: 8 } })] }],
  ['UB54a-10 (1150) vIBS ≠ vIBSUF + vIBSMun', 'UB54a-10', { itens: [integral({ vIBS: 2 })] }],
  ['LA01-30 (1106) cClassTrib de combustível sem o grupo comb', 'LA01-30', { itens: [integral({ cst: '620', cClassTrib: '620006', semGIBSCBS: true, extra: mono, ncm: '27101259', xProd: 'GASOLINA C' })] }],
  ['W34-10 (1118) IBSCBSTot sem item com IBSCBS', 'W34-10', { crt: '1', forcaTot: true, itens: [integral({ semGrupo: true })] }],
  ['W34-20 (1119) item com IBSCBS e nota sem IBSCBSTot', 'W34-20', { semTot: true, itens: [integral()] }],
  ['W35-10 (1076) vBCIBSCBS ≠ Σ vBC', 'W35-10', { tot: { vBC: 999 }, itens: [integral()] }],
  ['W38-10 (1077) vDif do IBS-UF ≠ Σ itens', 'W38-10', { tot: { vDifUF: 0.5 }, itens: [diferimento()] }],
  ['W39-10 (1078) vDevTrib do IBS-UF ≠ Σ itens', 'W39-10', { tot: { vDevUF: 0.5 }, itens: [integral()] }],
  ['W41-10 (1080) vIBSUF ≠ Σ itens', 'W41-10', { tot: { vIBSUF: 5 }, itens: [integral()] }],
  ['W43-10 (1081) vDif do IBS-Mun ≠ Σ itens', 'W43-10', { tot: { vDifMun: 0.5 }, itens: [diferimento()] }],
  ['W44-10 (1082) vDevTrib do IBS-Mun ≠ Σ itens', 'W44-10', { tot: { vDevMun: 0.5 }, itens: [integral()] }],
  ['W46-10 (1084) vIBSMun ≠ Σ itens', 'W46-10', { tot: { vIBSMun: 1 }, itens: [integral()] }],
  ['W47-10 (1085) vIBS ≠ Σ itens', 'W47-10', { tot: { vIBS: 5 }, itens: [integral()] }],
  ['W53-10 (1088) vDif da CBS ≠ Σ itens', 'W53-10', { tot: { vDifCBS: 5 }, itens: [diferimento()] }],
  ['W54-10 (1089) vDevTrib da CBS ≠ Σ itens', 'W54-10', { tot: { vDevCBS: 5 }, itens: [integral()] }],
  ['W56-10 (1091) vCBS ≠ Σ itens', 'W56-10', { tot: { vCBS: 1 }, itens: [integral()] }],
  ['VB01-05 (1137) item com gIBSCBS sem vItem', 'VB01-05', { itens: [integral({ vItem: null })] }],
  ['VB01-10 (1105) vItem ≠ parcelas do item', 'VB01-10', { itens: [integral({ vItem: 1001 })] }],
  ['W60-05 (1004) IBSCBSTot sem vNFTot', 'W60-05', { vNFTot: null, itens: [integral()] }],
  ['W60-10 (1094) vNFTot ≠ Σ vItem', 'W60-10', { vNFTot: 5000, itens: [integral()] }],
];

describe('reforma XML: each NT 2025.002 v1.34 rule, broken alone', () => {
  it.each(cases)('%s', (_name, rule, spec) => {
    const r = run(spec);
    expect(r.issues.map((i) => i.regra)).toEqual([rule]);
    const regra = t.regras.get(rule);
    expect(regra, `regra ${rule} na tabela da NT`).toBeDefined();
    // Future-implementation rules are warnings (the SEFAZ authorises); the others would be rejected.
    expect(r.issues[0]!.type).toBe(regra!.implementacaoFutura || rule === 'UB12-10' ? 'warning' : 'error');
    expect(r.issues[0]!.message).toContain(rule);
  });
});

describe('reforma XML: NCM × cClassTrib (LC 214/2025 anexos) and exceptions', () => {
  it('LC 214/2025 art. 131 (Anexo IV): 200030 on mayonnaise (21039011) is an error, suggestion 000001', () => {
    const r = run({ itens: [{ ncm: '21039011', xProd: 'MAIONESE', vProd: 1000, cst: '200', cClassTrib: '200030', uf: { p: 0.1, red: [60, 0.04], v: 0.4 }, mun: { p: 0, v: 0 }, cbs: { p: 0.9, red: [60, 0.36], v: 3.6 }, vIBS: 0.4 }] });
    expect(r.issues.map((i) => [i.code, i.type, i.sugestao])).toEqual([['REF_CCLASSTRIB_NCM', 'error', { cst: '000', cClassTrib: '000001' }]]);
    expect(r.issues[0]!.message).toContain('art. 131');
  });
  it('LC 214/2025 art. 125 (Anexo I): rice billed 000001 is a warning (possible benefit not taken), suggestion 200003', () => {
    const r = run({ itens: [integral({ ncm: '10063021', xProd: 'ARROZ BRANCO 5KG' })] });
    expect(r.issues.map((i) => [i.code, i.type, i.sugestao])).toEqual([['REF_BENEFICIO_NAO_APLICADO', 'warning', { cst: '200', cClassTrib: '200003' }]]);
  });
  it('UB12-10 obs. 3 / LC 214/2025 art. 348: Simples Nacional (CRT 1) without IBSCBS in 2026 is not flagged, and the Simples text is given', () => {
    const r = run({ crt: '1', itens: [integral({ semGrupo: true })] });
    expect(r.issues).toEqual([]);
    expect(r.simplesNacional.join(' ')).toContain('2027');
  });
  it('UB56-10 exceção 2: CBS zero between ZFM parties is accepted', () => {
    const r = run({ ufEmit: 'AM', ufDest: 'AM', itens: [integral({ cbs: { p: 0, v: 0 } })] });
    expect(r.issues).toEqual([]);
  });
  it('UB14-10 by table version: 000005 (only in the table of 29/04/2026) is a warning in 03/2026 and fine in 06/2026', () => {
    expect(run({ itens: [integral({ cClassTrib: '000005' })] }).issues.map((i) => [i.code, i.type])).toEqual([['REF_CCLASSTRIB_VIGENCIA', 'warning']]);
    expect(run({ dhEmi: '2026-06-01T10:00:00-03:00', itens: [integral({ cClassTrib: '000005' })] }).issues).toEqual([]);
  });
});

describe('reforma XML: the sample XMLs of reforma/samples', () => {
  it('findings are the ones reforma/README documents (UB45-15 and annex code on mayonnaise, LA01-30, vItem with IBS/CBS in 2026); expected CST/cClassTrib match the table', async () => {
    const inp = await readNfeInputs(resolve(TABLES, 'reforma', 'samples'));
    const c = createXmlChecker({ tables: t });
    for (const d of inp.notes) c.check(d);
    const r = c.result();
    expect(inp.notes.length).toBe(9);
    const found = r.issues.map((i) => ('chave' in i ? `${i.chave.slice(-10)}#${i.nItem} ${i.regra ?? i.code}` : '')).sort();
    expect(found).toEqual([
      '1001242895#1 VB01-10', '1001242895#2 VB01-10', '1001242895#3 VB01-10', '1001242895#4 VB01-10',
      '1254907609#1 REF_CCLASSTRIB_NCM', '1254907609#1 UB45-15', '1317599764#1 REF_CCLASSTRIB_NCM', '1317599764#1 UB45-15', '1942147699#1 LA01-30',
    ].sort());
    // None of the sample NCMs (mayonnaise, paint, steel) is in an annex: the table gives CST 000 / 000001 to all.
    for (const it of r.itens) expect([it.ncm, it.tratamento.cst, it.tratamento.cClassTrib]).toEqual([it.ncm, '000', '000001']);
  });
});
