import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import {
  createListingQueries,
  createListingsApi,
  isListingInProgress,
  listingPaths,
  normaliseListingFilters,
} from './listings.ts';
import { invalidListingUrls, listingUrlLines } from './contract/listings.ts';
import { createHttpClient } from './http.ts';
import {
  listingsErrorHandlers,
  listingsHandlers,
  listingsScenario,
  type ListingsScenario,
} from './msw/listingsHandlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<ListingsScenario> = {}) {
  const scenario = listingsScenario(overrides);
  server.use(...listingsHandlers(scenario));
  const http = createHttpClient({ baseUrl: 'http://localhost', csrfToken: () => 't' });
  const api = createListingsApi(http);
  return { api, scenario, queries: createListingQueries(api) };
}

describe('listing URL lines (spec part 2 §5)', () => {
  it('trims lines and drops blanks', () => {
    expect(listingUrlLines('  https://a.example/1 \n\n\t\nhttps://b.example/2\r\n')).toEqual([
      'https://a.example/1',
      'https://b.example/2',
    ]);
    expect(listingUrlLines(' \n ')).toEqual([]);
  });

  it('names the lines that are not http(s) URLs', () => {
    const lines = ['https://a.example/1', 'not a url', 'ftp://files.example/x', 'http://b.example'];
    expect(invalidListingUrls(lines)).toEqual([
      { line: 2, text: 'not a url' },
      { line: 3, text: 'ftp://files.example/x' },
    ]);
  });
});

describe('listings client', () => {
  it('sends only the filters in effect, under the server names', async () => {
    expect(
      normaliseListingFilters({ search: '  ', status: undefined, is_archived: false }),
    ).toEqual({ is_archived: false });
    const { api } = setup({ advance: false });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    const rentals = await api.list({ listing_type: 'for_rent', search: 'harbour' });
    expect(rentals.map((l) => l.id)).toEqual(['lst-0002']);
    expect(seen.at(-1)).toContain('listing_type=for_rent');
    expect(seen.at(-1)).toContain('search=harbour');
    expect((await api.list({ is_archived: true })).map((l) => l.id)).toEqual(['lst-0004']);
    expect((await api.list({ has_project: true })).map((l) => l.id)).toEqual(['lst-0001']);
    expect((await api.list({ status: 'failed' })).map((l) => l.id)).toEqual(['lst-0005']);
    server.events.removeAllListeners();
  });

  it('reads a plain list reply as well as {results}', async () => {
    const { api } = setup();
    server.use(mswHttp.get(`*${listingPaths.list}`, () => HttpResponse.json([])));
    expect(await api.list()).toEqual([]);
  });

  it('imports URLs as pending listings that reach completed or failed with a reason', async () => {
    const { api } = setup();
    const reply = await api.createFromUrls([
      'https://homes.example.com/a',
      'https://broken.example.com/b',
      'nope',
    ]);
    expect(reply.successful.map((l) => l.status)).toEqual(['pending', 'pending']);
    expect(reply.failed).toEqual([{ url: 'nope', error: 'Not a valid URL' }]);
    expect(reply.successful.every(isListingInProgress)).toBe(true);
    await api.list(); // scraping
    const done = await api.list();
    const [ok, bad] = reply.successful.map((s) => done.find((l) => l.id === s.id)!);
    expect(ok!.status).toBe('completed');
    expect(ok!.display_price).toMatch(/^\$/);
    expect(bad!.status).toBe('failed');
    expect(bad!.error_message).toBe('No listing details found on this page');
  });

  it('answers the server detail when no URL is given', async () => {
    const { api } = setup();
    await expect(api.createFromUrls([])).rejects.toThrow('Please enter at least one URL');
  });

  it('creates a project and links it; toggles featured, archives and unarchives', async () => {
    const { api } = setup();
    const project = await api.createProject('lst-0002');
    expect(project.id).toMatch(/^prj-/);
    expect((await api.get('lst-0002')).project?.id).toBe(project.id);
    expect((await api.toggleFeatured('lst-0002')).is_featured).toBe(true);
    expect((await api.archive('lst-0002')).is_archived).toBe(true);
    expect((await api.unarchive('lst-0002')).is_archived).toBe(false);
    await expect(api.get('lst-9999')).rejects.toThrow('Listing not found.');
  });

  it('refreshes the chosen listings back to pending; stats count every listing', async () => {
    const { api } = setup({ advance: false });
    const refreshed = await api.refresh(['lst-0005']);
    expect(refreshed.map((l) => [l.id, l.status])).toEqual([['lst-0005', 'pending']]);
    await expect(api.refresh([])).rejects.toThrow('Please select listings to refresh');
    expect(await api.stats()).toEqual({
      total: 5,
      featured: 1,
      with_projects: 1,
      for_sale: 3,
      for_rent: 1,
      archived: 1,
    });
    expect(await api.batches()).toEqual([]);
    expect(await api.templates('zillow')).toEqual([]);
  });

  it('mutations invalidate the listings tree, so lists and stats reload', async () => {
    const { queries } = setup({ advance: false });
    const client: QueryClient = new QueryClient({
      mutationCache: new MutationCache({
        onSuccess: (_d, _v, _c, m) => {
          for (const queryKey of (m.meta?.invalidates as unknown[][]) ?? [])
            void client.invalidateQueries({ queryKey });
        },
      }),
    });
    await client.fetchQuery(queries.stats());
    await client.fetchQuery(queries.list({ is_featured: true }));
    expect(queries.list({ search: ' ' }).queryKey).toEqual(['listings', 'list', {}]);
    const m = client.getMutationCache().build(client, queries.mutations.toggleFeatured());
    await m.execute('lst-0002');
    // Both are stale now: the next read (an observer on the page) fetches them again.
    expect(client.getQueryState(queries.stats().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.list({ is_featured: true }).queryKey)?.isInvalidated).toBe(
      true,
    );
    expect((await client.fetchQuery(queries.stats())).featured).toBe(2);
    expect((await client.fetchQuery(queries.list({ is_featured: true }))).map((l) => l.id)).toEqual(
      ['lst-0001', 'lst-0002'],
    );
  });

  it('error handlers answer the detail the page shows', async () => {
    const { api } = setup();
    server.use(listingsErrorHandlers.createDown);
    await expect(api.createFromUrls(['https://a.example/'])).rejects.toThrow(
      'Listing imports are paused for maintenance.',
    );
  });
});
