import { describe, expect, it } from 'vitest';
import type { NcmValidity } from '../tables/contracts';
import { efdIcmsLines, nfeKey, OWN_CNPJ } from '../../../tests/fixtures/sped/efd-builder';
import { codes, getField, lineOf, ofCode, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

const base = () => efdIcmsLines({ docs: 4, itemsPerDoc: 3 });

describe('EFD ICMS/IPI válido gerado pelo construtor de testes', () => {
  it('não tem nenhuma ocorrência (leiaute 019, Guia Prático 3.1.8)', () => {
    const r = validateLines(base());
    expect(r.issues).toEqual([]);
    expect(r.info).toMatchObject({ sped: 'efd_icms_ipi', codVer: '019', cnpj: OWN_CNPJ, period: { start: '01012025', end: '31012025' } });
    expect(r.documents.size).toBe(4);
  });
  it('tolera CRLF, espaços no fim da linha e linha em branco final', () => {
    const lines = base().map((l) => l + ' \r');
    lines.push('');
    expect(validateLines(lines).issues).toEqual([]);
  });
});

/** Each row: a rule, how to break the valid file, the code expected (and its severity) on the broken line. */
const cases: [string, (l: string[]) => string[], string, 'error' | 'warning', string][] = [
  ['SPED_LAYOUT: registro inexistente no leiaute', (l) => { const o = [...l]; o.splice(lineOf(l, 'C990'), 0, '|C999|X|'); return o; }, 'SPED_LAYOUT', 'error', 'C999'],
  ['SPED_CAMPOS: C170 com um campo a menos', (l) => { const o = [...l]; const i = lineOf(l, 'C170'); o[i] = o[i]!.replace(/\|[^|]*\|$/, '|'); return o; }, 'SPED_CAMPOS', 'error', 'C170'],
  ['SPED_FORMATO: data 32/01/2025', (l) => setField(l, 'C100', 10, '32012025'), 'SPED_FORMATO', 'error', 'C100'],
  ['SPED_FORMATO: valor com ponto decimal', (l) => setField(l, 'C170', 7, '1.234,56'), 'SPED_FORMATO', 'error', 'C170'],
  ['SPED_FORMATO: alíquota com 3 casas (máx. 2)', (l) => setField(l, '0200', 12, '18,123'), 'SPED_FORMATO', 'error', '0200'],
  ['SPED_OBRIGATORIO: CFOP do C170 vazio', (l) => setField(l, 'C170', 11, ''), 'SPED_OBRIGATORIO', 'error', 'C170'],
  ['SPED_HIERARQUIA: 0000 repetido', (l) => [l[0]!, ...l], 'SPED_HIERARQUIA', 'error', '0000'],
  ['SPED_HIERARQUIA: C170 sem C100', (l) => { const o = [...l]; const i = lineOf(l, 'C100'); o.splice(i, 1); return o; }, 'SPED_HIERARQUIA', 'error', 'C170'],
  ['SPED_HIERARQUIA: bloco D antes do bloco C', (l) => { const o = [...l]; const d = o.splice(lineOf(o, 'D001'), 2); o.splice(lineOf(o, 'C001'), 0, ...d); return o; }, 'SPED_HIERARQUIA', 'error', 'C001'],
  ['SPED_HIERARQUIA: Guia Prático, C001 campo IND_MOV — 1 (sem dados) com documentos no bloco', (l) => setField(l, 'C001', 2, '1'), 'SPED_HIERARQUIA', 'error', 'C001'],
  ['SPED_HIERARQUIA: Guia Prático, D001 campo IND_MOV — 0 (com dados) e só abertura e encerramento', (l) => setField(l, 'D001', 2, '0'), 'SPED_HIERARQUIA', 'error', 'D001'],
  ['SPED_BLOCO_TOTAL: C990 com uma linha a mais', (l) => setField(l, 'C990', 2, String(+getField(l, 'C990', 2) + 1)), 'SPED_BLOCO_TOTAL', 'error', 'C990'],
  ['SPED_9900: contagem de C170 errada', (l) => { const o = [...l]; const i = o.findIndex((x) => x.startsWith('|9900|C170|')); o[i] = o[i]!.replace(/\|\d+\|$/, '|1|'); return o; }, 'SPED_9900', 'error', '9900'],
  ['SPED_9900: registro presente sem 9900', (l) => { const o = [...l]; o.splice(o.findIndex((x) => x.startsWith('|9900|0190|')), 1); return o; }, 'SPED_9900', 'error', '0190'],
  ['SPED_9999: total de linhas errado', (l) => setField(l, '9999', 2, '5'), 'SPED_9999', 'error', '9999'],
  ['SPED_CNPJ: CNPJ do participante com DV errado', (l) => setField(l, '0150', 5, getField(l, '0150', 5).slice(0, 13) + '9'), 'SPED_CNPJ', 'error', '0150'],
  ['SPED_PERIODO: DT_DOC após o fim do período', (l) => setField(l, 'C100', 10, '01022025'), 'SPED_PERIODO', 'error', 'C100'],
  ['SPED_PERIODO: DT_E_S antes do período', (l) => setField(l, 'C100', 11, '31122024'), 'SPED_PERIODO', 'error', 'C100'],
  ['SPED_ITEM_0200: item não declarado', (l) => setField(l, 'C170', 3, 'NAO_EXISTE'), 'SPED_ITEM_0200', 'error', 'C170'],
  ['SPED_PARTICIPANTE_0150: participante não declarado', (l) => setField(l, 'C100', 4, 'PX'), 'SPED_PARTICIPANTE_0150', 'error', 'C100'],
  ['SPED_CHAVE: dígito verificador errado', (l) => { const k = getField(l, 'C100', 9); return setField(l, 'C100', 9, k.slice(0, 43) + ((+k[43]! + 1) % 10)); }, 'SPED_CHAVE', 'error', 'C100'],
  ['SPED_CHAVE: número do C100 diferente do da chave', (l) => setField(l, 'C100', 8, '777'), 'SPED_CHAVE', 'error', 'C100'],
  ['SPED_CHAVE: emitente da chave não é o participante', (l) => setField(l, 'C100', 9, nfeKey('11444777000161', 1)), 'SPED_CHAVE', 'error', 'C100'],
  ['SPED_C190: VL_BC_ICMS do C190 difere da soma dos C170', (l) => setField(l, 'C190', 6, '1,00'), 'SPED_C190', 'error', 'C190'],
  ['SPED_C190: C170 com CFOP sem C190', (l) => setField(l, 'C170', 11, '1403'), 'SPED_C190', 'error', 'C170'],
  // Guia Prático, C100 campo 12 / C190 campo 05: the PVA only issues an 'Advertência' for VL_DOC ≠ Σ VL_OPR.
  ['SPED_C100_TOTAL: VL_DOC difere da soma de VL_OPR dos C190 (advertência do PVA)', (l) => setField(l, 'C100', 12, '99999,99'), 'SPED_C100_TOTAL', 'warning', 'C100'],
  ['SPED_C100_TOTAL: VL_ICMS difere da soma dos C190', (l) => setField(l, 'C100', 22, '99999,99'), 'SPED_C100_TOTAL', 'error', 'C100'],
  // Guia Prático 3.1.8, C100 campo 16: VL_MERC = Σ VL_ITEM is validated for COD_MOD ≠ 55, IND_EMIT ≠ 0 and COD_SIT 00/01.
  ['SPED_C100_TOTAL: VL_MERC de nota modelo 01 de terceiros difere da soma dos itens (Guia, C100 campo 16)', (l) => setField(setField(l, 'C100', 5, '01'), 'C100', 16, '1,00'), 'SPED_C100_TOTAL', 'error', 'C100'],
];

describe('uma regra por código, quebrando exatamente uma coisa do arquivo válido', () => {
  it.each(cases)('%s', (_name, breakIt, code, type, register) => {
    const r = validateLines(breakIt(base()));
    const hit = ofCode(r, code);
    expect(hit.length, JSON.stringify(r.issues.slice(0, 5))).toBeGreaterThan(0);
    expect(hit.some((f) => f.type === type && f.register === register && f.message.length > 10)).toBe(true);
  });
});

describe('detalhes', () => {
  it('a linha informada é a linha do arquivo (1-based)', () => {
    const l = setField(base(), 'C170', 3, 'NAO_EXISTE', 1);
    const f = ofCode(validateLines(l), 'SPED_ITEM_0200')[0]!;
    expect(f.line).toBe(lineOf(l, 'C170', 1) + 1);
    expect(f.field).toBe('COD_ITEM');
  });
  it('C100 cancelado (COD_SIT 02) com campos vazios não gera SPED_OBRIGATORIO nem totais (Guia: só REG…CHV_NFE)', () => {
    let l = base();
    l = setField(l, 'C100', 6, '02');
    for (const n of [4, 10, 11, 12, 13, 16, 17, 21, 22]) l = setField(l, 'C100', n, '');
    const r = validateLines(l);
    const at = lineOf(l, 'C100') + 1;
    expect(r.issues.filter((i) => i.line === at)).toEqual([]);
    expect(r.documents.values().next().value?.codSit).toBe('02');
  });
  it('IND_OPER decide a obrigatoriedade: DT_E_S é O na entrada e OC na saída (Guia, C100 campo 11)', () => {
    const l = base();
    const entrada = setField(l, 'C100', 11, '', 0); // doc 1 is an entry
    const saida = setField(l, 'C100', 11, '', 1); // doc 2 is an exit
    expect(codes(validateLines(entrada))).toContain('SPED_OBRIGATORIO');
    expect(codes(validateLines(saida))).not.toContain('SPED_OBRIGATORIO');
  });
  it('SPED_NCM: aviso quando o NCM do 0200 não está vigente no período', () => {
    const ncm: NcmValidity = {
      statusOn: (code) => ({ kind: 'extinto', code, description: 'x', endedOn: '2024-12-31', successors: ['94033100'], lastVersion: { id: 'v', label: 'NCM antiga', validFrom: '2022-01-01', validTo: '2024-12-31', rows: 1 } }),
      versionOn: () => ({ id: 'v2', label: 'NCM 2025', validFrom: '2025-01-01', validTo: null, rows: 1 }),
    };
    const f = ofCode(validateLines(base(), { ncm }), 'SPED_NCM');
    expect(f).toHaveLength(3);
    expect(f[0]).toMatchObject({ type: 'warning', register: '0200', field: 'COD_NCM' });
    expect(f[0]!.message).toContain('94033100');
  });
  it('SPED_NCM: período anterior à tabela NCM mais antiga carregada não afirma que o código era inexistente na época', () => {
    const ncm: NcmValidity = {
      statusOn: (code) => ({ kind: 'inexistente', code }),
      versionOn: () => ({ id: 'v3', label: 'NCM 10/2025', validFrom: '2025-10-01', validTo: null, rows: 1 }),
    };
    const f = ofCode(validateLines(base(), { ncm }), 'SPED_NCM');
    expect(f.every((x) => x.type === 'warning')).toBe(true);
    expect(f[0]!.message).toContain('posterior ao período');
    expect(f[0]!.message).not.toContain('não vigente no período');
  });
  it('limita as ocorrências guardadas por código, mas conta todas', () => {
    let l = base();
    for (let i = 0; i < 5; i++) l = setField(l, 'C170', 3, 'X' + i, i);
    const r = validateLines(l, { maxFindings: 2 });
    expect(ofCode(r, 'SPED_ITEM_0200')).toHaveLength(2);
    expect(r.summary.byCode.SPED_ITEM_0200).toBe(5);
    expect(r.summary.omitted).toBe(3);
    expect(r.summary.errors).toBe(5);
  });
  it('arquivo que não começa por 0000 é rejeitado sem quebrar', () => {
    const r = validateLines(base().slice(1));
    expect(r.issues[0]).toMatchObject({ code: 'SPED_HIERARQUIA', line: 1 });
  });
});
