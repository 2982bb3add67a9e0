import { describe, expect, it } from 'vitest';
import { efdContribLines } from '../../../tests/fixtures/sped/efd-contrib-builder';
import { efdIcmsFullLines } from '../../../tests/fixtures/sped/efd-icms-full-builder';
import { lineOf, setField } from '../../../tests/fixtures/sped/efd-test-kit';
import { fakeNcm, realPisCofinsTables } from '../../../tests/fixtures/pis-cofins/engine-support';
import { createEfdContribChecker, type EfdContribItemOutcome } from './check-efd-contribuicoes';
import type { PisCofinsResult } from './types';

/** Runs the check on lines given as text, fed in small chunks (so lines cross chunk boundaries). */
function run(lines: string[], chunk = 97): { items: EfdContribItemOutcome[]; result: PisCofinsResult } {
  const c = createEfdContribChecker({ pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
  const bytes = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
  const items: EfdContribItemOutcome[] = [];
  for (let i = 0; i < bytes.length; i += chunk) items.push(...c.push(bytes.subarray(i, i + chunk)));
  items.push(...c.end());
  return { items, result: c.result() };
}

describe('PIS/COFINS a partir da EFD-Contribuições', () => {
  it('arquivo legítimo (Guia Prático 1.35): regime do 0110, itens de C170/C175/C181+C185/A170/F100 e apuração M210/M610 igual aos documentos — só o alerta do Tema 69 (RE 574.706) na linha do C170', () => {
    const lines = efdContribLines();
    const { items, result } = run(lines);
    expect(result.detalhes.regime).toBe('lucro-real');
    expect(result.detalhes.sped?.regimeOrigem).toMatch(/^registro 0110 \(linha 4\), COD_INC_TRIB = 1/);
    expect(result.detalhes.sped?.registros).toEqual({ A170: 1, C170: 3, C175: 1, C181: 1, C185: 1, F100: 1 });
    expect(items.map((i) => [i.row.registro, i.row.line])).toEqual([
      ['A170', lineOf(lines, 'A170') + 1],
      ['C170', lineOf(lines, 'C170', 0) + 1],
      ['C170', lineOf(lines, 'C170', 1) + 1],
      ['C175', lineOf(lines, 'C175') + 1],
      ['C181', lineOf(lines, 'C181') + 1],
      ['C170', lineOf(lines, 'C170', 2) + 1],
      ['F100', lineOf(lines, 'F100') + 1],
    ]);
    expect(result.detalhes.sped?.apuracao.conferida).toBe(true);
    // The only finding is the engine's Tema 69 warning (RE 574.706) on the sale whose base keeps the ICMS, at its SPED line.
    expect(result.issues.map((f) => [f.type, f.code, f.registro, f.line])).toEqual([['warning', 'PC_BASE', 'C170', lineOf(lines, 'C170', 0) + 1]]);
    expect(result.message).toMatch(/^EFD-Contribuições de 01\/03\/2023 a 31\/03\/2023/);
  });

  it('Guia Prático M210 campo VL_CONT_APUR: apuração do PIS diferente da soma dos documentos com CST 01/02/03/05 é alerta (o PVA aceita), na linha do M210', () => {
    const lines = efdContribLines();
    const m210 = lineOf(lines, 'M210');
    const changed = setField(lines, 'M210', 11, '116,43');
    const { result } = run(changed);
    const f = result.issues.filter((i) => i.code === 'PC_APURACAO');
    expect(f.map((i) => [i.type, i.line, i.registro, i.tributo])).toEqual([['warning', m210 + 1, 'M210', 'PIS']]);
    expect(f[0]!.message).toContain('R$ 116,43');
    expect(f[0]!.message).toContain('R$ 106,43');
    expect(f[0]!.message).toContain('Guia Prático da EFD-Contribuições, registro M210/M610, campo VL_CONT_APUR');
    expect(result.detalhes.porCodigo.PC_APURACAO).toBe(1);
  });

  it('Guia Prático M200 campos 02 e 09: total do período diferente da soma dos M210 (VL_CONT_PER) é alerta na linha do M200', () => {
    const lines = efdContribLines();
    const { result } = run(setField(lines, 'M200', 2, '100,00'));
    expect(result.issues.filter((i) => i.code === 'PC_APURACAO').map((i) => [i.line, i.registro])).toEqual([[lineOf(lines, 'M200') + 1, 'M200']]);
  });

  it('0110 COD_INC_TRIB = 2 (cumulativo): checked as Lucro Presumido — a C170 sale at 1,65%/7,6% with CST 01 is PC_ALIQUOTA (Lei 9.715/1998 art. 8º; Lei 9.718/1998 art. 8º) at the C170 line', () => {
    const lines = setField(efdContribLines(), '0110', 2, '2');
    const { result } = run(lines);
    expect(result.detalhes.regime).toBe('lucro-presumido');
    expect(result.detalhes.sped?.regimeOrigem).toContain('exclusivamente no regime cumulativo');
    const c170 = lineOf(lines, 'C170', 0) + 1;
    const rate = result.issues.filter((i) => i.code === 'PC_ALIQUOTA' && i.line === c170);
    expect(rate.length).toBeGreaterThan(0);
    expect(rate[0]!.message).toContain('Lei 9.715/1998');
    expect(rate.every((i) => i.registro === 'C170')).toBe(true);
  });

  it('0110 COD_INC_TRIB = 3 (ambos, Lei 10.833/2003 art. 10): a sale at 0,65%/3% with CST 01 is accepted as cumulative revenue, no PC_ALIQUOTA', () => {
    let lines = setField(efdContribLines(), '0110', 2, '3');
    for (const [n, v] of [[27, '0,6500'], [30, '6,50'], [33, '3,0000'], [36, '30,00']] as const) lines = setField(lines, 'C170', n, v, 0);
    const { result } = run(lines);
    expect(result.detalhes.regime).toBe('lucro-real');
    expect(result.detalhes.sped?.regimeOrigem).toContain('nos regimes não cumulativo e cumulativo');
    expect(result.issues.filter((i) => i.code === 'PC_ALIQUOTA')).toEqual([]);
    // Same lines with COD_INC_TRIB = 1: the cumulative rate on a Lucro Real sale is flagged.
    const only = run(setField(lines, '0110', 2, '1')).result;
    expect(only.issues.some((i) => i.code === 'PC_ALIQUOTA' && i.line === lineOf(lines, 'C170', 0) + 1)).toBe(true);
  });

  it('F100 receita financeira a 0,65%/4% no Lucro Real (Decreto 8.426/2015, art. 1º) não é apontada', () => {
    let lines = efdContribLines();
    for (const [n, v] of [[9, '0,6500'], [10, '6,50'], [13, '4,0000'], [14, '40,00']] as const) lines = setField(lines, 'F100', n, v);
    const { result } = run(lines);
    expect(result.issues.filter((i) => i.registro === 'F100')).toEqual([]);
  });

  it('uma EFD ICMS/IPI enviada aqui é recusada com mensagem que aponta o módulo Escrituração', () => {
    expect(() => run(efdIcmsFullLines('017', '012023'))).toThrow(/EFD ICMS\/IPI.*módulo Escrituração/);
  });

  it('sem o registro 0110 (Guia Prático: obrigatório) o regime não é adivinhado: erro em pt-BR', () => {
    const lines = efdContribLines().filter((l) => !l.startsWith('|0110|'));
    expect(() => run(lines)).toThrow(/registro 0110/);
  });

  it('itens sem NCM no 0200 (serviço, NFC-e por CFOP, F100) não geram PC_NCM_INVALIDO: são contados e ditos na mensagem', () => {
    const { result } = run(efdContribLines());
    expect(result.issues.filter((i) => i.code === 'PC_NCM_INVALIDO')).toEqual([]);
    expect(result.detalhes.itensSemNcm).toBe(3);
    expect(result.message).toContain('3 itens sem NCM');
  });

  it('lines ended by CR only and a UTF-8 BOM are read like the PVA reads them', () => {
    const lines = efdContribLines();
    const c = createEfdContribChecker({ pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    const items = [...c.push(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r'), 'latin1')])), ...c.end()];
    expect(items).toHaveLength(7);
    expect(c.result().detalhes.sped?.apuracao.conferida).toBe(true);
  });
});
