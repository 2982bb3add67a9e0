import { describe, expect, it } from 'vitest';
import { efdContribLines } from '../../../../tests/fixtures/sped/efd-contrib-builder';
import { efdIcmsFullLines } from '../../../../tests/fixtures/sped/efd-icms-full-builder';
import { sniffSpedText } from './sped-sniff';

describe('sniffSpedText (PIS/COFINS form: regime from the 0110 when the file is an EFD-Contribuições)', () => {
  it.each([
    ['EFD-Contribuições (DT_INI/DT_FIN nos campos 06–07 do 0000)', efdContribLines().join('\r\n'), 'efd_contribuicoes'],
    ['EFD ICMS/IPI (DT_INI/DT_FIN nos campos 04–05)', efdIcmsFullLines('017', '012023').join('\n'), 'efd_icms_ipi'],
    ['with a UTF-8 BOM', '\ufeff' + efdContribLines().join('\n'), 'efd_contribuicoes'],
    ['a CSV export', 'Data;NF;NCM;CFOP\n15/03/2025;1;94033000;5102', null],
  ])('%s', (_name, text, want) => {
    expect(sniffSpedText(text.slice(0, 2048))).toBe(want);
  });
});
