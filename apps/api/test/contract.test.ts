import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  ActivityResponse,
  AuditResponse,
  BatchSubmitted,
  BatchUploadResponse,
  Capabilities,
  DetectObjectsResponse,
  Job,
  JobList,
  JobsSubmitted,
  Recipe,
  RecipeList,
  WorkflowSubmitted,
  CompareResponse,
  ErrorBody,
  Image,
  OperationsPage,
  Project,
  ProjectList,
  QuickStats,
  Tag,
  Version,
  VersionTree,
  homeDesignPaths as paths,
} from '@hds/api-client/contract';
import { startTestServer } from './helpers/server.ts';
import { signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
  u = await signedIn(server.app);
});
afterAll(() => server.close());

/** Fails with zod's own report when a reply does not match the shared contract. */
function conforms<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) expect.fail(JSON.stringify(result.error.issues, null, 2));
  return result.data;
}

describe('replies match the zod contract in @hds/api-client/contract', () => {
  it('for every home-design call', async () => {
    const project = conforms(Project, (await u.post(paths.projects, { title: 'Contract' })).json());
    conforms(ProjectList, (await u.get(paths.projects)).json());
    const batch = conforms(
      BatchUploadResponse,
      (
        await u.upload(paths.projectUploadImages(project.id), [
          { name: 'files', filename: 'a.png', data: await png() },
          { name: 'files', filename: 'b.png', data: await png() },
        ])
      ).json(),
    );
    const [a, b] = batch.images;
    conforms(Project, (await u.get(paths.project(project.id))).json());
    conforms(Project, (await u.patch(paths.project(project.id), { notes: 'n' })).json());
    conforms(
      Image,
      (
        await u.upload(paths.imageUpload, [{ name: 'file', filename: 'c.png', data: await png() }])
      ).json(),
    );
    conforms(Image, (await u.get(paths.image(a!.id))).json());
    const versions = (await u.get(paths.imageVersions(a!.id))).json();
    versions.results.forEach((v: unknown) => conforms(Version, v));
    conforms(VersionTree, (await u.get(paths.imageVersionTree(a!.id))).json());
    conforms(Tag, (await u.post(paths.tags, { name: 'contract' })).json());
    conforms(
      Version,
      (await u.post(paths.versionAddTag(a!.versions[0]!.id), { tag: 'contract' })).json(),
    );
    conforms(
      CompareResponse,
      (
        await u.post(paths.versionsCompare, {
          version_ids: [a!.versions[0]!.id, b!.versions[0]!.id],
        })
      ).json(),
    );
    conforms(QuickStats, (await u.get(paths.quickStats)).json());
    conforms(ActivityResponse, (await u.get(`${paths.activity}?limit=5`)).json());
    conforms(OperationsPage, (await u.get(paths.operations)).json());
    conforms(AuditResponse, (await u.get(paths.audit)).json());
    conforms(ErrorBody, (await u.get(paths.project('missing'))).json());
  });

  it('for the edit calls: transformations, jobs, workflows, recipes, capabilities, detection', async () => {
    const caps = conforms(Capabilities, (await u.get(paths.capabilities)).json());
    // One the local engine runs on a flat test picture without first looking for walls or sky
    // (it refuses those there, issue #38).
    const op = caps.operations.find((c) => c.available && !c.local?.checks_confidence)?.operation;
    const img = conforms(
      Image,
      (
        await u.upload(paths.imageUpload, [
          { name: 'file', filename: 'e.png', data: await png(64, 48) },
        ])
      ).json(),
    );
    const recipe = conforms(
      Recipe,
      (await u.post(paths.recipes, { name: 'R', steps: [{ operation: 'upscale' }] })).json(),
    );
    conforms(RecipeList, (await u.get(paths.recipes)).json());
    conforms(Recipe, (await u.patch(paths.recipe(recipe.id), { description: 'd' })).json());
    conforms(ErrorBody, (await u.post(paths.transformation('teleport'), {})).json());
    if (!op) return;
    const one = conforms(
      JobsSubmitted,
      (await u.post(paths.transformation(op), { image_id: img.id })).json(),
    );
    conforms(Job, (await u.get(paths.job(one.job_id))).json());
    conforms(Job, (await u.get(paths.editJob(one.job_id))).json());
    conforms(Job, (await u.get(paths.editJobStatus(one.job_id))).json());
    conforms(JobList, (await u.get(`${paths.editJobs}?image=${img.id}`)).json());
    conforms(JobList, (await u.get(paths.imageJobsList(img.id))).json());
    conforms(
      BatchSubmitted,
      (
        await u.post(paths.transformationsBatch, { image_ids: [img.id], transformation: op })
      ).json(),
    );
    conforms(
      WorkflowSubmitted,
      (
        await u.post(paths.workflows, {
          image_id: img.id,
          steps: [{ operation: op }, { operation: op }],
        })
      ).json(),
    );
    const detected = await u.post(paths.imageDetectObjects(img.id), {});
    if (detected.statusCode === 200) conforms(DetectObjectsResponse, detected.json());
    else conforms(ErrorBody, detected.json());
    // Cancel whatever has not run yet, so the server closes without work in flight.
    for (const j of (await u.get(paths.editJobs)).json().results) {
      if (j.status !== 'pending') continue;
      // The worker may finish it between the list and the cancel: then 409 with a detail.
      const cancelled = await u.post(paths.editJobCancel(j.id), {});
      if (cancelled.statusCode === 200) conforms(Job, cancelled.json());
      else conforms(ErrorBody, cancelled.json());
    }
  }, 120_000);
});
