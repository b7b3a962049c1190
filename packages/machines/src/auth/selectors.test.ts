import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as publicApi from './index.ts';
import { authMachine } from './authMachine.ts';
import { authMessages, selectAuthFlags } from './selectors.ts';
import { anonServerUser, anonUser, createHarness } from './testHarness.ts';

describe('selectAuthFlags', () => {
  it('returns exactly the flags of spec part 1 §4, and the reason behind an error', () => {
    const snapshot = createActor(authMachine, { input: {} }).getSnapshot();
    expect(Object.keys(selectAuthFlags(snapshot)).sort()).toEqual(
      [
        'firebaseUser',
        'serverUser',
        'isAuthenticated',
        'isInitializing',
        'authReady',
        'isLoading',
        'isSigningIn',
        'isSigningOut',
        'isSyncing',
        'error',
        'errorReason',
        'lastSync',
      ].sort(),
    );
  });

  it('reads the persisted fields and the error from the context', () => {
    const persisted = {
      firebaseUser: anonUser,
      serverUser: anonServerUser,
      isAuthenticated: true,
      lastSync: 42,
    };
    const snapshot = createActor(authMachine, { input: { persisted } }).getSnapshot();
    expect(selectAuthFlags(snapshot)).toEqual({
      ...persisted,
      error: null,
      errorReason: null,
      isInitializing: true,
      authReady: false,
      isLoading: true,
      isSigningIn: false,
      isSigningOut: false,
      isSyncing: false,
    });
  });

  it('derives the busy flags from the state', async () => {
    const h = createHarness();
    await h.startReady(null);
    expect(h.flags()).toMatchObject({
      isInitializing: false,
      authReady: true,
      isLoading: false,
      isSigningIn: false,
      isSigningOut: false,
      isSyncing: false,
    });
    h.actor.send({ type: 'SIGN_IN_WITH_GOOGLE' });
    expect(h.flags()).toMatchObject({ isSigningIn: true, isLoading: true });
    h.actor.stop();
  });
});

describe('authMessages', () => {
  it('are the messages of spec part 1 §5 and §8, word for word', () => {
    expect(Object.values(authMessages).sort()).toEqual(
      [
        'Sign in failed',
        'Anonymous sign in failed',
        'Account conversion failed',
        'Sign out failed',
        'Authentication failed',
        'Network error during sync. Please check your connection.',
        'User must be anonymous to convert',
      ].sort(),
    );
  });
});

describe('auth entry (re-exported by the package, see ../index.test.ts)', () => {
  it('exports the machine, the selector, the messages and the helpers by name', () => {
    expect(Object.keys(publicApi).sort()).toEqual(
      [
        'DEFAULT_REDIRECT_SYNC_DELAY_MS',
        'authMachine',
        'authMessages',
        'authTags',
        'selectAuthFlags',
        'toAnalyticsIdentity',
        'toPersistedAuth',
      ].sort(),
    );
  });
});
