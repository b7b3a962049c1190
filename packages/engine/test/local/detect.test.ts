import { describe, expect, it } from 'vitest';
import { createObjectDetector, productCategory } from '../../src/local/analysis/detect.ts';
import { EngineError, type DetectedObject } from '../../src/types.ts';
import { render, sampleBuffer } from './samples.ts';

/** Intersection over union of a detected box and a ground-truth [x, y, width, height]. */
function boxIou(b: DetectedObject['box'], truth: [number, number, number, number]): number {
  const ix = Math.min(b.x + b.width, truth[0] + truth[2]) - Math.max(b.x, truth[0]);
  const iy = Math.min(b.y + b.height, truth[1] + truth[3]) - Math.max(b.y, truth[1]);
  const inter = Math.max(0, ix) * Math.max(0, iy);
  return inter / (b.width * b.height + truth[2] * truth[3] - inter);
}

describe('object detector (CenterNet on tfjs, model from node_modules)', () => {
  it('maps COCO labels to product categories', () => {
    expect(productCategory('dining table')).toBe('table');
    expect(productCategory('potted plant')).toBe('plant');
    expect(productCategory('couch')).toBe('couch');
    expect(productCategory('car')).toBeNull();
  });

  it('finds the couch of the furnished living room where the ground truth has it', async () => {
    const id = 'living_room/furnished_industrial_daylight';
    const found = await createObjectDetector().detect(sampleBuffer(id));
    const truth = render(id).objects.find((o) => o.category === 'couch')!.bbox;
    const couch = found.find((o) => o.category === 'couch');
    expect(couch).toBeDefined();
    expect(boxIou(couch!.box, truth)).toBeGreaterThan(0.5);
    for (const o of found) {
      expect(o.box.x + o.box.width).toBeLessThanOrEqual(1600);
      expect(o.box.y + o.box.height).toBeLessThanOrEqual(1067);
    }
  });

  it('finds the toilet of every furnished bathroom, the cropped views included', async () => {
    // In the whole bohemian bathroom the model boxes the toilet loosely (IoU 0.49); in the
    // left crop it boxes it well (0.90).
    const detector = createObjectDetector();
    for (const style of ['bohemian', 'industrial', 'mediterranean']) {
      const id = `bathroom/furnished_${style}_daylight`;
      const found = await detector.detect(sampleBuffer(id));
      const truth = render(id).objects.find((o) => o.category === 'toilet')!.bbox;
      const best = Math.max(
        0,
        ...found.filter((o) => o.category === 'toilet').map((o) => boxIou(o.box, truth)),
      );
      expect(best, id).toBeGreaterThan(0.7);
    }
  });

  it('rejects a buffer that is not an image', async () => {
    await expect(createObjectDetector().detect(Buffer.from('nope'))).rejects.toBeInstanceOf(
      EngineError,
    );
  });
});
