import type { FastifyInstance } from 'fastify';
import {
  RecipeApplyBody,
  RecipeCreateBody,
  RecipeUpdateBody,
  type Recipe,
  type RecipeList,
} from '@hds/api-client/contract';
import type { RecipesTable } from '../../db/schema.ts';
import { notFound, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { auditRepository } from '../../repositories/audit.ts';
import { recipesRepository, type RecipeStep } from '../../repositories/recipes.ts';
import { editService } from '../../jobs/submit.ts';
import { serializers } from './context.ts';
import type { EditRouteDeps } from './transformations.ts';
import { parseSteps, runChain } from './workflows.ts';

const recipeNotFound = () => notFound('Recipe not found.');

function toRecipe(row: RecipesTable): Recipe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    steps: JSON.parse(row.steps) as Recipe['steps'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Recipes: saved edit sequences; apply runs one as a workflow chain. */
export async function recipeRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const recipes = recipesRepository(deps.db);
  const edits = editService({ db: deps.db, engines: deps.engines, queue: deps.queue });
  const ser = serializers(deps.signer);

  async function owned(userId: string, id: string) {
    const row = await recipes.find(userId, id);
    if (!row) throw recipeNotFound();
    return row;
  }

  app.get('/recipes/', async (request): Promise<RecipeList> => {
    const user = requireUser(request);
    const rows = await recipes.list(user.id);
    return { results: rows.map(toRecipe), count: rows.length };
  });

  app.post('/recipes/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(RecipeCreateBody, request.body);
    const steps = parseSteps(body.steps);
    const row = await deps.db.transaction().execute(async (trx) => {
      const r = await recipesRepository(trx).insert(user.id, {
        name: body.name,
        description: body.description ?? '',
        steps,
      });
      await auditRepository(trx).record({
        userId: user.id,
        action: 'recipe.created',
        objectType: 'recipe',
        objectId: r.id,
        details: { name: r.name, operations: steps.map((s) => s.operation) },
      });
      return r;
    });
    return reply.status(201).send(toRecipe(row));
  });

  app.get<{ Params: { id: string } }>('/recipes/:id/', async (request) => {
    const user = requireUser(request);
    return toRecipe(await owned(user.id, request.params.id));
  });

  app.patch<{ Params: { id: string } }>('/recipes/:id/', async (request) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    const body = parseUpdate(RecipeUpdateBody, request.body);
    const fields = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.steps !== undefined ? { steps: parseSteps(body.steps) } : {}),
    };
    await deps.db.transaction().execute(async (trx) => {
      await recipesRepository(trx).update(user.id, row.id, fields);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'recipe.updated',
        objectType: 'recipe',
        objectId: row.id,
        details: { fields: Object.keys(fields) },
      });
    });
    return toRecipe(await owned(user.id, row.id));
  });

  app.delete<{ Params: { id: string } }>('/recipes/:id/', async (request, reply) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    await deps.db.transaction().execute(async (trx) => {
      await recipesRepository(trx).delete(user.id, row.id);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'recipe.deleted',
        objectType: 'recipe',
        objectId: row.id,
        details: { name: row.name },
      });
    });
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/recipes/:id/apply/', async (request, reply) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    const body = parseWith(RecipeApplyBody, request.body);
    const steps = JSON.parse(row.steps) as RecipeStep[];
    const res = await runChain(
      edits,
      ser,
      user,
      { imageId: body.image_id, versionId: body.version_id },
      steps,
    );
    return reply.status(202).send({ ...res, recipe: row.id });
  });
}
