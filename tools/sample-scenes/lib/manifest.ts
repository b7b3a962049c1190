/** Shape of assets/samples/manifest.json (read by the server and the tests). */
import type { Category, Lighting, MaskClass, Room, Style } from './specs.ts';

export interface ManifestObject {
  id: string;
  category: Category;
  label: string;
  /** Path of the instance mask, relative to the samples directory. */
  mask: string;
  /** [x, y, width, height] in pixels. */
  bbox: [number, number, number, number];
  pixels: number;
}

export interface ManifestRender {
  id: string;
  file: string;
  room: Room;
  style: Style | null;
  lighting: Lighting;
  furnished: boolean;
  sha256: string;
  bytes: number;
  masks: Record<MaskClass, string>;
  maskPixels: Record<MaskClass, number>;
  segmentation: string;
  objects: ManifestObject[];
}

export interface Manifest {
  version: 1;
  generator: string;
  size: { width: number; height: number };
  jpegQuality: number;
  renders: ManifestRender[];
  /** The shipped sample project: kitchen and living room, before and after. */
  sampleProject: { room: string; role: 'before' | 'after'; id: string }[];
  /** The style preview's living-room set. */
  stylePreview: { style: Style | null; id: string }[];
  /** Every empty render paired with the furnished renders of the same room and light. */
  beforeAfter: { room: Room; before: string; after: string; style: Style }[];
  /** sha256 of every file under the samples directory except this manifest. */
  files: Record<string, string>;
}
