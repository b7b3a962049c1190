import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import {
  createEmbedQueries,
  createLeadQueries,
  createLeadsApi,
  leadExportUrl,
  toLeadSubmission,
} from './leads.ts';
import { createHttpClient } from './http.ts';
import { EMBED_ORIGIN_INVALID, LEAD_FORM_TOKEN_INVALID, leadMessages } from './contract/index.ts';
import { leadsHandlers, leadsScenario, type LeadsScenario } from './msw/leadsHandlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<LeadsScenario> = {}) {
  const scenario = leadsScenario(overrides);
  server.use(...leadsHandlers(scenario));
  const api = createLeadsApi(
    createHttpClient({ baseUrl: 'http://localhost', csrfToken: () => 't' }),
  );
  return {
    scenario,
    api,
    leadQueries: createLeadQueries(api),
    embedQueries: createEmbedQueries(api),
  };
}

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  projectType: 'renovation',
  timeline: '3_months',
  budget: '',
  location: 'London',
  styles: ['Modern'],
  services: [],
  message: 'Hello',
  newsletter: false,
  termsAccepted: true,
};

describe('lead capture', () => {
  it("maps the form's timeline and termsAccepted to the API's names and sends its form token, never website", async () => {
    const { api, scenario } = setup();
    const formToken = await api.formToken();
    const body = toLeadSubmission(form, { formToken, galleryItemId: 'gal-0001' });
    expect(body).toMatchObject({
      projectTimeline: '3_months',
      acceptTerms: true,
      formToken,
      galleryItemId: 'gal-0001',
    });
    expect(body).not.toHaveProperty('timeline');
    expect(body).not.toHaveProperty('termsAccepted');
    expect(body).not.toHaveProperty('website');
    // An empty choice is left out rather than sent as ''.
    expect(body.budget).toBeUndefined();
    await expect(api.capture(body)).resolves.toEqual({ success: true });
    expect(scenario.captured).toHaveLength(1);
    expect(scenario.captured[0]).toMatchObject({ projectTimeline: '3_months', acceptTerms: true });
  });

  it("answers a bad lead with the spec's message", async () => {
    const { api, scenario } = setup();
    const formToken = await api.formToken();
    await expect(
      api.capture(toLeadSubmission({ ...form, firstName: ' ' }, { formToken })),
    ).rejects.toThrow(`firstName: ${leadMessages.firstName}`);
    await expect(
      api.capture(toLeadSubmission({ ...form, termsAccepted: false }, { formToken })),
    ).rejects.toThrow(leadMessages.terms);
    expect(scenario.captured).toHaveLength(0);
  });

  it('refuses a form token the server never issued', async () => {
    const { api, scenario } = setup();
    await expect(api.capture(toLeadSubmission(form, { formToken: 'made-up' }))).rejects.toThrow(
      LEAD_FORM_TOKEN_INVALID,
    );
    expect(scenario.captured).toHaveLength(0);
  });
});

describe('leads inbox', () => {
  it('filters by state and embed, pages, and leaves defaults out of the key', async () => {
    const { api, leadQueries } = setup();
    expect(leadQueries.list({ page: 1, state: undefined, embed: '' }).queryKey).toEqual([
      'leads',
      'list',
      {},
    ]);
    const page1 = await api.leads.list({ pageSize: 10 });
    expect(page1.count).toBe(30);
    expect(page1.num_pages).toBe(3);
    expect(page1.results[0]!.id).toBe('lead-0001');
    const page3 = await api.leads.list({ pageSize: 10, page: 3 });
    expect(page3.results[0]!.id).toBe('lead-0021');
    const won = await api.leads.list({ state: 'won', embed: 'emb-0001' });
    expect(won.results.length).toBeGreaterThan(0);
    for (const l of won.results) {
      expect(l.state).toBe('won');
      expect(l.embed?.id).toBe('emb-0001');
    }
  });

  it('the export URL carries the same filters; a state change invalidates the list', async () => {
    expect(leadExportUrl({ state: 'new', embed: 'emb-0001', page: 3 })).toBe(
      '/api/v1/home-design/leads/export/?embed=emb-0001&state=new',
    );
    expect(leadExportUrl()).toBe('/api/v1/home-design/leads/export/');
    const { leadQueries } = setup();
    const client: QueryClient = new QueryClient({
      mutationCache: new MutationCache({
        onSuccess: (_d, _v, _c, m) => {
          for (const k of (m.meta?.invalidates as unknown[][]) ?? [])
            void client.invalidateQueries({ queryKey: k });
        },
      }),
    });
    const options = leadQueries.list({ state: 'new' });
    const before = await client.fetchQuery(options);
    const target = before.results[0]!;
    await client
      .getMutationCache()
      .build(client, leadQueries.mutations.setState())
      .execute({ id: target.id, state: 'won' });
    await client.refetchQueries({ queryKey: options.queryKey });
    const after = client.getQueryData(options.queryKey)!;
    expect(after.results.map((l) => l.id)).not.toContain(target.id);
    await expect(
      createLeadsApi(createHttpClient({ baseUrl: 'http://localhost' })).leads.get('nope'),
    ).rejects.toThrow('Lead not found.');
  });
});

describe('embeds', () => {
  it('creates (secret and key returned), updates, revokes and deletes', async () => {
    const { api } = setup();
    const created = await api.embeds.create({
      name: 'Partner page',
      allowedOrigins: ['HTTPS://Partner.Example:443/'],
      widget: { type: 'lead_form', mode: 'minimal' },
    });
    expect(created.key).toMatch(/^pk_/);
    expect(created.webhookSecret).toBeTruthy();
    expect(created.allowedOrigins).toEqual(['https://partner.example']);
    expect((await api.embeds.list())[0]!.id).toBe(created.id);
    const renamed = await api.embeds.update(created.id, { name: 'Renamed' });
    expect(renamed.name).toBe('Renamed');
    expect((await api.embeds.revoke(created.id)).revoked).toBe(true);
    await api.embeds.remove(created.id);
    expect((await api.embeds.list()).map((e) => e.id)).not.toContain(created.id);
    await expect(api.embeds.get(created.id)).rejects.toThrow('Embed not found.');
  });

  it('refuses an origin with a path with the rule spelled out; reads the delivery log', async () => {
    const { api } = setup();
    await expect(
      api.embeds.create({
        name: 'x',
        allowedOrigins: ['https://partner.example/page'],
        widget: { type: 'lead_form' },
      }),
    ).rejects.toThrow(EMBED_ORIGIN_INVALID);
    const log = await api.embeds.deliveries('emb-0001');
    expect(log.map((d) => d.status)).toEqual(['delivered', 'pending', 'failed']);
  });
});
