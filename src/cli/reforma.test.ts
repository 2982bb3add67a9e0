import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from './capture-output';
import { run } from './reforma';

const repoRoot = path.resolve(__dirname, '../..');
const tablesDir = process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data');

afterEach(() => vi.restoreAllMocks());

function register(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'apura-reforma-cli-'));
  const file = path.join(dir, 'cadastro.csv');
  writeFileSync(file, [
    'Código;Descrição;NCM;CST IBS/CBS;cClassTrib;Valor de venda',
    '1;ARROZ TIPO 1 5KG;1006.30.21;000;000001;1.000,00',
    '2;PARAFUSO SEXTAVADO;7318.15.00;200;200003;500,00',
    '3;CIMENTO PORTLAND;2523.29.10;000;000001;',
  ].join('\r\n'), 'latin1');
  return file;
}

describe('apura reforma', () => {
  it('--json on a register: findings by line (header = 1), treatments and the 2027 simulation (LC 214/2025 arts. 125, 344)', async () => {
    const io = captureOutput();
    expect(await run([register(), '--json', '--data', '24/11/2026', '--tabelas', tablesDir])).toBe(0);
    const r = JSON.parse(io.out.join('')) as { summary: { total: number }; issues: { line: number; code: string; sugestao: unknown }[]; itens: { line: number; tratamento: { cClassTrib: string | null } }[]; simulacao: { linhas: number } };
    expect(r.summary.total).toBe(3);
    expect(r.issues.map((i) => [i.line, i.code])).toEqual([[2, 'REF_BENEFICIO_NAO_APLICADO'], [3, 'REF_CCLASSTRIB_NCM']]);
    expect(r.issues[1]!.sugestao).toEqual({ cst: '000', cClassTrib: '000001' });
    expect(r.itens.map((i) => i.tratamento.cClassTrib)).toEqual(['200003', '000001', null]);
    expect(r.simulacao.linhas).toBe(2);
  });
  it('reads a folder of XMLs (reforma/samples) and prints a pt-BR report naming the tables', async () => {
    const io = captureOutput();
    expect(await run([path.join(tablesDir, 'reforma', 'samples'), '--tabelas', tablesDir])).toBe(0);
    const text = io.out.join('');
    expect(text).toContain('UB45-15');
    expect(text).toContain('cClassTrib (exportação do portal CFF/SVRS de 29/04/2026');
    expect(text).toMatch(/Simulação 2027/);
  });
  it('bad arguments exit 2 with the usage line; missing tables exit 1 with a pt-BR message', async () => {
    const io = captureOutput();
    expect(await run(['--data', '31/02/2026', 'x.csv'])).toBe(2);
    expect(io.err.join('')).toContain('data inválida');
    expect(await run([register(), '--tabelas', '/nao/existe'])).toBe(1);
    expect(io.err.join('')).toContain('Tabela da Reforma Tributária não encontrada');
  });
});
