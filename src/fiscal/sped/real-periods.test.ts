import { describe, expect, it } from 'vitest';
import { efdIcmsLines, nfeKey, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { efdIcmsFullLines } from '../../../tests/fixtures/sped/efd-icms-full-builder';
import { atYear, mk, ofCode, recount, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

describe('arquivo legítimo de cada ano de 2020 a 2026: nenhum erro', () => {
  it.each([
    // Every year has its own layout since SOURCES.md §11 (015–018 from the Guias, 020 from the PVA descriptor).
    ['Guia Prático 3.0.3, leiaute 014 (2020): 0005/0150/0190/0200 são filhos de 0001, não do 0002', '014', '2020'],
    ['leiaute 015 (2021), Guia Prático 3.0.6', '015', '2021'],
    ['leiaute 016 (2022), Guia Prático 3.0.7', '016', '2022'],
    ['leiaute 017 (2023), Guia Prático 3.1.3', '017', '2023'],
    ['leiaute 018 (2024), Guia Prático 3.1.6', '018', '2024'],
    ['leiaute 020 (2026), descritor do PVA', '020', '2026'],
  ])('%s', (_n, codVer, year) => {
    const r = validateLines(atYear(efdIcmsLines({ docs: 4 }), codVer, year));
    expect(r.issues.filter((i) => i.type === 'error')).toEqual([]);
  });
});

/** Inserts `add` before the first line of `reg`. */
function before(lines: string[], reg: string, add: string[]): string[] {
  const i = lines.findIndex((l) => l.startsWith(`|${reg}|`));
  return [...lines.slice(0, i), ...add, ...lines.slice(i)];
}

describe('leiautes 016 e 017 (SOURCES.md §11): campos e registros que mudaram entre 014 e 019', () => {
  it('2022 (016, Guia Prático 3.0.7): 0220 com COD_BARRA e 1601 do leiaute 2022 sem nenhum apontamento', () => {
    let l = atYear(efdIcmsLines({ docs: 2 }), '016', '2022');
    l = before(l, '0990', ['|0220|CX|12|17891234567892|']);
    l = before(l, '1990', ['|1601|P1||500,00|0|0|']);
    const r = validateLines(recount(l));
    expect(r.issues).toEqual([]);
    expect(r.info.layoutUsed).toMatch(/^016, Guia Prático EFD-ICMS\/IPI 3\.0\.7/);
  });
  it('2023 (017, Guia Prático 3.1.3): C170 com 37 campos (leiaute de 2017) é erro em cada linha — o leiaute do arquivo prevê 38', () => {
    const l = atYear(efdIcmsLines({ docs: 2 }), '017', '2023').map((x) => (x.startsWith('|C170|') ? x.replace(/\|[^|]*\|$/, '|') : x));
    const f = ofCode(validateLines(l), 'SPED_CAMPOS');
    expect(f.length).toBeGreaterThan(1);
    expect(f.every((x) => x.type === 'error' && x.register === 'C170' && x.message.includes('o leiaute 017 prevê 38'))).toBe(true);
  });
});

describe('registro criado depois do período (Guia Prático EFD ICMS/IPI 3.1.x, alterações do leiaute 2023: NF-Com D700–D761 desde 01/2023)', () => {
  /** Block D opened with one NF-Com (D700) and its consolidated register (D750), both of the 2025 layout. */
  const withNfcom = (codVer: string, year: string) => {
    const l = atYear(efdIcmsLines({ docs: 2 }), codVer, year).map((x) => (x === '|D001|1|' ? '|D001|0|' : x));
    return recount(before(l, 'D990', [mk('efd_icms_ipi', '019', 'D700', { IND_OPER: '1', IND_EMIT: '0', COD_MOD: '62', COD_SIT: '00' }), mk('efd_icms_ipi', '019', 'D750', { COD_MOD: '62' })]));
  };
  it.each([
    ['2022 (016, leiaute do próprio arquivo): erro', '016', '2022', [['error', 'D700'], ['error', 'D750']]],
    ['2020 (014, leiaute do próprio arquivo): erro em vez do aviso de versão', '014', '2020', [['error', 'D700'], ['error', 'D750']]],
    ['2023 (017, Guia Prático 3.1.3): o registro é do leiaute do período, nenhum apontamento', '017', '2023', []],
  ])('%s', (_n, codVer, year, expected) => {
    const f = ofCode(validateLines(withNfcom(codVer, year)), 'SPED_LAYOUT').filter((i) => i.register !== '0000');
    expect(f.map((i) => [i.type, i.register])).toEqual(expected);
    if (f.length) expect(f[0]!.message).toContain('01/2023');
  });
});

describe('CNPJ alfanumérico (IN RFB 2.229/2024, atribuído a partir de 07/2026)', () => {
  it('fornecedor novo com CNPJ 12ABC34501DE35 no 0150 e na chave da NF-e: nenhuma ocorrência', () => {
    const alnum = '12ABC34501DE35';
    // August 2026: the fields ddmm2026 of the January file moved to August.
    let l = atYear(efdIcmsLines({ docs: 2 }), '020', '2026').map((x) => x.split('|').map((f) => (/^\d{2}012026$/.test(f) ? `${f.slice(0, 2)}082026` : f)).join('|'));
    l = l.map((x) => (x.startsWith('|0150|P1|') ? x.replace(partCnpj(1), alnum) : x));
    l = setField(l, 'C100', 9, nfeKey(alnum, 1), 0);
    const r = validateLines(l);
    expect(r.issues.filter((i) => i.code !== 'SPED_LAYOUT')).toEqual([]);
  });
});

describe('EFD ICMS/IPI completa (todos os blocos preenchidos como o Guia Prático descreve), de 2020 a 2026', () => {
  it.each([['014', '032020'], ['015', '032021'], ['016', '032022'], ['017', '032023'], ['018', '032024'], ['019', '032025'], ['020', '032026']])(
    'leiaute %s, período %s: nenhum erro e nenhum aviso', (codVer, mmyyyy) => {
      const r = validateLines(efdIcmsFullLines(codVer, mmyyyy));
      expect(r.issues).toEqual([]);
      expect(r.info.skipped).toBeUndefined();
    });
});
