import type { CreatedBoard, ShareLink, WizardVersion } from '@hds/machines';

/** Versions chosen for a board, pictured with the committed sample renders. */
export const chosenVersions: WizardVersion[] = [
  {
    id: 'ver-0a1b2c3d4e',
    label: 'Industrial kitchen',
    previewUrl: '/samples/kitchen/furnished_industrial_daylight.jpg',
  },
  {
    id: 'ver-1f2e3d4c5b',
    label: 'Bohemian kitchen',
    previewUrl: '/samples/kitchen/furnished_bohemian_daylight.jpg',
  },
  {
    id: 'ver-9a8b7c6d5e',
    label: null,
    previewUrl: '/samples/kitchen/furnished_mediterranean_daylight.jpg',
  },
];

/** Ten versions, one without a picture (a version still rendering). */
export const manyVersions: WizardVersion[] = [
  ...chosenVersions,
  ...['living_room', 'bedroom', 'bathroom', 'office', 'exterior'].map((room, i) => ({
    id: `ver-${room}-${i}`,
    label: `Mediterranean ${room.replace('_', ' ')} with a long descriptive label`,
    previewUrl: `/samples/${room}/furnished_mediterranean_daylight.jpg`,
  })),
  { id: 'ver-pending-77', label: 'Still rendering', previewUrl: null },
  {
    id: 'ver-empty-kitchen',
    label: 'Empty kitchen',
    previewUrl: '/samples/kitchen/empty_daylight.jpg',
  },
];

export const createdBoard: CreatedBoard = { id: 'brd-0042', name: 'Kitchen ideas' };

export function shareLinkFor(permission: 'view' | 'upload'): ShareLink {
  const token = permission === 'view' ? 'shr_v13w0nly' : 'shr_upl0ad22';
  return { url: `https://homedesign.example/app/share/board/${token}`, token, permission };
}
