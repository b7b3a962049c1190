import type { FastifyInstance } from 'fastify';
import { WorkflowBody, type WorkflowSubmitted, type WorkflowStep } from '@hds/api-client/contract';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { RecipeStep } from '../../repositories/recipes.ts';
import {
  editService,
  parseArgs,
  resolveOperation,
  unknownTransformation,
  type EditService,
  type Submitter,
} from '../../jobs/submit.ts';
import { submittedReply } from '../../jobs/serialize.ts';
import { serializers, type Serializers } from './context.ts';
import type { EditRouteDeps } from './transformations.ts';

/** Steps as callers send them → operations with parsed args; a 400 names the step and field. */
export function parseSteps(steps: WorkflowStep[]): RecipeStep[] {
  return steps.map((step, i) => {
    const operation = resolveOperation(step.operation);
    if (!operation) throw unknownTransformation(step.operation, `steps.${i}.operation`);
    try {
      return { operation, args: parseArgs(operation, step.args) };
    } catch (err) {
      if (err instanceof HttpError) throw new HttpError(err.statusCode, `steps.${i}.${err.detail}`);
      throw err;
    }
  });
}

/** Queues the steps as one chain on the image: each step edits the previous step's result. */
export async function runChain(
  edits: EditService,
  ser: Serializers,
  user: Submitter,
  target: { imageId: string; versionId?: string | undefined },
  steps: RecipeStep[],
): Promise<WorkflowSubmitted> {
  const s = await edits.submit(
    user,
    steps.map((step, i) => ({
      imageId: target.imageId,
      versionId: i === 0 ? target.versionId : undefined,
      operation: resolveOperation(step.operation)!,
      args: step.args,
    })),
    { chain: true },
  );
  return {
    ...submittedReply(ser, s),
    workflow_id: s.chainId!,
    final_version_id: s.versions[s.versions.length - 1]!.id,
  };
}

export async function workflowRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const edits = editService({ db: deps.db, engines: deps.engines, queue: deps.queue });
  const ser = serializers(deps.signer);

  app.post('/workflows/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(WorkflowBody, request.body);
    const steps = parseSteps(body.steps);
    const res = await runChain(
      edits,
      ser,
      user,
      { imageId: body.image_id, versionId: body.version_id },
      steps,
    );
    return reply.status(202).send(res);
  });
}
