import { queryOptions } from '@tanstack/react-query';
import {
  BatchDetail,
  BatchList,
  Recipe,
  RecipeBatchSubmitted,
  RecipeList,
  OPERATION_LABELS,
  homeDesignPaths as paths,
  type EditOperation,
  type Version,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';

/** One step of a recipe as the studio saves it: the operation, its arguments and its seed. */
export interface RecipeStepInput {
  operation: EditOperation;
  args: Record<string, unknown>;
}

/** Where a recipe goes: every image of a project, or the named images of it. */
export interface RecipeTarget {
  project_id: string;
  image_ids?: string[];
}

/** Recipes (spec part 1 §7) and the batches they start: apply to many, follow, cancel. */
export function createRecipesApi(http: HttpClient) {
  return {
    /** GET /recipes/: the user's recipes, newest first. */
    list: async () => RecipeList.parse(await http(paths.recipes)).results,
    /** POST /recipes/: a step saved without a seed gets one from the server. */
    create: async (body: { name: string; description?: string; steps: RecipeStepInput[] }) =>
      Recipe.parse(await http(paths.recipes, { json: body })),
    /** PATCH /recipes/{id}/. */
    rename: async (id: string, name: string) =>
      Recipe.parse(await http(paths.recipe(id), { method: 'PATCH', json: { name } })),
    /** DELETE /recipes/{id}/. */
    remove: async (id: string) => {
      await http(paths.recipe(id), { method: 'DELETE' });
    },
    /** POST /recipes/{id}/apply/ with a project (and a selection of it): one batch. */
    applyToMany: async (id: string, target: RecipeTarget) =>
      RecipeBatchSubmitted.parse(await http(paths.recipeApply(id), { json: target })),
    /** GET /batches/: the user's recent batches. */
    batches: async () => BatchList.parse(await http(paths.batches)).results,
    /** GET /batches/{id}/: each image's state, its source and its result. */
    batch: async (id: string) => BatchDetail.parse(await http(paths.batch(id))),
    /** POST /batches/{id}/cancel/: the batch as it is after the request. */
    cancelBatch: async (id: string) =>
      BatchDetail.parse(await http(paths.batchCancel(id), { method: 'POST' })),
  };
}
export type RecipesApi = ReturnType<typeof createRecipesApi>;

/** Queries and mutations of recipes; a change invalidates the list (`meta.invalidates`). */
export function createRecipeQueries(api: RecipesApi) {
  const all = () => ['recipes'] as const;
  const batchesAll = () => ['batches'] as const;
  return {
    recipes: {
      all,
      list: () => queryOptions({ queryKey: ['recipes', 'list'] as const, queryFn: api.list }),
    },
    batches: {
      all: batchesAll,
      list: () => queryOptions({ queryKey: ['batches', 'list'] as const, queryFn: api.batches }),
      detail: (id: string) =>
        queryOptions({
          queryKey: ['batches', 'detail', id] as const,
          queryFn: () => api.batch(id),
        }),
    },
    mutations: {
      create: () => ({
        mutationKey: ['recipes', 'create'] as const,
        mutationFn: api.create,
        meta: { invalidates: [all()] },
      }),
      rename: () => ({
        mutationKey: ['recipes', 'rename'] as const,
        mutationFn: ({ id, name }: { id: string; name: string }) => api.rename(id, name),
        meta: { invalidates: [all()] },
      }),
      remove: () => ({
        mutationKey: ['recipes', 'remove'] as const,
        mutationFn: (id: string) => api.remove(id),
        meta: { invalidates: [all()] },
      }),
    },
  };
}
export type RecipeQueries = ReturnType<typeof createRecipeQueries>;

/** The step a version's edit makes again: its operation and arguments (seed included). */
export function stepOfVersion(version: Version): RecipeStepInput | null {
  if (!version.operation || version.kind === 'original' || version.status !== 'completed') {
    return null;
  }
  if (!(version.operation in OPERATION_LABELS)) return null;
  const { job_id: _job, ...args } = (version.params ?? {}) as Record<string, unknown>;
  return { operation: version.operation as EditOperation, args };
}

const words = (v: unknown) => (typeof v === 'string' ? v.replace(/_/g, ' ') : String(v));

/** 'Lighting · golden hour · brightness 1.2 · seed 1234': a recipe's steps in one line. */
export function describeRecipe(recipe: Pick<Recipe, 'steps'>): string {
  return recipe.steps
    .map((s) => {
      const args = Object.entries(s.args)
        .filter(([k]) => k !== 'seed')
        .map(([k, v]) => (typeof v === 'string' ? words(v) : `${words(k)} ${words(v)}`));
      const seed = typeof s.args.seed === 'number' ? [`seed ${s.args.seed}`] : [];
      return [OPERATION_LABELS[s.operation], ...args, ...seed].join(' · ');
    })
    .join(', then ');
}
