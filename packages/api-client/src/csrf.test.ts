import { describe, expect, it } from 'vitest';
import { readCookie } from './csrf.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; csrftoken=ab%2Fc; b=2', 'csrftoken')).toBe('ab/c');
  });
  it('does not match a cookie whose name merely ends with the name', () => {
    expect(readCookie('xcsrftoken=nope', 'csrftoken')).toBeNull();
  });
});
