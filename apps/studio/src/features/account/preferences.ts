/** Device-local preferences of the settings page (spec part 2 §2: kept in local storage). */
export interface Preferences {
  language: 'en';
  emailNotifications: boolean;
  projectUpdates: boolean;
  marketingEmails: boolean;
}

export const PREFERENCES_KEY = 'hds.settings';

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  emailNotifications: true,
  projectUpdates: true,
  marketingEmails: false,
};

/** What was saved, over the defaults; anything unreadable falls back to the defaults. */
export function loadPreferences(storage: Pick<Storage, 'getItem'> = localStorage): Preferences {
  try {
    const raw = storage.getItem(PREFERENCES_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (!saved || typeof saved !== 'object') return { ...DEFAULT_PREFERENCES };
    const s = saved as Record<string, unknown>;
    const flag = (key: keyof Preferences) =>
      typeof s[key] === 'boolean' ? (s[key] as boolean) : (DEFAULT_PREFERENCES[key] as boolean);
    return {
      language: 'en',
      emailNotifications: flag('emailNotifications'),
      projectUpdates: flag('projectUpdates'),
      marketingEmails: flag('marketingEmails'),
    };
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

/** Throws when the browser refuses (private mode, quota): the page shows the spec's error. */
export function savePreferences(
  prefs: Preferences,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
}
