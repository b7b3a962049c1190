import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { authPaths } from '@hds/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { projectsRepository } from '../src/features/projects/repository.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn } from './helpers/session.ts';

// The real rendered samples shipped in the repository (the default SAMPLES_DIR), not stand-ins.
const samplesDir = resolve(import.meta.dirname, '../assets/samples');
const manifest = JSON.parse(readFileSync(resolve(samplesDir, 'manifest.json'), 'utf8')) as {
  sampleProject: { room: string; role: string; id: string }[];
};

// Each sample project re-encodes four 1600 × 1067 renders: slow on a shared 2-core machine.
const SLOW = { timeout: 90_000 };

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: samplesDir });
});
afterAll(() => server?.close());

const media = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return sharp(Buffer.from(res.rawPayload)).metadata();
};

interface Image {
  id: string;
  name: string;
  width: number;
  height: number;
  format: string;
  original_url: string;
  preview_url: string;
  thumb_url: string;
}

describe('the sample project from the shipped samples', () => {
  it('is the kitchen and living room, before and after, at 1600 × 1067', () => {
    expect(manifest.sampleProject.map((e) => `${e.room}/${e.role}`)).toEqual([
      'kitchen/before',
      'kitchen/after',
      'living_room/before',
      'living_room/after',
    ]);
  });

  it(
    'gives a first-time user four images with originals, previews and thumbnails',
    SLOW,
    async () => {
      const u = await signedIn(server.app);
      const list = (await u.get(`${HD}/projects/`)).json();
      expect(list.count).toBe(1);
      expect(list.results[0]).toMatchObject({ title: 'Sample Project', image_count: 4 });
      const detail = (await u.get(`${HD}/projects/${list.results[0].id}/`)).json();
      const images = detail.images as Image[];
      expect(images.map((i) => i.name)).toEqual([
        'kitchen_before.jpg',
        'kitchen_after.jpg',
        'living_room_before.jpg',
        'living_room_after.jpg',
      ]);
      for (const img of images) {
        expect([img.width, img.height, img.format]).toEqual([1600, 1067, 'jpeg']);
        const original = await media(img.original_url);
        expect([original.format, original.width, original.height]).toEqual(['jpeg', 1600, 1067]);
        const preview = await media(img.preview_url);
        expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1600, 1067]);
        const thumb = await media(img.thumb_url);
        expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 267]);
      }
      // Before and after of one room are different pictures (a furnished render, not a copy).
      const originals = await Promise.all(
        images.map(async (i) =>
          Buffer.from((await server.app.inject({ method: 'GET', url: i.original_url })).rawPayload),
        ),
      );
      expect(originals[0]!.equals(originals[1]!)).toBe(false);
      expect(originals[2]!.equals(originals[3]!)).toBe(false);
    },
  );

  it('is also what create_sample_project makes', SLOW, async () => {
    const u = await signedIn(server.app);
    await u.post(`${HD}/projects/`, { title: 'My flat' });
    const res = await u.post(`${HD}/projects/create_sample_project/`);
    expect(res.statusCode).toBe(201);
    expect((res.json().images as Image[]).map((i) => [i.name, i.width, i.height])).toEqual([
      ['kitchen_before.jpg', 1600, 1067],
      ['kitchen_after.jpg', 1600, 1067],
      ['living_room_before.jpg', 1600, 1067],
      ['living_room_after.jpg', 1600, 1067],
    ]);
  });
});

describe('the first-time rule (spec part 1 §4)', () => {
  it('counts boards, and says no once the user has any project or board', SLOW, async () => {
    const u = await signedIn(server.app);
    const db = await openDatabase(server.config);
    try {
      const repo = projectsRepository(db);
      const { user } = (await u.get(authPaths.me)).json();
      const { id: userId } = await db
        .selectFrom('users')
        .where('firebase_uid', '=', user.uid)
        .select('id')
        .executeTakeFirstOrThrow();
      expect(await repo.isFirstTimeUser(userId)).toBe(true);
      expect(await repo.countBoardsForUser(userId)).toBe(0);
      // Listing makes the sample project, and with it the sample's auto-generated board.
      const [sample] = (await u.get(`${HD}/projects/`)).json().results;
      expect(await repo.countBoardsForUser(userId)).toBe(1);
      expect(await repo.isFirstTimeUser(userId)).toBe(false);
      // Deleting that board leaves the sample project, which still says no: no second sample.
      const [board] = (await u.get(`${HD}/boards/?project=${sample.id}`)).json().results;
      expect((await u.del(`${HD}/boards/${board.id}/`)).statusCode).toBe(204);
      expect(await repo.countBoardsForUser(userId)).toBe(0);
      expect(await repo.isFirstTimeUser(userId)).toBe(false);
      expect((await u.get(`${HD}/projects/`)).json().count).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
