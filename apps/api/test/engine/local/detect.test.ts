import { describe, expect, it } from 'vitest';
import { createObjectDetector, productCategory } from '../../../src/engine/local/detect.ts';
import { EngineError } from '../../../src/engine/types.ts';
import { render, sampleBuffer } from './samples.ts';

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
    const b = couch!.box;
    const ix = Math.min(b.x + b.width, truth[0] + truth[2]) - Math.max(b.x, truth[0]);
    const iy = Math.min(b.y + b.height, truth[1] + truth[3]) - Math.max(b.y, truth[1]);
    const inter = Math.max(0, ix) * Math.max(0, iy);
    const union = b.width * b.height + truth[2] * truth[3] - inter;
    expect(inter / union).toBeGreaterThan(0.5);
    for (const o of found) {
      expect(o.box.x + o.box.width).toBeLessThanOrEqual(1600);
      expect(o.box.y + o.box.height).toBeLessThanOrEqual(1067);
    }
  });

  it('rejects a buffer that is not an image', async () => {
    await expect(createObjectDetector().detect(Buffer.from('nope'))).rejects.toBeInstanceOf(
      EngineError,
    );
  });
});
