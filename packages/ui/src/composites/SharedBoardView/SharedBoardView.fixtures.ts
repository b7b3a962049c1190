import type { BoardVersion, SharedBoard } from '@hds/api-client/contract';

/** Shared boards for the stories: valid by the contract, pictures from the sample renders. */
const rooms = ['kitchen', 'living_room', 'bedroom', 'bathroom', 'office', 'exterior'] as const;
const styles = ['industrial', 'bohemian', 'mediterranean'] as const;

export function makeSharedVersions(count: number): BoardVersion[] {
  return Array.from({ length: count }, (_, i) => {
    const room = rooms[i % rooms.length]!;
    const style = styles[i % styles.length]!;
    const picture = `/samples/${room}/furnished_${style}_daylight.jpg`;
    return {
      id: `ver-${String(i + 1).padStart(4, '0')}-7d1c9b2e`,
      image: `img-${i + 1}`,
      label: `${style[0]!.toUpperCase()}${style.slice(1)} ${room.replace('_', ' ')}`,
      kind: 'generated',
      created_at: `2026-11-${String(10 + (i % 18)).padStart(2, '0')}T10:00:00.000Z`,
      storage_url: picture,
      preview_url: picture,
      thumbnail_url: picture,
    };
  });
}

export function makeSharedBoard(overrides: Partial<SharedBoard> = {}): SharedBoard {
  return {
    name: 'Maple Street — staging picks',
    description: 'The three looks we are deciding between for the spring listing.',
    project_name: 'Maple Street',
    permission: 'view',
    versions: makeSharedVersions(6),
    ...overrides,
  };
}

/** A version with no label (falls back to its id) and only a preview picture. */
export const unlabelledVersion: BoardVersion = {
  id: 'ab12cd34ef56',
  image: 'img-x',
  label: '',
  kind: 'original',
  created_at: '2026-11-02T10:00:00.000Z',
  storage_url: null,
  preview_url: '/samples/living_room/empty_daylight.jpg',
  thumbnail_url: null,
};
