import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { measureMatcherQuality, parseLabelledTsv } from './matcher-quality';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const items = parseLabelledTsv(readFileSync(path.join(repoRoot, 'tests/fixtures/ncm/labelled-products.tsv'), 'utf8'));

describe('description matcher quality on the labelled ERP product names (floors, not timing)', () => {
  const q = measureMatcherQuality(tables, items, new Date('2026-03-01T00:00:00Z'));

  it('every label exists in the NCM in force', () => {
    const missing = items.filter((i) => !tables.ncm.latest.codeSet.has(i.ncm)).map((i) => `${i.description} ${i.ncm}`);
    expect(missing).toEqual([]);
    expect(items.length).toBeGreaterThanOrEqual(250);
  });

  it('finds the true code among the 3 suggestions often enough', () => {
    expect(q.top3).toBeGreaterThanOrEqual(FLOORS.top3);
    expect(q.top3Heading).toBeGreaterThanOrEqual(FLOORS.top3Heading);
  });

  it('rarely raises NCM_DESCRICAO on correct rows', () => {
    expect(q.falseAlarmRate).toBeLessThanOrEqual(FLOORS.maxFalseAlarm);
  });

  it('catches codes from another chapter', () => {
    expect(q.detectionRate).toBeGreaterThanOrEqual(FLOORS.detection);
  });
});

// A bit below the measured figures (see bench/ncm-quality.ts), so a regression fails the test.
const FLOORS = { top3: 0.58, top3Heading: 0.76, maxFalseAlarm: 0.02, detection: 0.42 };
