import type { ActivityItem, Image, Project, QuickStats, Version } from '../contract/index.ts';

/**
 * Builders of home-design data for Storybook and unit tests: valid by the contract, overridable
 * field by field. Pictures point at the sample renders Storybook serves under /samples/.
 */
const at = '2026-11-20T10:00:00.000Z';

export function makeVersion(overrides: Partial<Version> = {}): Version {
  const id = overrides.id ?? 'ver-0001-aaaa-bbbb';
  const picture = '/samples/living_room/empty_daylight.jpg';
  return {
    id,
    image: 'img-0001',
    label: 'Original',
    description: '',
    kind: 'original',
    operation: null,
    status: 'completed',
    is_primary: true,
    is_favorite: false,
    storage_url: picture,
    preview_url: picture,
    thumbnail_url: picture,
    width: 1600,
    height: 1067,
    created_at: at,
    branch_name: 'main',
    tags: [],
    params: {},
    job_id: null,
    parent: null,
    ...overrides,
  };
}

export function makeImage(overrides: Partial<Image> = {}): Image {
  const id = overrides.id ?? 'img-0001';
  const picture = '/samples/living_room/empty_daylight.jpg';
  return {
    id,
    uuid: id,
    image_id: id,
    name: 'Living room (before)',
    original_url: picture,
    file_url: picture,
    url: picture,
    file: picture,
    thumb_url: picture,
    thumbnail_url: picture,
    preview_url: picture,
    width: 1600,
    height: 1067,
    dimensions: { width: 1600, height: 1067 },
    format: 'jpeg',
    size_bytes: 136_467,
    project: 'prj-0001',
    project_title: 'Maple Street',
    created_at: at,
    versions: [makeVersion({ image: id })],
    detected_objects: { categories: [] },
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'prj-0001',
    title: 'Maple Street',
    address: '12 Maple Street, Springfield',
    notes: '',
    description: '',
    is_sample: false,
    image_count: 0,
    created_at: at,
    updated_at: at,
    images: [],
    cover_thumbnails: [],
    ...overrides,
  };
}

export const sampleQuickStats: QuickStats = {
  projects_created: 3,
  total_designs: 12,
  monthly_usage: 4,
  monthly_limit: 10,
  plan: 'Guest (Limited)',
};

export function makeActivity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 'act-0001',
    title: 'Wall colour',
    description: 'Sage walls in the living room',
    time_ago: '5 minutes ago',
    transformation_type: 'wall_color',
    style: null,
    tags: [],
    status: 'completed',
    image: 'img-0001',
    project: 'prj-0001',
    created_at: at,
    ...overrides,
  };
}
