import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import ipaddr from 'ipaddr.js';
import sharp from 'sharp';
import { z } from 'zod';
import {
  GALLERY_IMAGE_WIDTHS,
  GALLERY_ITEM_NOT_FOUND,
  GALLERY_REPORT_GUEST,
  GALLERY_REPORT_SIGN_IN,
  GALLERY_UPGRADE_REQUIRED,
  GALLERY_VERSION_NOT_COMPLETED,
  GalleryEditBody,
  GalleryListQuery,
  GalleryPublishBody,
  GalleryReportBody,
  galleryDownloadName,
  galleryItemPath,
  type GalleryItem,
  type GalleryListFilters,
  type GalleryLikeReply,
  type GalleryList,
  type GalleryOwnList,
  type GalleryShareReply,
} from '@hds/api-client/contract';
import { galleryConfigFromEnv, type GalleryConfig } from '../../config.ts';
import { HttpError, notFound, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import type { User } from '../auth/usersRepository.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import {
  galleryRepository,
  formatOfKey,
  isSampleKey,
  SAMPLE_KEY_PREFIX,
  type GalleryActor,
  type NewGalleryItem,
} from './repository.ts';
import { moderatorCheck, rolesRepository } from '../auth/rolesRepository.ts';
import { imagesRepository } from '../images/repository.ts';
import { pendingMediaRepository } from '../../media/pendingMedia.ts';
import { deleteWithMedia, discardFiles } from '../../media/commit.ts';
import { newKey } from '../../storage/storage.ts';
import { byteLru } from '../../lib/byteLru.ts';
import { versionNotFound } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { seedGallery } from '../../db/seed/gallery.ts';
import { moderationRoutes } from './moderationRoutes.ts';
import { serialize } from './serialize.ts';

export interface GalleryRouteDeps extends HomeDesignDeps {
  /** Moderators and limits (config.gallery); the environment's defaults when absent. */
  gallery?: GalleryConfig;
}

const itemNotFound = () => notFound(GALLERY_ITEM_NOT_FOUND);
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The network a view comes from: an IPv4 address, or the /64 of an IPv6 one (one host's
 * usual allocation, so walking its 2^64 addresses adds nothing). Hashed: the table keeps no
 * address.
 */
export function viewNetworkOf(ip: string): string {
  let net = ip;
  if (ipaddr.isValid(ip)) {
    const addr = ipaddr.process(ip);
    net =
      addr.kind() === 'ipv6'
        ? `${(addr as ipaddr.IPv6).parts
            .slice(0, 4)
            .map((p) => p.toString(16))
            .join(':')}::/64`
        : addr.toString();
  }
  return sha(`gallery-view\n${net}`);
}

/** A signed-in caller as the counters see them: ranking needs a registered account. */
const actorOf = (request: FastifyRequest): GalleryActor | null =>
  request.user ? { userId: request.user.id, ranked: !request.user.isAnonymous } : null;
const FORMAT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const ImageQuery = z.object({
  i: z.enum(['0', '1'], { error: 'i must be 0 (the design) or 1 (its original)' }).default('0'),
  size: z.enum(['full', 'thumb'], { error: 'size must be full or thumb' }).default('full'),
  /** A width of `GALLERY_IMAGE_WIDTHS`: the image that wide, WebP (it overrides `size`). */
  w: z
    .enum(
      GALLERY_IMAGE_WIDTHS.map(String) as [string, ...string[]],
      `w must be one of ${GALLERY_IMAGE_WIDTHS.join(', ')}`,
    )
    .optional(),
});

/**
 * The public gallery (spec part 2 §2, §7): browse, search, like, share and download for
 * everyone; publishing for Google accounts; reports for everyone and review for moderators.
 * Image URLs are this plugin's own stable paths (not expiring signed URLs), served only while
 * the item is visible, so a hidden or removed design stops showing at once and a shared link's
 * preview image does not expire.
 */
export async function galleryRoutes(app: FastifyInstance, deps: GalleryRouteDeps) {
  const config = deps.gallery ?? galleryConfigFromEnv({});
  const { db, storage } = deps;
  const gallery = galleryRepository(db);
  const images = imagesRepository(db);
  const isModerator = moderatorCheck(db, config.moderatorUids);

  await seedGallery(db, deps.samplesDir).catch((err: unknown) =>
    app.log.error({ err }, 'gallery seeding failed'),
  );
  await gallery.applyThreshold(config.reportThreshold);
  if (!config.moderatorUids.length && !(await rolesRepository(db).holders('moderator')).length) {
    app.log.warn(
      'The gallery has no moderator yet: designs reported by enough accounts wait hidden for one. ' +
        'Sign in once with your Google account, then run: npm run admin -- moderator <your e-mail>',
    );
  }

  await app.register(rateLimit, {
    global: false,
    // After the session hook, so a signed-in user is limited as themself, not by address.
    hook: 'preHandler',
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });
  const perCaller = (request: FastifyRequest) =>
    request.user ? `u:${request.user.id}` : `a:${request.ip}`;

  /**
   * Totals by filter, kept a second: counting a 10 000-item gallery was most of a page's cost.
   * Any change of what is published here drops them at once; another instance's changes show
   * within the second. `hasMore` never depends on them.
   */
  const totals = countCache((f) => gallery.count(f), TOTALS_TTL_MS);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) totals.clear();
  });

  async function published(id: string) {
    const row = await gallery.findPublished(id);
    if (!row) throw itemNotFound();
    return row;
  }

  /** Bytes of a stored or shipped image; null when gone. */
  async function readMedia(key: string): Promise<Buffer | null> {
    if (!isSampleKey(key)) return storage.read(key);
    const root = normalize(deps.samplesDir);
    const file = normalize(join(root, key.slice(SAMPLE_KEY_PREFIX.length)));
    if (!file.startsWith(root + sep)) return null;
    return readFile(file).catch(() => null);
  }

  /** Thumbnails of the shipped samples (a few), made once per process on first request. */
  const sampleThumbs = byteLru<Promise<Buffer | null>>(SAMPLE_THUMBS_KEPT);
  function sampleThumb(key: string) {
    let thumb = sampleThumbs.get(key);
    if (!thumb) {
      thumb = readMedia(key).then((buf) =>
        buf ? sharp(buf).resize({ width: 400 }).webp({ quality: 80 }).toBuffer() : null,
      );
      sampleThumbs.set(key, thumb, 1);
    }
    return thumb;
  }

  /**
   * An image at one of the widths (never enlarged), made once and kept while it is asked for:
   * a phone's LCP image is the 800 px one, a fifth of the full JPEG's bytes.
   */
  const resized = byteLru<Promise<Buffer | null>>(RESIZED_BYTES_KEPT);
  function atWidth(key: string, width: number) {
    const cacheKey = `${width}:${key}`;
    let image = resized.get(cacheKey);
    if (!image) {
      image = readMedia(key).then((buf) =>
        buf
          ? sharp(buf).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()
          : null,
      );
      // Held while being made (counted small), then by its real size; a failure is not kept.
      resized.set(cacheKey, image, 1);
      image.then(
        (buf) => (buf ? resized.set(cacheKey, image!, buf.length) : resized.delete(cacheKey)),
        () => resized.delete(cacheKey),
      );
    }
    return image;
  }

  /* ---------------------------------------------------------------------------------------- */
  /* Browsing (everyone)                                                                      */
  /* ---------------------------------------------------------------------------------------- */

  app.get('/gallery/public/', async (request): Promise<GalleryList> => {
    const filters = parseWith(GalleryListQuery, request.query);
    const [{ rows, hasMore }, total] = await Promise.all([
      gallery.list(filters),
      totals.get(filters),
    ]);
    const liked = await gallery.likedBy(
      request.user?.id ?? null,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => serialize(r, liked.has(r.id))), hasMore, total };
  });

  app.get<{ Params: { id: string } }>('/gallery/public/:id/', async (request) => {
    const row = await published(request.params.id);
    if (await gallery.recordView(row.id, viewNetworkOf(request.ip), actorOf(request))) {
      row.views = Number(row.views) + 1;
    }
    const liked = await gallery.likedBy(request.user?.id ?? null, [row.id]);
    return serialize(row, liked.has(row.id));
  });

  app.get<{ Params: { id: string } }>('/gallery/public/:id/image/', async (request, reply) => {
    const q = parseWith(ImageQuery, request.query);
    const row = await gallery.find(request.params.id);
    // Visible to everyone while published; to its author and moderators while under review.
    const visible =
      row &&
      row.status !== 'removed' &&
      (row.status === 'published' ||
        (request.user && row.user_id === request.user.id) ||
        (await isModerator(request.user)));
    if (!row || !visible) throw itemNotFound();
    const before = q.i === '1';
    if (before && !row.before_key) throw notFound('This design has no original image.');
    const fullKey = before ? row.before_key! : row.image_key;
    const thumbKey = before ? row.before_thumb_key : row.thumb_key;
    let body: Buffer | null;
    let format: string;
    if (q.w) {
      [body, format] = [await atWidth(fullKey, Number(q.w)), 'webp'];
    } else if (q.size === 'thumb' && thumbKey) {
      [body, format] = [await readMedia(thumbKey), formatOfKey(thumbKey)];
    } else if (q.size === 'thumb' && isSampleKey(fullKey)) {
      [body, format] = [await sampleThumb(fullKey), 'webp'];
    } else {
      [body, format] = [await readMedia(fullKey), formatOfKey(fullKey)];
    }
    if (!body) throw notFound('Image not found.');
    return reply
      .header('content-type', FORMAT_TYPES[format] ?? 'application/octet-stream')
      .header('cache-control', row.status === 'published' ? 'public, max-age=3600' : 'no-store')
      .send(body);
  });

  app.get<{ Params: { id: string } }>('/gallery/public/:id/download/', async (request, reply) => {
    const row = await published(request.params.id);
    const buf = await readMedia(row.image_key);
    if (!buf) throw notFound('Image not found.');
    // The spec names the file '.png': the bytes are PNG too.
    const png = formatOfKey(row.image_key) === 'png' ? buf : await sharp(buf).png().toBuffer();
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `attachment; filename="${galleryDownloadName(row)}"`)
      .header('cache-control', 'no-store')
      .send(png);
  });

  app.post<{ Params: { id: string } }>(
    '/gallery/public/:id/like/',
    async (request): Promise<GalleryLikeReply> => {
      requireUser(request);
      const row = await published(request.params.id);
      const actor = actorOf(request)!;
      return db.transaction().execute((trx) => galleryRepository(trx).toggleLike(row.id, actor));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/gallery/public/:id/share/',
    {
      config: {
        rateLimit: {
          max: config.sharesPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perCaller,
        },
      },
    },
    async (request): Promise<GalleryShareReply> => {
      const row = await published(request.params.id);
      // Signed out it still answers the link; only an account's first share counts.
      const shares = await gallery.addShare(row.id, actorOf(request));
      return { share_url: app.publicOrigin(request) + galleryItemPath(row.id), shares };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/gallery/public/:id/report/',
    {
      config: {
        rateLimit: {
          max: config.reportsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perCaller,
        },
      },
    },
    async (request, reply) => {
      // An account answers for its report: nobody can be three reporters by changing browsers.
      if (!request.user) throw new HttpError(401, GALLERY_REPORT_SIGN_IN);
      if (request.user.isAnonymous) throw new HttpError(403, GALLERY_REPORT_GUEST);
      const reporter = request.user;
      const { reason } = parseWith(GalleryReportBody, request.body);
      // An item already hidden by reports still takes them (the reporter cannot tell it apart).
      const row = await gallery.find(request.params.id);
      if (!row || !['published', 'pending_review'].includes(row.status)) throw itemNotFound();
      await db
        .transaction()
        .execute((trx) =>
          galleryRepository(trx).report(row.id, reporter.id, reason, config.reportThreshold),
        );
      return reply.status(202).send({ reported: true });
    },
  );

  /* ---------------------------------------------------------------------------------------- */
  /* Publishing (Google accounts)                                                             */
  /* ---------------------------------------------------------------------------------------- */

  app.post(
    '/gallery/publish/',
    {
      config: {
        rateLimit: {
          max: config.publishPerHour,
          timeWindow: '1 hour',
          keyGenerator: perCaller,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = parseWith(GalleryPublishBody, request.body);
      // Someone else's version is the same 404 as none; only then whether the account may publish.
      const version = await images.findVersion(user.id, body.versionId);
      if (!version) throw versionNotFound();
      if (user.isAnonymous) throw new HttpError(403, GALLERY_UPGRADE_REQUIRED);
      if (version.status !== 'completed' || !version.storage_key) {
        throw new HttpError(400, GALLERY_VERSION_NOT_COMPLETED);
      }
      const image = await images.find(user.id, version.image_id);
      if (!image) throw versionNotFound();
      const withBefore = body.showBeforeAfter && version.kind !== 'original';

      // The gallery's own copies: nothing of the project (ids, signed URLs) is linked.
      const sources: [string, string | null][] = [
        [version.storage_key, null],
        [version.thumb_key ?? image.thumb_key, null],
        ...(withBefore
          ? ([
              [image.original_key, null],
              [image.thumb_key, null],
            ] as [string, null][])
          : []),
      ];
      const copies = sources.map(([src]) => [src, newKey(extOf(src))] as const);
      const keys = copies.map(([, dst]) => dst);
      const journal = pendingMediaRepository(db);
      await journal.intendWrites(keys);
      try {
        for (const [src, dst] of copies) {
          const data = await storage.read(src);
          if (!data)
            throw new HttpError(409, 'The version’s image is missing; it cannot be published');
          await storage.put(dst, data);
        }
        const item: NewGalleryItem = {
          userId: user.id,
          title: body.title,
          description: body.description,
          category: body.category,
          style: body.style,
          roomType: body.roomType,
          location: body.location,
          tags: body.tags,
          authorName: authorNameOf(user),
          authorBadge: null,
          showBeforeAfter: withBefore,
          imageKey: keys[0]!,
          thumbKey: keys[1]!,
          format: formatOfKey(keys[0]!),
          beforeKey: withBefore ? keys[2]! : null,
          beforeThumbKey: withBefore ? keys[3]! : null,
        };
        const id = await db.transaction().execute(async (trx) => {
          if (!(await pendingMediaRepository(trx).settleWrites(keys))) {
            throw new HttpError(503, 'Publishing took too long; please try again');
          }
          const itemId = await galleryRepository(trx).insert(item);
          await auditRepository(trx).record({
            userId: user.id,
            action: 'gallery.published',
            objectType: 'gallery_item',
            objectId: itemId,
            imageId: image.id,
            details: { version: version.id, title: body.title },
          });
          return itemId;
        });
        const row = await gallery.find(id);
        return reply.status(201).send(serialize(row!, false, { status: 'published' }));
      } catch (err) {
        await discardFiles({ db, storage }, keys);
        throw err;
      }
    },
  );

  app.get('/gallery/mine/', async (request): Promise<GalleryOwnList> => {
    const user = requireUser(request);
    const rows = await gallery.listOwn(user.id);
    const liked = await gallery.likedBy(
      user.id,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) =>
        serialize(r, liked.has(r.id), { status: r.status as GalleryItem['status'] }),
      ),
    };
  });

  async function ownItem(user: User, id: string) {
    const row = await gallery.findOwn(user.id, id);
    if (!row) throw itemNotFound();
    return row;
  }

  app.patch<{ Params: { id: string } }>('/gallery/items/:id/', async (request) => {
    const user = requireUser(request);
    const row = await ownItem(user, request.params.id);
    const edit = parseUpdate(GalleryEditBody, request.body);
    if (edit.showBeforeAfter && !row.before_key) {
      throw new HttpError(400, 'showBeforeAfter: this design was published without its original');
    }
    await auditedWrite(db, (trx) => galleryRepository(trx).update(row.id, edit), {
      userId: user.id,
      action: 'gallery.updated',
      objectType: 'gallery_item',
      objectId: row.id,
      details: { fields: Object.keys(edit) },
    });
    const updated = (await gallery.find(row.id))!;
    const liked = await gallery.likedBy(user.id, [row.id]);
    return serialize(updated, liked.has(row.id), {
      status: updated.status as GalleryItem['status'],
    });
  });

  app.delete<{ Params: { id: string } }>('/gallery/items/:id/', async (request, reply) => {
    const user = requireUser(request);
    const row = await ownItem(user, request.params.id);
    await deleteWithMedia({ db, storage }, (trx) => galleryRepository(trx).delete(row.id), {
      userId: user.id,
      action: 'gallery.unpublished',
      objectType: 'gallery_item',
      objectId: row.id,
      details: { title: row.title },
    });
    return reply.status(204).send();
  });
  // Under this plugin, so its writes drop the totals like the others' (the hook above).
  await app.register(moderationRoutes, { db, storage, isModerator });
}

const TOTALS_TTL_MS = 1000;
/** More than the samples there are: none is made twice. */
const SAMPLE_THUMBS_KEPT = 64;
/** The resized images kept in memory, in bytes (an 800 px WebP is some 60 KB). */
const RESIZED_BYTES_KEPT = 32 * 1024 * 1024;

/** Counts by filter through the shared cache: one entry per filter, 500 at most. */
function countCache(count: (f: GalleryListFilters) => Promise<number>, ttlMs: number, size = 500) {
  const entries = byteLru<Promise<number>>(size, { ttlMs });
  return {
    get(f: GalleryListFilters): Promise<number> {
      const key = JSON.stringify([f.search, f.category, f.style, f.room_type, f.time_range]);
      const hit = entries.get(key);
      if (hit) return hit;
      const value = count(f);
      value.catch(() => entries.delete(key));
      entries.set(key, value, 1);
      return value;
    },
    clear: () => entries.clear(),
  };
}

const extOf = (key: string) => {
  const f = formatOfKey(key);
  return f === 'jpeg' ? 'jpg' : f;
};

/** The name the gallery shows for an author: never the e-mail address. */
function authorNameOf(user: User): string {
  const name = user.displayName?.trim();
  return name ? name.slice(0, 80) : 'Home Design Studio member';
}
