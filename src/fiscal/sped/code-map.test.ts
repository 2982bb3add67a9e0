import { describe, expect, it } from 'vitest';
import { CodeMap } from './code-map';

const bytes = (s: string) => Buffer.from(s, 'utf8');
const lookup = <V>(m: CodeMap<V>, s: string) => { const b = bytes(`|${s}|`); return m.getBytes(b, 1, b.length - 1, (f, t) => b.toString('utf8', f, t)); };

describe('CodeMap (códigos de 0150/0200 consultados pelos bytes da linha)', () => {
  it('acha o código declarado e não acha prefixos, sufixos nem variações de caixa', () => {
    const m = new CodeMap<string>();
    m.set('IT1', 'a'); m.set('IT10', 'b'); m.set('', 'vazio');
    expect(lookup(m, 'IT1')).toBe('a');
    expect(lookup(m, 'IT10')).toBe('b');
    expect(lookup(m, 'IT100')).toBeUndefined();
    expect(lookup(m, 'it1')).toBeUndefined();
    expect(lookup(m, 'IT')).toBeUndefined();
    expect(lookup(m, '')).toBe('vazio');
    expect(m.size).toBe(3);
  });
  it('códigos com acento são achados pelo texto decodificado', () => {
    const m = new CodeMap<number>();
    m.set('AÇÚCAR-1', 1);
    expect(lookup(m, 'AÇÚCAR-1')).toBe(1);
    expect(lookup(m, 'ACUCAR-1')).toBeUndefined();
    expect(m.has('AÇÚCAR-1')).toBe(true);
  });
  it('muitas chaves: colisões do hash não confundem códigos', () => {
    const m = new CodeMap<number>();
    for (let i = 0; i < 50_000; i++) m.set(`P${i}`, i);
    for (let i = 0; i < 50_000; i += 997) expect(lookup(m, `P${i}`)).toBe(i);
    expect(lookup(m, 'P50000')).toBeUndefined();
    m.set('P7', -7);
    expect(m.get('P7')).toBe(-7);
    expect(m.size).toBe(50_000);
  });
});
