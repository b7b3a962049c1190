import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { UPLOAD_MAX_BYTES } from '@hds/api-client/contract';
import type { ListingsConfig } from '../../config.ts';
import type { ListingsTable } from '../../db/migrations/listings.ts';
import { prepareImages, type PreparedImage } from '../../media/prepare.ts';
import {
  FetchRefused,
  guardedFetch,
  HTML_MAX_BYTES,
  type Resolver,
} from '../../net/guardedFetch.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../../db/audit.ts';
import { boardsRepository } from '../boards/repository.ts';
import { listingsRepository } from './repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { projectLimits } from '../projects/limits.ts';
import { uploadInto } from '../images/service.ts';
import { extractListing, isUsable } from './extract.ts';

/*
 * Importing listings: the scraper (a leased queue over the listings table: pending → scraping →
 * completed | failed with a readable reason) and turning a listing into a project.
 */

export interface ListingsDeps extends HomeDesignDeps {
  listings: ListingsConfig;
  /** Host-name resolution for the fetcher (tests inject one; default the system resolver). */
  resolve?: Resolver;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

/** Most pictures downloaded into a project made from a listing. */
export const PROJECT_IMAGES_MAX = 10;

const fetchOptions = (deps: ListingsDeps) => ({
  allow: deps.listings.fetchAllow,
  timeoutMs: deps.listings.fetchTimeoutMs,
  ...(deps.resolve ? { resolve: deps.resolve } : {}),
});

// eslint-disable-next-line no-control-regex -- control characters and direction marks are what goes
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const clean = (s: string, max: number) =>
  s.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().slice(0, max);

/** Fetches and reads one listing page; throws FetchRefused with a readable reason. */
export async function scrapeListing(
  deps: ListingsDeps,
  row: Pick<ListingsTable, 'source_url' | 'source'>,
) {
  const page = await guardedFetch(row.source_url, {
    ...fetchOptions(deps),
    expect: 'html',
    maxBytes: HTML_MAX_BYTES,
  });
  const extracted = extractListing(page.body.toString('utf8'), page.url, row.source);
  if (!isUsable(extracted)) {
    throw new FetchRefused(
      'No listing details found on this page (no title with a price, address or photo)',
    );
  }
  extracted.title = clean(extracted.title, 200);
  extracted.address = clean(extracted.address, 300);
  extracted.description = extracted.description.replace(UNSAFE, '').slice(0, 5000);
  return extracted;
}

export interface Scraper {
  /** Wakes the loop now (listings were just queued). */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * The import loop of this process: claims pending listings with a lease (fetch time + 30 s),
 * imports each, and records completed or failed. A listing whose worker died is claimed again
 * when its lease runs out, at most MAX_SCRAPE_ATTEMPTS times.
 */
export function startListingScraper(deps: ListingsDeps): Scraper {
  const repo = listingsRepository(deps.db);
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = deps.listings.fetchTimeoutMs * (PROJECT_IMAGES_MAX + 1) + 30_000;
  const shutdown = new AbortController();
  let wake: (() => void)[] = [];
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      t.unref();
      function done() {
        clearTimeout(t);
        wake = wake.filter((w) => w !== done);
        resolve();
      }
      wake.push(done);
    });

  async function importOne(row: ListingsTable) {
    try {
      const extracted = await scrapeListing(deps, row);
      const stored = await repo.complete(row.id, workerId, extracted);
      if (stored && row.auto_create_project === 1 && !row.project_id) {
        const user = await deps.db
          .selectFrom('users')
          .select(['id', 'is_anonymous'])
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        const listing = await repo.find(row.user_id, row.id);
        if (user && listing) {
          await createProjectFromListing(
            deps,
            { id: user.id, isAnonymous: user.is_anonymous === 1 },
            listing,
            true,
          ).catch((err: unknown) =>
            deps.log?.('listing auto project failed', { listing: row.id, err: String(err) }),
          );
        }
      }
      deps.log?.('listing imported', { listing: row.id, sources: extracted.sources });
    } catch (err) {
      const reason = err instanceof FetchRefused ? err.message : 'The page could not be read';
      if (!(err instanceof FetchRefused)) {
        deps.log?.('listing import crashed', { listing: row.id, err: String(err) });
      }
      await repo.fail(row.id, workerId, reason);
    }
  }

  // Two imports at a time per process: one slow site does not hold up the rest.
  const loop = async () => {
    while (!shutdown.signal.aborted) {
      let row: ListingsTable | null = null;
      try {
        await repo.failExhausted();
        row = await repo.claim(workerId, leaseMs);
        if (row) await importOne(row);
      } catch (err) {
        if (shutdown.signal.aborted) return;
        deps.log?.('listing claim failed', { err: String(err) });
      }
      if (!row && !shutdown.signal.aborted) await sleep(deps.listings.pollMs);
    }
  };
  const loops = [loop(), loop()];

  return {
    notify: () => {
      for (const w of [...wake]) w();
    },
    async stop() {
      shutdown.abort();
      for (const w of [...wake]) w();
      await Promise.all(loops);
    },
  };
}

export interface ImageFailure {
  url: string;
  error: string;
}

/** Downloads pictures through the guard and the upload pipeline; bad ones are reported, not fatal. */
export async function downloadListingImages(
  deps: ListingsDeps,
  urls: string[],
): Promise<{ prepared: PreparedImage[]; failed: ImageFailure[] }> {
  const prepared: PreparedImage[] = [];
  const failed: ImageFailure[] = [];
  for (const [i, url] of urls.slice(0, PROJECT_IMAGES_MAX).entries()) {
    try {
      const got = await guardedFetch(url, {
        ...fetchOptions(deps),
        expect: 'image',
        maxBytes: UPLOAD_MAX_BYTES,
      });
      const name = `listing-${i + 1}`;
      const [one] = await prepareImages([{ filename: name, data: got.body }]);
      if (one) prepared.push(one);
    } catch (err) {
      const error =
        err instanceof FetchRefused || err instanceof HttpError
          ? err instanceof HttpError
            ? err.detail
            : err.message
          : 'The picture could not be read';
      failed.push({ url, error });
    }
  }
  return { prepared, failed };
}

/**
 * A project named after the listing, its pictures downloaded into it, linked both ways. A
 * listing that has a project already answers that one.
 */
export async function createProjectFromListing(
  deps: ListingsDeps,
  user: { id: string; isAnonymous: boolean },
  listing: ListingsTable,
  downloadImages: boolean,
): Promise<{ projectId: string; created: boolean; images: number; failed: ImageFailure[] }> {
  if (listing.project_id) {
    return { projectId: listing.project_id, created: false, images: 0, failed: [] };
  }
  if (listing.status !== 'completed') {
    throw new HttpError(409, 'This listing has not been imported yet; wait until it is completed');
  }
  const limits = projectLimits(deps);
  await limits.assertProjectAllowed(user);
  const urls = JSON.parse(listing.image_urls) as string[];
  const { prepared, failed } = downloadImages
    ? await downloadListingImages(deps, urls)
    : { prepared: [], failed: [] };
  const title = clean(listing.title, 200) || clean(listing.address, 200) || 'Listing';
  const projectId = await deps.db.transaction().execute(async (trx) => {
    await limits.assertProjectAllowed(user, trx);
    const p = await projectsRepository(trx).insert(user.id, {
      title,
      address: clean(listing.address, 500),
      notes: `Imported from ${listing.source_url}`.slice(0, 5000),
    });
    await boardsRepository(trx).ensureAutoBoards(user.id);
    // Only if no other request linked a project meanwhile (else this one rolls back).
    const linked = await trx
      .updateTable('listings')
      .set({ project_id: p.id, updated_at: new Date().toISOString() })
      .where('id', '=', listing.id)
      .where('user_id', '=', user.id)
      .where('project_id', 'is', null)
      .executeTakeFirst();
    if (Number(linked.numUpdatedRows) !== 1) {
      throw new HttpError(409, 'This listing already has a project');
    }
    await listingsRepository(trx).linkProject(listing.id, p.id);
    const audit = auditRepository(trx);
    await audit.record({
      userId: user.id,
      action: 'project.created',
      objectType: 'project',
      objectId: p.id,
      projectId: p.id,
      details: { title: p.title, listing_id: listing.id },
    });
    await audit.record({
      userId: user.id,
      action: 'listing.project_created',
      objectType: 'listing',
      objectId: listing.id,
      projectId: p.id,
    });
    return p.id;
  });
  let stored = 0;
  if (prepared.length) {
    try {
      stored = (await uploadInto(deps, user.id, projectId, prepared)).length;
    } catch (err) {
      const error = err instanceof HttpError ? err.detail : 'The pictures could not be stored';
      failed.push(...prepared.map((_, i) => ({ url: `picture ${i + 1}`, error })));
    }
  }
  return { projectId, created: true, images: stored, failed };
}
