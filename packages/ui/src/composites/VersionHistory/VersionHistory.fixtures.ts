import type { Tag, Version } from '@hds/api-client/contract';
import { makeVersion } from '@hds/api-client/msw';

const tag = (name: string): Tag => ({
  id: `tag-${name}`,
  name,
  color: '#8FA77F',
  category: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** One image's history, newest first: a running edit, a failure, edits and the original. */
export const historyVersions: Version[] = [
  makeVersion({
    id: 'ver-0006',
    label: 'Twilight lighting',
    kind: 'edited',
    operation: 'lighting',
    status: 'processing',
    is_primary: false,
    thumbnail_url: null,
    created_at: '2026-11-20T10:25:00.000Z',
  }),
  makeVersion({
    id: 'ver-0005',
    label: 'Sunset sky',
    kind: 'edited',
    operation: 'sky_replacement',
    status: 'failed',
    is_primary: false,
    created_at: '2026-11-20T10:20:00.000Z',
  }),
  makeVersion({
    id: 'ver-0004',
    label: 'Industrial staging',
    kind: 'generated',
    operation: 'furniture',
    is_primary: false,
    thumbnail_url: '/samples/living_room/furnished_industrial_daylight.jpg',
    tags: [tag('staged'), tag('industrial'), tag('listing'), tag('favourite')],
    created_at: '2026-11-20T10:15:00.000Z',
  }),
  makeVersion({
    id: 'ver-0003',
    label: 'Golden hour',
    kind: 'edited',
    operation: 'lighting',
    is_primary: false,
    thumbnail_url: '/samples/living_room/furnished_industrial_golden_hour.jpg',
    tags: [tag('warm')],
    created_at: '2026-11-20T10:10:00.000Z',
  }),
  makeVersion({
    id: 'ver-0002',
    label: 'Bohemian staging',
    kind: 'generated',
    operation: 'virtual_staging',
    is_primary: false,
    thumbnail_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
    created_at: '2026-11-20T10:05:00.000Z',
  }),
  makeVersion({ id: 'ver-0001', created_at: '2026-11-20T10:00:00.000Z' }),
];
