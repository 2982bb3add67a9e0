import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadReformaTables, tryLoadReformaTables } from './load-reforma';

const TABLES = resolve(process.env.TABLES_DIR ?? '../shared/data');

describe('loadReformaTables (reforma/README.md)', () => {
  const t = loadReformaTables(TABLES);
  it('loads CST (18 IBS/CBS), cClassTrib (156, CFF 29/04/2026), 6 versions, 821 annex items, rates and 177 NT rules', () => {
    expect(t.cst.size).toBe(18);
    expect(t.cclass.size).toBe(156);
    expect(t.versoes.map((v) => v.data)).toEqual(['2025-06-18', '2025-10-03', '2025-11-19', '2025-12-12', '2026-01-30', '2026-04-29']);
    expect(t.anexoItens.size).toBe(821);
    expect(t.aliquotas.get(2026)).toEqual({ ano: 2026, cbs: 0.9, ibsUf: 0.1, ibsMun: 0 });
    expect(t.regras.get('UB14-20')).toMatchObject({ codigoMsg: '1024' });
    expect(t.regras.get('W60-10')?.implementacaoFutura).toBe(true);
  });
  it('every table is dated and named', () => {
    for (const v of t.tabelas) expect(v.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(t.tabelas.map((v) => v.id)).toContain('cClassTrib 29/04/2026');
  });
  it('applies the documented corrections: CST 810/811 labels, 23032000 → 200038 without the wrong Anexo X item, 410027 pRed 0, duplicates dropped', () => {
    expect(t.cst.get('810')?.descricao).toBe('Ajuste de IBS na ZFM');
    expect(t.cst.get('811')?.descricao).toBe('Ajustes');
    expect(t.ncmMap.get('23032000')).toEqual([expect.objectContaining({ cClassTrib: '200038', anexo: 'IX', item: null })]);
    expect(t.cclass.get('410027')?.pRedCBS).toBe(0);
    expect(t.ncmMap.get('03074900')?.length).toBe(1);
    expect(t.versoes.some((v) => v.codigos.has('5100002'))).toBe(false);
  });
  it('prefix rows of annexes that describe a narrower product need the description (25 → IX item 3, 85171 → V item 3.1)', () => {
    expect(t.ncmMap.get('25')?.every((r) => !r.porNcm)).toBe(true);
    expect(t.ncmMap.get('85171')?.every((r) => !r.porNcm)).toBe(true);
    expect(t.ncmMap.get('0901')?.every((r) => r.porNcm)).toBe(true);
  });
  it('a missing folder is a pt-BR message, not a stack trace', () => {
    const r = tryLoadReformaTables('/nao/existe');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('Tabela da Reforma Tributária não encontrada');
  });
});
