import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeMaskGrid, decodeMaskPreview, encodeMaskGrid } from '../contract/index.ts';
import { createEditsApi } from '../edits.ts';
import { createHomeDesignApi } from '../homeDesign.ts';
import { createHttpClient } from '../http.ts';
import { addSampleProject, editsHandlers } from './editsHandlers.ts';
import { homeDesignHandlers, populatedHomeDesign } from './homeDesignHandlers.ts';

// The playground's stories run on these handlers: they must honour the server's contract.
const http = createHttpClient({ baseUrl: 'http://studio.test', csrfToken: () => 't' });
const homeDesign = createHomeDesignApi(http);
const edits = createEditsApi(http);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function use(options: Parameters<typeof editsHandlers>[1] = {}) {
  const scenario = populatedHomeDesign();
  server.use(...homeDesignHandlers(scenario), ...editsHandlers(scenario, options));
  return scenario;
}

describe('editsHandlers', () => {
  it('lists every operation as available unless told otherwise', async () => {
    use({ unavailable: { furniture: 'Needs a generative engine' } });
    const { operations } = await edits.capabilities();
    expect(operations.find((o) => o.operation === 'lighting')).toMatchObject({ available: true });
    expect(operations.find((o) => o.operation === 'furniture')).toMatchObject({
      available: false,
      reason: 'Needs a generative engine',
    });
  });

  it('queues an edit as a pending version whose job completes it after the set reads', async () => {
    use({ pollsToFinish: 2 });
    const original = (await homeDesign.getVersions('img-0001'))[0]!;
    const reply = await edits.transform('lighting', {
      image_id: 'img-0001',
      version_id: original.id,
      args: { type: 'golden_hour', brightness: 1.2, contrast: 1.1, warmth: 0 },
    });
    expect(reply.version).toMatchObject({
      status: 'pending',
      label: 'Lighting',
      parent: original.id,
    });
    expect((await edits.job(reply.job_id)).status).toBe('pending');
    const done = await edits.job(reply.job_id);
    expect(done).toMatchObject({ status: 'succeeded', result_version: reply.version_id });
    const versions = await homeDesign.getVersions('img-0001');
    expect(versions.map((v) => [v.label, v.status])).toEqual([
      ['Original', 'completed'],
      ['Lighting', 'completed'],
    ]);
  });

  it('answers a mask click on the preview grid through the client, or fails as told', async () => {
    use();
    const version = (await homeDesign.getVersions('img-0001'))[0]!;
    const preview = await edits.maskPreview(version.id, 'wall_color');
    const { mask } = decodeMaskPreview(preview);
    const body = {
      operation: 'wall_color' as const,
      grid_width: preview.grid_width,
      grid_height: preview.grid_height,
      mask: encodeMaskGrid(mask),
      // The bottom-left block joins the top band.
      clicks: [{ x: 2, y: preview.grid_height - 2, positive: true }],
    };
    const clicked = await edits.maskClick(version.id, body);
    const out = decodeMaskGrid(clicked);
    expect(out.length).toBe(mask.length);
    expect(clicked.coverage).toBeCloseTo(5 / 12, 1);
    expect(out[(preview.grid_height - 1) * preview.grid_width]).toBe(255);
    expect(out.subarray(0, preview.grid_width)).toEqual(mask.subarray(0, preview.grid_width));
    server.resetHandlers();
    use({ failMaskClickWith: { status: 503, detail: 'Too slow' } });
    await expect(edits.maskClick(version.id, body)).rejects.toThrow('Too slow');
  });

  it('fails jobs with the given message', async () => {
    use({ failJobsWith: 'Monthly design limit reached' });
    const reply = await edits.transform('wall_color', {
      image_id: 'img-0001',
      args: { color: 'sage', strength: 0.8, guidance_scale: 7.5 },
    });
    expect(await edits.job(reply.job_id)).toMatchObject({
      status: 'failed',
      error_message: 'Monthly design limit reached',
    });
  });

  it('sets the primary version, or fails as told', async () => {
    const scenario = use();
    const reply = await edits.transform('lighting', {
      image_id: 'img-0001',
      args: { type: 'twilight', brightness: 1, contrast: 1, warmth: 0 },
    });
    await edits.job(reply.job_id);
    await homeDesign.setPrimary('img-0001', reply.version_id);
    const image = scenario.images.find((i) => i.id === 'img-0001')!;
    expect(image.versions.filter((v) => v.is_primary).map((v) => v.id)).toEqual([reply.version_id]);

    use({ failSetPrimaryWith: 'Database unavailable' });
    await expect(homeDesign.setPrimary('img-0001', 'ver-0001-aaaa-bbbb')).rejects.toMatchObject({
      status: 500,
    });
  });

  it('creates the sample project with its four pictures', async () => {
    use();
    const project = await homeDesign.createSampleProject();
    expect(project).toMatchObject({ title: 'Sample Project', is_sample: true, image_count: 4 });
    expect(project.images.map((i) => i.name)).toEqual([
      'kitchen_before.jpg',
      'kitchen_after.jpg',
      'living_room_before.jpg',
      'living_room_after.jpg',
    ]);
    expect((await homeDesign.listProjects()).results[0]!.is_sample).toBe(true);
  });

  it('addSampleProject seeds a scenario directly', () => {
    const scenario = populatedHomeDesign();
    const id = addSampleProject(scenario);
    expect(scenario.images.filter((i) => i.project === id)).toHaveLength(4);
  });
});
