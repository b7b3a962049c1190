/**
 * `npm run render:samples`: renders every sample room in headless Chromium (three.js on
 * SwiftShader), writes JPEGs, PNG masks and manifest.json under apps/api/assets/samples
 * (run from tools/sample-scenes, or `npm run render:samples` from the repo root).
 *
 *   node --import tsx render.ts                             full set, replaces apps/api/assets/samples
 *   ... render.ts --check                                   full set into a temp dir, compare hashes
 *   ... render.ts --only living_room,kitchen/empty --out D  a subset into D (assets untouched)
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openRenderPage } from './lib/browser.ts';
import { bundleScenes } from './lib/bundle.ts';
import type { Manifest, ManifestRender } from './lib/manifest.ts';
import { buildMasks, maskPng, segmentationPng } from './lib/masks.ts';
import { SAMPLES_DIR } from './lib/paths.ts';
import {
  HEIGHT,
  MASK_CLASSES,
  SAMPLE_PROJECT,
  STYLE_PREVIEW,
  WIDTH,
  renderList,
} from './lib/specs.ts';
import type { BrowserResult, MaskClass, RenderSpec } from './lib/specs.ts';

export const JPEG_QUALITY = 85;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function writeOut(
  root: string,
  rel: string,
  data: Buffer,
  files: Record<string, string>,
): Promise<void> {
  const abs = path.join(root, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, data);
  files[rel] = sha256(data);
}

async function processResult(
  spec: RenderSpec,
  res: BrowserResult,
  root: string,
  files: Record<string, string>,
): Promise<ManifestRender> {
  const jpeg = await sharp(Buffer.from(res.beauty, 'base64'), {
    raw: { width: WIDTH, height: HEIGHT, channels: 3 },
  })
    .jpeg({
      quality: JPEG_QUALITY,
      mozjpeg: false,
      chromaSubsampling: '4:2:0',
      optimiseCoding: true,
    })
    .toBuffer();
  const file = `${spec.id}.jpg`;
  await writeOut(root, file, jpeg, files);

  const ids = new Uint8Array(Buffer.from(res.ids, 'base64'));
  const set = buildMasks(ids, res.legend, spec.room);
  const maskDir = `${spec.id}.masks`;
  const masks = {} as Record<MaskClass, string>;
  for (const c of MASK_CLASSES) {
    masks[c] = `${maskDir}/${c}.png`;
    await writeOut(root, masks[c], await maskPng(set.classes[c]), files);
  }
  const objects = [];
  for (const o of set.objects) {
    const rel = `${maskDir}/objects/${o.id}.png`;
    await writeOut(root, rel, await maskPng(o.mask), files);
    objects.push({
      id: o.id,
      category: o.category,
      label: o.label,
      mask: rel,
      bbox: o.bbox,
      pixels: o.pixels,
    });
  }
  const visible = new Set(res.legend.filter((e) => e.kind === 'object').map((e) => e.id));
  const segmentation = `${maskDir}/segmentation.png`;
  await writeOut(root, segmentation, await segmentationPng(ids, visible), files);
  return {
    id: spec.id,
    file,
    room: spec.room,
    style: spec.style,
    lighting: spec.lighting,
    furnished: spec.furnished,
    sha256: files[file]!,
    bytes: jpeg.length,
    masks,
    maskPixels: set.classPixels,
    segmentation,
    objects,
  };
}

function buildManifest(renders: ManifestRender[], files: Record<string, string>): Manifest {
  const ids = new Set(renders.map((r) => r.id));
  const beforeAfter: Manifest['beforeAfter'] = [];
  for (const r of renders) {
    if (r.furnished) continue;
    for (const a of renders) {
      if (a.furnished && a.room === r.room && a.lighting === r.lighting && a.style) {
        beforeAfter.push({ room: r.room, before: r.id, after: a.id, style: a.style });
      }
    }
  }
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(files).sort()) sorted[k] = files[k]!;
  return {
    version: 1,
    generator: 'tools/sample-scenes/render.ts',
    size: { width: WIDTH, height: HEIGHT },
    jpegQuality: JPEG_QUALITY,
    renders,
    sampleProject: SAMPLE_PROJECT.filter((s) => ids.has(s.id)).map((s) => ({ ...s })),
    stylePreview: STYLE_PREVIEW.filter((s) => ids.has(s.id)).map((s) => ({ ...s })),
    beforeAfter,
    files: sorted,
  };
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) {
      const buf = await readFile(path.join(e.parentPath, e.name));
      total += buf.length;
    }
  }
  return total;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const all = renderList();
  const filters =
    values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const specs = filters.length ? all.filter((s) => filters.some((f) => s.id.includes(f))) : all;
  if (!specs.length) throw new Error(`no render matches --only ${values.only}`);
  const partial = specs.length !== all.length;
  const replaceAssets = !partial && !values.check && !values.out;
  const stage = values.out
    ? path.resolve(values.out)
    : await mkdtemp(path.join(os.tmpdir(), 'hds-samples-'));
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });

  console.log(`render:samples: bundling scenes with Vite`);
  const script = await bundleScenes();
  const { browser, page } = await openRenderPage(script);
  const files: Record<string, string> = {};
  const renders: ManifestRender[] = [];
  try {
    let pending: Promise<void> = Promise.resolve();
    for (const [i, spec] of specs.entries()) {
      const t0 = performance.now();
      const res = await page.evaluate((s) => window.hdsRender(s), spec);
      const t1 = performance.now();
      // Encode on the Node side while the browser renders the next scene.
      await pending;
      pending = processResult(spec, res, stage, files).then((r) => {
        renders[i] = r;
        const t2 = performance.now();
        console.log(
          `  [${String(i + 1).padStart(2)}/${specs.length}] ${spec.id.padEnd(48)} browser ${((t1 - t0) / 1000).toFixed(1)}s, encode ${((t2 - t1) / 1000).toFixed(1)}s, ${(r.bytes / 1024).toFixed(0)} KB, ${r.objects.length} objects, ${res.stats.triangles} tris (${res.stats.phases})`,
        );
      });
    }
    await pending;
  } finally {
    await browser.close();
  }
  const manifest = buildManifest(renders, files);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(path.join(stage, 'manifest.json'), json);
  const seconds = (performance.now() - started) / 1000;
  const bytes = await dirSize(stage);

  if (values.check) {
    const committed = JSON.parse(
      await readFile(path.join(SAMPLES_DIR, 'manifest.json'), 'utf8'),
    ) as Manifest;
    const diffs: string[] = [];
    const keys = new Set([...Object.keys(committed.files), ...Object.keys(manifest.files)]);
    for (const k of [...keys].sort()) {
      if (committed.files[k] !== manifest.files[k]) diffs.push(k);
    }
    const committedJson = await readFile(path.join(SAMPLES_DIR, 'manifest.json'), 'utf8');
    const same = committedJson === json;
    console.log(
      `render:samples --check: ${keys.size} files, ${diffs.length} differ, manifest ${same ? 'identical' : 'differs'}`,
    );
    for (const d of diffs.slice(0, 20)) console.log(`  differs: ${d}`);
    await rm(stage, { recursive: true, force: true });
    console.log(`render:samples: ${specs.length} renders in ${seconds.toFixed(1)} s`);
    if (diffs.length || !same) process.exitCode = 1;
    return;
  }
  if (replaceAssets) {
    await rm(SAMPLES_DIR, { recursive: true, force: true });
    await mkdir(path.dirname(SAMPLES_DIR), { recursive: true });
    try {
      await rename(stage, SAMPLES_DIR);
    } catch {
      // Different filesystems: copy file by file.
      for (const rel of [...Object.keys(files), 'manifest.json']) {
        const dst = path.join(SAMPLES_DIR, rel);
        await mkdir(path.dirname(dst), { recursive: true });
        await writeFile(dst, await readFile(path.join(stage, rel)));
      }
      await rm(stage, { recursive: true, force: true });
    }
  }
  const where = replaceAssets ? SAMPLES_DIR : stage;
  console.log(
    `render:samples: ${specs.length} renders, ${Object.keys(files).length + 1} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${where}`,
  );
  console.log(`render:samples: done in ${seconds.toFixed(1)} s`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
