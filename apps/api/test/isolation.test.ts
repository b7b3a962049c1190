import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, signedIn, tableSnapshot, type Client } from './helpers/session.ts';
import { putOnPlan } from './helpers/plans.ts';
import { maskClickBody, maskPng, multipart, png } from './helpers/images.ts';
import { agedFormToken } from './helpers/formToken.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let a: Client;
let b: Client;
const A = {
  project: '',
  image: '',
  version: '',
  version2: '',
  tag: '',
  board: '',
  link: '',
  job: '',
  recipe: '',
  batch: '',
  embed: '',
  lead: '',
  listing: '',
  apiKey: '',
  mask: '',
};
let bImageId = '';
let operation = '';
let bVersion = '';

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
  a = await signedIn(server.app, 'owner-a@example.com');
  b = await signedIn(server.app, 'intruder-b@example.com');
  // Both may hold API keys (Business), so B's keys are tried against A's objects too.
  await putOnPlan(server.config, 'owner-a@example.com', 'business');
  await putOnPlan(server.config, 'intruder-b@example.com', 'business');
  A.project = (await a.post(`${HD}/projects/`, { title: 'A private' })).json().id;
  const up = await a.upload(`${HD}/projects/${A.project}/upload_images/`, [
    { name: 'files', filename: 'a1.png', data: await png() },
    { name: 'files', filename: 'a2.png', data: await png(16, 16) },
  ]);
  const [i1, i2] = up.json().images;
  A.image = i1.id;
  A.version = i1.versions[0].id;
  A.version2 = i2.versions[0].id;
  A.tag = (await a.post(`${HD}/tags/`, { name: 'a-secret', category: 'mood' })).json().id;
  await a.post(`${HD}/versions/${A.version}/add-tag/`, { tag: A.tag });
  A.board = (
    await a.post(`${HD}/boards/`, { project: A.project, name: 'A board', version_ids: [A.version] })
  ).json().id;
  A.link = (
    await a.post(`${HD}/boards/${A.board}/share_links/`, { permission: 'upload' })
  ).json().id;
  const bImage = (
    await b.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'b.png', data: await png() }])
  ).json();
  bVersion = bImage.versions[0].id;
  bImageId = bImage.id;
  // An edit this build's engines can run on a flat test picture (not one the local engine first
  // looks for walls or sky in: it refuses those there), and a finished job of A's.
  const caps = (await a.get(`${HD}/capabilities/`)).json();
  operation = caps.operations.find(
    (o: { available: boolean; local?: { checks_confidence: boolean } | null }) =>
      o.available && !o.local?.checks_confidence,
  ).operation;
  A.job = (
    await a.post(`${HD}/transformations/${operation}/`, { image_id: A.image, args: {} })
  ).json().job_id;
  for (let i = 0; i < 600; i++) {
    const status = (await a.get(`${HD}/jobs/${A.job}/`)).json().status;
    if (status === 'succeeded' || status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  A.recipe = (
    await a.post(`${HD}/recipes/`, { name: 'A recipe', steps: [{ operation }] })
  ).json().id;
  // A batch of A's: the recipe applied to A's image, finished before the walk.
  A.batch = (await a.post(`${HD}/recipes/${A.recipe}/apply/`, { image_ids: [A.image] })).json()
    .batch_id as string;
  for (let i = 0; i < 600; i++) {
    if ((await a.get(`${HD}/batches/${A.batch}/`)).json().done) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // An embed of A's and a lead it received from A's partner page.
  const embed = (
    await a.post(`${HD}/embeds/`, {
      name: 'A embed',
      allowedOrigins: ['https://a-partner.example'],
      widget: { type: 'lead_form' },
    })
  ).json();
  A.embed = embed.id;
  await server.app.inject({
    method: 'POST',
    url: `/api/v1/embed/${embed.key}/leads/`,
    headers: { origin: 'https://a-partner.example' },
    payload: {
      firstName: 'A',
      lastName: 'Lead',
      email: 'a-lead@example.com',
      acceptTerms: true,
      formToken: agedFormToken(server.config, embed.id),
    },
  });
  A.lead = (await a.get(`${HD}/leads/`)).json().results[0].id;
  // A listing of A's, settled (its import fails: loopback is refused) so nothing moves later.
  A.listing = (
    await a.post(`${HD}/listings/create_from_urls/`, { urls: ['http://localhost:9/listing'] })
  ).json().successful[0].id;
  for (let i = 0; i < 300; i++) {
    if ((await a.get(`${HD}/listings/${A.listing}/`)).json().status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // An API key of A's with a webhook endpoint (issue #27).
  A.apiKey = (await a.post(`${HD}/api-keys/`, { name: 'A key', scopes: ['read'] })).json().id;
  await a.send({
    method: 'PUT',
    url: `${HD}/api-keys/${A.apiKey}/webhook/`,
    payload: { url: 'https://hooks.invalid/a', events: ['job.failed'] },
  });
  // A mask A drew on A's version (issue #28).
  A.mask = (
    await a.upload(`${HD}/masks/`, [
      { name: 'version_id', data: A.version },
      { name: 'file', filename: 'm.png', contentType: 'image/png', data: await maskPng() },
    ])
  ).json().id;
  // B's first project list makes B's (image-less) sample project: done here, so that B's walk
  // below has no reason at all to write anything.
  await b.get(`${HD}/projects/`);
}, 90_000);
afterAll(() => server.close());

/** Reached without a session on purpose: the share token is the capability (spec part 2 §6). */
const PUBLIC = [
  `${HD}/share/:token/`,
  `${HD}/share/:token/upload/`,
  `${HD}/share-links/track-access/`,
  // The public gallery and the landing's style preview are for visitors (spec part 2 "Gallery").
  `${HD}/styled-manifest/`,
  `${HD}/gallery/public/`,
  `${HD}/gallery/public/:id/`,
  `${HD}/gallery/public/:id/image/`,
  `${HD}/gallery/public/:id/download/`,
  `${HD}/gallery/public/:id/share/`,
  `${HD}/gallery/public/:id/report/`,
  // The lead form (spec part 2 §7) is for visitors; its preflight answers embeds' origins.
  `${HD}/gallery/lead-capture/`,
  `${HD}/gallery/lead-capture/form-token/`,
];

/**
 * Gallery items are public once published, so "another user's object" does not apply to them;
 * who may edit, unpublish, report and moderate is gallery.test.ts's permission matrix.
 */
const isGallery = (url: string) => url.startsWith(`${HD}/gallery/`);

/** The home-design routes as registered (GET/POST/PATCH/DELETE), from the app itself. */
const homeDesignRoutes = () =>
  server.app.routeTable.filter((r) => r.url.startsWith(HD) && r.method !== 'HEAD');

/** The id of user A's object that a path parameter names, by the collection it sits under. */
function ownId(url: string): string {
  if (url.startsWith(`${HD}/projects/:id`)) return A.project;
  if (url.startsWith(`${HD}/images/:id`)) return A.image;
  if (url.startsWith(`${HD}/versions/:id`)) return A.version;
  if (url.startsWith(`${HD}/boards/:id`)) return A.board;
  if (url.startsWith(`${HD}/share-links/:id`)) return A.link;
  if (url.startsWith(`${HD}/jobs/:id`) || url.startsWith(`${HD}/edit-jobs/:id`)) return A.job;
  if (url.startsWith(`${HD}/recipes/:id`)) return A.recipe;
  if (url.startsWith(`${HD}/embeds/:id`)) return A.embed;
  if (url.startsWith(`${HD}/leads/:id`)) return A.lead;
  if (url.startsWith(`${HD}/listings/:id`)) return A.listing;
  if (url.startsWith(`${HD}/api-keys/:id`)) return A.apiKey;
  if (url.startsWith(`${HD}/batches/:id`)) return A.batch;
  if (url.startsWith(`${HD}/masks/:id`)) return A.mask;
  throw new Error(`no owner object mapped for ${url}: extend the isolation test`);
}

/** A body that would succeed for the owner, so a 404 can only come from ownership. */
async function validRequest(method: string, url: string) {
  if (url.endsWith('upload_images/')) {
    return multipart([{ name: 'files', filename: 'x.png', data: await png() }]);
  }
  const edits: Record<string, Record<string, unknown>> = {
    'detect_objects/': { version_id: A.version },
    'remove_by_description/': { version_id: A.version, categories: ['chair'] },
    'empty_room/': { version_id: A.version },
    'mask_preview/': { operation: 'object_removal' },
    'mask_click/': maskClickBody(),
    'batch_jobs/': { transformation: operation },
    'apply/': { image_id: A.image },
  };
  const edit = Object.entries(edits).find(([end]) => url.endsWith(end));
  if (edit) return { payload: edit[1] };
  if (url.startsWith(`${HD}/embeds/:id`) && method === 'PATCH') {
    return { payload: { name: 'Taken over' } };
  }
  if (url.startsWith(`${HD}/leads/:id`) && method === 'PATCH') {
    return { payload: { state: 'won' } };
  }
  if (url.startsWith(`${HD}/recipes/:id`) && method === 'PATCH') {
    return { payload: { name: 'Taken over' } };
  }
  const payload: Record<string, unknown> = url.endsWith('set-primary/')
    ? { version_id: A.version }
    : url.endsWith('-tag/')
      ? { tag: 'a-secret' }
      : url.startsWith(`${HD}/share-links/:id`)
        ? { is_active: false }
        : url.startsWith(`${HD}/boards/:id`) && method === 'PATCH'
          ? { name: 'Taken over' }
          : url.endsWith('share_links/')
            ? { permission: 'upload' }
            : method === 'PATCH'
              ? { title: 'Taken over' }
              : {};
  return { payload };
}

describe('authorisation across users', () => {
  it('the route table holds every endpoint of the list', () => {
    const urls = new Set(homeDesignRoutes().map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'GET /projects/',
      'POST /projects/',
      'GET /projects/:id/',
      'PATCH /projects/:id/',
      'DELETE /projects/:id/',
      'POST /projects/create_sample_project/',
      'POST /projects/:id/upload_images/',
      'GET /images/',
      'POST /images/',
      'POST /images/upload/',
      'POST /images/batch-upload/',
      'GET /images/:id/',
      'DELETE /images/:id/',
      'GET /images/:id/versions/',
      'GET /images/:id/version_tree/',
      'GET /images/:id/version-tree/',
      'POST /images/:id/set-primary/',
      'GET /tags/',
      'POST /tags/',
      'POST /versions/:id/add-tag/',
      'POST /versions/:id/remove-tag/',
      'POST /versions/compare/',
      'GET /user/quick-stats/',
      'GET /user/activity/',
      'GET /operations/',
      'GET /audit/',
      'GET /boards/',
      'POST /boards/',
      'GET /boards/:id/',
      'PATCH /boards/:id/',
      'DELETE /boards/:id/',
      'GET /boards/:id/share_links/',
      'POST /boards/:id/share_links/',
      'GET /share-links/',
      'PATCH /share-links/:id/',
      'POST /share-links/:id/revoke/',
      'GET /share-links/:id/qr-code/',
      'POST /share-links/track-access/',
      'GET /share/:token/',
      'POST /share/:token/upload/',
      'POST /transformations/:type/',
      'POST /transformations/batch/',
      'POST /images/:id/detect_objects/',
      'POST /images/:id/remove_by_description/',
      'POST /images/:id/empty_room/',
      'GET /images/:id/jobs_list/',
      'POST /projects/:id/batch_jobs/',
      'POST /projects/:id/export/',
      'GET /jobs/:id/',
      'GET /edit-jobs/',
      'GET /edit-jobs/:id/',
      'GET /edit-jobs/:id/status/',
      'POST /edit-jobs/:id/cancel/',
      'POST /edit-jobs/:id/retry/',
      'POST /workflows/',
      'GET /recipes/',
      'POST /recipes/',
      'GET /recipes/:id/',
      'PATCH /recipes/:id/',
      'DELETE /recipes/:id/',
      'POST /recipes/:id/apply/',
      'GET /capabilities/',
      'POST /gallery/lead-capture/',
      'GET /embeds/',
      'POST /embeds/',
      'GET /embeds/:id/',
      'PATCH /embeds/:id/',
      'DELETE /embeds/:id/',
      'POST /embeds/:id/revoke/',
      'GET /embeds/:id/deliveries/',
      'GET /leads/',
      'GET /leads/export/',
      'GET /leads/:id/',
      'PATCH /leads/:id/',
      'GET /listings/',
      'GET /listings/stats/',
      'POST /listings/create_from_urls/',
      'POST /listings/refresh_listings/',
      'GET /listings/:id/',
      'GET /listings/:id/image/',
      'POST /listings/:id/toggle_featured/',
      'POST /listings/:id/archive/',
      'POST /listings/:id/unarchive/',
      'POST /listings/:id/create_project/',
      'GET /listing-batches/',
      'GET /listing-templates/',
      'GET /api-keys/',
      'POST /api-keys/',
      'GET /api-keys/:id/',
      'POST /api-keys/:id/revoke/',
      'GET /api-keys/:id/webhook/',
      'PUT /api-keys/:id/webhook/',
      'DELETE /api-keys/:id/webhook/',
      'POST /api-keys/:id/webhook/test/',
      'GET /api-keys/:id/deliveries/',
    ]) {
      const [method, path] = expected.split(' ');
      expect(urls, expected).toContain(`${method} ${HD}${path}`);
    }
  });

  it('every route answers 401 with a detail when signed out', async () => {
    const anon = browser(server.app);
    await anon.get('/api/v1/auth/csrf/');
    for (const r of homeDesignRoutes().filter((route) => !PUBLIC.includes(route.url))) {
      const url = r.url.replace(':id', 'anything');
      const res = await anon.send({ method: r.method as 'GET', url, payload: {} });
      expect(res.statusCode, `${r.method} ${url}`).toBe(401);
      expect(res.json().detail, `${r.method} ${url}`).toBeTruthy();
    }
  });

  it("user B gets 404 on every one of user A's objects, on every route and method", async () => {
    const before = {
      tables: await tableSnapshot(server.config),
      files: mediaFiles(server.config.dataDir).sort(),
    };
    // The tables a leak would show in: the walk below must compare them all.
    for (const table of [
      'projects',
      'images',
      'versions',
      'tags',
      'version_tags',
      'boards',
      'share_links',
      'recipes',
      'jobs',
      'detections',
      'usage_events',
      'audit_log',
      'embeds',
      'leads',
      'listings',
      'listing_batches',
    ]) {
      expect(before.tables, table).toHaveProperty(table);
    }
    expect(before.tables.version_tags).toHaveLength(1);
    const withId = homeDesignRoutes().filter((r) => r.url.includes(':id') && !isGallery(r.url));
    expect(withId.length).toBeGreaterThanOrEqual(11);
    for (const r of withId) {
      const url = r.url.replace(':id', ownId(r.url));
      const res = await b.send({
        method: r.method as 'GET',
        url,
        ...(await validRequest(r.method, r.url)),
      });
      expect(res.statusCode, `${r.method} ${url}`).toBe(404);
      expect(res.json().detail, `${r.method} ${url}`).toMatch(/not found/i);
    }

    // Routes that name A's objects in the query or body.
    const named = [
      b.get(`${HD}/images/?project=${A.project}`),
      b.get(`${HD}/operations/?project_id=${A.project}`),
      b.get(`${HD}/operations/?image_id=${A.image}`),
      b.get(`${HD}/audit/?project_id=${A.project}`),
      b.get(`${HD}/audit/?image_id=${A.image}`),
      b.post(`${HD}/versions/compare/`, { version_ids: [A.version, A.version2] }),
      b.post(`${HD}/versions/compare/`, { version_ids: [bVersion, A.version] }),
      b.post(`${HD}/versions/${bVersion}/remove-tag/`, { tag: A.tag }),
      // Another user's tag id is unknown, not a new tag's name.
      b.post(`${HD}/versions/${bVersion}/add-tag/`, { tag: A.tag }),
      b.get(`${HD}/boards/?project=${A.project}`),
      b.post(`${HD}/transformations/${operation}/`, { image_id: A.image }),
      b.post(`${HD}/transformations/${operation}/`, { image_id: A.image, version_id: A.version }),
      b.post(`${HD}/transformations/${operation}/`, { image_id: bImageId, version_id: A.version }),
      b.post(`${HD}/transformations/batch/`, {
        image_ids: [bImageId, A.image],
        transformation: operation,
      }),
      b.post(`${HD}/workflows/`, { image_id: A.image, steps: [{ operation }] }),
      b.post(`${HD}/images/${bImageId}/detect_objects/`, { version_id: A.version }),
      b.post(`${HD}/projects/${A.project}/batch_jobs/`, { transformation: operation }),
      b.get(`${HD}/edit-jobs/?image=${A.image}`),
      b.post(`${HD}/listings/refresh_listings/`, { listing_ids: [A.listing] }),
      b.post(`${HD}/listings/refresh_listings/`, { listing_ids: [A.listing], force: true }),
      b.post(`${HD}/boards/`, { project: A.project, name: 'Mine', version_ids: [A.version] }),
      b.upload(`${HD}/images/`, [
        { name: 'project_id', data: A.project },
        { name: 'file', filename: 'x.png', data: await png() },
      ]),
      b.upload(`${HD}/images/upload/`, [
        { name: 'project', data: A.project },
        { name: 'file', filename: 'x.png', data: await png() },
      ]),
      b.upload(`${HD}/images/batch-upload/`, [
        { name: 'project', data: A.project },
        { name: 'files', filename: 'x.png', data: await png() },
      ]),
    ];
    for (const [i, res] of (await Promise.all(named)).entries()) {
      expect(res.statusCode, `named request #${i}`).toBe(404);
      expect(res.json().detail).toMatch(/not found/i);
    }

    // B's own lists show nothing of A's.
    const tags = (await b.get(`${HD}/tags/`)).json();
    expect(tags.results.map((t: { id: string }) => t.id)).not.toContain(A.tag);
    const images = (await b.get(`${HD}/images/?limit=50&ordering=-created_at`)).json();
    expect(images.results.map((i: { id: string }) => i.id)).not.toContain(A.image);
    const boards = (await b.get(`${HD}/boards/`)).json();
    expect(boards.results.map((x: { id: string }) => x.id)).not.toContain(A.board);
    const links = (await b.get(`${HD}/share-links/`)).json();
    expect(links.results.map((x: { id: string }) => x.id)).not.toContain(A.link);
    const bJobs = (await b.get(`${HD}/edit-jobs/`)).json();
    expect(bJobs.results.map((x: { id: string }) => x.id)).not.toContain(A.job);
    const recipes = (await b.get(`${HD}/recipes/`)).json();
    expect(recipes.results.map((x: { id: string }) => x.id)).not.toContain(A.recipe);
    const embeds = (await b.get(`${HD}/embeds/`)).json();
    expect(embeds.results.map((x: { id: string }) => x.id)).not.toContain(A.embed);
    const leads = (await b.get(`${HD}/leads/`)).json();
    expect(leads.results.map((x: { id: string }) => x.id)).not.toContain(A.lead);
    expect((await b.get(`${HD}/leads/export/`)).body).not.toContain('a-lead@example.com');
    const listings = (await b.get(`${HD}/listings/`)).json();
    expect(listings.results.map((x: { id: string }) => x.id)).not.toContain(A.listing);
    expect((await b.get(`${HD}/listings/stats/`)).json().total).toBe(0);
    expect((await b.get(`${HD}/listing-batches/`)).json().results).toEqual([]);
    const projects = (await b.get(`${HD}/projects/`)).json();
    expect(projects.results.map((p: { id: string }) => p.id)).not.toContain(A.project);

    // And nothing changed at all: every row of every table (A's and B's: boards, tag links,
    // recipes, jobs, share links, audit entries…) and every stored file are as they were.
    const after = {
      tables: await tableSnapshot(server.config),
      files: mediaFiles(server.config.dataDir).sort(),
    };
    for (const table of Object.keys(before.tables)) {
      expect(after.tables[table], table).toEqual(before.tables[table]);
    }
    expect(after).toEqual(before);
    const project = (await a.get(`${HD}/projects/${A.project}/`)).json();
    expect(project).toMatchObject({ title: 'A private', image_count: 2 });
    const version = project.images[0].versions[0];
    expect(version.tags.map((t: { name: string }) => t.name)).toEqual(['a-secret']);
    expect((await a.get(`${HD}/recipes/${A.recipe}/`)).json()).toMatchObject({ name: 'A recipe' });
    expect((await a.get(`${HD}/jobs/${A.job}/`)).statusCode).toBe(200);
    const board = (await a.get(`${HD}/boards/${A.board}/`)).json();
    expect(board).toMatchObject({ name: 'A board', version_count: 1 });
    expect(board.share_links.map((l: { id: string }) => l.id)).toEqual([A.link]);
    expect((await a.get(`${HD}/leads/${A.lead}/`)).json()).toMatchObject({ state: 'new' });
    expect((await a.get(`${HD}/embeds/${A.embed}/`)).json()).toMatchObject({
      name: 'A embed',
      revoked: false,
    });
  });
});
