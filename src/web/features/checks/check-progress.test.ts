import { describe, expect, it } from 'vitest';
import type { CheckStatus } from './check-types';
import { processingLine } from './check-progress';

const status = (progress: number, stage: string | null) => ({ progress, stage }) as unknown as CheckStatus;

describe('processingLine: one line, the percentage once (issue 18: the label was shown twice)', () => {
  it.each([
    [status(40, 'Processando... 40%'), 'Processando... 40%'],
    [status(75, 'Gerando relatório PDF...'), 'Gerando relatório PDF... 75%'],
    [status(12, null), 'Processando... 12%'],
    [null, 'Processando... 0%'],
  ])('%o → %s', (s, line) => expect(processingLine(s)).toBe(line));
});
