/**
 * Before/after pictures of the local stager (issue #25): every empty interior sample render
 * staged in each of the 8 styles, on one contact sheet (a row per room: the empty render, then
 * the styles in the contract's order) — `npm run bench:staging-sheet -w @hds/engine [-- out.png]`,
 * default /tmp/hds-staging-sheet.png. Each staging's time is printed as it goes.
 */
import { readFileSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { FURNITURE_STYLES } from '@hds/api-client/contract';
import { createLocalEngine } from '../src/local/index.ts';
import { SAMPLES_ROOT } from '../test/local/samples.ts';

const ROOT = SAMPLES_ROOT;
const ROOMS = ['living_room', 'bedroom', 'office', 'kitchen'] as const;
const TILE = { width: 480, height: 320 };
const out = process.argv[2] ?? '/tmp/hds-staging-sheet.png';

const engine = createLocalEngine();
const ctx = { signal: new AbortController().signal };
const tiles: OverlayOptions[] = [];
const tile = (input: Buffer) => sharp(input).resize(TILE.width, TILE.height).png().toBuffer();
for (const [row, room] of ROOMS.entries()) {
  const source = readFileSync(`${ROOT}${room}/empty_daylight.jpg`);
  tiles.push({ input: await tile(source), left: 0, top: row * TILE.height });
  for (const [col, style] of FURNITURE_STYLES.entries()) {
    const t = performance.now();
    let input: Buffer;
    try {
      input = (await engine.run('furniture', source, { style, room_type: room }, ctx)).data;
      console.log(`${room} ${style}: ${(performance.now() - t).toFixed(0)} ms`);
    } catch (err) {
      console.log(`${room} ${style}: ${err instanceof Error ? err.message : String(err)}`);
      input = await sharp({ create: { ...TILE, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
    }
    tiles.push({ input: await tile(input), left: (col + 1) * TILE.width, top: row * TILE.height });
  }
}
await sharp({
  create: {
    width: TILE.width * (FURNITURE_STYLES.length + 1),
    height: TILE.height * ROOMS.length,
    channels: 3,
    background: '#fff',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`wrote ${out}`);
process.exit(0);
