import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../http.ts';
import { createRecipesApi } from '../recipes.ts';
import { populatedHomeDesign } from './homeDesignHandlers.ts';
import { recipesHandlers, type RecipesState } from './recipesHandlers.ts';

// The recipe and batch stories run on these handlers: they must honour the server's contract
// (every reply is parsed by the client's zod schemas).
const http = createHttpClient({ baseUrl: 'http://studio.test', csrfToken: () => 't' });
const api = createRecipesApi(http);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function use(state: Partial<RecipesState> = {}) {
  const scenario = populatedHomeDesign();
  const full: RecipesState = { recipes: [], batches: [], ...state };
  server.use(...recipesHandlers(scenario, full));
  return { scenario, state: full };
}

describe('recipesHandlers', () => {
  it('creates (with a seed), renames, lists and deletes recipes', async () => {
    use();
    const r = await api.create({
      name: 'Golden hour',
      steps: [{ operation: 'lighting', args: {} }],
    });
    expect(r.steps[0]!.args.seed).toEqual(expect.any(Number));
    expect((await api.rename(r.id, 'Dusk')).name).toBe('Dusk');
    expect((await api.list()).map((x) => x.name)).toEqual(['Dusk']);
    await api.remove(r.id);
    expect(await api.list()).toEqual([]);
    await expect(api.remove(r.id)).rejects.toBeInstanceOf(ApiError);
  });

  it('applies to a project: one item per image, moving on with each read, a failure kept', async () => {
    const { scenario } = use();
    const project = scenario.images[0]!.project!;
    const images = scenario.images.filter((i) => i.project === project);
    const failing = images[0]!.id;
    const { state } = use({ failImages: { [failing]: 'The engine gave up' } });
    const r = await api.create({ name: 'R', steps: [{ operation: 'lighting', args: {} }] });
    state.recipes = [r];
    const sub = await api.applyToMany(r.id, { project_id: project });
    expect(sub.recipe).toBe(r.id);
    let b = await api.batch(sub.batch_id);
    expect(b.items).toHaveLength(images.length);
    for (let i = 0; i < images.length * 2 + 1 && !b.done; i++) b = await api.batch(sub.batch_id);
    expect(b.done).toBe(true);
    expect(b.counts.failed).toBe(1);
    expect(b.items.find((i) => i.image === failing)?.error_message).toBe('The engine gave up');
    expect((await api.batches())[0]).toMatchObject({ id: sub.batch_id, done: true });
    await expect(api.cancelBatch(sub.batch_id)).rejects.toThrow('This batch has already finished');
  });

  it('cancel ends what is not done yet', async () => {
    const { scenario, state } = use({ stall: true });
    const r = await api.create({ name: 'R', steps: [{ operation: 'lighting', args: {} }] });
    const sub = await api.applyToMany(r.id, { project_id: scenario.images[0]!.project! });
    const b = await api.cancelBatch(sub.batch_id);
    expect(b.done).toBe(true);
    expect(b.items.every((i) => i.error_message === 'Job cancelled')).toBe(true);
    expect(state.batches[0]!.done).toBe(true);
  });
});
