import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  EditOperation,
  RecipeApplyBody,
  operationArgs,
  type RecipeBatchSubmitted,
  RecipeCreateBody,
  RecipeUpdateBody,
  type Recipe,
  type RecipeList,
} from '@hds/api-client/contract';
import type { RecipesTable } from '../../db/schema.ts';
import { HttpError, notFound, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import { imagesRepository } from '../images/repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import { recipesRepository, type RecipeStep } from './repository.ts';
import { editService } from '../edits/service.ts';
import { toJob } from '../edits/serialize.ts';
import { projectNotFound, serializers } from '../shared/serializers.ts';
import type { EditRouteDeps } from '../edits/deps.ts';
import { parseSteps, workflowRunner } from './service.ts';

const recipeNotFound = () => notFound('Recipe not found.');

/**
 * A recipe is one look: every step that takes a seed keeps one, so the recipe gives the same
 * result on every image it is applied to (a step saved without a seed gets one here, once).
 */
function withSeeds(steps: RecipeStep[]): RecipeStep[] {
  return steps.map((withMask) => {
    // A mask is drawn on one version: a recipe applied to other pictures cannot carry it.
    const { mask_id: _mask, ...args } = withMask.args;
    const step = { ...withMask, args };
    const schema = operationArgs[EditOperation.parse(step.operation)];
    if (!('seed' in schema.shape) || typeof step.args.seed === 'number') return step;
    return { ...step, args: { ...step.args, seed: randomInt(0, 2 ** 31) } };
  });
}

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
  const edits = editService(deps);
  const ser = serializers(deps.signer);
  const workflows = workflowRunner(edits, ser);
  const images = imagesRepository(deps.db);
  const projects = projectsRepository(deps.db);

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
    const steps = withSeeds(parseSteps(body.steps));
    const row = await auditedWrite(
      deps.db,
      (trx) =>
        recipesRepository(trx).insert(user.id, {
          name: body.name,
          description: body.description ?? '',
          steps,
        }),
      (r) => ({
        userId: user.id,
        action: 'recipe.created',
        objectType: 'recipe',
        objectId: r.id,
        details: { name: r.name, operations: steps.map((s) => s.operation) },
      }),
    );
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
      ...(body.steps !== undefined ? { steps: withSeeds(parseSteps(body.steps)) } : {}),
    };
    await auditedWrite(deps.db, (trx) => recipesRepository(trx).update(user.id, row.id, fields), {
      userId: user.id,
      action: 'recipe.updated',
      objectType: 'recipe',
      objectId: row.id,
      details: { fields: Object.keys(fields) },
    });
    return toRecipe(await owned(user.id, row.id));
  });

  app.delete<{ Params: { id: string } }>('/recipes/:id/', async (request, reply) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    await auditedWrite(deps.db, (trx) => recipesRepository(trx).delete(user.id, row.id), {
      userId: user.id,
      action: 'recipe.deleted',
      objectType: 'recipe',
      objectId: row.id,
      details: { name: row.name },
    });
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/recipes/:id/apply/', async (request, reply) => {
    const user = requireUser(request);
    const row = await owned(user.id, request.params.id);
    const body = parseWith(RecipeApplyBody, request.body);
    const steps = JSON.parse(row.steps) as RecipeStep[];
    if (body.image_ids || body.project_id) {
      return reply.status(202).send(await applyToMany(user, row.id, steps, body));
    }
    if (!body.image_id) throw new HttpError(400, 'image_id is required');
    const target = { imageId: body.image_id, versionId: body.version_id };
    return reply
      .status(202)
      .send({ ...(await workflows.run(user, target, steps)), recipe: row.id });
  });

  /**
   * One batch: the recipe's steps on each image (a chain per image when it has several), every
   * image with the same arguments and seed, each from its primary version.
   */
  async function applyToMany(
    user: Parameters<typeof edits.submit>[0],
    recipeId: string,
    steps: RecipeStep[],
    body: { image_ids?: string[] | undefined; project_id?: string | undefined },
  ): Promise<RecipeBatchSubmitted> {
    let ids = body.image_ids ? [...new Set(body.image_ids)] : [];
    if (body.project_id) {
      const project = await projects.find(user.id, body.project_id);
      if (!project) throw projectNotFound();
      const inProject = (await images.list(user.id, { projectId: project.id })).map((i) => i.id);
      if (!body.image_ids) ids = inProject;
      else if (ids.some((id) => !inProject.includes(id))) throw notFound('Image not found.');
      if (!ids.length) throw new HttpError(400, 'This project has no images to edit');
    }
    const s = await edits.submit(
      user,
      ids.flatMap((imageId) =>
        steps.map((step) => ({
          imageId,
          operation: EditOperation.parse(step.operation),
          args: step.args,
        })),
      ),
      { batch: true, chainLength: steps.length },
    );
    await auditRepository(deps.db).record({
      userId: user.id,
      action: 'recipe.applied',
      objectType: 'recipe',
      objectId: recipeId,
      projectId: body.project_id ?? null,
      details: { batch_id: s.batchId, images: ids.length },
    });
    return {
      batch_id: s.batchId!,
      jobs: s.jobs.map(toJob),
      versions: s.versions.map(ser.version),
      count: s.jobs.length,
      recipe: recipeId,
    };
  }
}
