import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CURSOR_INVALID } from '@hds/api-client/contract';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';

/** Issue #23: the project page and the image chooser page images from the server. */
let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let other: Client;
let projectId: string;
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}.png`);

interface Page {
  results: { name: string; project: string }[];
  count: number;
  next_cursor: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
  u = await signedIn(server.app);
  other = await signedIn(server.app);
  projectId = (await u.post(`${HD}/projects/`, { title: 'Many rooms' })).json().id;
  const up = await u.upload(
    `${HD}/projects/${projectId}/upload_images/`,
    await Promise.all(
      NAMES.map(async (filename, i) => ({
        name: 'files',
        filename,
        data: await png(10 + i, 10),
      })),
    ),
  );
  expect(up.statusCode).toBe(201);
  // Another project of the same user, whose images a project's pages never include.
  const elsewhere = (await u.post(`${HD}/projects/`, { title: 'Elsewhere' })).json().id;
  await u.upload(`${HD}/projects/${elsewhere}/upload_images/`, [
    { name: 'files', filename: 'zzz.png', data: await png() },
  ]);
});
afterAll(() => server.close());

async function walk(client: Client, query: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(
      `${HD}/images/?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /images/ paging', () => {
  it('walks a project in upload order, page by page, with the total count', async () => {
    const pages = await walk(u, `project=${projectId}&page_size=3`);
    expect(pages.map((p) => p.results.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.count === NAMES.length)).toBe(true);
    expect(pages.flatMap((p) => p.results.map((r) => r.name))).toEqual(NAMES);
    expect(pages.at(-1)!.next_cursor).toBeNull();
  });

  it('pages newest first across projects for the chooser', async () => {
    const pages = await walk(u, 'ordering=-created_at&page_size=5');
    const names = pages.flatMap((p) => p.results.map((r) => r.name));
    expect(names).toEqual(['zzz.png', ...[...NAMES].reverse()]);
    expect(pages[0]!.count).toBe(NAMES.length + 1);
  });

  it('a page exactly as large as what is left has no next page', async () => {
    const res = await u.get(`${HD}/images/?project=${projectId}&page_size=${NAMES.length}`);
    expect(res.json()).toMatchObject({ count: NAMES.length, next_cursor: null });
    expect(res.json().results).toHaveLength(NAMES.length);
  });

  it('keeps the reply of callers without paging: every image, no cursor', async () => {
    const all = (await u.get(`${HD}/images/?project=${projectId}`)).json() as Page;
    expect(all.results.map((r) => r.name)).toEqual(NAMES);
    expect(all).toMatchObject({ count: NAMES.length, next_cursor: null });
    const recent = (await u.get(`${HD}/images/?limit=2&ordering=-created_at`)).json() as Page;
    expect(recent.results.map((r) => r.name)).toEqual(['zzz.png', 'g.png']);
    expect(recent.count).toBe(2);
  });

  it('refuses a bad cursor or page size with a 400 in words', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('[1,2]').toString('base64url'),
      'x'.repeat(300),
    ]) {
      const res = await u.get(`${HD}/images/?project=${projectId}&page_size=3&cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(IMAGE_CURSOR_INVALID);
    }
    for (const size of ['0', '101', 'many']) {
      const res = await u.get(`${HD}/images/?project=${projectId}&page_size=${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^page_size must/);
    }
  });

  it("another user's project answers 404, and their cursor shows only their own images", async () => {
    expect((await other.get(`${HD}/images/?project=${projectId}&page_size=3`)).statusCode).toBe(
      404,
    );
    const first = (await u.get(`${HD}/images/?project=${projectId}&page_size=2`)).json() as Page;
    const res = await other.get(`${HD}/images/?page_size=5&cursor=${first.next_cursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ results: [], count: 0, next_cursor: null });
  });
});

describe('GET /projects/{id}/?image_limit=', () => {
  it('embeds only the first images but keeps the count and the cover', async () => {
    const res = await u.get(`${HD}/projects/${projectId}/?image_limit=0`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.images).toEqual([]);
    expect(body.image_count).toBe(NAMES.length);
    expect(body.cover_thumbnails).toHaveLength(4);
    const two = (await u.get(`${HD}/projects/${projectId}/?image_limit=2`)).json();
    expect(two.images.map((i: { name: string }) => i.name)).toEqual(['a.png', 'b.png']);
    const all = (await u.get(`${HD}/projects/${projectId}/`)).json();
    expect(all.images).toHaveLength(NAMES.length);
    expect(all.cover_thumbnails).toEqual(body.cover_thumbnails);
  });

  it('refuses a bad image_limit with a 400', async () => {
    for (const v of ['-1', '101', 'x']) {
      const res = await u.get(`${HD}/projects/${projectId}/?image_limit=${v}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^image_limit must/);
    }
  });
});
