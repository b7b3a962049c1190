import type { FastifyInstance } from 'fastify';
import { WorkflowBody } from '@hds/api-client/contract';
import { parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { editService } from '../edits/service.ts';
import { parseSteps, workflowRunner } from './service.ts';
import { serializers } from '../shared/serializers.ts';
import type { EditRouteDeps } from '../edits/deps.ts';

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
