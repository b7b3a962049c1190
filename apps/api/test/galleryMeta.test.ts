import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryPaths, type GalleryList } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { galleryRepository } from '../src/features/gallery/repository.ts';
import { galleryLinkId } from '../src/features/gallery/pageMeta.ts';

/*
 * A shared gallery link (`/gallery/{id}`, `/app/gallery/{id}`) is the studio page with the
 * item's title, Open Graph tags and large-image Twitter card in its head (features/gallery/pageMeta.ts),
 * escaped; an unknown or hidden item gets the plain page.
 */

const ORIGIN = 'https://designs.example';
const STUDIO = `<!doctype html><html><head><meta charset="UTF-8" /><title>Home Design Studio</title><!--hds-config--></head><body>STUDIO</body></html>`;
const EVIL = `</title><script>alert("t")</script> "Quoted" & 'single' <b>`;

let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Db;
let evil = '';
let hidden = '';
let seeded = '';

/** The head's tags by property or name, values unescaped as a browser reads them. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    out[m[1]!] = m[2]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return out;
}
const titlesOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hds-gallery-meta-'));
  mkdirSync(join(dir, 'studio'));
  writeFileSync(join(dir, 'studio', 'index.html'), STUDIO);
  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    STUDIO_DIST: join(dir, 'studio'),
    SHARE_VIEWER_DIST: join(dir, 'viewer'),
    PUBLIC_URL: ORIGIN,
  });
  app = await buildApp(config, {
    logger: false,
    verifier: { verify: () => Promise.reject(new Error('unused')) },
  });
  db = await openDatabase(config);
  const gallery = galleryRepository(db);
  const item = {
    userId: null,
    category: null,
    style: null,
    roomType: null,
    location: null,
    tags: [],
    authorName: 'Someone',
    authorBadge: null,
    showBeforeAfter: false,
    imageKey: 'sample:x.jpg',
    thumbKey: null,
    format: 'jpeg',
    beforeKey: null,
    beforeThumbKey: null,
  };
  evil = await gallery.insert({
    ...item,
    title: EVIL,
    description: `<img src=x onerror="alert(1)">${'long '.repeat(60)}`,
  });
  hidden = await gallery.insert({ ...item, title: 'Hidden design', description: 'secret' });
  await gallery.setStatus(hidden, 'hidden');
  const list = (await get(galleryPaths.list)).json() as GalleryList;
  seeded = list.items.find((i) => i.title !== EVIL)!.id;
});
afterAll(async () => {
  await db?.destroy();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('shared gallery links', () => {
  it('serve the studio page with the item’s title, Open Graph tags and Twitter card', async () => {
    for (const url of [`/gallery/${seeded}`, `/app/gallery/${seeded}`, `/gallery/${seeded}/`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('STUDIO');
      const row = (await galleryRepository(db).find(seeded))!;
      expect(titlesOf(res.body)).toEqual([`${row.title} · Home Design Studio`]);
      const meta = metaOf(res.body);
      expect(meta).toMatchObject({
        'og:title': `${row.title} · Home Design Studio`,
        'og:description': row.description,
        'og:image': `${ORIGIN}${galleryPaths.image(seeded, 0, 'full')}`,
        'og:url': `${ORIGIN}/gallery/${seeded}`,
        'twitter:card': 'summary_large_image',
      });
      // The preview image is there for whoever fetches it, signed out.
      const image = await get(meta['og:image']!.slice(ORIGIN.length));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('escapes what the author wrote: markup and quotes come out as text', async () => {
    const res = await get(`/gallery/${evil}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toContain('<b>');
    // One title element, closed where the page closes it; no attribute broken open.
    expect(titlesOf(res.body)).toHaveLength(1);
    expect(res.body.match(/<\/title>/g)).toHaveLength(1);
    const meta = metaOf(res.body);
    expect(meta['og:title']).toBe(`${EVIL} · Home Design Studio`);
    expect(meta['og:description']!.startsWith('<img src=x onerror="alert(1)">')).toBe(true);
    expect(meta['og:description']!.length).toBeLessThanOrEqual(200);
    expect(Object.keys(meta)).toHaveLength(10);
    // The page's own script (the client configuration) still comes after the tags.
    expect(res.body.indexOf('og:url')).toBeLessThan(res.body.indexOf('__HDS_CONFIG__'));
  });

  it('gives an unknown, hidden or malformed item the plain page (the SPA shows not-found)', async () => {
    for (const url of [
      `/gallery/${hidden}`,
      '/gallery/00000000-0000-0000-0000-000000000000',
      '/app/gallery/%3Cscript%3E',
      `/gallery/${'a'.repeat(65)}`,
      '/app/gallery',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('STUDIO');
      expect(titlesOf(res.body), url).toEqual(['Home Design Studio']);
      expect(res.body, url).not.toContain('og:');
      expect(res.body, url).not.toContain('secret');
    }
  });

  it('reads only paths shaped like a link', () => {
    expect(galleryLinkId('/gallery/abc-1')).toBe('abc-1');
    expect(galleryLinkId('/app/gallery/abc-1/')).toBe('abc-1');
    for (const path of [
      '/gallery/',
      '/gallery/a/b',
      '/xgallery/a',
      '/gallery/a.b',
      '/app/gallery',
    ]) {
      expect(galleryLinkId(path), path).toBeNull();
    }
  });
});
