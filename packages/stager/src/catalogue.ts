/**
 * The stager's pieces: sizes in metres at scale 1 (the sample scenes' own furniture builders,
 * scene/staging/ in the browser), the room types they furnish and the styles they suit.
 * Plain data: the arrangement (Node) and the stager page (browser) share it.
 *
 * Sizes are what the builders really make (solid bounds without the contact-shadow blob), the
 * largest over the eight styles where a style's variant differs (the rattan egg chair is 1.28 m
 * tall, the club chair 0.97 m wide; the round coffee table 0.92 m deep, the travertine one
 * 1.25 m wide). Measure with `node --import tsx staging/look.ts --measure` (tools/sample-scenes).
 * Rugs, the sofa's width and depth, the dining table, desk, dresser and sideboard are built to
 * these numbers; the plant's foliage is scaled down to fit its footprint.
 */
import type { PieceSpec } from './contract.ts';

export const CATALOGUE: readonly PieceSpec[] = [
  // Living room
  {
    id: 'sofa',
    role: 'main',
    width: 2.2,
    depth: 0.97,
    height: 0.92,
    rooms: ['living_room'],
    styles: [],
    againstWall: true,
  },
  {
    id: 'armchair',
    role: 'group',
    width: 0.97,
    depth: 0.9,
    height: 1.28,
    rooms: ['living_room', 'bedroom'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'coffee_table',
    role: 'group',
    width: 1.25,
    depth: 0.92,
    height: 0.42,
    rooms: ['living_room'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'rug_living',
    role: 'rug',
    width: 2.6,
    depth: 1.8,
    height: 0.01,
    rooms: ['living_room'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'side_table',
    role: 'accent',
    width: 0.48,
    depth: 0.48,
    height: 0.55,
    rooms: ['living_room'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'floor_lamp',
    role: 'accent',
    width: 0.48,
    depth: 0.51,
    height: 1.56,
    rooms: ['living_room', 'bedroom', 'office'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'plant_large',
    role: 'accent',
    width: 1.0,
    depth: 1.0,
    height: 1.6,
    rooms: ['living_room', 'bedroom', 'office', 'dining_room', 'kitchen'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'shelving',
    role: 'wall',
    width: 1.1,
    depth: 0.38,
    height: 1.9,
    rooms: ['living_room', 'office'],
    styles: [],
    againstWall: true,
  },
  // Bedroom
  {
    id: 'bed',
    role: 'main',
    width: 1.86,
    depth: 2.26,
    height: 1.26,
    rooms: ['bedroom'],
    styles: [],
    againstWall: true,
  },
  {
    id: 'nightstand',
    role: 'group',
    width: 0.5,
    depth: 0.43,
    height: 0.55,
    rooms: ['bedroom'],
    styles: [],
    againstWall: true,
  },
  {
    id: 'rug_bedroom',
    role: 'rug',
    width: 2.4,
    depth: 1.7,
    height: 0.01,
    rooms: ['bedroom'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'dresser',
    role: 'wall',
    width: 1.2,
    depth: 0.51,
    height: 0.85,
    rooms: ['bedroom'],
    styles: [],
    againstWall: true,
  },
  // Dining room (and a kitchen with floor space)
  {
    id: 'dining_table',
    role: 'main',
    width: 1.8,
    depth: 0.9,
    height: 0.75,
    rooms: ['dining_room', 'kitchen'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'dining_chair',
    role: 'group',
    width: 0.47,
    depth: 0.51,
    height: 0.95,
    rooms: ['dining_room', 'kitchen'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'rug_dining',
    role: 'rug',
    width: 2.8,
    depth: 2.0,
    height: 0.01,
    rooms: ['dining_room'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'sideboard',
    role: 'wall',
    width: 1.6,
    depth: 0.51,
    height: 0.8,
    rooms: ['dining_room'],
    styles: [],
    againstWall: true,
  },
  // Office
  {
    id: 'desk',
    role: 'main',
    width: 1.4,
    depth: 0.72,
    height: 0.75,
    rooms: ['office'],
    styles: [],
    againstWall: true,
  },
  {
    id: 'office_chair',
    role: 'group',
    width: 0.6,
    depth: 0.63,
    height: 1.13,
    rooms: ['office'],
    styles: [],
    againstWall: false,
  },
  {
    id: 'rug_office',
    role: 'rug',
    width: 2.0,
    depth: 1.4,
    height: 0.01,
    rooms: ['office'],
    styles: [],
    againstWall: false,
  },
];

export function pieceById(id: string): PieceSpec | undefined {
  return CATALOGUE.find((p) => p.id === id);
}
