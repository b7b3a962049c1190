import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { createGalleryApi, createGalleryQueries, nextGalleryPage } from './gallery.ts';
import { createHttpClient } from './http.ts';
import {
  GALLERY_REPORT_GUEST,
  GALLERY_REPORT_SIGN_IN,
  GALLERY_UPGRADE_REQUIRED,
} from './contract/index.ts';
import {
  galleryHandlers,
  galleryScenario,
  sampleModerationQueue,
  type GalleryScenario,
} from './msw/galleryHandlers.ts';

const scenario: { current: GalleryScenario } = { current: galleryScenario() };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<GalleryScenario> = {}) {
  scenario.current = galleryScenario(overrides);
  server.use(...galleryHandlers(scenario.current));
  const http = createHttpClient({ baseUrl: 'http://localhost', csrfToken: () => 't' });
  const api = createGalleryApi(http);
  return { api, queries: createGalleryQueries(api) };
}

describe('gallery client', () => {
  it('Load More asks for page floor(loaded / 20) + 1 until hasMore is false', async () => {
    expect(nextGalleryPage(0)).toBe(1);
    expect(nextGalleryPage(20)).toBe(2);
    expect(nextGalleryPage(45)).toBe(3);
    const { queries } = setup();
    const client = new QueryClient();
    const options = queries.list({ sort: 'popular', category: 'All' });
    // Defaults and 'All' are left out of the key: equal filters share one cache entry.
    expect(options.queryKey).toEqual(['gallery', 'list', {}]);
    await client.fetchInfiniteQuery(options);
    let data = client.getQueryData(options.queryKey)!;
    expect(data.pages[0]!.items).toHaveLength(20);
    expect(
      options.getNextPageParam(data.pages.at(-1)!, data.pages, 1, data.pageParams as number[]),
    ).toBe(2);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });
    data = client.getQueryData(options.queryKey)!;
    expect(data.pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
    expect(
      options.getNextPageParam(data.pages.at(-1)!, data.pages, 3, data.pageParams as number[]),
    ).toBe(undefined);
  });

  it('sends the filters under the server names and a search that must match every word', async () => {
    const { api } = setup();
    const list = await api.list({ roomType: 'Kitchen', search: 'sofas', style: 'All' });
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      expect(item.roomType).toBe('Kitchen');
      expect(item.description).toContain('sofa');
    }
    await expect(api.list({ roomType: 'Garage' })).rejects.toThrow(/room_type must be one of/);
  });

  it('like toggles and returns the count; share returns {origin}/gallery/{id}', async () => {
    const { api } = setup();
    const first = await api.like('gal-0001');
    expect(first.liked).toBe(true);
    const again = await api.like('gal-0001');
    expect(again).toEqual({ liked: false, likes: first.likes - 1 });
    const shared = await api.share('gal-0002');
    expect(shared.share_url).toBe('http://localhost/gallery/gal-0002');
  });

  it("a guest's publish fails with the server's upgrade message; a member's appears in mine", async () => {
    const guest = setup({ guest: true });
    await expect(guest.api.publish({ versionId: 'v1', title: 'Mine' })).rejects.toThrow(
      GALLERY_UPGRADE_REQUIRED,
    );
    const member = setup();
    const item = await member.api.publish({ versionId: 'v1', title: 'Mine', tags: ['a', 'A'] });
    expect(item.tags).toEqual(['a']);
    expect((await member.api.mine()).map((i) => i.id)).toEqual([item.id]);
    await member.api.unpublish(item.id);
    expect(await member.api.mine()).toEqual([]);
  });

  it('the moderation queue answers 403 to everyone but moderators', async () => {
    const { api } = setup();
    await expect(api.moderationQueue()).rejects.toMatchObject({ status: 403 });
  });

  it('reports need a registered account: signed out 401 and a guest 403, with the reason', async () => {
    await expect(setup({ signedIn: false }).api.report('gal-0001', 'Spam')).rejects.toMatchObject({
      status: 401,
      message: GALLERY_REPORT_SIGN_IN,
    });
    await expect(setup({ guest: true }).api.report('gal-0001', 'Spam')).rejects.toMatchObject({
      status: 403,
      message: GALLERY_REPORT_GUEST,
    });
    await expect(setup().api.report('gal-0001', 'Spam')).resolves.toEqual({ reported: true });
  });

  it('reads the queue with who reported and when; restoring takes a design out of it', async () => {
    const { api } = setup({ moderation: sampleModerationQueue() });
    const queue = await api.moderationQueue();
    expect(queue[0]!.report_entries!.map((r) => r.reporter?.email)).toEqual([
      'ines@example.com',
      'tom.berg@example.com',
      'k.osei@example.com',
      'new@example.com',
    ]);
    expect(queue[1]).toMatchObject({ status: 'published', under_review: true });
    await api.moderate(queue[1]!.id, 'restore');
    expect((await api.moderationQueue()).map((i) => i.id)).toEqual([queue[0]!.id]);
  });
});
