import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEfdContribChecker } from '../../../fiscal/pis-cofins/check-efd-contribuicoes';
import { efdContribLines } from '../../../../tests/fixtures/sped/efd-contrib-builder';
import { lineOf } from '../../../../tests/fixtures/sped/efd-test-kit';
import { fakeNcm, realPisCofinsTables } from '../../../../tests/fixtures/pis-cofins/engine-support';
import { pisCofinsPdf } from './pis-cofins-report';

describe('PIS/COFINS PDF of an EFD-Contribuições', () => {
  // pdftotext (poppler-utils) reads the PDF back; the CI image has it (the e2e uses it too).
  it.skipIf(!existsSync('/usr/bin/pdftotext'))('names the SPED line and register of each finding, the period and where the regime came from', async () => {
    const lines = efdContribLines();
    const c = createEfdContribChecker({ pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    c.push(Buffer.from(lines.join('\r\n'), 'latin1'));
    c.end();
    const pdf = await pisCofinsPdf({ fileName: 'efd.txt', generatedAt: new Date(Date.UTC(2026, 0, 5, 12)), result: () => c.result() });
    const file = join(mkdtempSync(join(tmpdir(), 'apura-pc-pdf-')), 'r.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Linha do SPED');
    expect(text).toContain(`C170 · ${lineOf(lines, 'C170', 0) + 1}`);
    expect(text).toContain('EFD-Contribuições de 01/03/2023 a 31/03/2023');
    expect(text).toContain('COD_INC_TRIB = 1');
  });

  it.skipIf(!existsSync('/usr/bin/pdftotext'))('is client-ready: office and client, R$ a recuperar/em risco on page 1, plain headings with the rule code in small print', async () => {
    const c = createEfdContribChecker({ pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    c.push(Buffer.from(efdContribLines().join('\r\n'), 'latin1'));
    c.end();
    const report = { officeName: 'Contabilidade Exemplo', clientName: 'Industria Exemplo Ltda', clientCnpj: '12345678000195', competencia: '03/2023' };
    const pdf = await pisCofinsPdf({ fileName: 'efd.txt', generatedAt: new Date(Date.UTC(2026, 0, 5, 12)), report, result: () => c.result() });
    const file = join(mkdtempSync(join(tmpdir(), 'apura-pc-pdf-')), 'r.pdf');
    writeFileSync(file, pdf);
    const [first, ...rest] = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString('utf8').split('\f');
    expect(first).toMatch(/Contabilidade Exemplo[\s\S]*Industria Exemplo Ltda[\s\S]*12\.345\.678\/0001-95[\s\S]*03\/2023/);
    expect(first).toMatch(/R\$ a recuperar\s+R\$ em risco\s+R\$ 16,65\s+R\$ 0,00/);
    expect(first).toContain('1. Base de cálculo incorreta: 1 apontamento, impacto de R$ 16,65.');
    const details = rest.join('\n');
    expect(details).toContain('Base de cálculo incorreta (1)');
    expect(details).toContain('Código da regra: PC_BASE');
    expect(details).not.toMatch(/PC_BASE —/);
  });
});
