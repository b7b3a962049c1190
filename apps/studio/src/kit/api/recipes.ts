import { createRecipeQueries, createRecipesApi } from '@hds/api-client';
import { http } from './http.ts';

/** Recipes and their batches. */
export const recipesApi = createRecipesApi(http);
export const recipeQueries = createRecipeQueries(recipesApi);
