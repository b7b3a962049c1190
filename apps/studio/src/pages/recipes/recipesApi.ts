import {
  OPERATION_LABELS,
  createRecipeQueries,
  createRecipesApi,
  type EditOperation,
  type Recipe,
  type Version,
} from '@hds/api-client';
import { http } from '../../api.ts';

/** Recipes and batches on the studio's one HTTP client. */
export const recipesApi = createRecipesApi(http);
export const recipeQueries = createRecipeQueries(recipesApi);

/** The step a version's edit makes again: its operation and arguments (seed included). */
export function stepOfVersion(version: Version) {
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
