import type { OperationArgs } from '@hds/api-client/contract';
import type { DetectedObject } from '../../data.ts';
import { boxInside } from './boxes.ts';

/**
 * The detector's categories as the operations use them: what an empty room loses, what a
 * declutter clears, what a user's words name.
 */

/** Furniture and furnishings an empty room loses; built-ins (sink, oven, toilet…) stay. */
export const FURNITURE = new Set(['couch', 'chair', 'table', 'bed', 'plant', 'tv', 'bench', 'monitor', 'lamp', 'rug', 'desk', 'stool', 'shelf', 'nightstand', 'dresser', 'toy', 'bag']); // prettier-ignore
/** Furniture whose box is nearly all object (removed whole rather than narrowed by colour). */
export const SOLID_REMOVAL = new Set(['couch', 'bed', 'chair', 'table', 'bench', 'tv', 'desk', 'dresser', 'nightstand', 'stool', 'refrigerator', 'toilet', 'sink', 'oven', 'monitor', 'bag', 'toy']); // prettier-ignore
/** Small things a declutter clears away. */
export const CLUTTER = new Set(['books', 'vase', 'bottle', 'cup', 'bowl', 'remote', 'phone', 'bag', 'toy', 'clock', 'keyboard', 'mouse', 'umbrella', 'banana', 'apple', 'orange', 'sandwich', 'broccoli', 'carrot', 'pizza', 'donut', 'cake', 'hot dog', 'fork', 'knife', 'spoon', 'scissors', 'toothbrush', 'hair drier', 'sports ball', 'frisbee']); // prettier-ignore

/** Words people type for each category ("sofa" is a couch, "plants" a plant). */
const SYNONYMS: Record<string, string[]> = {
  couch: ['couch', 'sofa', 'settee', 'loveseat', 'sectional'],
  chair: ['chair', 'armchair', 'seat', 'stool'],
  table: ['table', 'desk', 'coffee table', 'dining table'],
  bed: ['bed', 'mattress'],
  plant: ['plant', 'plants', 'flower', 'flowers', 'tree', 'pot'],
  tv: ['tv', 'television', 'screen', 'monitor'],
  books: ['book', 'books', 'magazine', 'magazines'],
  vase: ['vase', 'vases', 'decor'],
  bottle: ['bottle', 'bottles'],
  cup: ['cup', 'cups', 'mug', 'mugs', 'glass', 'glasses'],
  bowl: ['bowl', 'bowls'],
  refrigerator: ['fridge', 'refrigerator'],
  bag: ['bag', 'bags', 'backpack', 'suitcase', 'luggage'],
  clock: ['clock'],
  toy: ['toy', 'toys', 'teddy'],
};

/** Categories named in a free-text description ("remove the sofa and the plants"). */
export function categoriesFromDescription(description: string): string[] {
  const text = ` ${description.toLowerCase().replace(/[^a-z ]+/g, ' ')} `;
  const found = new Set<string>();
  for (const [category, words] of Object.entries(SYNONYMS)) {
    if (words.some((w) => text.includes(` ${w} `))) found.add(category);
  }
  if (/\b(clutter|mess|small items|knick)/.test(text)) for (const c of CLUTTER) found.add(c);
  return [...found];
}

/**
 * What an empty room takes out of the detections: the furniture and the clutter, but not books
 * that nothing removed holds. Those stand in a bookcase the detector does not know, and taking
 * them alone left the bookcase hollow, its shelves filled with wall.
 */
export function emptyRoomPick(found: DetectedObject[]): (o: DetectedObject) => boolean {
  const holders = found.filter((f) => FURNITURE.has(f.category) && f.category !== 'plant');
  return (o) =>
    (FURNITURE.has(o.category) || CLUTTER.has(o.category)) &&
    (o.category !== 'books' || holders.some((f) => boxInside(o.box, f.box) > 0.5));
}

/** The categories object_removal takes: the chosen ones and those its description names. */
export function removalWanted(args: OperationArgs['object_removal']): Set<string> {
  return new Set([
    ...(args.categories ?? []).map((c) => c.toLowerCase()),
    ...(args.description ? categoriesFromDescription(args.description) : []),
  ]);
}

/** The categories declutter takes: the small things, and at 0.9 or more plants and lamps too. */
export function declutterCategories(strength: number): Set<string> {
  const cats = new Set(CLUTTER);
  if (strength >= 0.9) for (const c of ['plant', 'lamp', 'tv']) cats.add(c);
  return cats;
}
