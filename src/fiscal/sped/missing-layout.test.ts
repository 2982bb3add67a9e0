import { describe, expect, it } from 'vitest';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { atYear, lineOf, recount, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

/**
 * EFD ICMS/IPI 001–008 (2009–2014) have no layout in the tables (SOURCES.md §8, §11): the file is read with the nearest
 * one (009) and the findings that depend on the file's own layout are not raised; info.skipped says what was not checked.
 */
describe('leiaute do arquivo ausente das tabelas (EFD ICMS/IPI 001–008): verificações puladas, ditas em info.skipped', () => {
  const y2014 = () => atYear(efdIcmsLines({ docs: 3, itemsPerDoc: 2 }), '008', '2014');

  it('arquivo de 2014 (leiaute 008) lido com o 009: nenhum achado de leiaute, a nota diz o que não foi verificado', () => {
    const r = validateLines(y2014());
    expect(r.info.layoutUsed).toMatch(/^009/);
    expect(r.issues.filter((i) => i.code === 'SPED_LAYOUT')).toEqual([]);
    expect(r.info.skipped!.join(' ')).toContain('leiaute 008 do arquivo não está nas tabelas');
    expect(r.info.skipped!.join(' ')).toContain('formato e obrigatoriedade');
  });

  it('C190 com outra contagem de campos no leiaute do período: não é lido, e o C100 não vira "documento sem C190" (falso achado visto com o leiaute mais próximo)', () => {
    const l = y2014().map((x) => (x.startsWith('|C190|') ? x.replace(/\|$/, '|X|') : x));
    const r = validateLines(l);
    expect(r.issues.filter((i) => i.code === 'SPED_C190' || i.code === 'SPED_CAMPOS')).toEqual([]);
    expect(r.info.skipped!.some((s) => s.startsWith('registro C190: linhas com 13 campos'))).toBe(true);
  });

  it('registro desconhecido de todos os leiautes carregados: nenhum achado, listado em info.skipped', () => {
    const o = y2014();
    o.splice(lineOf(o, 'C990'), 0, '|C999|X|');
    const r = validateLines(recount(o));
    expect(r.issues.filter((i) => i.register === 'C999')).toEqual([]);
    expect(r.info.skipped!.some((s) => s.includes('C999'))).toBe(true);
  });

  it('bloco G (CIAP, existe desde 2011) e blocos K e B não são exigidos de um arquivo de 2010 (leiaute 003)', () => {
    const l = recount(atYear(efdIcmsLines({ docs: 2 }), '003', '2010').filter((x) => !/^\|(G|K|B)(001|990)\|/.test(x)));
    const r = validateLines(l);
    expect(r.issues.filter((i) => i.code === 'SPED_HIERARQUIA')).toEqual([]);
    expect(r.info.skipped!.some((s) => s.includes('blocos G, K ou B'))).toBe(true);
  });

  it('com o leiaute do próprio arquivo (019) nada é pulado: info.skipped ausente', () => {
    expect(validateLines(efdIcmsLines({ docs: 2 })).info.skipped).toBeUndefined();
  });
});
