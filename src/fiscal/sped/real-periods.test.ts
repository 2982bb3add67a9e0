import { describe, expect, it } from 'vitest';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { atYear, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

describe('arquivo legítimo de cada ano de 2020 a 2026: nenhum erro', () => {
  it.each([
    // 014 is the file's own layout; 015/016 fall back to 014 and 017/018/020 to 019 (SOURCES.md §8).
    ['Guia Prático 3.0.3, leiaute 014 (2020): 0005/0150/0190/0200 são filhos de 0001, não do 0002', '014', '2020'],
    ['leiaute 015 (2021), validado com o 014', '015', '2021'],
    ['leiaute 016 (2022), validado com o 014', '016', '2022'],
    ['leiaute 017 (2023), validado com o 019', '017', '2023'],
    ['leiaute 018 (2024), validado com o 019', '018', '2024'],
    ['leiaute 020 (2026), validado com o 019', '020', '2026'],
  ])('%s', (_n, codVer, year) => {
    const r = validateLines(atYear(efdIcmsLines({ docs: 4 }), codVer, year));
    expect(r.issues.filter((i) => i.type === 'error')).toEqual([]);
  });
});
