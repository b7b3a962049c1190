import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installModels, listModels, ModelInstallError } from '../../src/models/install.ts';
import {
  MANIFEST,
  MODEL_KINDS,
  type ModelEntry,
  type ModelKind,
} from '../../src/models/manifest.ts';
import { kindVerified } from '../../src/models/store.ts';
import { sha256, tinySegformer } from './tiny.ts';

const model = tinySegformer();
let server: Server;
let base: string;
const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'hds-install-'));
  dirs.push(d);
  return d;
};
/** The manifest with the segmentation file pinned to `pin`. */
const pinned = (pin: string | null): Record<ModelKind, ModelEntry> => ({
  ...MANIFEST,
  segmentation: { ...MANIFEST.segmentation, files: { model: { ...MANIFEST.segmentation.files.model!, sha256: pin } } },
}); // prettier-ignore

beforeAll(async () => {
  // Stands in for the model host: serves the tiny model at every path.
  server = createServer((_req, res) => res.end(model));
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('npm run models -- install', () => {
  it('without network fails in under 10 s and says so', async () => {
    const closed = createServer();
    await new Promise<void>((go) => closed.listen(0, '127.0.0.1', go));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((go) => closed.close(() => go()));
    const t0 = performance.now();
    const err = await installModels(['segmentation'], { dir: fresh(), baseUrl: `http://127.0.0.1:${port}`, manifest: pinned(sha256(model)) }).catch((e: unknown) => e); // prettier-ignore
    const ms = performance.now() - t0;
    console.log(`install without network failed after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(10_000);
    expect(err).toBeInstanceOf(ModelInstallError);
    expect((err as Error).message).toMatch(/^Cannot download http:\/\/127\.0\.0\.1:\d+\/Xenova\/segformer-b0-finetuned-ade-512-512\/resolve\/[0-9a-f]{40}\/onnx\/model\.onnx \(ECONNREFUSED\): this machine has no network to 127\.0\.0\.1:\d+\./); // prettier-ignore
  });

  it('a host that never answers fails in under 10 s too', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((go) => silent.listen(0, '127.0.0.1', go));
    const t0 = performance.now();
    const err = await installModels(['segmentation'], { dir: fresh(), baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, manifest: pinned(sha256(model)), connectTimeoutMs: 1500 }).catch((e: unknown) => e); // prettier-ignore
    silent.closeAllConnections();
    silent.close();
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect((err as Error).message).toMatch(/no network to/);
  });

  it('installs a file whose SHA-256 is the pinned one', async () => {
    const dir = fresh();
    const lines: string[] = [];
    await installModels(['segmentation'], { dir, baseUrl: base, manifest: pinned(sha256(model)), log: (l) => lines.push(l) }); // prettier-ignore
    expect(lines.at(-1)).toBe(
      'segmentation/segformer-b0-ade/model.onnx: installed, SHA-256 verified',
    );
    expect(readFileSync(join(dir, MANIFEST.segmentation.files.model!.file))).toEqual(
      Buffer.from(model),
    );
  });

  it('refuses a corrupt download, naming the file, and keeps nothing', async () => {
    const dir = fresh();
    const err = await installModels(['segmentation'], { dir, baseUrl: base, manifest: pinned('0'.repeat(64)) }).catch((e: unknown) => e); // prettier-ignore
    expect((err as Error).message).toBe(`segmentation/segformer-b0-ade/model.onnx is corrupt: its SHA-256 is ${sha256(model)}, the pinned one ${'0'.repeat(64)}. The file was not installed; run the install again, or check the mirror.`); // prettier-ignore
    expect(existsSync(join(dir, MANIFEST.segmentation.files.model!.file))).toBe(false);
    expect(existsSync(join(dir, `${MANIFEST.segmentation.files.model!.file}.part`))).toBe(false);
  });

  it('refuses a file with no pinned hash unless told to trust it, then pins it', async () => {
    const dir = fresh();
    const manifest = pinned(null);
    const err = await installModels(['segmentation'], { dir, baseUrl: base, manifest }).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toMatch(/^segmentation\/segformer-b0-ade\/model\.onnx has no pinned SHA-256 in the repository's manifest .* run again with --accept-unpinned/); // prettier-ignore
    await installModels(['segmentation'], { dir, baseUrl: base, manifest, acceptUnpinned: true });
    expect(JSON.parse(readFileSync(join(dir, 'pins.json'), 'utf8'))).toEqual({ 'segmentation/segformer-b0-ade/model.onnx': sha256(model) }); // prettier-ignore
    expect((await kindVerified('segmentation', dir)).active).toBe(true);
    const list = listModels(dir, manifest);
    expect(list.find((f) => f.kind === 'segmentation')).toMatchObject({ bytes: model.length, pinned: 'pins.json', licence: MANIFEST.segmentation.licence }); // prettier-ignore
    expect(list.find((f) => f.kind === 'inpaint')).toMatchObject({
      bytes: null,
      licence: 'Apache-2.0',
    });
  });

  it('copies from a models folder filled elsewhere (--from), held to the pin', async () => {
    const from = fresh();
    const file = MANIFEST.segmentation.files.model!.file;
    mkdirSync(dirname(join(from, file)), { recursive: true });
    writeFileSync(join(from, file), model);
    const dir = fresh();
    const lines: string[] = [];
    await installModels(['segmentation'], { dir, from, manifest: pinned(sha256(model)), log: (l) => lines.push(l) }); // prettier-ignore
    expect(lines).toEqual([`${file}: copying ${join(from, file)}`, `${file}: installed, SHA-256 verified`]); // prettier-ignore
    expect(readFileSync(join(dir, file))).toEqual(Buffer.from(model));

    const other = fresh();
    const err = await installModels(['segmentation'], { dir: other, from, manifest: pinned('1'.repeat(64)) }).catch((e: unknown) => e); // prettier-ignore
    expect((err as Error).message).toBe(`${file} is corrupt: its SHA-256 is ${sha256(model)}, the pinned one ${'1'.repeat(64)}. The file was not installed; run the install again, or check the copy.`); // prettier-ignore
    expect(existsSync(join(other, file))).toBe(false);
    const missing = await installModels(['depth'], { dir: other, from }).catch((e: unknown) => e);
    expect((missing as Error).message).toBe(`${MANIFEST.depth.files.model!.file} is not in ${from}: copy the whole models folder of a machine where npm run models -- install depth ran.`); // prettier-ignore
  });

  it("the operator's pins.json overrides the manifest until an install verifies the manifest's", async () => {
    const dir = fresh();
    const file = MANIFEST.segmentation.files.model!.file;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), model);
    writeFileSync(join(dir, 'pins.json'), JSON.stringify({ [file]: sha256(model) }));
    // The real manifest pins another hash: the operator's pin is the one the load holds it to.
    expect((await kindVerified('segmentation', dir)).active).toBe(true);
    expect(listModels(dir).find((f) => f.kind === 'segmentation')?.pinned).toBe('pins.json');
    writeFileSync(join(dir, file), model.subarray(1));
    await installModels(['segmentation'], { dir, baseUrl: base, manifest: pinned(sha256(model)) });
    expect(JSON.parse(readFileSync(join(dir, 'pins.json'), 'utf8'))).toEqual({});
    expect(listModels(dir).find((f) => f.kind === 'segmentation')?.pinned).toBe('manifest');
  });
});

describe('the manifest', () => {
  it('pins every file: a fixed revision, its size and its SHA-256', () => {
    for (const kind of MODEL_KINDS) {
      for (const f of Object.values(MANIFEST[kind].files)) {
        expect(f.url).toMatch(
          /^https:\/\/huggingface\.co\/[\w.-]+\/[\w.-]+\/resolve\/[0-9a-f]{40}\//,
        );
        expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(f.size).toBeGreaterThan(1_000_000);
      }
    }
  });
});
