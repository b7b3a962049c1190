/**
 * ADE20K's 150 classes (SegFormer's `id2label`, in order) and the engine's category for each:
 * the surfaces an edit paints (wall, floor, ceiling), the openings (window, door), what is seen
 * through them (sky, outdoor), cloth over them (curtain), and what stands in the room (furniture).
 * Everything else is `other`.
 */
export const ENGINE_CATEGORIES = ['other', 'wall', 'floor', 'ceiling', 'window', 'door', 'sky', 'curtain', 'furniture', 'outdoor'] as const; // prettier-ignore
export type EngineCategory = (typeof ENGINE_CATEGORIES)[number];

export const ADE20K_LABELS = [
  'wall', 'building', 'sky', 'floor', 'tree', 'ceiling', 'road', 'bed', 'windowpane', 'grass',
  'cabinet', 'sidewalk', 'person', 'earth', 'door', 'table', 'mountain', 'plant', 'curtain', 'chair',
  'car', 'water', 'painting', 'sofa', 'shelf', 'house', 'sea', 'mirror', 'rug', 'field',
  'armchair', 'seat', 'fence', 'desk', 'rock', 'wardrobe', 'lamp', 'bathtub', 'railing', 'cushion',
  'base', 'box', 'column', 'signboard', 'chest of drawers', 'counter', 'sand', 'sink', 'skyscraper', 'fireplace',
  'refrigerator', 'grandstand', 'path', 'stairs', 'runway', 'case', 'pool table', 'pillow', 'screen door', 'stairway',
  'river', 'bridge', 'bookcase', 'blind', 'coffee table', 'toilet', 'flower', 'book', 'hill', 'bench',
  'countertop', 'stove', 'palm', 'kitchen island', 'computer', 'swivel chair', 'boat', 'bar', 'arcade machine', 'hovel',
  'bus', 'towel', 'light', 'truck', 'tower', 'chandelier', 'awning', 'streetlight', 'booth', 'television receiver',
  'airplane', 'dirt track', 'apparel', 'pole', 'land', 'bannister', 'escalator', 'ottoman', 'bottle', 'buffet',
  'poster', 'stage', 'van', 'ship', 'fountain', 'conveyer belt', 'canopy', 'washer', 'plaything', 'swimming pool',
  'stool', 'barrel', 'basket', 'waterfall', 'tent', 'bag', 'minibike', 'cradle', 'oven', 'ball',
  'food', 'step', 'tank', 'trade name', 'microwave', 'pot', 'animal', 'bicycle', 'lake', 'dishwasher',
  'screen', 'blanket', 'sculpture', 'hood', 'sconce', 'vase', 'traffic light', 'tray', 'ashcan', 'fan',
  'pier', 'crt screen', 'plate', 'monitor', 'bulletin board', 'shower', 'radiator', 'glass', 'clock', 'flag',
] as const; // prettier-ignore

const BY_NAME: Partial<Record<(typeof ADE20K_LABELS)[number], EngineCategory>> = {
  wall: 'wall',
  column: 'wall',
  floor: 'floor',
  rug: 'floor',
  stairs: 'floor',
  ceiling: 'ceiling',
  windowpane: 'window',
  door: 'door',
  'screen door': 'door',
  sky: 'sky',
  curtain: 'curtain',
  blind: 'curtain',
  ...Object.fromEntries(
    ['bed', 'cabinet', 'table', 'plant', 'chair', 'painting', 'sofa', 'shelf', 'mirror', 'armchair',
     'seat', 'desk', 'wardrobe', 'lamp', 'bathtub', 'cushion', 'box', 'chest of drawers', 'counter',
     'sink', 'fireplace', 'refrigerator', 'case', 'pool table', 'pillow', 'bookcase', 'coffee table',
     'toilet', 'flower', 'book', 'bench', 'countertop', 'stove', 'kitchen island', 'computer',
     'swivel chair', 'towel', 'light', 'chandelier', 'television receiver', 'apparel', 'ottoman',
     'bottle', 'buffet', 'poster', 'washer', 'plaything', 'stool', 'barrel', 'basket', 'bag',
     'cradle', 'oven', 'ball', 'food', 'microwave', 'pot', 'dishwasher', 'screen', 'blanket',
     'sculpture', 'hood', 'sconce', 'vase', 'tray', 'ashcan', 'fan', 'crt screen', 'plate',
     'monitor', 'bulletin board', 'radiator', 'glass', 'clock'].map((n) => [n, 'furniture' as const]), // prettier-ignore
  ),
  ...Object.fromEntries(
    ['building', 'tree', 'road', 'grass', 'sidewalk', 'earth', 'mountain', 'car', 'water', 'house',
     'sea', 'field', 'fence', 'rock', 'sand', 'skyscraper', 'path', 'runway', 'river', 'bridge',
     'hill', 'palm', 'boat', 'hovel', 'bus', 'truck', 'tower', 'streetlight', 'airplane',
     'dirt track', 'land', 'ship', 'fountain', 'waterfall', 'lake', 'pier', 'traffic light'].map((n) => [n, 'outdoor' as const]), // prettier-ignore
  ),
};

/** Engine category index (ENGINE_CATEGORIES) for each of the 150 ADE20K class indexes. */
export const ADE20K_TO_CATEGORY: Uint8Array = Uint8Array.from(ADE20K_LABELS, (name) =>
  ENGINE_CATEGORIES.indexOf(BY_NAME[name] ?? 'other'),
);

export const categoryIndex = (c: EngineCategory) => ENGINE_CATEGORIES.indexOf(c);
