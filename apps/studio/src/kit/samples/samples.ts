import type { Board, Image, Project } from '@hds/api-client';
import type { WelcomeSample } from '@hds/ui';

/** Spec part 1 §8: the sample toasts. */
export const sampleMessages = {
  welcome: 'Welcome',
  welcomeDescription: 'Your Sample Project is ready: pick one of its rooms to try an edit.',
  loaded: 'Sample Loaded',
  loadedDescription: 'Choose an edit on the right to transform this room.',
  loadFailed: 'Failed to load sample image',
  initFailed: 'Failed to initialize sample project',
} as const;

/** Router state of a navigation that opens a sample ('Sample Loaded' once it arrives). */
export interface SampleNavigationState {
  sample: true;
}

export const sampleNavigation = { state: { sample: true } satisfies SampleNavigationState };

export const isSampleNavigation = (state: unknown): state is SampleNavigationState =>
  typeof state === 'object' && state !== null && (state as { sample?: unknown }).sample === true;

/**
 * Spec part 1 §4: a first-time user has no non-sample project and no boards. The sample
 * project's own auto-generated board comes with it, so it does not count. Images uploaded
 * without a project (the playground's 'Or Upload Your Own') also end the welcome: such a user
 * has something of their own to show under 'Your Recent Images'.
 */
export function isFirstTimeUser({
  projects,
  projectCount,
  boards,
  ownImages,
}: {
  projects: readonly Pick<Project, 'id' | 'is_sample'>[];
  /** The list's total (`count`): projects beyond the first page are never samples only. */
  projectCount: number;
  boards: readonly (Pick<Board, 'is_auto_generated'> & { project: { id: string } })[];
  ownImages: number;
}): boolean {
  const samples = new Set(projects.filter((p) => p.is_sample).map((p) => p.id));
  if (projectCount > samples.size) return false;
  if (boards.some((b) => !b.is_auto_generated || !samples.has(b.project.id))) return false;
  return ownImages === 0;
}

const words = (s: string) => s.replace(/[_-]+/g, ' ').trim();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The welcome card's tile for a sample image. The sample files are named `{room}_{role}.jpg`
 * (kitchen_before.jpg): the room becomes the label and the role the caption.
 */
export function sampleTile(image: Pick<Image, 'id' | 'name' | 'thumbnail_url'>): WelcomeSample {
  const base = image.name.replace(/\.[a-z0-9]+$/i, '');
  const match = /^(.*)_(before|after)$/i.exec(base);
  return {
    id: image.id,
    src: image.thumbnail_url,
    label: capital(words(match?.[1] ?? base)),
    caption: match?.[2] ? capital(match[2].toLowerCase()) : undefined,
    href: `/app/playground?imageId=${encodeURIComponent(image.id)}`,
  };
}

/** How recent a sample project must be for its appearance to count as "just created". */
export const WELCOME_WINDOW_MS = 10 * 60_000;

/**
 * The server makes the sample project during the first-time user's first project list, so the
 * client learns of it by seeing it. It says 'Welcome' when a sample project it has not welcomed
 * on this device appears and was made moments ago (a returning user on a new device is not
 * welcomed again).
 */
export function shouldWelcome(
  sample: Pick<Project, 'id' | 'created_at'> | undefined,
  welcomed: readonly string[],
  now: number,
): boolean {
  if (!sample || welcomed.includes(sample.id)) return false;
  const created = Date.parse(sample.created_at);
  return Number.isFinite(created) && now - created < WELCOME_WINDOW_MS;
}

export const WELCOMED_KEY = 'hds.sampleWelcomed';

export function readWelcomed(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(WELCOMED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberWelcomed(storage: Storage, projectId: string) {
  const ids = [...readWelcomed(storage).filter((id) => id !== projectId), projectId].slice(-20);
  try {
    storage.setItem(WELCOMED_KEY, JSON.stringify(ids));
  } catch {
    // A full or blocked storage only means the welcome could show once more.
  }
}
