import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import sharp from 'sharp';

/**
 * The shared real-photo set (issue #38): its folder, its photos and their per-pixel labels mapped
 * to the few classes the benchmark judges by. Read from `REAL_PHOTOS_DIR`; never copied.
 */

/** One byte a pixel, 1 where the class is. */
export interface Classes {
  wall: Uint8Array;
  floor: Uint8Array;
  ceiling: Uint8Array;
  window: Uint8Array;
  sky: Uint8Array;
  /** Furniture and objects: what declutter and empty room remove, what staging must not cover. */
  furniture: Uint8Array;
  /** 1 where the pixel has a label at all (0 = unlabelled, e.g. NYU's white border). */
  labelled: Uint8Array;
}

export interface Photo {
  name: string;
  /** The file's bytes, as a user would upload them. */
  source: Buffer;
  width: number;
  height: number;
  /** Decoded RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
  labels?: Classes;
  /** From the set's README: a window to the outside, and whether the room is (near) empty. */
  windowToOutside: boolean | null;
  furnished: boolean | null;
}

/**
 * The folder: `REAL_PHOTOS_DIR` (relative to the working directory), else `../shared/real-photos`
 * next to the repository's root, found by walking up to the package.json with workspaces so that
 * it does not matter from which workspace the script is started.
 */
export function photosDir(env = process.env, from = import.meta.dirname): string {
  const d = env.REAL_PHOTOS_DIR;
  if (d) return isAbsolute(d) ? d : resolve(env.INIT_CWD ?? process.cwd(), d);
  return resolve(repoRoot(from), '..', 'shared', 'real-photos');
}

/** The repository's root: the nearest folder up from `from` whose package.json has workspaces. */
export function repoRoot(from = import.meta.dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..', '..', '..', '..');
  }
}

const IMAGE = /\.(png|jpe?g|webp)$/i;

interface Row {
  windowToOutside: boolean | null;
  furnished: boolean | null;
  legend: string | null;
}

/** The README's table, by file name (window to outside, near empty, labels' legend). */
function readmeRows(dir: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  const path = join(dir, 'README.md');
  if (!existsSync(path)) return rows;
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('|') && /window/i.test(l));
  if (!header) return rows;
  const cols = header.split('|').map((c) => c.trim().toLowerCase());
  const at = (name: RegExp) => cols.findIndex((c) => name.test(c));
  const iWindow = at(/window/);
  const iEmpty = at(/empty/);
  const iLabels = at(/^labels$/);
  for (const line of lines) {
    const cells = line.split('|').map((c) => c.trim());
    const file = cells[1];
    if (!file || !IMAGE.test(file)) continue;
    const yesNo = (v: string | undefined) => (v === 'yes' ? true : v === 'no' ? false : null);
    const empty = cells[iEmpty]?.toLowerCase();
    rows.set(file, {
      windowToOutside: yesNo(cells[iWindow]?.toLowerCase()),
      // "near-empty" and "sparse" rooms are not furnished; "no" (not near empty) is.
      furnished: empty === undefined ? null : empty === 'no',
      legend: cells[iLabels] && cells[iLabels] !== '—' ? cells[iLabels]! : null,
    });
  }
  return rows;
}

/** The photos' names, sorted; none when the folder is absent. */
export function photoNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => IMAGE.test(f))
    .sort();
}

export async function loadPhoto(dir: string, name: string): Promise<Photo> {
  const row = readmeRows(dir).get(name);
  const source = readFileSync(join(dir, name));
  const { data, info } = await sharp(source)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photo: Photo = {
    name,
    source,
    width: info.width,
    height: info.height,
    rgb: new Uint8Array(data.buffer, data.byteOffset, data.length),
    windowToOutside: row?.windowToOutside ?? null,
    furnished: row?.furnished ?? null,
  };
  const labelPath = join(dir, 'labels', name.replace(IMAGE, '.png'));
  if (existsSync(labelPath)) {
    const legend = row?.legend ?? (name.startsWith('nyu') ? 'nyu13' : 'ade20k150');
    const ids = await readLabelIds(labelPath, info.width, info.height);
    photo.labels = classesOf(ids, readLegend(join(dir, 'labels', `LEGEND_${legend}.csv`)));
  }
  return photo;
}

async function readLabelIds(path: string, width: number, height: number): Promise<Uint8Array> {
  const { data, info } = await sharp(path).extractChannel(0).raw().toBuffer({
    resolveWithObject: true,
  });
  if (info.width !== width || info.height !== height) {
    throw new Error(`${path} is ${info.width}×${info.height}, its photo ${width}×${height}`);
  }
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** id → name (the first synonym, lower case) from a legend CSV `id,name`. */
export function readLegend(path: string): Map<number, string> {
  const legend = new Map<number, string>();
  for (const line of readFileSync(path, 'utf8').split('\n').slice(1)) {
    const comma = line.indexOf(',');
    if (comma < 0) continue;
    const id = Number(line.slice(0, comma));
    const name = line
      .slice(comma + 1)
      .replace(/"/g, '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (Number.isInteger(id)) legend.set(id, name);
  }
  return legend;
}

export type ClassName = 'wall' | 'floor' | 'ceiling' | 'window' | 'sky' | 'furniture' | 'other';

/**
 * The room's shell and the outdoors are not furniture; every other labelled thing indoors
 * (furniture, books, pictures, objects, appliances, plants, rugs…) is what a removal takes away.
 */
const NOT_FURNITURE = new Set([
  'building',
  'tree',
  'road',
  'grass',
  'sidewalk',
  'earth',
  'door',
  'mountain',
  'curtain',
  'water',
  'house',
  'sea',
  'field',
  'sand',
  'river',
  'hill',
  'land',
  'path',
  'stairs',
  'stairway',
  'step',
  'railing',
  'column',
  'fence',
  'skyscraper',
  'bridge',
  'person',
  'screen door',
  'rock',
  'palm',
  'plaything',
  'animal',
  'lake',
  'dirt track',
  'runway',
  'grandstand',
  'tower',
  'hovel',
  'awning',
  'pole',
  'bannister',
  'escalator',
  'waterfall',
  'fountain',
  'pier',
  'unlabeled',
]);

export function classOf(name: string): ClassName {
  if (name === 'wall') return 'wall';
  if (name === 'floor') return 'floor';
  if (name === 'ceiling') return 'ceiling';
  if (name === 'window' || name === 'windowpane') return 'window';
  if (name === 'sky') return 'sky';
  if (NOT_FURNITURE.has(name) || name.startsWith('unlabeled')) return 'other';
  return 'furniture';
}

/** The label ids mapped through their legend; id 0 is unlabelled in both legends of the set. */
export function classesOf(ids: Uint8Array, legend: Map<number, string>): Classes {
  const n = ids.length;
  const out: Classes = {
    wall: new Uint8Array(n),
    floor: new Uint8Array(n),
    ceiling: new Uint8Array(n),
    window: new Uint8Array(n),
    sky: new Uint8Array(n),
    furniture: new Uint8Array(n),
    labelled: new Uint8Array(n),
  };
  const byId = new Map<number, ClassName>();
  for (const [id, name] of legend) byId.set(id, id === 0 ? 'other' : classOf(name));
  for (let p = 0; p < n; p++) {
    const id = ids[p]!;
    if (id === 0) continue;
    out.labelled[p] = 1;
    const c = byId.get(id) ?? 'other';
    if (c !== 'other') out[c][p] = 1;
  }
  return out;
}
