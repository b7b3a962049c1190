import type { FastifyInstance } from 'fastify';
import { WorkflowBody } from '@hds/api-client/contract';
import { parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { editService } from '../../jobs/submit.ts';
import { parseSteps, workflowRunner } from '../../services/workflowRunner.ts';
import { serializers } from './context.ts';
import type { EditRouteDeps } from './transformations.ts';

export async function workflowRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const edits = editService(deps);
  const workflows = workflowRunner(edits, serializers(deps.signer));

  app.post('/workflows/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(WorkflowBody, request.body);
    const target = { imageId: body.image_id, versionId: body.version_id };
    return reply.status(202).send(await workflows.run(user, target, parseSteps(body.steps)));
  });
}
