import type { Board, BoardVersion } from '@hds/api-client/contract';

/** Boards for the stories: valid by the contract, pictures from the committed sample renders. */
const at = '2026-11-20T10:00:00.000Z';
const pictures = [
  '/samples/kitchen/furnished_industrial_daylight.jpg',
  '/samples/living_room/furnished_bohemian_daylight.jpg',
  '/samples/bedroom/furnished_mediterranean_daylight.jpg',
  '/samples/bathroom/furnished_industrial_daylight.jpg',
  '/samples/office/furnished_bohemian_daylight.jpg',
  '/samples/exterior/furnished_mediterranean_twilight.jpg',
  '/samples/living_room/furnished_industrial_golden_hour.jpg',
];

export function makeBoardVersions(count: number): BoardVersion[] {
  return Array.from({ length: count }, (_, i) => {
    const picture = pictures[i % pictures.length]!;
    return {
      id: `ver-b${String(i + 1).padStart(3, '0')}`,
      image: `img-${i + 1}`,
      label: `Version ${i + 1}`,
      kind: 'generated',
      created_at: at,
      storage_url: picture,
      preview_url: picture,
      thumbnail_url: picture,
    };
  });
}

export function makeBoard(overrides: Partial<Board> = {}): Board {
  const versions = overrides.versions ?? makeBoardVersions(3);
  return {
    id: 'brd-0001',
    name: 'Kitchen ideas',
    description: 'Industrial and bohemian takes on the kitchen',
    project: { id: 'prj-0001', title: 'Maple Street' },
    versions,
    version_count: versions.length,
    thumbnail_url: null,
    share_token: null,
    share_links: [],
    is_public: false,
    is_auto_generated: false,
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: at,
    ...overrides,
  };
}

/** "Now" of the stories, so relative times read the same on every run. */
export const storyNow = new Date('2026-11-20T12:00:00.000Z');
