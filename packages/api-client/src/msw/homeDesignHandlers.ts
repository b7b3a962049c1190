import { http, HttpResponse } from 'msw';
import {
  PROJECT_TITLE_REQUIRED,
  homeDesignPaths as paths,
  type ActivityItem,
  type Image,
  type Project,
  type QuickStats,
} from '../contract/index.ts';
import { makeImage, makeProject, sampleQuickStats } from './homeDesignFixtures.ts';

/** In-memory data one scenario's handlers share; stories seed it, handlers mutate it. */
export interface HomeDesignScenario {
  projects: Project[];
  images: Image[];
  quickStats: QuickStats;
  activities: ActivityItem[];
}

export function homeDesignScenario(seed: Partial<HomeDesignScenario> = {}): HomeDesignScenario {
  return { projects: [], images: [], quickStats: sampleQuickStats, activities: [], ...seed };
}

const notFound = (what: string) =>
  HttpResponse.json({ detail: `${what} not found` }, { status: 404 });
let counter = 0;

/** Handlers that behave like the server for the screens' reads and simple writes. */
export function homeDesignHandlers(s: HomeDesignScenario = homeDesignScenario()) {
  const withImages = (p: Project): Project => {
    const images = s.images.filter((i) => i.project === p.id);
    // As the server does: the first four images, each as its primary version looks.
    const cover_thumbnails = images.slice(0, 4).map((i) => {
      const primary = i.versions.find((v) => v.is_primary && v.status === 'completed');
      return primary?.thumbnail_url ?? i.thumb_url;
    });
    return { ...p, images, image_count: images.length, cover_thumbnails };
  };
  return [
    http.get(`*${paths.projects}`, ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      const results = s.projects
        .filter((p) => !search || p.title.toLowerCase().includes(search))
        .map((p) => ({ ...withImages(p), images: [] }));
      return HttpResponse.json({
        results,
        count: results.length,
        page: 1,
        page_size: 20,
        num_pages: 1,
      });
    }),
    http.post(`*${paths.projects}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Partial<Project> | null;
      const title = body?.title?.trim();
      if (!title) return HttpResponse.json({ detail: PROJECT_TITLE_REQUIRED }, { status: 400 });
      const project = makeProject({
        id: `prj-new-${++counter}`,
        title,
        address: body?.address ?? '',
        notes: body?.notes ?? '',
      });
      s.projects = [project, ...s.projects];
      return HttpResponse.json(project, { status: 201 });
    }),
    http.get(`*${paths.project(':id')}`, ({ params, request }) => {
      const p = s.projects.find((x) => x.id === params.id);
      if (!p) return notFound('Project');
      const full = withImages(p);
      const limit = new URL(request.url).searchParams.get('image_limit');
      return HttpResponse.json(
        limit === null ? full : { ...full, images: full.images.slice(0, Number(limit)) },
      );
    }),
    http.get(`*${paths.images}`, ({ request }) => {
      const url = new URL(request.url);
      const project = url.searchParams.get('project');
      const limit = Number(url.searchParams.get('limit') ?? 0) || undefined;
      const matching = s.images.filter((i) => !project || i.project === project);
      if (url.searchParams.get('ordering') === '-created_at') matching.reverse();
      const pageSize = Number(url.searchParams.get('page_size') ?? 0);
      if (!pageSize) {
        const results = matching.slice(0, limit);
        return HttpResponse.json({ results, count: results.length, next_cursor: null });
      }
      // As the server pages (its cursor is opaque; here it is the next offset).
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const results = matching.slice(from, from + pageSize);
      const next = from + pageSize < matching.length ? String(from + pageSize) : null;
      return HttpResponse.json({ results, count: matching.length, next_cursor: next });
    }),
    http.get(`*${paths.image(':id')}`, ({ params }) => {
      const i = s.images.find((x) => x.id === params.id);
      return i ? HttpResponse.json(i) : notFound('Image');
    }),
    http.get(`*${paths.imageVersions(':id')}`, ({ params }) => {
      const i = s.images.find((x) => x.id === params.id);
      return i
        ? HttpResponse.json({ results: i.versions, count: i.versions.length })
        : notFound('Image');
    }),
    http.get(`*${paths.quickStats}`, () => HttpResponse.json(s.quickStats)),
    // As the server: the newest `limit` items (default 5).
    http.get(`*${paths.activity}`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 5) || 5;
      return HttpResponse.json({ activities: s.activities.slice(0, limit) });
    }),
  ];
}

/** A populated scenario: two projects, one with three images. */
export function populatedHomeDesign(): HomeDesignScenario {
  const project = makeProject({ id: 'prj-0001', title: 'Maple Street' });
  const loft = makeProject({ id: 'prj-0002', title: 'Harbour Loft', address: '' });
  const pictures = [
    ['img-0001', 'Living room', '/samples/living_room/empty_daylight.jpg'],
    ['img-0002', 'Kitchen', '/samples/kitchen/empty_daylight.jpg'],
    ['img-0003', 'Bedroom', '/samples/bedroom/empty_daylight.jpg'],
  ] as const;
  const images = pictures.map(([id, name, url]) =>
    makeImage({
      id,
      uuid: id,
      image_id: id,
      name,
      url,
      file_url: url,
      file: url,
      original_url: url,
      preview_url: url,
      thumb_url: url,
      thumbnail_url: url,
    }),
  );
  return homeDesignScenario({ projects: [project, loft], images });
}
