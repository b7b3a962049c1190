import { describe, expect, it } from 'vitest';
import { AUTH_KEYS } from '../auth/persistence.ts';
import { visitorShell } from './visitorShell.ts';

const empty = { getItem: () => null };
const returning = { getItem: (k: string) => (k === AUTH_KEYS.user ? '{"uid":"u1"}' : null) };

describe('visitorShell', () => {
  it('gives a visitor without a session the public bar, settled or not', () => {
    expect(visitorShell({ isAuthenticated: false, isInitializing: true }, empty)).toBe('public');
    expect(visitorShell({ isAuthenticated: false, isInitializing: false }, empty)).toBe('public');
    expect(visitorShell({ isAuthenticated: false, isInitializing: false }, returning)).toBe(
      'public',
    );
  });
  it('gives a session (a guest included) the studio shell', () => {
    expect(visitorShell({ isAuthenticated: true, isInitializing: false }, empty)).toBe('studio');
  });
  it('keeps the studio shell while a returning user is restored', () => {
    expect(visitorShell({ isAuthenticated: false, isInitializing: true }, returning)).toBe(
      'studio',
    );
    expect(visitorShell({ isAuthenticated: false, isInitializing: true }, null)).toBe('public');
  });
});
