import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('aspas, aspas escapadas, vírgulas e quebras de linha dentro de aspas, CRLF', () => {
    expect(parseCsv('a,"b,1","c ""x""\r\nd"\r\n,,\r\nz')).toEqual([['a', 'b,1', 'c "x"\r\nd'], ['', '', ''], ['z']]);
  });
});
