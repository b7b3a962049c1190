import { expect, me, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

const HD = '/api/v1/home-design';
/** The lead form's default title (leadFormMessages in @hds/machines). */
const LEAD_FORM_TITLE = 'Get Your Free Design Consultation';

/**
 * Every route of the routing table (spec part 2 §2), signed in as a guest: it renders its own
 * screen (or its redirect target), logs no console error, and axe finds nothing.
 */
test('every route renders without console errors and passes axe', async ({
  page,
  consoleErrors,
}) => {
  // About thirty pages, each with axe: 1–2 min alone, more beside another worker.
  test.setTimeout(240_000);
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  const projects = await (await page.request.get(`${HD}/projects/`)).json();
  const project = projects.results.find((p: { title: string }) => p.title === 'Sample Project');
  const boards = await (await page.request.get(`${HD}/boards/?project=${project.id}`)).json();
  const board = boards.results[0];

  const routes: [path: string, heading: RegExp | string, url?: RegExp][] = [
    ['/', /./],
    ['/onboarding-demo', 'Onboarding Demo'],
    ['/hero-demo', 'Stage, relight and repaint any room in one click.'],
    ['/app', 'Projects'],
    ['/app/projects', 'Projects'],
    ['/app/projects/new', 'Projects', /\/app\/projects$/],
    [`/app/projects/${project.id}`, 'Sample Project'],
    ['/app/dashboard', 'Projects', /\/app\/projects$/],
    ['/app/boards', 'Boards'],
    ['/app/boards/new', 'Boards', /\/app\/boards$/],
    [`/app/boards/${board.id}`, board.name],
    [`/app/boards/${board.id}/edit`, 'Edit Board'],
    ['/app/listings', 'Property Listings'],
    ['/app/embeds', 'Embeds'],
    ['/app/leads', 'Leads'],
    ['/app/consultation', LEAD_FORM_TITLE],
    ['/app/playground', 'Playground'],
    ['/app/gallery', 'Gallery'],
    ['/app/plans', 'Plans'],
    ['/app/settings', 'Settings'],
    ['/app/profile', 'Profile'],
    ['/app/version_details', 'Version'],
    ['/app/onboarding-demo', 'Onboarding Demo'],
    ['/app/hero-demo', 'Stage, relight and repaint any room in one click.'],
    ['/app/generated-images', 'Generated Images Dashboard'],
    ['/app/somewhere-else', /Oops! Page not found|Page not found/],
    ['/elsewhere', /Oops! Page not found|Page not found/],
  ];
  const failures: string[] = [];
  for (const [path, heading, url] of routes) {
    await page.goto(path);
    if (url) await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // Busy content a screen reader can reach: a carousel's hidden slides (aria-hidden) load their
    // pictures while the shown one is on screen.
    await expect(page.locator('[aria-busy="true"]:not([aria-hidden="true"] *)')).toHaveCount(0);
    for (const v of await axeViolations(page)) failures.push(`${path}: ${v}`);
    for (const e of consoleErrors.splice(0)) failures.push(`${path}: console: ${e}`);
  }
  expect(failures).toEqual([]);
});
