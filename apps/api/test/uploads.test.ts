import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSigner } from '../src/media/signing.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, rowCounts, signedIn, type Client } from './helpers/session.ts';
import {
  jpeg,
  jpegWithExif,
  multipart,
  png,
  pngBomb,
  truncatedJpeg,
  webp,
} from './helpers/images.ts';

const SECRET = 'uploads-test-media-secret-0123456789abcdef';
let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let projectId: string;

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', MEDIA_SECRET: SECRET });
  u = await signedIn(server.app);
  projectId = (await u.post(`${HD}/projects/`, { title: 'Uploads' })).json().id;
});
afterAll(() => server.close());

/** Fetches a signed media URL without any cookie, as an <img> tag on another page would. */
const fetchMedia = (url: string) => server.app.inject({ method: 'GET', url });

async function snapshot() {
  return { rows: await rowCounts(server.config), files: mediaFiles(server.config.dataDir) };
}

describe('uploading to a project', () => {
  it('stores original, preview and thumbnail and answers with the tolerated field names', async () => {
    const res = await u.upload(`${HD}/projects/${projectId}/upload_images/`, [
      {
        name: 'files',
        filename: 'room.png',
        contentType: 'image/png',
        data: await png(2000, 1000),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const [img] = res.json().images;
    expect(res.json().uploaded).toBe(1);
    expect(img).toMatchObject({
      uuid: img.id,
      image_id: img.id,
      name: 'room.png',
      format: 'png',
      width: 2000,
      height: 1000,
      dimensions: { width: 2000, height: 1000 },
      project: projectId,
      project_title: 'Uploads',
      detected_objects: { categories: [] },
    });
    // Every name the spec's clients read an upload reply by (part 1 §3).
    for (const alias of ['file_url', 'url', 'file']) expect(img[alias]).toBe(img.original_url);
    expect(img.thumbnail_url).toBe(img.thumb_url);
    expect(img.versions).toHaveLength(1);
    expect(img.versions[0]).toMatchObject({
      image: img.id,
      kind: 'original',
      status: 'completed',
      is_primary: true,
      branch_name: 'main',
      parent: null,
      tags: [],
    });

    const original = await fetchMedia(img.original_url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const preview = await sharp(
      Buffer.from((await fetchMedia(img.preview_url)).rawPayload),
    ).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1600, 800]);
    const thumb = await sharp(Buffer.from((await fetchMedia(img.thumb_url)).rawPayload)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 200]);
  });

  it('stores a real PNG named .jpg as the PNG it is', async () => {
    const res = await u.upload(`${HD}/images/`, [
      { name: 'file', filename: 'holiday.jpg', contentType: 'image/jpeg', data: await png() },
      { name: 'project_id', data: projectId },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'png', project: projectId, width: 32 });
    expect(res.json().original_url).toMatch(/\.png\?/);
    const media = await fetchMedia(res.json().original_url);
    expect(media.headers['content-type']).toBe('image/png');
    expect((await sharp(Buffer.from(media.rawPayload)).metadata()).format).toBe('png');
  });

  it('auto-orients and strips EXIF and GPS', async () => {
    const input = await jpegWithExif(40, 20);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await u.upload(`${HD}/images/upload/`, [
      { name: 'project', data: projectId },
      { name: 'name', data: 'Kitchen' },
      { name: 'file', filename: 'IMG_0001.JPG', data: input },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Kitchen', width: 20, height: 40, format: 'jpeg' });
    const stored = Buffer.from((await fetchMedia(res.json().original_url)).rawPayload);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(stored.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('accepts webp and an upload without a project (playground)', async () => {
    const res = await u.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'x.webp', data: await webp() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'webp', project: null, project_title: null });
  });

  it('batch-uploads several files into a project', async () => {
    const res = await u.upload(`${HD}/images/batch-upload/`, [
      { name: 'project', data: projectId },
      { name: 'files', filename: 'a.jpg', data: await jpeg() },
      { name: 'files', filename: 'b.png', data: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images.map((i: { name: string }) => i.name)).toEqual(['a.jpg', 'b.png']);
  });
});

describe('bad uploads are refused with a detail and store nothing', () => {
  const TEN_MB = 10 * 1024 * 1024;
  const cases: [string, () => Promise<Parameters<Client['upload']>[1]>, number, string][] = [
    [
      'an oversize file',
      async () => [
        {
          name: 'files',
          filename: 'big.jpg',
          data: Buffer.concat([await jpeg(), Buffer.alloc(TEN_MB + 1)]),
        },
      ],
      413,
      'File size exceeds 10MB',
    ],
    [
      'a text file named .png',
      async () => [{ name: 'files', filename: 'notes.png', data: 'just some text, not pixels' }],
      400,
      'Invalid format. Accepted: jpeg, jpg, png, webp',
    ],
    [
      'a GIF',
      async () => [
        {
          name: 'files',
          filename: 'a.gif',
          data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        },
      ],
      400,
      'Invalid format. Accepted: jpeg, jpg, png, webp',
    ],
    [
      'a 20000 × 20000 PNG bomb',
      async () => [{ name: 'files', filename: 'bomb.png', data: await pngBomb() }],
      400,
      'at most 40 megapixels',
    ],
    [
      'a truncated JPEG',
      async () => [{ name: 'files', filename: 'cut.jpg', data: await truncatedJpeg() }],
      400,
      'corrupt or truncated',
    ],
    [
      'eleven files',
      async () =>
        Promise.all(
          Array.from({ length: 11 }, async (_, i) => ({
            name: 'files',
            filename: `f${i}.png`,
            data: await png(8, 8),
          })),
        ),
      400,
      'Maximum 10 files allowed',
    ],
    [
      'one good file and one bad one',
      async () => [
        { name: 'files', filename: 'good.png', data: await png() },
        { name: 'files', filename: 'bad.png', data: 'nope' },
      ],
      400,
      'bad.png: Invalid format',
    ],
    ['no file at all', async () => [{ name: 'note', data: 'hello' }], 400, 'No file was uploaded'],
    [
      'an empty file',
      async () => [{ name: 'files', filename: 'empty.jpg', data: Buffer.alloc(0) }],
      400,
      'Invalid format',
    ],
  ];

  it.each(cases)('%s', async (_name, parts, status, detail) => {
    const before = await snapshot();
    const res = await u.upload(`${HD}/projects/${projectId}/upload_images/`, await parts());
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toContain(detail);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['/images/', 'file'],
    ['/images/upload/', 'file'],
  ])('%s refuses a second file: single-file endpoint', async (path, field) => {
    const before = await snapshot();
    const res = await u.upload(`${HD}${path}`, [
      { name: field, filename: 'a.png', data: await png() },
      { name: field, filename: 'b.png', data: await png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Only one file can be uploaded');
    expect(await snapshot()).toEqual(before);
  });

  it('batch-upload needs a project that is the user’s own', async () => {
    const before = await snapshot();
    const file = { name: 'files', filename: 'a.png', data: await png() };
    const missing = await u.upload(`${HD}/images/batch-upload/`, [file]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('project is required');
    const unknown = await u.upload(`${HD}/images/batch-upload/`, [
      { name: 'project', data: 'no-such-project' },
      file,
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Project not found.');
    expect(await snapshot()).toEqual(before);
  });

  it('a multipart body without a boundary, or cut short, is a 400', async () => {
    const before = await snapshot();
    const noBoundary = await u.send({
      method: 'POST',
      url: `${HD}/images/upload/`,
      payload: 'whatever',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().detail).toBe('Malformed multipart upload');
    const { payload, headers } = multipart([
      { name: 'file', filename: 'a.png', data: await png(64, 64) },
    ]);
    const cut = await u.send({
      method: 'POST',
      url: `${HD}/images/upload/`,
      payload: payload.subarray(0, payload.length - 60),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it('a JSON body on an upload endpoint is a 400', async () => {
    const res = await u.post(`${HD}/images/`, { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Expected a multipart/form-data upload');
  });
});

describe('signed media URLs', () => {
  it('refuse a wrong signature, a missing one and an expired one with 403 and a detail', async () => {
    const img = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'a.png', data: await png() },
      ])
    ).json();
    const url = new URL(img.original_url, 'http://x');
    const key = url.pathname.split('/').pop()!;
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    for (const bad of [
      tampered,
      url.pathname,
      `${url.pathname}?exp=99999999999&sig=${url.searchParams.get('sig')}`,
    ]) {
      const res = await fetchMedia(bad);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Invalid media signature.');
    }
    const expired = mediaSigner(Buffer.from(SECRET), -7200).url(key);
    const res = await fetchMedia(expired);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This media link has expired.');
    // The same key signed for the future works, without any cookie.
    expect((await fetchMedia(mediaSigner(Buffer.from(SECRET), 600).url(key))).statusCode).toBe(200);
  });

  it('keys are random and unguessable, and nothing lists them', async () => {
    const files = mediaFiles(server.config.dataDir).map((f) => f.split('/').pop()!);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^[0-9a-f]{32}(_preview|_thumb)?\.(jpg|png|webp)$/);
    expect((await fetchMedia('/media/')).statusCode).toBe(404);
    const traversal = await fetchMedia('/media/..%2Fhds.sqlite3?exp=1&sig=x');
    expect(traversal.statusCode).toBe(403);
  });

  it('without MEDIA_SECRET a secret is generated once and kept under DATA_DIR', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const s = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
    try {
      const file = `${s.config.dataDir}/media-secret`;
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await s.close();
    }
  });
});
