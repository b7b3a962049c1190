import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHomeDesignApi } from '../homeDesign.ts';
import { createHttpClient } from '../http.ts';
import { homeDesignHandlers, populatedHomeDesign } from './homeDesignHandlers.ts';

// The handlers stand in for the server in Storybook: they must honour the same contract.
const scenario = populatedHomeDesign();
const server = setupServer(...homeDesignHandlers(scenario));
const api = createHomeDesignApi(
  createHttpClient({ baseUrl: 'http://studio.test', csrfToken: () => 't' }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('homeDesignHandlers', () => {
  it('answers the project list and detail in the contract shape', async () => {
    const list = await api.listProjects();
    expect(list.results.map((p) => p.title)).toEqual(['Maple Street', 'Harbour Loft']);
    const detail = await api.getProject('prj-0001');
    expect(detail.image_count).toBe(3);
    await expect(api.getProject('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('creates a project and refuses an empty title with the spec message', async () => {
    await expect(api.createProject({ title: '  ' })).rejects.toMatchObject({
      message: 'Project title is required',
    });
    const p = await api.createProject({ title: 'Cabin' });
    expect((await api.listProjects()).results[0]!.id).toBe(p.id);
  });

  it('limits recent images', async () => {
    expect(await api.recentImages(2)).toHaveLength(2);
    expect((await api.quickStats()).monthly_limit).toBe(10);
  });
});
