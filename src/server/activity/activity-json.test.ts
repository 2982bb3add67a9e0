import { describe, expect, it } from 'vitest';
import { activityLink, latestPerRef } from './activity-json';

type Row = Parameters<typeof latestPerRef>[0][number];
const row = (id: string, type: string, refId: string | null, status: Row['status']) => ({ id, type, refId, status }) as Row;

describe('dashboard activity (issue 18: "Iniciada" next to "concluída", items that did not open the result)', () => {
  it('keeps the newest event of each check and drops its start event', () => {
    const rows = [row('3', 'check_ncm', 'c1', 'concluido'), row('2', 'login', null, 'info'), row('1', 'check_ncm', 'c1', 'processando'), row('0', 'check_ncm', 'c2', 'processando')];
    expect(latestPerRef(rows).map((r) => r.id)).toEqual(['3', '2', '0']);
  });

  it.each([
    ['check_ncm', 'c1', '/dashboard/ncm?tarefa=c1'],
    ['check_pis-cofins', 'c2', '/dashboard/pis-cofins?tarefa=c2'],
    ['check_escrituracao', 'c3', '/dashboard/escrituracao?tarefa=c3'],
    ['check_reforma', 'c4', '/dashboard/reforma?tarefa=c4'],
    ['login', null, null],
    ['pedido_creditos', 'p1', null],
  ])('%s %s opens %s', (type, refId, link) => expect(activityLink({ type, refId })).toBe(link));
});
