import { describe, expect, it } from 'vitest';
import { readFirebaseConfig } from './config.ts';

const injected = (firebase: HdsClientConfig['firebase']): HdsClientConfig => ({
  firebase,
  version: '1',
  environment: 'test',
});

describe('readFirebaseConfig', () => {
  it('prefers the server-injected configuration', () => {
    const cfg = { apiKey: 'k', authDomain: 'd', projectId: 'p', useAuthEmulator: true };
    expect(readFirebaseConfig(injected(cfg), { VITE_FIREBASE_API_KEY: 'other' })).toBe(cfg);
  });
  it('falls back to build-time variables', () => {
    expect(
      readFirebaseConfig(undefined, { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' }),
    ).toEqual({
      apiKey: 'k',
      authDomain: '',
      projectId: 'p',
    });
  });
  it('is null without an API key, so startup fails with the spec message', () => {
    expect(readFirebaseConfig(injected(null), {})).toBeNull();
    expect(
      readFirebaseConfig(injected({ apiKey: '', authDomain: '', projectId: '' }), {}),
    ).toBeNull();
  });
});
