/**
 * Issue #23: renaming and deleting a project from the studio. Deleting a project must take its
 * boards' share links with it (the share viewer answers 404 for them), and deleting an image
 * takes all its versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Project } from '@hds/api-client/contract';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server.app);
});
afterAll(() => server.close());

async function projectWithImages(title: string, n: number) {
  const created = await owner.post(`${HD}/projects/`, { title });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  if (n === 0) return { id, images: [] };
  const parts = [];
  for (let i = 0; i < n; i++) {
    parts.push({ name: 'files', filename: `room-${i}.png`, data: await png(40, 30, `#${i}3c`) });
  }
  const res = await owner.upload(`${HD}/projects/${id}/upload_images/`, parts);
  expect(res.statusCode).toBe(201);
  const images = res.json().images as { id: string; versions: { id: string }[] }[];
  return { id, images };
}

async function visitor() {
  const v = browser(server.app);
  await v.get('/api/v1/auth/csrf/');
  return v;
}

describe('editing and deleting a project', () => {
  it('PATCH changes title, address and notes and answers the project', async () => {
    const { id } = await projectWithImages('Maple Street', 0);
    const res = await owner.patch(`${HD}/projects/${id}/`, {
      title: 'Maple Street (sold)',
      address: '12 Maple Street',
      notes: 'Keep the kitchen.',
    });
    expect(res.statusCode).toBe(200);
    expect(Project.parse(res.json())).toMatchObject({
      id,
      title: 'Maple Street (sold)',
      address: '12 Maple Street',
      notes: 'Keep the kitchen.',
    });
    const again = Project.parse((await owner.get(`${HD}/projects/${id}/`)).json());
    expect(again.title).toBe('Maple Street (sold)');
  });

  it("deleting a project ends its boards' share links: the viewer gets 404", async () => {
    const { id, images } = await projectWithImages('Short-lived', 2);
    const board = await owner.post(`${HD}/boards/`, {
      project: id,
      name: 'For the buyers',
      version_ids: images.map((i) => i.versions[0]!.id),
    });
    expect(board.statusCode).toBe(201);
    const boardId = board.json().id as string;
    const view = (await owner.post(`${HD}/boards/${boardId}/share_links/`, {})).json();
    const upload = (
      await owner.post(`${HD}/boards/${boardId}/share_links/`, { permission: 'upload' })
    ).json();
    const v = await visitor();
    expect((await v.get(`${HD}/share/${view.token}/`)).statusCode).toBe(200);

    expect((await owner.del(`${HD}/projects/${id}/`)).statusCode).toBe(204);

    for (const token of [view.token, upload.token]) {
      const res = await v.get(`${HD}/share/${token}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const links = (await owner.get(`${HD}/share-links/`)).json().results as { id: string }[];
    expect(links.map((l) => l.id)).not.toContain(view.id);
    expect((await owner.get(`${HD}/projects/${id}/`)).statusCode).toBe(404);
    for (const img of images) {
      expect((await owner.get(`${HD}/images/${img.id}/`)).statusCode).toBe(404);
    }
  });

  it('deleting an image takes all its versions; a second delete is 404 with a detail', async () => {
    const { id, images } = await projectWithImages('One less', 2);
    const [gone, kept] = images;
    expect((await owner.del(`${HD}/images/${gone!.id}/`)).statusCode).toBe(204);
    expect((await owner.get(`${HD}/images/${gone!.id}/versions/`)).statusCode).toBe(404);
    const project = Project.parse((await owner.get(`${HD}/projects/${id}/`)).json());
    expect(project.image_count).toBe(1);
    expect(project.images.map((i) => i.id)).toEqual([kept!.id]);
    const again = await owner.del(`${HD}/images/${gone!.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toEqual(expect.any(String));
  });
});
