import { http, HttpResponse } from 'msw';
import {
  GALLERY_MODERATORS_ONLY,
  GALLERY_REPORT_GUEST,
  GALLERY_REPORT_SIGN_IN,
  GALLERY_UPGRADE_REQUIRED,
  GalleryListQuery,
  GalleryModerateBody,
  GalleryPublishBody,
  galleryPaths as paths,
  type GalleryItem,
  type GalleryReportEntry,
} from '../contract/index.ts';

/**
 * Gallery fixtures and handlers for Storybook and unit tests: an in-memory gallery that
 * filters, searches (every word, case-insensitive), pages by 20 with `hasMore`, toggles likes
 * and counts shares like the server does. Pictures are the sample renders under /samples/.
 */
const rooms = [
  ['living_room', 'Living Room'],
  ['kitchen', 'Kitchen'],
  ['bedroom', 'Bedroom'],
  ['bathroom', 'Bathroom'],
  ['office', 'Office'],
  ['exterior', 'Exterior'],
] as const;
const looks = [
  ['bohemian', 'Bohemian', 'Contemporary'],
  ['industrial', 'Mid-Century', 'Industrial'],
  ['mediterranean', 'Farmhouse', 'Traditional'],
] as const;

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const picture = '/samples/living_room/furnished_bohemian_daylight.jpg';
  return {
    id: 'gal-0001',
    title: 'Sunlit bohemian living room',
    description: 'Terracotta walls, rattan and layered rugs.',
    images: [
      {
        transformed_url: picture,
        thumbnail_url: picture,
        original_url: '/samples/living_room/empty_daylight.jpg',
      },
    ],
    author: { name: 'Mara Quint', avatar: null, badge: 'Pro designer' },
    tags: ['Bohemian', 'Living Room', 'Warm', 'Rattan', 'Plants', 'Rugs'],
    category: 'Contemporary',
    style: 'Bohemian',
    roomType: 'Living Room',
    location: 'Lisbon',
    featured: true,
    premium: false,
    stats: { views: 12_480, likes: 1_530, shares: 999 },
    liked: false,
    showBeforeAfter: false,
    download_url: `${paths.download('gal-0001')}`,
    created_at: '2026-11-20T10:00:00.000Z',
    under_review: false,
    ...overrides,
  };
}

/** `count` items over the sample rooms and looks: gal-0001, gal-0002, … */
export function makeGalleryItems(count: number, start = 1): GalleryItem[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start - 1 + k;
    const [roomKey, room] = rooms[i % rooms.length]!;
    const [lookKey, style, category] = looks[Math.floor(i / rooms.length) % looks.length]!;
    const id = `gal-${String(i + 1).padStart(4, '0')}`;
    const picture = `/samples/${roomKey}/furnished_${lookKey}_daylight.jpg`;
    return makeGalleryItem({
      id,
      title: `${style} ${room.toLowerCase()} ${i + 1}`,
      description: `A ${style.toLowerCase()} ${room.toLowerCase()} with a ${i % 2 ? 'linen sofa' : 'walnut table'}.`,
      images: [
        {
          transformed_url: picture,
          thumbnail_url: picture,
          original_url: `/samples/${roomKey}/empty_daylight.jpg`,
        },
      ],
      tags: [style, room, i % 2 ? 'Sofa' : 'Table', 'Daylight'].slice(0, 2 + (i % 3)),
      category,
      style,
      roomType: room,
      featured: i % 5 === 0,
      premium: i % 7 === 3,
      stats: { views: 40 * (count - k) + 7, likes: 3 * (count - k), shares: count - k },
      download_url: paths.download(id),
      created_at: new Date(Date.UTC(2026, 10, 20) - i * 3600_000).toISOString(),
    });
  });
}

const reportBy = (
  reason: string,
  name: string | null,
  email: string | null,
  created_at: string,
  counted = true,
): GalleryReportEntry => ({ reason, created_at, counted, reporter: { name, email } });

/**
 * A moderator's queue as the server sends it: one design hidden by three established accounts
 * (and a new account's report that did not count), one still shown under review.
 */
export function sampleModerationQueue(): GalleryItem[] {
  const [hidden, shown] = makeGalleryItems(2, 7);
  const hiddenReports = [
    reportBy('Spam', 'Ines Duarte', 'ines@example.com', '2026-11-27T09:12:00.000Z'),
    reportBy('Not a room', 'Tom Berg', 'tom.berg@example.com', '2026-11-27T10:40:00.000Z'),
    reportBy('Copied from elsewhere', null, 'k.osei@example.com', '2026-11-28T08:05:00.000Z'),
    reportBy('Spam', 'Fresh account', 'new@example.com', '2026-11-28T08:30:00.000Z', false),
  ];
  const shownReports = [
    reportBy('Offensive title', 'Ines Duarte', 'ines@example.com', '2026-11-28T07:00:00.000Z'),
  ];
  return [
    {
      ...hidden!,
      status: 'pending_review',
      reports: hiddenReports.length,
      report_reasons: hiddenReports.map((r) => r.reason),
      report_entries: hiddenReports,
    },
    {
      ...shown!,
      under_review: true,
      status: 'published',
      reports: shownReports.length,
      report_reasons: shownReports.map((r) => r.reason),
      report_entries: shownReports,
    },
  ];
}

export interface GalleryScenario {
  items: GalleryItem[];
  /** Items of the signed-in caller (`/gallery/mine/`). */
  mine: GalleryItem[];
  /** The moderation queue; `null` answers 403 as for anyone who is not a moderator. */
  moderation: GalleryItem[] | null;
  /** A guest: publishing and reporting answer the server's 403. */
  guest: boolean;
  signedIn: boolean;
}

export function galleryScenario(overrides: Partial<GalleryScenario> = {}): GalleryScenario {
  return {
    items: makeGalleryItems(45),
    mine: [],
    moderation: null,
    guest: false,
    signedIn: true,
    ...overrides,
  };
}

const detail = (message: string, status: number) =>
  HttpResponse.json({ detail: message }, { status });

function matches(item: GalleryItem, q: ReturnType<typeof GalleryListQuery.parse>) {
  if (q.category && item.category !== q.category) return false;
  if (q.style && item.style !== q.style) return false;
  if (q.room_type && item.roomType !== q.room_type) return false;
  if (q.search) {
    const text = [item.title, item.description, item.author.name, ...item.tags]
      .join(' ')
      .toLowerCase();
    return q.search
      .toLowerCase()
      .split(/\W+/)
      .filter(Boolean)
      .every((w) => text.includes(w.replace(/s$/, '')));
  }
  return true;
}

export function galleryHandlers(scenario: GalleryScenario = galleryScenario()) {
  const find = (id: string) => scenario.items.find((i) => i.id === id);
  return [
    http.get(`*${paths.list}`, ({ request }) => {
      const parsed = GalleryListQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return detail(parsed.error.issues[0]!.message, 400);
      const q = parsed.data;
      let list = scenario.items.filter((i) => matches(i, q));
      if (q.sort === 'recent')
        list = [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
      if (q.sort === 'featured')
        list = [...list].sort((a, b) => Number(b.featured) - Number(a.featured));
      const from = (q.page - 1) * q.limit;
      return HttpResponse.json({
        items: list.slice(from, from + q.limit),
        hasMore: from + q.limit < list.length,
        total: list.length,
      });
    }),
    http.get(`*${paths.list}:id/`, ({ params }) => {
      const item = find(String(params.id));
      return item ? HttpResponse.json(item) : detail('Gallery item not found.', 404);
    }),
    http.post(`*${paths.list}:id/like/`, ({ params }) => {
      if (!scenario.signedIn) return detail('Authentication credentials were not provided.', 401);
      const item = find(String(params.id));
      if (!item) return detail('Gallery item not found.', 404);
      item.liked = !item.liked;
      item.stats = { ...item.stats, likes: item.stats.likes + (item.liked ? 1 : -1) };
      return HttpResponse.json({ liked: item.liked, likes: item.stats.likes });
    }),
    http.post(`*${paths.list}:id/share/`, ({ params, request }) => {
      const item = find(String(params.id));
      if (!item) return detail('Gallery item not found.', 404);
      // Signed out a share answers the link but is not counted (one per account).
      if (scenario.signedIn) item.stats = { ...item.stats, shares: item.stats.shares + 1 };
      return HttpResponse.json({
        share_url: `${new URL(request.url).origin}/gallery/${item.id}`,
        shares: item.stats.shares,
      });
    }),
    http.post(`*${paths.list}:id/report/`, ({ params }) => {
      if (!scenario.signedIn) return detail(GALLERY_REPORT_SIGN_IN, 401);
      if (scenario.guest) return detail(GALLERY_REPORT_GUEST, 403);
      if (!find(String(params.id))) return detail('Gallery item not found.', 404);
      return HttpResponse.json({ reported: true }, { status: 202 });
    }),
    http.post(`*${paths.publish}`, async ({ request }) => {
      if (!scenario.signedIn) return detail('Authentication credentials were not provided.', 401);
      if (scenario.guest) return detail(GALLERY_UPGRADE_REQUIRED, 403);
      const body = GalleryPublishBody.safeParse(await request.json().catch(() => null));
      if (!body.success) return detail(body.error.issues[0]!.message, 400);
      const b = body.data;
      const id = `gal-p${String(scenario.mine.length + 1).padStart(3, '0')}`;
      const item = makeGalleryItem({
        id,
        title: b.title,
        description: b.description,
        category: b.category,
        style: b.style,
        roomType: b.roomType,
        tags: b.tags,
        location: b.location,
        showBeforeAfter: b.showBeforeAfter,
        featured: false,
        author: { name: 'You', avatar: null, badge: null },
        stats: { views: 0, likes: 0, shares: 0 },
        status: 'published',
        download_url: paths.download(id),
      });
      scenario.mine.unshift(item);
      scenario.items.unshift(item);
      return HttpResponse.json(item, { status: 201 });
    }),
    http.get(`*${paths.mine}`, () => HttpResponse.json({ items: scenario.mine })),
    http.patch(`*${paths.ownItem(':id')}`, async ({ params, request }) => {
      const id = String(params.id);
      const mine = scenario.mine.find((i) => i.id === id);
      if (!mine) return detail('Gallery item not found.', 404);
      const edited = { ...mine, ...((await request.json()) as Partial<GalleryItem>) };
      scenario.mine = scenario.mine.map((i) => (i.id === id ? edited : i));
      scenario.items = scenario.items.map((i) => (i.id === id ? edited : i));
      return HttpResponse.json(edited);
    }),
    http.delete(`*${paths.ownItem(':id')}`, ({ params }) => {
      const id = String(params.id);
      if (!scenario.mine.some((i) => i.id === id)) return detail('Gallery item not found.', 404);
      scenario.mine = scenario.mine.filter((i) => i.id !== id);
      scenario.items = scenario.items.filter((i) => i.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${paths.moderation}`, () =>
      scenario.moderation
        ? HttpResponse.json({ items: scenario.moderation })
        : detail(GALLERY_MODERATORS_ONLY, 403),
    ),
    http.post(`*${paths.moderation}:id/`, async ({ params, request }) => {
      if (!scenario.moderation) return detail(GALLERY_MODERATORS_ONLY, 403);
      const body = GalleryModerateBody.safeParse(await request.json().catch(() => null));
      if (!body.success) return detail(body.error.issues[0]!.message, 400);
      const item = scenario.moderation.find((i) => i.id === params.id);
      if (!item) return detail('Gallery item not found.', 404);
      const { action } = body.data;
      // Any decision resolves the reports; a restored design leaves the queue.
      Object.assign(item, {
        under_review: false,
        reports: 0,
        report_reasons: [],
        report_entries: [],
      });
      if (action !== 'hide') scenario.moderation = scenario.moderation.filter((i) => i !== item);
      else item.status = 'hidden';
      const status = action === 'remove' ? 'removed' : action === 'hide' ? 'hidden' : 'published';
      return HttpResponse.json({ ...item, status });
    }),
  ];
}

/** Handlers for the error states of stories and tests. */
export const galleryErrorHandlers = {
  listDown: http.get(`*${paths.list}`, () => detail('Failed to load gallery', 503)),
  likeDown: http.post(`*${paths.list}:id/like/`, () => detail('Like failed', 503)),
  listSlow: http.get(`*${paths.list}`, () => new Promise<Response>(() => undefined)),
};
