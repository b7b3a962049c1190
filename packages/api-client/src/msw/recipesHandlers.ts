import { http, HttpResponse } from 'msw';
import {
  EditOperation,
  OPERATION_LABELS,
  RecipeApplyBody,
  RecipeCreateBody,
  homeDesignPaths as paths,
  type BatchDetail,
  type BatchItem,
  type BatchSummary,
  type Recipe,
} from '../contract/index.ts';
import { makeVersion } from './homeDesignFixtures.ts';
import type { HomeDesignScenario } from './homeDesignHandlers.ts';

/** The user's recipes and batches, shared by the handlers below (stories seed them). */
export interface RecipesState {
  recipes: Recipe[];
  batches: BatchDetail[];
  /** Images whose edit fails in a batch (with this message). */
  failImages?: Record<string, string>;
  /** When true, batch items stay running (to show progress and cancel). */
  stall?: boolean;
}

export function makeRecipe(over: Partial<Recipe> & Pick<Recipe, 'id'>): Recipe {
  return {
    name: 'Golden hour',
    description: '',
    steps: [
      {
        operation: 'lighting',
        args: { type: 'golden_hour', brightness: 1.2, contrast: 1.1, warmth: 0, seed: 1234 },
      },
    ],
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

/** A batch in any state, from its items (counts and `done` follow from them). */
export function makeBatch(over: Partial<BatchDetail> & Pick<BatchDetail, 'id' | 'items'>) {
  return withCounts({
    created_at: '2026-11-26T10:00:00.000Z',
    operations: ['lighting'],
    count: over.items.length,
    counts: { pending: 0, in_progress: 0, succeeded: 0, failed: 0 },
    done: false,
    ...over,
  });
}

function withCounts(b: BatchDetail): BatchDetail {
  const counts = { pending: 0, in_progress: 0, succeeded: 0, failed: 0 };
  for (const i of b.items) counts[i.status] += 1;
  return { ...b, count: b.items.length, counts, done: !counts.pending && !counts.in_progress };
}

const summary = ({ items: _items, ...rest }: BatchDetail): BatchSummary => rest;
const notFound = (what: string) =>
  HttpResponse.json({ detail: `${what} not found.` }, { status: 404 });
const firstIssue = (e: { issues: Array<{ path: PropertyKey[]; message: string }> }) => {
  const i = e.issues[0]!;
  return i.path.length && !i.message.includes(':')
    ? `${i.path.join('.')}: ${i.message}`
    : i.message;
};
let counter = 0;

/**
 * Recipes CRUD, apply to many (one item per image, the recipe's args and seed on each) and the
 * batch reads and cancel, over the same in-memory scenario as `homeDesignHandlers`. Each read of
 * a batch moves the first unfinished image and the one after it one step on (pending → running
 * → done), as polling a server with two workers would see; a story stays under its time limit.
 */
export function recipesHandlers(s: HomeDesignScenario, state: RecipesState) {
  const advance = (b: BatchDetail): BatchDetail => {
    if (b.done || state.stall) return b;
    let moved = 0;
    const items = b.items.map((i): BatchItem => {
      if (moved >= 2 || i.status === 'succeeded' || i.status === 'failed') return i;
      moved++;
      if (i.status === 'pending') return { ...i, status: 'in_progress' };
      const failure = state.failImages?.[i.image];
      if (failure) {
        return {
          ...i,
          status: 'failed',
          error_message: failure,
          result_version: i.result_version && { ...i.result_version, status: 'failed' },
        };
      }
      return {
        ...i,
        status: 'succeeded',
        result_version: i.result_version && { ...i.result_version, status: 'completed' },
      };
    });
    return withCounts({ ...b, items });
  };
  const replace = (b: BatchDetail) => {
    state.batches = state.batches.map((x) => (x.id === b.id ? b : x));
    return b;
  };

  return [
    http.get(`*${paths.recipes}`, () =>
      HttpResponse.json({ results: state.recipes, count: state.recipes.length }),
    ),
    http.post(`*${paths.recipes}`, async ({ request }) => {
      const parsed = RecipeCreateBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) {
        return HttpResponse.json({ detail: firstIssue(parsed.error) }, { status: 400 });
      }
      const now = new Date().toISOString();
      const recipe: Recipe = {
        id: `rcp-${++counter}`,
        name: parsed.data.name,
        description: parsed.data.description ?? '',
        steps: parsed.data.steps.map((st) => ({
          operation: EditOperation.parse(st.operation),
          args: { seed: 4242, ...(st.args ?? {}) },
        })),
        created_at: now,
        updated_at: now,
      };
      state.recipes = [recipe, ...state.recipes];
      return HttpResponse.json(recipe, { status: 201 });
    }),
    http.patch(`*${paths.recipe(':id')}`, async ({ params, request }) => {
      const found = state.recipes.find((r) => r.id === params.id);
      if (!found) return notFound('Recipe');
      const body = (await request.json().catch(() => ({}))) as { name?: string };
      if (body.name !== undefined && !body.name.trim()) {
        return HttpResponse.json({ detail: 'name is required' }, { status: 400 });
      }
      const next = { ...found, ...(body.name ? { name: body.name.trim() } : {}) };
      state.recipes = state.recipes.map((r) => (r.id === found.id ? next : r));
      return HttpResponse.json(next);
    }),
    http.delete(`*${paths.recipe(':id')}`, ({ params }) => {
      if (!state.recipes.some((r) => r.id === params.id)) return notFound('Recipe');
      state.recipes = state.recipes.filter((r) => r.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`*${paths.recipeApply(':id')}`, async ({ params, request }) => {
      const recipe = state.recipes.find((r) => r.id === params.id);
      if (!recipe) return notFound('Recipe');
      const parsed = RecipeApplyBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) {
        return HttpResponse.json({ detail: firstIssue(parsed.error) }, { status: 400 });
      }
      const inProject = s.images.filter((i) => i.project === parsed.data.project_id);
      const chosen = parsed.data.image_ids
        ? s.images.filter((i) => parsed.data.image_ids!.includes(i.id))
        : inProject;
      if (!chosen.length) {
        return HttpResponse.json({ detail: 'This project has no images to edit' }, { status: 400 });
      }
      const last = recipe.steps[recipe.steps.length - 1]!;
      const id = `bat-${++counter}`;
      const items: BatchItem[] = chosen.map((img, n) => {
        const source =
          img.versions.find((v) => v.is_primary) ??
          img.versions[0] ??
          makeVersion({ image: img.id });
        return {
          image: img.id,
          name: img.name,
          status: 'pending',
          error_message: null,
          jobs: recipe.steps.map((_, k) => `job-${id}-${n}-${k}`),
          source_version: source,
          result_version: {
            ...source,
            id: `ver-${id}-${n}`,
            label: OPERATION_LABELS[last.operation],
            kind: 'edited',
            operation: last.operation,
            status: 'pending',
            is_primary: false,
            params: last.args,
            parent: source.id,
          },
        };
      });
      const batch = makeBatch({
        id,
        created_at: new Date().toISOString(),
        operations: recipe.steps.map((st) => st.operation),
        items,
      });
      state.batches = [batch, ...state.batches];
      return HttpResponse.json(
        { batch_id: id, jobs: [], versions: [], count: items.length, recipe: recipe.id },
        { status: 202 },
      );
    }),
    http.get(`*${paths.batches}`, () =>
      HttpResponse.json({
        results: state.batches.map(summary),
        count: state.batches.length,
      }),
    ),
    http.get(`*${paths.batch(':id')}`, ({ params }) => {
      const found = state.batches.find((b) => b.id === params.id);
      if (!found) return notFound('Batch');
      return HttpResponse.json(replace(advance(found)));
    }),
    http.post(`*${paths.batchCancel(':id')}`, ({ params }) => {
      const found = state.batches.find((b) => b.id === params.id);
      if (!found) return notFound('Batch');
      if (found.done) {
        return HttpResponse.json({ detail: 'This batch has already finished' }, { status: 409 });
      }
      const items = found.items.map((i): BatchItem =>
        i.status === 'pending' || i.status === 'in_progress'
          ? { ...i, status: 'failed', error_message: 'Job cancelled' }
          : i,
      );
      return HttpResponse.json(replace(withCounts({ ...found, items })));
    }),
  ];
}
