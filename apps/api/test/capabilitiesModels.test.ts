import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST } from '@hds/engine';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn } from './helpers/session.ts';

/*
 * /capabilities/ says which models the local engine runs with (issue #39): a model whose files
 * are in MODELS_DIR and match their pinned hash is active; one that is absent says so with the
 * command that installs it; a corrupt one is named. Any bytes do for the presence and the hash.
 */
const dir = mkdtempSync(join(tmpdir(), 'hds-caps-models-'));
const put = (file: string, bytes: Buffer, pin: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), bytes);
  return [file, pin];
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const seg = Buffer.from('segmentation weights');
const lama = Buffer.from('inpainting weights');
const saved = process.env.MODELS_DIR;

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  const pins = Object.fromEntries([
    put(MANIFEST.segmentation.files.model!.file, seg, sha(seg)),
    put(MANIFEST.inpaint.files.model!.file, lama, '0'.repeat(64)),
  ]);
  writeFileSync(join(dir, 'pins.json'), JSON.stringify(pins));
  process.env.MODELS_DIR = dir;
  server = await startTestServer({ ENGINE_DEFAULT: 'local' });
});
afterAll(async () => {
  await server.close();
  if (saved === undefined) delete process.env.MODELS_DIR;
  else process.env.MODELS_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /capabilities/ and the models', () => {
  it('reports each operation’s models: active, corrupt, absent with the install command', async () => {
    const u = await signedIn(server.app, 'models@example.com');
    const body = (await u.get(`${HD}/capabilities/`)).json();
    const op = (name: string) => body.operations.find((o: { operation: string }) => o.operation === name); // prettier-ignore
    expect(op('wall_color').models).toEqual([
      { kind: 'segmentation', checkpoint: MANIFEST.segmentation.checkpoint, active: true, reason: null, command: null }, // prettier-ignore
    ]);
    const [segmentation, inpaint] = op('object_removal').models;
    expect(segmentation.active).toBe(true);
    expect(inpaint).toMatchObject({ kind: 'inpaint', active: false, command: 'npm run models -- install inpaint' }); // prettier-ignore
    expect(inpaint.reason).toMatch(/^The inpaint model is not used: inpaint\/lama\/lama_fp32\.onnx is corrupt \(SHA-256 [0-9a-f]{12}…, pinned 000000000000…\)\. The heuristics run instead\.$/); // prettier-ignore
    const depth = op('furniture').models?.find((m: { kind: string }) => m.kind === 'depth');
    if (depth) expect(depth).toMatchObject({ active: false, command: 'npm run models -- install depth' }); // prettier-ignore
    expect(op('lighting').models).toEqual([]);
    expect(body.models.map((m: { kind: string }) => m.kind)).toEqual(['segmentation', 'depth', 'click', 'inpaint']); // prettier-ignore
  });
});
