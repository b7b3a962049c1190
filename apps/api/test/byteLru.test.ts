import { describe, expect, it } from 'vitest';
import { byteLru } from '../src/lib/byteLru.ts';

describe('byteLru (the mask preview cache)', () => {
  it('drops the least recently used entries past its bytes, and keeps what was read', () => {
    const c = byteLru<string>(100);
    c.set('a', 'A', 40);
    c.set('b', 'B', 40);
    expect(c.get('a')).toBe('A'); // a is now the most recent
    c.set('c', 'C', 40); // 120 > 100: b goes
    expect(c.get('b')).toBeUndefined();
    expect([c.get('a'), c.get('c')]).toEqual(['A', 'C']);
    expect(c.bytes).toBe(80);
    c.set('a', 'A2', 10); // replacing counts the new size only
    expect(c.bytes).toBe(50);
    c.set('huge', 'H', 101); // larger than the bound: not kept, nothing dropped
    expect(c.get('huge')).toBeUndefined();
    expect(c.size).toBe(2);
  });
});
