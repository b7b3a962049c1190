import {
  ALL_PREVIEW_STYLES,
  PREVIEW_LIGHTINGS,
  PREVIEW_WALL_COLORS,
  type StyledManifest,
} from '../StylePreview/stylePreviewOptions.ts';

export const manifestStatuses = ['existing', 'generated', 'pending', 'failed'] as const;

export interface ManifestRow {
  name: string;
  url: string;
  status: string;
  style: string | null;
  lighting: string | null;
  wallColor: string | null;
  watermark: boolean | null;
}

export type CountGroup = 'status' | 'style' | 'lighting' | 'wallColor';

export interface ManifestCounts {
  total: number;
  /** Per group, every known value (0 when absent) then any other value met. */
  groups: Record<CountGroup, { value: string; count: number }[]>;
}

const namePattern = new RegExp(
  `^living_room_(${ALL_PREVIEW_STYLES.join('|')})_(${PREVIEW_LIGHTINGS.join('|')})_(${PREVIEW_WALL_COLORS.join('|')})_(with_watermark|no_watermark)\\.jpg$`,
);

/** One row per manifest image, its selection read from the file name (null when off-pattern). */
export function manifestRows(images: StyledManifest): ManifestRow[] {
  return Object.entries(images).map(([name, entry]) => {
    const match = namePattern.exec(name);
    return {
      name,
      url: entry.url,
      status: entry.status,
      style: match?.[1] ?? null,
      lighting: match?.[2] ?? null,
      wallColor: match?.[3] ?? null,
      watermark: match ? match[4] === 'with_watermark' : null,
    };
  });
}

function tally(values: (string | null)[], known: readonly string[]) {
  const counts = new Map<string, number>(known.map((value) => [value, 0]));
  for (const value of values) {
    const key = value ?? 'other';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** Counts by status, style, lighting and wall colour; each group sums to the total. */
export function manifestCounts(rows: readonly ManifestRow[]): ManifestCounts {
  return {
    total: rows.length,
    groups: {
      status: tally(
        rows.map((row) => row.status),
        manifestStatuses,
      ),
      style: tally(
        rows.map((row) => row.style),
        ALL_PREVIEW_STYLES,
      ),
      lighting: tally(
        rows.map((row) => row.lighting),
        PREVIEW_LIGHTINGS,
      ),
      wallColor: tally(
        rows.map((row) => row.wallColor),
        PREVIEW_WALL_COLORS,
      ),
    },
  };
}
