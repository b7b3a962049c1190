import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  loadPreferences,
  savePreferences,
} from './preferences.ts';
import { checkConfirmation, deletionMessages, guestAccountName } from './deletionConfirmation.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('preferences', () => {
  it('start at en / on / on / off', () => {
    expect(loadPreferences(memoryStorage())).toEqual({
      language: 'en',
      emailNotifications: true,
      projectUpdates: true,
      marketingEmails: false,
    });
  });

  it('come back as saved', () => {
    const storage = memoryStorage();
    savePreferences(
      { ...DEFAULT_PREFERENCES, projectUpdates: false, marketingEmails: true },
      storage,
    );
    expect(loadPreferences(storage)).toMatchObject({
      projectUpdates: false,
      marketingEmails: true,
    });
  });

  it('fall back to the defaults for broken or foreign values', () => {
    expect(loadPreferences(memoryStorage({ [PREFERENCES_KEY]: '{oops' }))).toEqual(
      DEFAULT_PREFERENCES,
    );
    expect(
      loadPreferences(
        memoryStorage({ [PREFERENCES_KEY]: '{"marketingEmails":"yes","language":"fr"}' }),
      ),
    ).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('account deletion confirmation', () => {
  const member = { uid: 'abcdefghijkl', email: 'Ada@Example.com', isAnonymous: false };
  const guest = { uid: 'XyZ12345rest', email: null, isAnonymous: true };

  it('accepts the email, whatever its case', () => {
    expect(checkConfirmation(' ada@example.COM ', member)).toBeNull();
  });

  it('refuses anything else with the email hint', () => {
    expect(checkConfirmation('ada@example.org', member)).toBe(deletionMessages.enterEmail);
    expect(checkConfirmation('', member)).toBe(deletionMessages.enterEmail);
  });

  it('asks guests for guest_ and the first 8 characters of their id', () => {
    expect(guestAccountName(guest.uid)).toBe('guest_XyZ12345');
    expect(checkConfirmation('GUEST_xyz12345', guest)).toBeNull();
    expect(checkConfirmation('guest_XyZ1234', guest)).toBe(deletionMessages.enterGuestName);
  });
});
