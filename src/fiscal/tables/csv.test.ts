import { describe, expect, it } from 'vitest';
import { brDateToIso, dateToIso, dayBefore, parseCsv } from './csv';

describe('parseCsv (TIPI descriptions carry commas, quotes and line breaks)', () => {
  it.each([
    ['plain', 'a,b\n1,2\n', [['a', 'b'], ['1', '2']]],
    ['CRLF and BOM', '\ufeffa,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['quoted comma', '1,"x, y",3', [['1', 'x, y', '3']]],
    ['doubled quote', '"q""q",2', [['q"q', '2']]],
    ['line break inside quotes', '"multi\nline",2\nz,3', [['multi\nline', '2'], ['z', '3']]],
    ['blank lines skipped, empty fields kept', 'a,,\n\nb,c,\n', [['a', '', ''], ['b', 'c', '']]],
  ])('%s', (_n, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('other separators (IBPT uses ;)', () => {
    expect(parseCsv('a;b\n1;2', ';')).toEqual([['a', 'b'], ['1', '2']]);
  });
});

describe('dates', () => {
  it('converts dd/mm/aaaa and steps back one day across months', () => {
    expect(brDateToIso('01/02/2026')).toBe('2026-02-01');
    expect(brDateToIso('2026-02-01')).toBeNull();
    expect(dayBefore('2026-02-01')).toBe('2026-01-31');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
  });

  it('reads a UTC-midnight date as that calendar day in any time zone', () => {
    expect(dateToIso(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01');
  });
});
