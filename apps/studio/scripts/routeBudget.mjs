#!/usr/bin/env node
// The first-load budgets of the signed-in studio's routes (issue #41), checked after the build
// like the landing's (scripts/budget.mjs): for each route, the gzip -9 size of the scripts a
// direct visit fetches before the page can show — the studio's entry with its static imports,
// the schemas start-up's first replies are parsed with (@hds/api-client's replies.ts), then the
// route's page chunk (react-router's `lazy`) with its own. Chunks a page loads later
// (a dialog opened, a lazy panel) are not counted. A route may also name code it must not
// download (the playground fetches no listings, leads, embeds or gallery screens): checked
// against the sources the chunks' source maps list.
// The public pages (src/publicPages/) are budgeted the same way from their own build.
// Usage: node scripts/routeBudget.mjs [dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Source-map paths (relative to the chunk: `../../src/features/…`) of the studio's screens for
 * listings, leads, embeds and the gallery, and of the design-system views they show. The
 * playground's own 'Publish to Gallery' dialog (kit/PublishVersionDialog.tsx, which
 * takes its option lists from GalleryFilters' module) is not one of them.
 */
const OTHER_SCREENS = new RegExp(
  [
    'src/features/(?:listings|leads|embeds)/',
    'src/features/gallery/(?:GalleryPage|GalleryModerationPage)\\.tsx',
    'src/features/account/MyPublishedDesigns\\.tsx',
    'src/composites/(?:ListingsView|ListingCard|ListingStats|LeadsInbox|EmbedSettings|GalleryView|GalleryCard|GalleryDetailDialog|GalleryModerationQueue)/',
  ].join('|'),
);

/**
 * What the public pages' first load must not hold (issue #41): Firebase, react-aria (and its
 * stately hooks), the studio's routing table and screens, the API client and TanStack Query —
 * all of it comes with the hydration, on the visitor's first interaction.
 */
const NOT_IN_PUBLIC_FIRST_LOAD = new RegExp(
  [
    'node_modules/(?:firebase|@firebase|react-aria|@react-aria|react-aria-components|@react-stately|@tanstack)/',
    'src/routing/',
    'src/features/',
    'packages/api-client/',
  ].join('|'),
);

/**
 * Start-up's first replies (/auth/csrf, /auth/me) wait for their schemas, a chunk the API client
 * imports with the request: part of every route's first load.
 */
const FIRST_REPLY_SCHEMAS = 'packages/api-client/src/contract/auth.ts';

/** The public pages' build (vite.public.config.ts): its own manifest, one entry for the three. */
const PUBLIC_ENTRY = 'public.html';

/**
 * Each route's page module (src/routing/routes.tsx) and its budget in KB of gzip -9 JavaScript;
 * `also` names the modules the route loads beside the page (src/routing/projectRoute.tsx).
 * The budgets are the measured figure plus a few KB: growth past one has to be paid for.
 */
export const ROUTE_BUDGETS = [
  {
    path: '/app/playground',
    page: 'src/features/playground/PlaygroundPage.tsx',
    kb: 238,
    without: OTHER_SCREENS,
  },
  { path: '/app/projects', page: 'src/features/projects/ProjectsPage.tsx', kb: 232 },
  {
    path: '/app/projects/{id}',
    page: 'src/features/projects/ProjectPage.tsx',
    also: [
      'src/features/boards/ProjectBoardsTab.tsx',
      'src/features/recipes/ApplyRecipeAction.tsx',
    ],
    kb: 355,
  },
  { path: '/app/boards', page: 'src/features/boards/BoardsPage.tsx', kb: 232 },
  { path: '/app/gallery', page: 'src/features/gallery/GalleryPage.tsx', kb: 297 },
  { path: '/app/listings', page: 'src/features/listings/ListingsPage.tsx', kb: 281 },
  { path: '/app/leads', page: 'src/features/leads/LeadsPage.tsx', kb: 298 },
  { path: '/app/profile', page: 'src/features/account/ProfilePage.tsx', kb: 289 },
  // A visitor (no session cookie) gets these from the public build: the server's HTML (the
  // page, its data, its stylesheet inline) and the boot script; hydration comes on first use.
  ...['/app/gallery (visitor)', '/gallery/{id} (visitor)', '/app/consultation (visitor)'].map(
    (path) => ({ path, page: PUBLIC_ENTRY, kb: 6, without: NOT_IN_PUBLIC_FIRST_LOAD }),
  ),
];

/** A manifest chunk and every chunk it imports statically, in load order, each once. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the studio's manifest has no ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen))];
}

/** The chunk (manifest key) of the first replies' schemas, which the entry imports dynamically. */
function firstReplySchemas(dist, manifest) {
  const key = (manifest['index.html'].dynamicImports ?? []).find((k) =>
    sourcesOf(dist, manifest[k].file).some((s) => s.endsWith(FIRST_REPLY_SCHEMAS)),
  );
  if (!key) throw new Error(`the studio's entry does not import ${FIRST_REPLY_SCHEMAS}`);
  return key;
}

/** The source files a built chunk holds, from its source map (empty without one). */
function sourcesOf(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
}

/** What a direct visit to a route fetches first: files, gzip bytes and the sources in them. */
export function routeFirstLoad(dist, page, also = []) {
  const isPublic = page === PUBLIC_ENTRY;
  const name = isPublic ? 'public-manifest.json' : 'manifest.json';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
  const seen = new Set();
  const files = [
    ...(isPublic ? [] : closure(manifest, 'index.html', seen)),
    ...(isPublic ? [] : closure(manifest, firstReplySchemas(dist, manifest), seen)),
    ...[page, ...also].flatMap((key) => closure(manifest, key, seen)),
  ];
  const gzip = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length,
    0,
  );
  return { files, gzip, sources: () => files.flatMap((f) => sourcesOf(dist, f)) };
}

export const kb = (n) => (n / 1024).toFixed(1);

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  const failures = [];
  for (const route of ROUTE_BUDGETS) {
    const load = routeFirstLoad(dist, route.page, route.also);
    console.log(
      `first-load JavaScript of ${route.path}: ${kb(load.gzip)} KB gzip in ${load.files.length} file(s) (budget ${route.kb} KB)`,
    );
    if (load.gzip > route.kb * 1024)
      failures.push(`${route.path}: ${kb(load.gzip)} KB > ${route.kb} KB gzip of JavaScript`);
    const stray = route.without
      ? [...new Set(load.sources().filter((s) => route.without.test(s)))]
      : [];
    if (stray.length)
      failures.push(
        `${route.path} downloads code it does not show:\n    ${stray.map((s) => s.replace(/^(?:\.\.\/)+/, '')).join('\n    ')}`,
      );
  }
  if (failures.length) {
    console.error(`studio routes over their budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
