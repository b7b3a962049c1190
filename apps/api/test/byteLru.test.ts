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

describe('byteLru with a lifetime (the gallery totals, the listings pictures)', () => {
  it('misses an entry once it is ttlMs old, and forgets it', () => {
    let t = 0;
    const c = byteLru<number>(10, { ttlMs: 1000, now: () => t });
    c.set('a', 1, 1);
    t = 999;
    expect(c.get('a')).toBe(1); // reading does not extend its life
    t = 1000;
    expect(c.get('a')).toBeUndefined();
    expect([c.size, c.bytes]).toEqual([0, 0]);
  });

  it('deletes one entry or all of them', () => {
    const c = byteLru<string>(10);
    c.set('a', 'A', 2);
    c.set('b', 'B', 3);
    c.delete('a');
    expect([c.get('a'), c.get('b'), c.bytes]).toEqual([undefined, 'B', 3]);
    c.clear();
    expect([c.get('b'), c.size, c.bytes]).toEqual([undefined, 0, 0]);
  });
});
