import { components, morph, type Box, type Mask, type Raster } from '../raster/raster.ts';
import { labEdges, paleSky, toLab } from './regions.ts';

/**
 * The segmentation's window rectangles (at its working size `mask`), scaled to `w` × `h`. A dark
 * tree seen through the glass can split one window into a rectangle above it and one below:
 * rectangles that share most of their columns and nearly touch are one window.
 */
export function windowBoxes(mask: Mask, w: number, h: number): Box[] {
  const { width: mw, height: mh } = mask;
  const comp = components(mw, mh, (i) => mask.data[i]! >= 128);
  let boxes = Array.from({ length: comp.count }, (_, id) => ({
    x0: comp.minX[id]!,
    y0: comp.minY[id]!,
    x1: comp.maxX[id]!,
    y1: comp.maxY[id]!,
  }));
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const A = boxes[a]!;
        const B = boxes[b]!;
        const shared = Math.min(A.x1, B.x1) - Math.max(A.x0, B.x0) + 1;
        const narrower = Math.min(A.x1 - A.x0, B.x1 - B.x0) + 1;
        const gap = Math.max(A.y0, B.y0) - Math.min(A.y1, B.y1);
        if (shared < narrower * 0.5 || gap > mh * 0.1) continue;
        boxes[a] = {
          x0: Math.min(A.x0, B.x0),
          y0: Math.min(A.y0, B.y0),
          x1: Math.max(A.x1, B.x1),
          y1: Math.max(A.y1, B.y1),
        };
        boxes = boxes.filter((_, i) => i !== b);
        merged = true;
        break outer;
      }
  }
  const sx = w / mw;
  const sy = h / mh;
  // A window is a tenth of the picture's height at least (not a few blue book spines).
  boxes = boxes.filter((b) => b.y1 - b.y0 + 1 >= mh * 0.1 && b.x1 - b.x0 + 1 >= mw * 0.04);
  return boxes.map((b) => ({
    x0: Math.max(0, Math.floor(b.x0 * sx)),
    y0: Math.max(0, Math.floor(b.y0 * sy)),
    x1: Math.min(w - 1, Math.ceil((b.x1 + 1) * sx) - 1),
    y1: Math.min(h - 1, Math.ceil((b.y1 + 1) * sy) - 1),
  }));
}

export interface PaneOptions {
  /** The frame's colour (Lab) when the crop does not show it clearly. */
  frame: [number, number, number];
  /** Sides the picture's own edge cuts: reaching them does not put a piece outside. */
  open?: Partial<Record<'left' | 'top' | 'right' | 'bottom', boolean>>;
  /** Where the segmentation saw the view (crop pixels): enclosed pieces must lie in it. */
  inner?: Box;
  /** Boxes of detected things (crop pixels): in them only outdoor-looking pixels are view. */
  keep?: Box[];
  /**
   * Boxes of detected plants (crop pixels). Their leaves look like the garden, so they are not
   * kept like furniture; but leaves that reach out of the window's box are the plant's.
   */
  plants?: Box[];
}

/** Foliage, a blue sky, or a pale sky (brighter and bluer than a white wall or frame). */
const looksOutdoor = (L: number, a: number, b: number) =>
  (a < -8 && b > 4) || (b < -10 && L > 45) || paleSky(L, a, b);

/**
 * Share of a bright enclosed piece's border that must be frame for it to be view (a pane of
 * white, overexposed sky between the bars): a white globe pendant hanging in front of the sky is
 * enclosed by the sky alone. (A dark tree need not touch the bars.)
 */
const FRAMED = 0.1;
/** Mean L* from which an enclosed piece counts as bright. */
const BRIGHT = 70;

/** One window's crop as the steps below see it. */
interface Crop {
  w: number;
  h: number;
  n: number;
  lab: Float32Array;
  /** On a side of the box that is not the picture's own edge. */
  atBoxEdge: (x: number, y: number) => boolean;
  /** A piece with these bounds lies where the segmentation saw the view. */
  inside: (x0: number, y0: number, x1: number, y1: number) => boolean;
  /** A pixel of the frame's bands (not a one- or two-pixel line of its colour). */
  isFrame: (i: number) => boolean;
}

const neighbours = (i: number, x: number, w: number) =>
  [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w] as const;

/**
 * For each component of `comp`, whether it reaches a side of the box, and how many of its
 * pixels' neighbours outside it pass each test (its border with the view, with the frame…).
 */
function borderCounts(
  c: Crop,
  comp: ReturnType<typeof components>,
  tests: ((j: number) => boolean)[],
): { counts: number[][]; atEdge: boolean[] } {
  const { w, h, n } = c;
  const counts = tests.map(() => new Array<number>(comp.count).fill(0));
  const atEdge = new Array<boolean>(comp.count).fill(false);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const id = comp.labels[i]!;
      if (id < 0) continue;
      if (c.atBoxEdge(x, y)) atEdge[id] = true;
      for (const j of neighbours(i, x, w)) {
        if (j < 0 || j >= n || comp.labels[j] === id) continue;
        for (let t = 0; t < tests.length; t++) if (tests[t]!(j)) counts[t]![id]!++;
      }
    }
  return { counts, atEdge };
}

/**
 * The frame's colour: what most often borders the outdoor-looking pixels, a few pixels off
 * them. A black or a white frame, whatever the wall around it.
 */
function frameColour(lab: Float32Array, w: number, h: number, fallback: [number, number, number]) {
  const n = w * h;
  const seeds = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    if (looksOutdoor(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!)) seeds[i] = 255;
  const far = morph({ width: w, height: h, data: seeds }, 6);
  const near = morph({ width: w, height: h, data: seeds }, 2);
  const ring: number[][] = [[], [], []];
  for (let i = 0; i < n; i++)
    if (far.data[i] && !near.data[i]) for (let c = 0; c < 3; c++) ring[c]!.push(lab[i * 3 + c]!);
  if (ring[0]!.length < 50) return fallback;
  return ring.map((v) => v.sort((x, y) => x - y)[v.length >> 1]!) as [number, number, number];
}

/**
 * The glass of one window: which pixels of `crop` (the window's box, a little beyond its frame)
 * show the view. The frame and bars are thin bands of one colour; borders between things are
 * strong colour edges. Both cut the box into pieces, and a piece is view when much of it looks
 * like outdoors or when the frame encloses it (a dark tree, a pale overexposed sky); a pale hazy
 * sky joins when it borders the view; what the view surrounds joins; outlines are closed over;
 * detected furniture in front of the glass stays. What reaches the box's edge without looking
 * outdoors is wall or curtain and stays.
 */
export function paneMask(crop: Raster, opts: PaneOptions): Mask {
  const { width: w, height: h } = crop;
  const n = w * h;
  const open = opts.open ?? {};
  const lab = toLab(crop);
  const frame = frameColour(lab, w, h, opts.frame);
  const frameLike = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const d = Math.hypot(
      lab[i * 3]! - frame[0],
      lab[i * 3 + 1]! - frame[1],
      lab[i * 3 + 2]! - frame[2],
    );
    if (d < 10) frameLike[i] = 255;
  }
  // A frame is a band; a broad patch of the frame's colour (a pale sky) is not a barrier.
  const band = Math.max(3, Math.round(Math.min(w, h) * 0.035));
  const broad = morph(morph({ width: w, height: h, data: frameLike }, -band), band);
  // A line one or two pixels wide in the frame's colour parts pieces, but it is an outline's
  // antialiasing (a grey fringe between a dark tree and a pale sky), not a frame: the view
  // takes it in when it closes over it.
  const bands = morph(morph({ width: w, height: h, data: frameLike }, -1), 1);
  const tol = Math.round(w * 0.02);
  const { inner } = opts;
  const c: Crop = {
    w,
    h,
    n,
    lab,
    atBoxEdge: (x, y) =>
      (x === 0 && !open.left) ||
      (y === 0 && !open.top) ||
      (x === w - 1 && !open.right) ||
      (y === h - 1 && !open.bottom),
    inside: (x0, y0, x1, y1) =>
      !inner ||
      (x0 >= inner.x0 - tol && y0 >= inner.y0 - tol && x1 <= inner.x1 + tol && y1 <= inner.y1 + tol), // prettier-ignore
    isFrame: (i) => bands.data[i]! > 0 && !broad.data[i],
  };
  const edges = labEdges(lab, w, h);
  const barrier = (i: number) => (frameLike[i]! && !broad.data[i]) || edges[i]! > 6;
  const view = viewPieces(c, barrier, opts.plants ?? []);
  joinPaleSky(c, view);
  // Outlines a few pixels wide are left between the pieces (a tree's antialiased edge against
  // the sky, which is neither): close over them, then take in what the view surrounds, then
  // close once more over what that left.
  closeOver(c, view, c.isFrame, 3);
  fillSurrounded(c, view);
  // A line of the frame's colour up to 4 pixels wide with view on both sides is such an outline,
  // not a bar (bars are wider at this size).
  closeOver(c, view, () => false, 2);
  for (const k of opts.keep ?? [])
    for (let y = Math.max(0, k.y0); y <= Math.min(h - 1, k.y1); y++)
      for (let x = Math.max(0, k.x0); x <= Math.min(w - 1, k.x1); x++) {
        const i = y * w + x;
        if (view[i] && !looksOutdoor(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!)) view[i] = 0;
      }
  return { width: w, height: h, data: view };
}

/**
 * The pieces the barriers cut the box into that are view: half of it looks outdoors, or it is
 * enclosed (reaches no side of the box), has body and lies where the segmentation saw the view.
 * Texture (wicker, a curtain's weave) breaks into many small or thin enclosed pieces; a tree or a
 * pane seen through the frame is one large piece. Leaves that reach a side of the box and lie
 * mostly in a plant's box are the plant's, however green: a view past the frame would be glass.
 */
function viewPieces(c: Crop, barrier: (i: number) => boolean, plants: Box[]): Uint8Array {
  const { w, h, n, lab } = c;
  const comp = components(w, h, (i) => !barrier(i));
  // A piece has body where it survives an erosion; a highlight along the frame has none.
  const open3 = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (!barrier(i)) open3[i] = 255;
  const core = morph({ width: w, height: h, data: open3 }, -3);
  const body = new Array<number>(comp.count).fill(0);
  for (let i = 0; i < n; i++) if (core.data[i]) body[comp.labels[i]!]!++;
  const {
    counts: [border, byFrame],
    atEdge,
  } = borderCounts(c, comp, [() => true, (j) => c.isFrame(j)]);
  const outdoor = new Array<number>(comp.count).fill(0);
  const inPlant = new Array<number>(comp.count).fill(0);
  const sumL = new Array<number>(comp.count).fill(0);
  for (let i = 0; i < n; i++) {
    const id = comp.labels[i]!;
    if (id < 0) continue;
    if (looksOutdoor(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!)) outdoor[id]!++;
    sumL[id]! += lab[i * 3]!;
    const x = i % w;
    const y = (i - x) / w;
    if (plants.some((p) => x >= p.x0 && x <= p.x1 && y >= p.y0 && y <= p.y1)) inPlant[id]!++;
  }
  const plantLeaves = (id: number) => atEdge[id]! && inPlant[id]! >= comp.area[id]! * 0.5;
  const isView = (id: number) =>
    (outdoor[id]! >= comp.area[id]! * 0.5 && comp.area[id]! >= n * 0.0005 && !plantLeaves(id)) ||
    (!atEdge[id] &&
      comp.area[id]! >= n * 0.003 &&
      body[id]! >= comp.area[id]! * 0.3 &&
      (sumL[id]! < comp.area[id]! * BRIGHT || byFrame![id]! >= border![id]! * FRAMED) &&
      c.inside(comp.minX[id]!, comp.minY[id]!, comp.maxX[id]!, comp.maxY[id]!));
  const view = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const id = comp.labels[i]!;
    if (id >= 0 && isView(id)) view[i] = 255;
  }
  // The edge pixels along and between view pieces (a leaf's outline, the glass's rim) go with
  // them; the frame's bands do not.
  const grown = morph(morph({ width: w, height: h, data: view }, 3), -1);
  for (let i = 0; i < n; i++) if (!view[i] && grown.data[i] && !c.isFrame(i)) view[i] = 255;
  return view;
}

/**
 * A pale sky can be the colour of the wall and the frame, all one piece that reaches the box's
 * edge. Its pixels are a little bluer and brighter than white paint; where they form a patch that
 * borders the view found so far (the trees below it), the patch is sky. Towards the horizon a
 * hazy sky turns whiter: the patches grow through small steps of colour, which a sky's gradient
 * takes and the jump to a frame's edge does not.
 */
function joinPaleSky(c: Crop, view: Uint8Array): void {
  const { w, h, n, lab } = c;
  const sky = new Uint8Array(n);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    const L = lab[i * 3]!;
    const a = lab[i * 3 + 1]!;
    const b = lab[i * 3 + 2]!;
    if (!view[i] && paleSky(L, a, b)) {
      sky[i] = 1;
      queue.push(i);
    }
  }
  while (queue.length) {
    const i = queue.pop()!;
    for (const j of neighbours(i, i % w, w)) {
      // (Still a little bluer than a white wall or frame, whose b* is 0 or warmer.)
      if (j < 0 || j >= n || sky[j] || view[j] || lab[j * 3]! < 78 || lab[j * 3 + 2]! > -0.5)
        continue;
      const d = Math.hypot(lab[i * 3]! - lab[j * 3]!, lab[i * 3 + 1]! - lab[j * 3 + 1]!, lab[i * 3 + 2]! - lab[j * 3 + 2]!); // prettier-ignore
      if (d < 1.5) {
        sky[j] = 1;
        queue.push(j);
      }
    }
  }
  const pale = components(w, h, (i) => sky[i] === 1);
  // (An antialiased fringe a few pixels wide lies between the sky and the trees' outline.)
  const nearView = morph({ width: w, height: h, data: view }, 6);
  const {
    counts: [border, byView],
  } = borderCounts(c, pale, [() => true, (j) => nearView.data[j]! > 0]);
  for (let i = 0; i < n; i++) {
    const id = pale.labels[i]!;
    if (id >= 0 && pale.area[id]! >= n * 0.002 && byView![id]! >= border![id]! * 0.15)
      view[i] = 255;
  }
}

/** Closes the view over gaps narrower than about 2r pixels, never onto `fixed` pixels. */
function closeOver(c: Crop, view: Uint8Array, fixed: (i: number) => boolean, r: number) {
  const closed = morph(morph({ width: c.w, height: c.h, data: view }, r), -r);
  for (let i = 0; i < c.n; i++) if (!view[i] && closed.data[i] && !fixed(i)) view[i] = 255;
}

/**
 * What the view and the frame surround is view too (a tree's trunk, a branch cut off by a
 * mullion) — unless it lies along the frame more than in the view (a mullion's shaded face, a
 * highlight on the frame), reaches a side of the box that is not the picture's edge, or lies
 * outside where the segmentation saw the view.
 */
function fillSurrounded(c: Crop, view: Uint8Array): void {
  const { w, h, n } = c;
  const rest = components(w, h, (i) => !view[i] && !c.isFrame(i));
  const {
    counts: [alongView, alongFrame],
    atEdge,
  } = borderCounts(c, rest, [(j) => view[j]! > 0, (j) => !view[j] && c.isFrame(j)]);
  for (let i = 0; i < n; i++) {
    const id = rest.labels[i]!;
    if (
      id >= 0 &&
      !atEdge[id] &&
      alongFrame![id]! < alongView![id]! * 0.5 &&
      c.inside(rest.minX[id]!, rest.minY[id]!, rest.maxX[id]!, rest.maxY[id]!)
    )
      view[i] = 255;
  }
}
