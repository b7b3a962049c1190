import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Listing, ListingStats } from '@hds/api-client/contract';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { startListingPortal, type ListingPortal } from './helpers/listingPortal.ts';

/*
 * Property listings, server half (issue #22): importing from URLs through the scraper's queue
 * (pending → scraping → completed | failed with a reason), the fixture portal on loopback
 * reached only through the test-only allow-list, filters and stats, create_project with the
 * pictures through the guard and the upload pipeline, and who may see what.
 */

let portal: ListingPortal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let db: Db;
let owner: Client;
let other: Client;

type Row = Listing & { error_message: string | null; image_urls: string[] };

beforeAll(async () => {
  portal = await startListingPortal();
  server = await startTestServer({
    LISTINGS_FETCH_ALLOW: `127.0.0.1:${portal.port}`,
    LISTINGS_POLL_MS: '50',
    LISTINGS_FETCH_TIMEOUT_MS: '4000',
  });
  db = await openDatabase(server.config);
  owner = await signedIn(server.app, 'listings-owner@example.com');
  other = await signedIn(server.app, 'listings-other@example.com');
});

afterAll(async () => {
  await db?.destroy();
  await server?.close();
  await portal?.close();
});

const url = (path: string) => `${portal.origin}/${path}`;

async function add(c: Client, urls: string[], auto = false) {
  return c.post(`${HD}/listings/create_from_urls/`, { urls, auto_create_project: auto });
}

/** Polls a listing until it is no longer pending or scraping. */
async function settled(c: Client, id: string, timeoutMs = 15_000): Promise<Row> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.get(`${HD}/listings/${id}/`);
    expect(res.statusCode).toBe(200);
    const row = res.json() as Row;
    if (row.status === 'completed' || row.status === 'failed') return row;
    if (Date.now() > until) throw new Error(`listing ${id} still ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('importing listings', () => {
  const ids: Record<string, string> = {};

  it('queues valid URLs as pending and names every refused line', async () => {
    const res = await add(owner, [
      url('jsonld.html'),
      '  ',
      url('microdata.html'),
      'not a url',
      url('opengraph.html'),
      url('jsonld.html'),
      'http://10.0.0.1/listing',
      'javascript:alert(1)',
      url('nothing.html'),
      url('template.html'),
      url('bad-images.html'),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { successful: Row[]; failed: { url: string; error: string }[] };
    expect(body.successful.map((l) => l.source_url)).toEqual([
      url('jsonld.html'),
      url('microdata.html'),
      url('opengraph.html'),
      url('nothing.html'),
      url('template.html'),
      url('bad-images.html'),
    ]);
    for (const l of body.successful) {
      expect(Listing.safeParse(l).success).toBe(true);
      expect(['pending', 'scraping']).toContain(l.status);
      expect(l.title).toBe('');
    }
    expect(body.failed).toEqual([
      { url: 'not a url', error: 'Not a valid URL' },
      { url: url('jsonld.html'), error: 'This URL is already in the list' },
      { url: 'http://10.0.0.1/listing', error: 'Refused: this address is not a public site' },
      { url: 'javascript:alert(1)', error: 'Only http and https addresses can be imported' },
    ]);
    for (const l of body.successful) ids[new URL(l.source_url).pathname.slice(1)] = l.id;
  });

  it('the scraper completes each format and fails the page with nothing usable', async () => {
    const jsonld = await settled(owner, ids['jsonld.html']!);
    expect(jsonld).toMatchObject({
      status: 'completed',
      title: 'Sunny craftsman with a wraparound porch',
      address: '12 Maple Street, Springfield, IL 62704',
      price: 485000,
      display_price: '$485,000',
      listing_type: 'for_sale',
      bedrooms: 3,
      bathrooms: 2.5,
      square_feet: 1850,
      source: 'custom',
      error_message: null,
      primary_image_url: `${HD}/listings/${ids['jsonld.html']}/image/`,
    });
    expect(Listing.safeParse(jsonld).success).toBe(true);
    expect(await settled(owner, ids['microdata.html']!)).toMatchObject({
      status: 'completed',
      display_price: '€2,400/mo',
      listing_type: 'for_rent',
      square_feet: 1023,
    });
    expect(await settled(owner, ids['opengraph.html']!)).toMatchObject({
      status: 'completed',
      display_price: '£425,000',
    });
    expect(await settled(owner, ids['template.html']!)).toMatchObject({
      status: 'completed',
      listing_type: 'pending',
      title: 'Converted warehouse loft',
    });
    const nothing = await settled(owner, ids['nothing.html']!);
    expect(nothing.status).toBe('failed');
    expect(nothing.error_message).toMatch(/No listing details found/);
    await settled(owner, ids['bad-images.html']!);
  });

  it('pages off the allow-list, behind redirects or too big fail with a reason, unfetched', async () => {
    const before = portal.hits.get('/jsonld.html') ?? 0;
    const res = await add(owner, [
      `http://localhost:${portal.port}/jsonld.html`,
      `${portal.origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      `${portal.origin}/huge.html`,
      `http://127.0.0.1:${portal.port + 1}/jsonld.html`,
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { successful: Row[]; failed: { url: string; error: string }[] };
    // An address literal off the allow-list is refused at once; names are judged when fetched.
    expect(body.failed).toEqual([
      {
        url: `http://127.0.0.1:${portal.port + 1}/jsonld.html`,
        error: 'Refused: this address is not a public site',
      },
    ]);
    const [local, redirect, huge] = body.successful;
    expect((await settled(owner, local!.id)).error_message).toMatch(/loopback address/);
    expect((await settled(owner, redirect!.id)).error_message).toMatch(/link-local address/);
    expect((await settled(owner, huge!.id)).error_message).toMatch(/larger than 5 MB/);
    expect(portal.hits.get('/jsonld.html') ?? 0).toBe(before);
  });

  it('the listing picture is served through the server, re-encoded', async () => {
    const res = await owner.get(`${HD}/listings/${ids['jsonld.html']}/image/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const bad = await owner.get(`${HD}/listings/${ids['bad-images.html']}/image/`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().detail).toMatch(/picture could not be loaded/);
  });

  it('filters, search, flags and stats', async () => {
    const list = async (q = '') => {
      const res = await owner.get(`${HD}/listings/${q}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: Row[]; count: number }).results;
    };
    const all = await list();
    expect(all.length).toBe(9);
    expect((await list('?status=failed')).length).toBe(4);
    expect((await list('?listing_type=for_rent')).map((l) => l.id)).toEqual([
      ids['microdata.html'],
    ]);
    expect((await list('?search=MAPLE')).map((l) => l.id)).toEqual([ids['jsonld.html']]);
    expect((await list('?search=100%25')).length).toBe(0);

    const fav = await owner.post(`${HD}/listings/${ids['opengraph.html']}/toggle_featured/`);
    expect(fav.statusCode).toBe(200);
    expect(fav.json().is_featured).toBe(true);
    expect((await list('?is_featured=true')).map((l) => l.id)).toEqual([ids['opengraph.html']]);
    const arch = await owner.post(`${HD}/listings/${ids['nothing.html']}/archive/`);
    expect(arch.json().is_archived).toBe(true);
    expect((await list('?is_archived=true')).map((l) => l.id)).toEqual([ids['nothing.html']]);
    expect((await list('?is_archived=false')).length).toBe(8);

    const stats = (await owner.get(`${HD}/listings/stats/`)).json();
    expect(ListingStats.parse(stats)).toEqual({
      total: 9,
      featured: 1,
      with_projects: 0,
      for_sale: 7,
      for_rent: 1,
      archived: 1,
    });
    expect(stats.by_listing_type).toEqual({ 'For Sale': 7, 'For Rent': 1 });

    const un = await owner.post(`${HD}/listings/${ids['nothing.html']}/unarchive/`);
    expect(un.json().is_archived).toBe(false);
    const audit = (await owner.get(`${HD}/audit/?limit=100`)).json();
    const actions = (audit.results ?? audit).map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'listing.created',
        'listing.featured_toggled',
        'listing.archived',
        'listing.unarchived',
      ]),
    );
  });

  it('create_project makes a project named after the listing with its pictures, linked both ways', async () => {
    const id = ids['jsonld.html']!;
    const res = await owner.post(`${HD}/listings/${id}/create_project/`, {
      listing_id: id,
      download_images: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.images_downloaded).toBe(2);
    const project = (await owner.get(`${HD}/projects/${body.project.id}/`)).json();
    expect(project.title).toBe('Sunny craftsman with a wraparound porch');
    expect(project.address).toBe('12 Maple Street, Springfield, IL 62704');
    expect(project.images).toHaveLength(2);
    const listing = (await owner.get(`${HD}/listings/${id}/`)).json() as Row;
    expect(listing.project).toEqual({ id: body.project.id, title: project.title });
    const link = await sql<{
      listing_id: string;
    }>`select listing_id from projects where id = ${body.project.id}`.execute(db);
    expect(link.rows[0]!.listing_id).toBe(id);
    // Again: the same project, nothing new.
    const again = await owner.post(`${HD}/listings/${id}/create_project/`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().project.id).toBe(body.project.id);
    expect((await owner.get(`${HD}/listings/?has_project=true`)).json().count).toBe(1);
  });

  it('pictures that are huge, too many pixels or not images are refused one by one', async () => {
    const id = ids['bad-images.html']!;
    const res = await owner.post(`${HD}/listings/${id}/create_project/`, {
      download_images: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.images_downloaded).toBe(1);
    const reasons = (body.images_failed as { url: string; error: string }[]).map((f) => [
      new URL(f.url).pathname,
      f.error,
    ]);
    expect(reasons).toEqual([
      ['/generated/huge-pixels.png', expect.stringMatching(/megapixel|pixels|too large/i)],
      ['/generated/huge-bytes.jpg', expect.stringMatching(/larger than 10 MB/)],
      ['/not-an-image.jpg', expect.stringMatching(/Not an image/)],
      ['/text-as-image.jpg', expect.stringMatching(/Invalid format/)],
    ]);
    const project = (await owner.get(`${HD}/projects/${body.project.id}/`)).json();
    expect(project.images).toHaveLength(1);
  });

  it('a listing not imported yet cannot become a project; download_images:false makes an empty one', async () => {
    const [row] = await db
      .selectFrom('listings')
      .select('id')
      .where('id', '=', ids['nothing.html']!)
      .execute();
    const res = await owner.post(`${HD}/listings/${row!.id}/create_project/`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/not been imported/);
    const og = await owner.post(`${HD}/listings/${ids['opengraph.html']}/create_project/`, {
      download_images: false,
    });
    expect(og.statusCode).toBe(201);
    expect(og.json().images_downloaded).toBe(0);
  });

  it('deleting the project unlinks the listing', async () => {
    const listing = (await owner.get(`${HD}/listings/${ids['opengraph.html']}/`)).json() as Row;
    expect(listing.project).not.toBeNull();
    expect((await owner.del(`${HD}/projects/${listing.project!.id}/`)).statusCode).toBe(204);
    const after = (await owner.get(`${HD}/listings/${ids['opengraph.html']}/`)).json() as Row;
    expect(after.project).toBeNull();
  });

  it('refresh_listings re-imports; listings in progress are skipped unless forced', async () => {
    const id = ids['nothing.html']!;
    const res = await owner.post(`${HD}/listings/refresh_listings/`, {
      listing_ids: [id, ids['microdata.html']],
      force: false,
    });
    expect(res.statusCode).toBe(200);
    const refreshed = res.json().refreshed as Row[];
    expect(refreshed.map((l) => l.id).sort()).toEqual([id, ids['microdata.html']].sort());
    expect((await settled(owner, ids['microdata.html']!)).status).toBe('completed');
    expect((await settled(owner, id)).status).toBe('failed');
    // A listing a dead worker left in scraping is claimed again once its lease ran out.
    await db
      .updateTable('listings')
      .set({ status: 'scraping', lease_owner: 'dead', lease_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', ids['template.html']!)
      .execute();
    const skipped = await owner.post(`${HD}/listings/refresh_listings/`, {
      listing_ids: [ids['template.html']],
    });
    expect(skipped.json()).toMatchObject({ refreshed: [] });
    const row = await settled(owner, ids['template.html']!);
    expect(row.status).toBe('completed');
  });

  it('auto_create_project makes the project once the import completes', async () => {
    const res = await add(owner, [`${url('microdata.html')}?again=1`], true);
    const id = (res.json() as { successful: Row[] }).successful[0]!.id;
    const until = Date.now() + 15_000;
    let row = await settled(owner, id);
    while (!row.project && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      row = (await owner.get(`${HD}/listings/${id}/`)).json() as Row;
    }
    expect(row.project?.title).toBe('Harbour view two-bedroom apartment');
    // The pictures are stored right after the project is made and linked.
    let project = (await owner.get(`${HD}/projects/${row.project!.id}/`)).json();
    while (project.images.length < 2 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      project = (await owner.get(`${HD}/projects/${row.project!.id}/`)).json();
    }
    expect(project.images).toHaveLength(2);
  });

  it('batches and templates', async () => {
    const batches = (await owner.get(`${HD}/listing-batches/`)).json().results;
    expect(batches.length).toBe(3);
    expect(batches[2]).toMatchObject({ total_urls: 10, accepted: 6, refused: 4 });
    const all = (await owner.get(`${HD}/listing-templates/`)).json().results;
    expect(all.map((t: { source_type: string }) => t.source_type)).toEqual(
      expect.arrayContaining(['zillow', 'realtor', 'demo']),
    );
    const one = (await owner.get(`${HD}/listing-templates/?source_type=zillow`)).json().results;
    expect(one).toHaveLength(1);
    expect(one[0].selectors.price).toBeTruthy();
  });
});

describe('permissions and bad input', () => {
  let id: string;
  beforeAll(async () => {
    const rows = await db.selectFrom('listings').select('id').limit(1).execute();
    id = rows[0]!.id;
  });

  it("another user's listing is 404 on every route, and their lists are empty", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${HD}/listings/${id}/`],
      ['GET', `${HD}/listings/${id}/image/`],
      ['POST', `${HD}/listings/${id}/toggle_featured/`],
      ['POST', `${HD}/listings/${id}/archive/`],
      ['POST', `${HD}/listings/${id}/unarchive/`],
      ['POST', `${HD}/listings/${id}/create_project/`, {}],
      ['POST', `${HD}/listings/refresh_listings/`, { listing_ids: [id] }],
    ];
    const before = await db.selectFrom('listings').selectAll().where('id', '=', id).execute();
    for (const [method, path, payload] of calls) {
      const res = await other.send({
        method: method as 'GET',
        url: path,
        payload: payload as string,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toBe('Listing not found.');
    }
    expect(await db.selectFrom('listings').selectAll().where('id', '=', id).execute()).toEqual(
      before,
    );
    expect((await other.get(`${HD}/listings/`)).json().results).toEqual([]);
    expect((await other.get(`${HD}/listings/stats/`)).json().total).toBe(0);
    expect((await other.get(`${HD}/listing-batches/`)).json().results).toEqual([]);
  });

  it('at most 200 imports in progress per user: then 429, nothing stored', async () => {
    const busy = await signedIn(server.app, 'listings-busy@example.com');
    const first = await add(busy, ['https://portal.example/one']);
    const userId = (await db
      .selectFrom('listings')
      .select('user_id')
      .where('id', '=', first.json().successful[0].id)
      .executeTakeFirstOrThrow())!.user_id;
    const at = new Date().toISOString();
    const lease = new Date(Date.now() + 3600_000).toISOString();
    await db
      .insertInto('listings')
      .values(
        Array.from({ length: 199 }, (_, i) => ({
          id: `busy-${i}`,
          user_id: userId,
          batch_id: null,
          source_url: `https://portal.example/${i}`,
          source: 'custom',
          status: 'scraping',
          error_message: null,
          title: '',
          address: '',
          price: null,
          currency: null,
          display_price: null,
          listing_type: 'for_sale',
          bedrooms: null,
          bathrooms: null,
          square_feet: null,
          description: '',
          image_urls: '[]',
          extracted_with: null,
          project_id: null,
          auto_create_project: 0,
          is_featured: 0,
          is_archived: 0,
          attempts: 1,
          lease_owner: 'elsewhere',
          lease_until: lease,
          scraped_at: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const res = await add(busy, ['https://portal.example/a', 'https://portal.example/b']);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/At most 200 listings can be importing at once/);
    expect((await busy.get(`${HD}/listings/?page_size=1`)).json().count).toBe(200);
  });

  it('signed out is 401', async () => {
    for (const path of [
      '/listings/',
      '/listings/stats/',
      '/listing-batches/',
      '/listing-templates/',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: `${HD}${path}` });
      expect(res.statusCode).toBe(401);
    }
  });

  it.each([
    ['GET', '/listings/?status=done', undefined, /status must be/],
    ['GET', '/listings/?listing_type=lease', undefined, /listing_type must be/],
    ['GET', '/listings/?is_featured=maybe', undefined, /is_featured must be true or false/],
    ['GET', '/listings/?page=0', undefined, /page must be/],
    ['GET', '/listings/?page_size=1000', undefined, /page_size must be/],
    ['POST', '/listings/create_from_urls/', {}, /urls/],
    ['POST', '/listings/create_from_urls/', { urls: [] }, /Please enter at least one URL/],
    ['POST', '/listings/create_from_urls/', { urls: ['  ', ''] }, /Please enter at least one URL/],
    [
      'POST',
      '/listings/create_from_urls/',
      { urls: ['nope'] },
      /No listing could be added: nope \(Not a valid URL\)/,
    ],
    ['POST', '/listings/create_from_urls/', { urls: [1] }, /each entry must be a string/],
    [
      'POST',
      '/listings/create_from_urls/',
      { urls: Array.from({ length: 51 }, (_, i) => `https://x.example/${i}`) },
      /At most 50 URLs/,
    ],
    [
      'POST',
      '/listings/refresh_listings/',
      { listing_ids: [] },
      /Please select listings to refresh/,
    ],
    ['POST', '/listings/refresh_listings/', { listing_ids: 'x' }, /listing_ids must be a list/],
  ])('%s %s → 400 %s', async (method, path, payload, detail) => {
    const count = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const res = await owner.send({
      method: method as 'GET',
      url: `${HD}${path}`,
      payload: payload as string,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    const after = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(count);
  });
});
