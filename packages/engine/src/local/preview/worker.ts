import { parentPort } from 'node:worker_threads';
import {
  operationArgs,
  type ConfidenceOperation,
  type MaskOperation,
  type OperationArgs,
} from '@hds/api-client/contract';
import { createHash } from 'node:crypto';
import type { Raster } from '../../data.ts';
import { sceneAnalysis } from '../analysis/scene.ts';
import { assessOperation } from '../confidence/index.ts';
import { seamsFromEnv } from '../../seams.ts';
import { EngineError, type DetectedObject, type ObjectDetector } from '../../types.ts';
import { resizeRaster } from '../raster/raster.ts';
import { computeMaskPreview } from './maskPreview.ts';
import type { PreviewReply, PreviewRequest } from './pool.ts';

/**
 * The mask preview's thread (pool.ts): the segmentation, the operation's region and the regions
 * take a second or more of CPU on a 1600 px picture, which the API's event loop must not wait on.
 * Detection, when the version has none cached, runs here too, with its own model. The seams are
 * the configured ones, as in the jobs (the thread reads the server's environment).
 */
const {
  segmenter,
  inpainter,
  depth,
  clickSegmenter,
  detector: makeDetector,
} = seamsFromEnv(process.env);
let detector: ObjectDetector | null = null;
const port = parentPort!;

port.on('message', async (req: PreviewRequest) => {
  try {
    const known = req.detections;
    let detected: DetectedObject[] | undefined;
    const live = async (img: Buffer) =>
      (detected = await (detector ??= makeDetector()).detect(img));
    // As the job would: the cached detections, else the detector when the server has one.
    const found: ObjectDetector | null = known
      ? { detect: () => Promise.resolve<DetectedObject[]>(known) }
      : req.detect
        ? { detect: live }
        : null;
    const ctx = {
      signal: new AbortController().signal,
      segmenter,
      inpainter,
      depth,
      ...(found ? { detector: found } : {}),
    };
    if (req.kind === 'click' && req.click) {
      const { width, height, mask, clicks } = req.click;
      const picture = await gridPicture(Buffer.from(req.source), width, height, ctx);
      const out = await clickSegmenter.select(picture, { width, height, data: mask }, clicks);
      port.postMessage({ id: req.id, ok: true, mask: out } satisfies PreviewReply, [out.data.buffer] as ArrayBuffer[]); // prettier-ignore
      return;
    }
    if (req.kind === 'assess') {
      const op = req.operation as ConfidenceOperation;
      const scene = sceneAnalysis(Buffer.from(req.source), ctx);
      const args = operationArgs[op].parse(req.args) as OperationArgs[typeof op];
      const assessment = await assessOperation(scene, op, args, ctx);
      port.postMessage({ id: req.id, ok: true, assessment, ...(detected ? { detected } : {}) } satisfies PreviewReply); // prettier-ignore
      return;
    }
    // The version's detections as they are; the detector only when it has none (computeMaskPreview
    // then hands back what it found, kept with the version by the server).
    const p = await computeMaskPreview(
      Buffer.from(req.source),
      req.operation as MaskOperation,
      req.args,
      {
        signal: ctx.signal,
        segmenter,
        inpainter,
        depth,
        ...(!known && req.detect ? { detector: (detector ??= makeDetector()) } : {}),
      },
      known ? { known } : {},
    );
    const reply: PreviewReply = { id: req.id, ok: true, preview: p };
    port.postMessage(reply, [p.mask.buffer, p.regions.buffer] as ArrayBuffer[]);
  } catch (err) {
    const reply: PreviewReply = {
      id: req.id,
      ok: false,
      engine: err instanceof EngineError,
      message: err instanceof Error ? err.message : String(err),
    };
    port.postMessage(reply);
  }
});

/** The last picture clicked on, at its grid's size: a run of clicks decodes the version once. */
let lastGrid: { key: string; picture: Raster } | null = null;

async function gridPicture(
  source: Buffer,
  width: number,
  height: number,
  ctx: Parameters<typeof sceneAnalysis>[1],
): Promise<Raster> {
  const key = `${createHash('sha1').update(source).digest('hex')}:${width}x${height}`;
  if (lastGrid?.key === key) return lastGrid.picture;
  const img = await sceneAnalysis(source, ctx).image();
  // The preview's own resize (maskPreview.ts), so the click sees the grid the user sees.
  const picture =
    img.width === width && img.height === height ? img : await resizeRaster(img, width, height);
  lastGrid = { key, picture };
  return picture;
}
