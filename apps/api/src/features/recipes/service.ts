import type { WorkflowStep, WorkflowSubmitted } from '@hds/api-client/contract';
import {
  parseArgs,
  resolveOperation,
  unknownTransformation,
  type EditService,
  type Submitter,
} from '../edits/service.ts';
import { submittedReply } from '../edits/serialize.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RecipeStep } from './repository.ts';
import type { Serializers } from '../shared/serializers.ts';

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

/** The workflow runner of a set of routes: runs steps as one chain of edits on an image. */
export function workflowRunner(edits: EditService, ser: Serializers) {
  return {
    /** Queues the steps as one chain on the image: each step edits the previous step's result. */
    async run(
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
    },
  };
}
