/**
 * The README's example (issue #27): upload a photo with an API key, stage it (or recolour its
 * walls where the server cannot stage), poll the job and download the result. Run it against a
 * server:
 *
 *   HDS_URL=http://localhost:8080 HDS_API_KEY=hds_… node --import tsx \
 *     packages/api-client/examples/stage-a-photo.ts room.jpg staged.jpg
 *
 * apps/api/test/sdk.test.ts and the e2e journey tests/e2e/api-keys.spec.ts run this same code.
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@hds/api-client';

export interface StageOptions {
  baseUrl: string;
  apiKey: string;
  /** Path of a JPEG, PNG or WebP photo of a room. */
  photo: string;
  /** Where to write the staged picture. */
  out: string;
  /** Poll interval. @default 2000 */
  intervalMs?: number;
}

export async function stageAPhoto({ baseUrl, apiKey, photo, out, intervalMs }: StageOptions) {
  const client = createClient({ baseUrl, apiKey });

  // 1. Upload: a retry with the same Idempotency-Key never makes a second image.
  const image = await client.uploadImage({
    data: await readFile(photo),
    filename: basename(photo),
    idempotencyKey: randomUUID(),
  });

  // 2. Stage it: virtual staging with modern living-room furniture where the server can stage
  //    (a generative engine, or the local stager where Chromium is installed), else a
  //    wall-colour edit. Either call answers at once with the pending version and its job.
  const { operations } = await client.edits.capabilities();
  const canStage = operations.some((o) => o.operation === 'furniture' && o.available);
  const operation = canStage ? 'furniture' : 'wall_color';
  const { job } = canStage
    ? await client.startEdit('furniture', {
        imageId: image.id,
        args: { style: 'modern', room_type: 'living_room' },
        idempotencyKey: randomUUID(),
      })
    : await client.startEdit('wall_color', {
        imageId: image.id,
        args: { color: 'sage' },
        idempotencyKey: randomUUID(),
      });

  // 3. Poll the job every 2 s (or set a webhook on the key and wait for job.succeeded).
  const done = await client.waitForJob(job.id, { intervalMs });
  if (done.status === 'failed') throw new Error(`Staging failed: ${done.error_message}`);

  // 4. Download the result by its signed URL.
  const result = await client.resultOf(done);
  await writeFile(out, await client.download(result.storage_url!));
  return { image, operation, job: done, result };
}

// Run as a script: stage-a-photo.ts <photo> <out>
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [photo, out = 'staged.jpg'] = process.argv.slice(2);
  const { HDS_URL = 'http://localhost:8080', HDS_API_KEY } = process.env;
  if (!photo || !HDS_API_KEY) {
    console.error('usage: HDS_API_KEY=hds_… stage-a-photo.ts <photo> [out]');
    process.exit(2);
  }
  const { operation, result } = await stageAPhoto({
    baseUrl: HDS_URL,
    apiKey: HDS_API_KEY,
    photo,
    out,
  });
  console.log(`Edited ${photo} → ${out} with ${operation} (version ${result.id})`);
}
