import { describe, expect, it } from 'vitest';
import { pastTheGate } from './pastTheGate.ts';
import { ctx, detection, fixedDetector, groundTruth, render, rgb, sampleBuffer, SOFA_AND_POUF } from './samples.ts'; // prettier-ignore

describe('removal in front of a curtain', { timeout: 90_000 }, () => {
  it('hangs the curtain on down where the plant in front of it stood', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    // The real detector's boxes: the sofa, the pouf and the palm by the window.
    const palm = detection('plant', 0.48, 1366, 480, 220, 410);
    const detector = fixedDetector([...SOFA_AND_POUF, palm]);
    const res = await pastTheGate('empty_room', sampleBuffer(id), { room_type: 'general', strength: 0.8, guidance_scale: 7.5, seed: 1 }, ctx(detector)); // prettier-ignore
    const src = await rgb(sampleBuffer(id));
    const out = await rgb(res.data);
    const { width: w } = src;
    const byMask = (suffix: string) => render(id).objects.find((o) => o.mask.endsWith(suffix))!;
    const curtain = byMask('curtain_2.png');
    const cloth = await groundTruth(curtain.mask);
    const plant = await groundTruth(byMask('plant_2.png').mask);
    const [cx, , cw] = curtain.bbox;
    // Cloth folds run down: each column of the curtain keeps its shade of the folds from the
    // rail to the floor. Under the plant's top, each column of the result against the same
    // column of the curtain just above the plant.
    let top = Infinity;
    for (let i = 0; i < plant.length; i++) if (plant[i]) top = Math.min(top, Math.floor(i / w));
    let sum = 0;
    let n = 0;
    for (let x = cx + 12; x < cx + cw - 12; x++) {
      const ref = [0, 0, 0];
      let m = 0;
      for (let y = top - 60; y < top; y++)
        if (cloth[y * w + x]) {
          for (let c = 0; c < 3; c++) ref[c]! += src.data[(y * w + x) * 3 + c]!;
          m++;
        }
      if (m < 30) continue;
      for (let y = top; y < top + 300; y++) {
        const i = y * w + x;
        if (!plant[i]) continue;
        for (let c = 0; c < 3; c++) sum += Math.abs(out.data[i * 3 + c]! - ref[c]! / m);
        n++;
      }
    }
    // 18.2 when the wall's white beside the curtain filled the plant's place in flat patches.
    expect(sum / n / 3).toBeLessThan(15.5);
  });
});
