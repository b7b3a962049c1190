import { describe, expect, it } from 'vitest';
import {
  WELCOMED_KEY,
  WELCOME_WINDOW_MS,
  isFirstTimeUser,
  isSampleNavigation,
  readWelcomed,
  rememberWelcomed,
  sampleTile,
  shouldWelcome,
} from './samples.ts';

const sample = { id: 'prj-sample', is_sample: true };
const own = { id: 'prj-own', is_sample: false };
const autoBoard = (projectId: string) => ({ is_auto_generated: true, project: { id: projectId } });

describe('isFirstTimeUser (spec part 1 §4)', () => {
  it('is true with only the sample project and its auto board', () => {
    expect(
      isFirstTimeUser({
        projects: [sample],
        projectCount: 1,
        boards: [autoBoard('prj-sample')],
        ownImages: 0,
      }),
    ).toBe(true);
  });

  it('is true with nothing at all', () => {
    expect(isFirstTimeUser({ projects: [], projectCount: 0, boards: [], ownImages: 0 })).toBe(true);
  });

  it('is false with a project of their own', () => {
    expect(
      isFirstTimeUser({ projects: [sample, own], projectCount: 2, boards: [], ownImages: 0 }),
    ).toBe(false);
  });

  it('is false when the list has more projects than its first page shows', () => {
    expect(isFirstTimeUser({ projects: [sample], projectCount: 3, boards: [], ownImages: 0 })).toBe(
      false,
    );
  });

  it('is false with a board they made, even from the sample project', () => {
    const board = { is_auto_generated: false, project: { id: 'prj-sample' } };
    expect(
      isFirstTimeUser({ projects: [sample], projectCount: 1, boards: [board], ownImages: 0 }),
    ).toBe(false);
  });

  it('is false with images of their own outside any project', () => {
    expect(isFirstTimeUser({ projects: [sample], projectCount: 1, boards: [], ownImages: 1 })).toBe(
      false,
    );
  });
});

describe('sampleTile', () => {
  it('turns kitchen_before.jpg into Kitchen / Before with a playground link', () => {
    expect(
      sampleTile({ id: 'img 1', name: 'living_room_after.jpg', thumbnail_url: '/t.jpg' }),
    ).toEqual({
      id: 'img 1',
      src: '/t.jpg',
      label: 'Living room',
      caption: 'After',
      href: '/app/playground?imageId=img%201',
    });
  });

  it('keeps any other name as the label, without a caption', () => {
    const tile = sampleTile({ id: 'i', name: 'attic-view.png', thumbnail_url: '' });
    expect(tile.label).toBe('Attic view');
    expect(tile.caption).toBeUndefined();
  });
});

describe('shouldWelcome', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const fresh = { id: 'prj-sample', created_at: '2026-03-01T11:59:30Z' };

  it('welcomes a sample project made moments ago', () => {
    expect(shouldWelcome(fresh, [], now)).toBe(true);
  });

  it('does not welcome twice on one device', () => {
    expect(shouldWelcome(fresh, ['prj-sample'], now)).toBe(false);
  });

  it('does not welcome an old sample project (a returning user on a new device)', () => {
    const old = { id: 'prj-sample', created_at: new Date(now - WELCOME_WINDOW_MS).toISOString() };
    expect(shouldWelcome(old, [], now)).toBe(false);
  });

  it('does nothing without a sample project or with an unreadable date', () => {
    expect(shouldWelcome(undefined, [], now)).toBe(false);
    expect(shouldWelcome({ id: 'x', created_at: 'yesterday' }, [], now)).toBe(false);
  });
});

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('welcomed sample projects on this device', () => {
  it('are remembered, once each, the newest 20', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 25; i++) rememberWelcomed(storage, `p${i}`);
    rememberWelcomed(storage, 'p24');
    const ids = readWelcomed(storage);
    expect(ids).toHaveLength(20);
    expect(ids.at(-1)).toBe('p24');
    expect(ids[0]).toBe('p5');
  });

  it('survive a corrupt value', () => {
    expect(readWelcomed(memoryStorage({ [WELCOMED_KEY]: '{oops' }))).toEqual([]);
    expect(readWelcomed(memoryStorage({ [WELCOMED_KEY]: '[1,"a"]' }))).toEqual(['a']);
  });
});

describe('isSampleNavigation', () => {
  it('recognises the state a sample link navigates with', () => {
    expect(isSampleNavigation({ sample: true })).toBe(true);
    expect(isSampleNavigation(null)).toBe(false);
    expect(isSampleNavigation({ sample: 'yes' })).toBe(false);
  });
});
