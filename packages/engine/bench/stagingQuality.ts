/**
 * `bench:quality --part=staging`: the local stager's arrangement on every empty interior sample
 * render, in every style, judged against the scenes' truth (tools/sample-scenes/staging/truth.ts)
 * rather than against its own estimate of the room. Each piece is placed by the stager in the
 * room it estimated; where it would be drawn is found by projecting its footprint with the
 * estimated camera, and that picture position is carried onto the true floor through the true
 * camera — so every figure says what a viewer of the result would see:
 * - on floor: the share of the footprint that lands inside the true room (its floor);
 * - openings: pieces in front of a true window (taller than the sill) or door that the picture
 *   shows (the arrangement's own rule, `blockedOpening`, applied with the true walls), and apart
 *   those in front of one outside the frame, which no stager working from the photo can know of;
 * - walls: pieces whose true footprint goes more than 5 cm through a wall;
 * - main scale: the main piece's width on the true floor against its catalogue width × scale
 *   (what a 2.2 m sofa would measure in that room).
 */
import { readFileSync } from 'node:fs';
import { FURNITURE_STYLES } from '@hds/api-client/contract';
import { CATALOGUE } from '@hds/stager/catalogue';
import type {
  CameraModel,
  Placement,
  RoomModel,
  StagingRoomType,
  StagingStyle,
  Vec2,
  WallModel,
  WallOpening,
} from '@hds/stager/contract';
import {
  ROOM_TRUTH,
  toContract,
  trueRoom,
  type SampleRoom,
} from '@hds/sample-scenes/staging/truth';
import { sceneAnalysis } from '../src/local/analysis/scene.ts';
import { arrangeRoom, blockedOpening } from '../src/local/furnish/arrange.ts';
import { footprint, pointInPolygon } from '@hds/stager/floorGeometry';
import { floorPoint, project, scaleCamera } from '../src/local/furnish/projection.ts';
import { estimateRoom } from '../src/local/furnish/roomModel.ts';

const STYLES: readonly StagingStyle[] = FURNITURE_STYLES;
const ROOMS: { room: SampleRoom; type: StagingRoomType }[] = [
  { room: 'living_room', type: 'living_room' },
  { room: 'bedroom', type: 'bedroom' },
  { room: 'office', type: 'office' },
  { room: 'kitchen', type: 'kitchen' },
];

/** An estimated-frame floor point carried onto the true floor through the picture. */
function toTrue(est: CameraModel, truth: CameraModel, p: Vec2): Vec2 | null {
  const px = project(est, [p[0], 0, p[1]]);
  if (!px) return null;
  return floorPoint(truth, px.x, px.y);
}

/** The whole true room (not only what the frame shows) in the contract's frame. */
function trueRoomRect(room: SampleRoom): Vec2[] {
  const { w, d } = ROOM_TRUTH[room];
  return (
    [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ] as Vec2[]
  ).map((p) => toContract(room, p));
}

interface PieceFigures {
  onFloor: number;
  opening: boolean;
  /** In front of an opening the picture does not show. */
  unseenOpening: boolean;
  throughWall: boolean;
}

/** Whether any part of the opening is in the picture (the true camera). */
function openingInView(cam: CameraModel, wall: WallModel, o: WallOpening): boolean {
  const len = Math.hypot(wall.end[0] - wall.start[0], wall.end[1] - wall.start[1]);
  const dir = [(wall.end[0] - wall.start[0]) / len, (wall.end[1] - wall.start[1]) / len];
  for (let i = 0; i <= 10; i++)
    for (let j = 0; j <= 10; j++) {
      const a = o.from + ((o.to - o.from) * i) / 10;
      const y = o.bottom + ((o.top - o.bottom) * j) / 10;
      const p = project(cam, [wall.start[0] + dir[0]! * a, y, wall.start[1] + dir[1]! * a]);
      if (p && p.x >= 0 && p.y >= 0 && p.x < cam.width && p.y < cam.imageHeight) return true;
    }
  return false;
}

/** The true walls with only the openings the picture shows, and with only the others. */
function splitOpenings(truth: RoomModel): { seen: WallModel[]; unseen: WallModel[] } {
  const pick = (seen: boolean) =>
    truth.walls.map((w) => ({
      ...w,
      openings: w.openings.filter((o) => openingInView(truth.camera, w, o) === seen),
    }));
  return { seen: pick(true), unseen: pick(false) };
}

function judge(
  room: SampleRoom,
  est: RoomModel,
  truth: RoomModel,
  p: Placement,
): PieceFigures | null {
  const spec = CATALOGUE.find((s) => s.id === p.pieceId);
  if (!spec) return null;
  const w = spec.width * p.scale;
  const d = spec.depth * p.scale;
  const rect = trueRoomRect(room);
  // The centres of a 20 × 20 grid of cells over the footprint: the share is of its area.
  const c = Math.cos(p.rotationY);
  const s = Math.sin(p.rotationY);
  let inside = 0;
  let total = 0;
  for (let i = 0; i < 20; i++)
    for (let j = 0; j < 20; j++) {
      const lx = ((i + 0.5) / 20 - 0.5) * w;
      const lz = ((j + 0.5) / 20 - 0.5) * d;
      const q = toTrue(est.camera, truth.camera, [p.x + lx * c + lz * s, p.z - lx * s + lz * c]);
      total++;
      if (q && pointInPolygon(q, rect)) inside++;
    }
  const corners = footprint(p.x, p.z, w, d, p.rotationY)
    .map((q) => toTrue(est.camera, truth.camera, q))
    .filter((q): q is Vec2 => q !== null);
  const shrunk = (q: Vec2): boolean => {
    // 5 cm of tolerance: a point within 5 cm outside the rectangle still counts as inside.
    const [a, b, cc, dd] = rect;
    void dd;
    const ux = [b![0] - a![0], b![1] - a![1]];
    const vx = [cc![0] - b![0], cc![1] - b![1]];
    const lu = Math.hypot(ux[0]!, ux[1]!);
    const lv = Math.hypot(vx[0]!, vx[1]!);
    const t = ((q[0] - a![0]) * ux[0]! + (q[1] - a![1]) * ux[1]!) / lu;
    const u = ((q[0] - b![0]) * vx[0]! + (q[1] - b![1]) * vx[1]!) / lv;
    return t >= -0.05 && t <= lu + 0.05 && u >= -0.05 && u <= lv + 0.05;
  };
  const isRug = spec.role === 'rug';
  const walls = splitOpenings(truth);
  const before = (ws: WallModel[]) =>
    !isRug && corners.length === 4 && blockedOpening(corners, spec.height * p.scale, ws) !== null;
  return {
    onFloor: inside / total,
    opening: before(walls.seen),
    unseenOpening: before(walls.unseen),
    throughWall: corners.some((q) => !shrunk(q)),
  };
}

export async function stagingQuality(samplesRoot: string, selected: (id: string) => boolean) {
  const rooms = ROOMS.filter((r) => selected(`${r.room}/empty_daylight`));
  console.log(`\n## The local stager's arrangement on ${rooms.length} empty renders × ${STYLES.length} styles, judged on the true room\n`); // prettier-ignore
  console.log('| render | style | pieces | on the true floor (worst piece) | in front of a window or door in view (outside the frame) | through a wall | main piece scale error |'); // prettier-ignore
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  const all = { pieces: 0, worst: 1, openings: 0, unseen: 0, walls: 0, scale: [] as number[], empty: 0 }; // prettier-ignore
  for (const { room, type } of rooms) {
    const file = `${room}/empty_daylight.jpg`;
    const scene = sceneAnalysis(readFileSync(samplesRoot + file), { signal: new AbortController().signal }); // prettier-ignore
    const found = await estimateRoom(scene);
    if (!found) {
      console.log(`| ${room}/empty_daylight | (all) | no room found | | | | |`);
      continue;
    }
    const image = await scene.image();
    const est = { ...found, camera: scaleCamera(found.camera, image.width, image.height) };
    const truth = trueRoom(room, image.width, image.height);
    for (const style of STYLES) {
      const { placements, notes } = arrangeRoom(est, type, style, 1);
      if (!placements.length) {
        all.empty++;
        console.log(`| ${room}/empty_daylight | ${style} | 0 (${notes[0] ?? 'nothing placed'}) | | | | |`); // prettier-ignore
        continue;
      }
      const figures = placements.map((p) => judge(room, est, truth, p)).filter((f) => f !== null);
      const worst = Math.min(...figures.map((f) => f.onFloor));
      const openings = figures.filter((f) => f.opening).length;
      const unseen = figures.filter((f) => f.unseenOpening).length;
      const walls = figures.filter((f) => f.throughWall).length;
      const main = placements.find((p) => CATALOGUE.find((s) => s.id === p.pieceId)?.role === 'main'); // prettier-ignore
      let scaleErr: number | null = null;
      if (main) {
        const spec = CATALOGUE.find((s) => s.id === main.pieceId)!;
        const half = (spec.width * main.scale) / 2;
        const c = Math.cos(main.rotationY);
        const s = Math.sin(main.rotationY);
        const a = toTrue(est.camera, truth.camera, [main.x - half * c, main.z + half * s]);
        const b = toTrue(est.camera, truth.camera, [main.x + half * c, main.z - half * s]);
        if (a && b) scaleErr = (Math.hypot(b[0] - a[0], b[1] - a[1]) / (2 * half) - 1) * 100;
      }
      all.pieces += figures.length;
      all.worst = Math.min(all.worst, worst);
      all.openings += openings;
      all.unseen += unseen;
      all.walls += walls;
      if (scaleErr !== null) all.scale.push(Math.abs(scaleErr));
      console.log(
        `| ${room}/empty_daylight | ${style} | ${figures.length} | ${(worst * 100).toFixed(1)} % | ${openings} (${unseen}) | ${walls} | ${scaleErr === null ? '–' : `${scaleErr >= 0 ? '+' : ''}${scaleErr.toFixed(1)} %`} |`,
      );
    }
  }
  const meanScale = all.scale.length ? all.scale.reduce((a, b) => a + b, 0) / all.scale.length : 0;
  console.log(
    `\n${all.pieces} pieces: worst share on the true floor ${(all.worst * 100).toFixed(1)} % (goal ≥ 97 %), ` +
      `${all.openings} in front of a window or door in view (goal 0; ${all.unseen} in front of one outside the frame), ${all.walls} through a wall (goal 0), ` +
      `main piece scale error ${meanScale.toFixed(1)} % on average; ${all.empty} arrangements left empty.`,
  );
}
