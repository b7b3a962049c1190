import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LISTING_STATUSES, LISTING_TYPES, type Listing } from '@hds/api-client/contract';
import type { ListingsConfig } from '../../config.ts';
import { createProjectFromListing, startListingScraper, type ListingsDeps } from './service.ts';
import { LISTING_TEMPLATES, sourceOf } from './templates.ts';
import { byteLru } from '../../lib/byteLru.ts';
import { processUpload } from '../../media/processing.ts';
import { addressAllowed, isAddressLiteral } from '../../net/addressPolicy.ts';
import { FetchRefused, guardedFetch } from '../../net/guardedFetch.ts';
import type { Resolver } from '../../net/guardedFetch.ts';
import { HttpError, notFound, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import { listingsRepository, type ListingRow } from './repository.ts';
import { UPLOAD_MAX_BYTES } from '@hds/api-client/contract';
import type { HomeDesignDeps } from '../shared/deps.ts';

/** Most URLs one create_from_urls call takes. */
export const LISTING_URLS_MAX = 50;
/** Most listings of one user waiting for or in their import at once. */
export const LISTINGS_IN_PROGRESS_MAX = 200;
/** Longest URL accepted. */
const URL_MAX = 2048;
/** The listings' pictures kept in memory (re-encoded previews): how long and how many bytes. */
const PICTURE_CACHE_MS = 10 * 60_000;
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

const listingNotFound = () => notFound('Listing not found.');

const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1')
    .optional();

const ListQuery = z.object({
  status: z
    .enum(LISTING_STATUSES, {
      error: 'status must be completed, pending, scraping, processing or failed',
    })
    .optional(),
  listing_type: z
    .enum(LISTING_TYPES, { error: 'listing_type must be for_sale, for_rent, sold or pending' })
    .optional(),
  search: z.string().max(200, 'search must be at most 200 characters').optional(),
  is_featured: flag('is_featured'),
  is_archived: flag('is_archived'),
  has_project: flag('has_project'),
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more' })
    .int('page must be a whole number of 1 or more')
    .min(1, 'page must be a whole number of 1 or more')
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a whole number from 1 to 100' })
    .int('page_size must be a whole number from 1 to 100')
    .min(1, 'page_size must be a whole number from 1 to 100')
    .max(100, 'page_size must be a whole number from 1 to 100')
    .default(100),
});

const CreateBody = z.object({
  urls: z
    .array(z.string({ error: 'urls: each entry must be a string' }), {
      error: 'urls must be a list of URLs',
    })
    .min(1, 'Please enter at least one URL')
    .max(LISTING_URLS_MAX, `At most ${LISTING_URLS_MAX} URLs can be added at a time`),
  auto_create_project: z.boolean({ error: 'auto_create_project must be true or false' }).optional(),
});

const CreateProjectBody = z.object({
  listing_id: z.string().optional(),
  download_images: z.boolean({ error: 'download_images must be true or false' }).optional(),
});

const RefreshBody = z.object({
  listing_ids: z
    .array(z.string({ error: 'listing_ids: each entry must be a listing id' }), {
      error: 'listing_ids must be a list of listing ids',
    })
    .min(1, 'Please select listings to refresh')
    .max(100, 'At most 100 listings can be refreshed at a time'),
  force: z.boolean({ error: 'force must be true or false' }).optional(),
});

const TemplatesQuery = z.object({ source_type: z.string().max(50).optional() });

/** Why a pasted line cannot be imported, or null when it can be queued. */
function refusalOf(text: string): string | null {
  if (text.length > URL_MAX) return `The URL is longer than ${URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'Only http and https addresses can be imported';
  }
  if (!url.hostname) return 'Not a valid URL';
  if (url.username || url.password) return 'Addresses with a user name or password are not fetched';
  return null;
}

export interface ListingRouteDeps extends HomeDesignDeps {
  listings: ListingsConfig;
  /** Tests only: how the fetcher resolves host names. */
  listingsResolve?: Resolver;
}

/** Property listings (spec part 2 §7): import from URLs, manage, make projects. */
export async function listingRoutes(app: FastifyInstance, opts: ListingRouteDeps) {
  const deps: ListingsDeps = {
    db: opts.db,
    storage: opts.storage,
    signer: opts.signer,
    samplesDir: opts.samplesDir,
    limits: opts.limits,
    plans: opts.plans,
    reads: opts.reads,
    listings: opts.listings,
    ...(opts.listingsResolve ? { resolve: opts.listingsResolve } : {}),
    log: (msg, data) => app.log.info(data, msg),
  };
  const repo = listingsRepository(deps.db);
  const scraper = startListingScraper(deps);
  app.addHook('preClose', () => scraper.stop());
  const imagePath = (id: string) => `/api/v1/home-design/listings/${id}/image/`;

  function serialize(row: ListingRow) {
    const images = JSON.parse(row.image_urls) as string[];
    const listing: Listing & Record<string, unknown> = {
      id: row.id,
      source_url: row.source_url,
      source: row.source,
      title: row.title,
      address: row.address,
      price: row.price,
      display_price: row.display_price,
      listing_type: row.listing_type as Listing['listing_type'],
      status: row.status as Listing['status'],
      is_featured: row.is_featured === 1,
      is_archived: row.is_archived === 1,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      square_feet: row.square_feet,
      // The portal's picture through this server (the page's CSP allows only its own images).
      primary_image_url: images.length ? imagePath(row.id) : null,
      project: row.project_id ? { id: row.project_id, title: row.project_title ?? '' } : null,
      created_at: row.created_at,
      error_message: row.error_message,
      currency: row.currency,
      description: row.description,
      image_urls: images,
      batch: row.batch_id,
      extracted_with: row.extracted_with,
      scraped_at: row.scraped_at,
      updated_at: row.updated_at,
    };
    return listing;
  }

  async function owned(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw listingNotFound();
    return row;
  }

  app.get('/listings/', async (request) => {
    const user = requireUser(request);
    const q = parseWith(ListQuery, request.query);
    const { page, page_size, ...filters } = q;
    const { rows, count } = await repo.list(user.id, filters, {
      offset: (page - 1) * page_size,
      limit: page_size,
    });
    return {
      results: rows.map(serialize),
      count,
      page,
      page_size,
      num_pages: Math.max(1, Math.ceil(count / page_size)),
      has_next: page * page_size < count,
      has_previous: page > 1,
    };
  });

  app.get('/listings/stats/', async (request) => {
    const user = requireUser(request);
    const s = await repo.stats(user.id);
    return { ...s, by_listing_type: { 'For Sale': s.for_sale, 'For Rent': s.for_rent } };
  });

  app.post('/listings/create_from_urls/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(CreateBody, request.body);
    const lines = body.urls.map((u) => u.trim()).filter(Boolean);
    if (!lines.length) throw new HttpError(400, 'Please enter at least one URL');
    const accepted: { url: string; source: string }[] = [];
    const failed: { url: string; error: string }[] = [];
    const seen = new Set<string>();
    for (const line of lines) {
      const refusal = refusalOf(line);
      if (refusal) {
        failed.push({ url: line.slice(0, 300), error: refusal });
        continue;
      }
      const url = new URL(line);
      url.hash = '';
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // An address literal is judged now (names are resolved when the page is fetched).
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      const allowLoopback = deps.listings.fetchAllow.includes(`${url.hostname}:${port}`);
      if (isAddressLiteral(host) && !addressAllowed(host, allowLoopback)) {
        failed.push({ url: line, error: 'Refused: this address is not a public site' });
        continue;
      }
      const normal = url.toString();
      if (seen.has(normal)) {
        failed.push({ url: line, error: 'This URL is already in the list' });
        continue;
      }
      seen.add(normal);
      accepted.push({ url: normal, source: sourceOf(normal) });
    }
    if (!accepted.length) {
      throw new HttpError(
        400,
        `No listing could be added: ${failed.map((f) => `${f.url} (${f.error})`).join('; ')}`.slice(
          0,
          1000,
        ),
        { failed: JSON.stringify(failed) },
      );
    }
    const inProgress = await repo.countInProgress(user.id);
    if (inProgress + accepted.length > LISTINGS_IN_PROGRESS_MAX) {
      throw new HttpError(
        429,
        `At most ${LISTINGS_IN_PROGRESS_MAX} listings can be importing at once; ` +
          `${inProgress} are still importing. Try again when they have finished.`,
      );
    }
    const auto = body.auto_create_project === true;
    const ids = await deps.db.transaction().execute(async (trx) => {
      const r = listingsRepository(trx);
      const batchId = await r.insertBatch(user.id, {
        total_urls: lines.length,
        accepted: accepted.length,
        refused: failed.length,
        auto_create_project: auto ? 1 : 0,
      });
      const ids = await r.insertPending(user.id, batchId, accepted, auto);
      const audit = auditRepository(trx);
      for (const [i, id] of ids.entries()) {
        await audit.record({
          userId: user.id,
          action: 'listing.created',
          objectType: 'listing',
          objectId: id,
          details: { url: accepted[i]!.url, batch: batchId },
        });
      }
      return ids;
    });
    scraper.notify();
    const found = await repo.findMany(user.id, ids);
    // In the order they were pasted.
    const rows = ids.flatMap((id) => found.filter((r) => r.id === id));
    return reply.status(201).send({
      successful: rows.map(serialize),
      failed,
      count: rows.length,
    });
  });

  app.post('/listings/refresh_listings/', async (request) => {
    const user = requireUser(request);
    const body = parseWith(RefreshBody, request.body);
    const ids = [...new Set(body.listing_ids)];
    const mine = await repo.findMany(user.id, ids);
    if (mine.length !== ids.length) throw listingNotFound();
    const refreshed = await deps.db.transaction().execute(async (trx) => {
      const changed = await listingsRepository(trx).requeue(user.id, ids, body.force === true);
      for (const id of changed) {
        await auditRepository(trx).record({
          userId: user.id,
          action: 'listing.refreshed',
          objectType: 'listing',
          objectId: id,
        });
      }
      return changed;
    });
    if (refreshed.length) scraper.notify();
    const rows = await repo.findMany(user.id, ids);
    return {
      refreshed: rows.filter((r) => refreshed.includes(r.id)).map(serialize),
      skipped: rows.filter((r) => !refreshed.includes(r.id)).map((r) => r.id),
    };
  });

  app.get<{ Params: { id: string } }>('/listings/:id/', async (request) => {
    const user = requireUser(request);
    return serialize(await owned(user.id, request.params.id));
  });

  for (const [path, action, change] of [
    ['toggle_featured', 'listing.featured_toggled', null],
    ['archive', 'listing.archived', { is_archived: 1 }],
    ['unarchive', 'listing.unarchived', { is_archived: 0 }],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/listings/:id/${path}/`, async (request) => {
      const user = requireUser(request);
      const row = await owned(user.id, request.params.id);
      const fields = change ?? { is_featured: row.is_featured === 1 ? 0 : 1 };
      await auditedWrite(
        deps.db,
        (trx) => listingsRepository(trx).setFlags(user.id, row.id, fields),
        {
          userId: user.id,
          action,
          objectType: 'listing',
          objectId: row.id,
          details: fields,
        },
      );
      return serialize(await owned(user.id, row.id));
    });
  }

  app.post<{ Params: { id: string } }>('/listings/:id/create_project/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(CreateProjectBody, request.body);
    const row = await owned(user.id, request.params.id);
    if (body.listing_id !== undefined && body.listing_id !== row.id) {
      throw new HttpError(400, 'listing_id: does not match the listing in the path');
    }
    const result = await createProjectFromListing(deps, user, row, body.download_images !== false);
    const listing = serialize(await owned(user.id, row.id));
    return reply.status(result.created ? 201 : 200).send({
      project: { id: result.projectId, title: listing.project?.title ?? '' },
      listing,
      images_downloaded: result.images,
      images_failed: result.failed,
    });
  });

  // The listing's primary picture, fetched through the guard and re-encoded by the upload
  // pipeline (type by magic bytes, pixel limit, metadata stripped); kept in memory a while.
  const cache = byteLru<Buffer>(PICTURE_CACHE_BYTES, { ttlMs: PICTURE_CACHE_MS });
  app.get<{ Params: { id: string } }>('/listings/:id/image/', async (request, reply) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    const [url] = JSON.parse(row.image_urls) as string[];
    if (!url) throw notFound('This listing has no picture.');
    const key = `${row.id}\n${url}`;
    let hit = cache.get(key);
    if (!hit) {
      try {
        const got = await guardedFetch(url, {
          expect: 'image',
          maxBytes: UPLOAD_MAX_BYTES,
          allow: deps.listings.fetchAllow,
          timeoutMs: deps.listings.fetchTimeoutMs,
          ...(deps.resolve ? { resolve: deps.resolve } : {}),
        });
        const processed = await processUpload(got.body);
        hit = processed.preview;
      } catch (err) {
        const detail =
          err instanceof FetchRefused
            ? err.message
            : err instanceof HttpError
              ? err.detail
              : 'The picture could not be read';
        throw notFound(`The listing's picture could not be loaded: ${detail}`);
      }
      cache.set(key, hit, hit.length);
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=600')
      .send(hit);
  });

  app.get('/listing-batches/', async (request) => {
    const user = requireUser(request);
    const batches = await repo.batches(user.id);
    const statuses = await repo.batchStatuses(batches.map((b) => b.id));
    return {
      results: batches.map((b) => {
        const own = statuses.filter((s) => s.batch_id === b.id);
        const n = (st: string) => own.filter((s) => s.status === st).length;
        return {
          id: b.id,
          total_urls: b.total_urls,
          accepted: b.accepted,
          refused: b.refused,
          completed: n('completed'),
          failed: n('failed'),
          in_progress: n('pending') + n('scraping') + n('processing'),
          auto_create_project: b.auto_create_project === 1,
          created_at: b.created_at,
        };
      }),
    };
  });

  app.get('/listing-templates/', async (request) => {
    requireUser(request);
    const q = parseWith(TemplatesQuery, request.query);
    const list = LISTING_TEMPLATES.filter(
      (t) => t.is_active && (!q.source_type || t.source_type === q.source_type),
    );
    return { results: list.map((t) => ({ ...t, domains: [...t.domains] })) };
  });
}
