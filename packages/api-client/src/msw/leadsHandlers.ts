import { delay, http, HttpResponse } from 'msw';
import {
  EmbedCreateBody,
  EmbedUpdateBody,
  LEAD_NOT_FOUND,
  EMBED_NOT_FOUND,
  LEAD_FORM_TOKEN_INVALID,
  LeadListQuery,
  LeadSubmission,
  LeadUpdateBody,
  leadPaths as paths,
  type Embed,
  type Lead,
  type WebhookDelivery,
} from '../contract/index.ts';

/**
 * Leads and embeds for Storybook and unit tests: an in-memory inbox and embed list that
 * validate with the shared contract, filter, page and export like the server does.
 */
export function makeEmbed(overrides: Partial<Embed> = {}): Embed {
  return {
    id: 'emb-0001',
    name: 'Studio website',
    key: 'pk_studio0001',
    allowedOrigins: ['https://www.quint-interiors.example'],
    widget: {
      type: 'lead_form',
      mode: 'inline',
      title: 'Get Your Free Design Consultation',
      successMessage: "Thank you! We'll be in touch within 24 hours.",
      incentive: null,
      showProjectStep: false,
    },
    webhookUrl: 'https://hooks.quint-interiors.example/leads',
    webhookSecret: 'whsec_9f2c1d7e4b',
    revoked: false,
    revoked_at: null,
    lead_count: 3,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const sampleEmbeds = (): Embed[] => [
  makeEmbed(),
  makeEmbed({
    id: 'emb-0002',
    name: 'Listing page slider',
    key: 'pk_slider0002',
    allowedOrigins: ['https://homes.agency.example', 'http://localhost:8080'],
    widget: { type: 'before_after', versionIds: ['ver-0001', 'ver-0002'] },
    webhookUrl: null,
    lead_count: 0,
  }),
  makeEmbed({
    id: 'emb-0003',
    name: 'Old landing page',
    key: 'pk_old0003',
    webhookUrl: null,
    revoked: true,
    revoked_at: '2026-11-22T12:00:00.000Z',
    lead_count: 1,
  }),
];

const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken', 'Margaret', 'Linus'];
const states = ['new', 'contacted', 'won', 'lost'] as const;

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead-0001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    company: '',
    projectType: 'renovation',
    projectTimeline: '3_months',
    budget: '10k_50k',
    propertyType: 'Apartment',
    location: 'London',
    styles: ['Modern', 'Scandinavian'],
    services: ['Interior Design'],
    message: 'Two rooms, north light. <b>not bold</b>',
    source: 'embed',
    newsletter: true,
    acceptTerms: true,
    state: 'new',
    source_kind: 'embed',
    embed: { id: 'emb-0001', name: 'Studio website' },
    gallery_item_id: null,
    page_url: 'https://www.quint-interiors.example/contact',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` leads, newest first: lead-0001 … over the sample embeds, the gallery and the studio. */
export function makeLeads(count: number): Lead[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = (['embed', 'gallery', 'studio'] as const)[i % 3]!;
    return makeLead({
      id: `lead-${String(i + 1).padStart(4, '0')}`,
      firstName: firstNames[i % firstNames.length]!,
      lastName: `Client ${i + 1}`,
      email: `client${i + 1}@example.com`,
      state: states[Math.floor(i / 3) % states.length]!,
      source_kind: kind,
      embed: kind === 'embed' ? { id: 'emb-0001', name: 'Studio website' } : null,
      gallery_item_id: kind === 'gallery' ? 'gal-0001' : null,
      page_url:
        kind === 'embed'
          ? 'https://www.quint-interiors.example/contact'
          : kind === 'studio'
            ? '/app/consultation'
            : null,
      created_at: new Date(Date.UTC(2026, 10, 25, 10) - i * 3600_000).toISOString(),
    });
  });
}

export function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'dlv-0001',
    lead_id: 'lead-0001',
    status: 'delivered',
    attempts: 1,
    next_attempt_at: null,
    last_status_code: 200,
    last_error: null,
    delivered_at: '2026-11-25T10:00:02.000Z',
    created_at: '2026-11-25T10:00:00.000Z',
    log: [
      {
        attempt: 1,
        status_code: 200,
        error: null,
        at: '2026-11-25T10:00:02.000Z',
        duration_ms: 84,
      },
    ],
    ...overrides,
  };
}

export interface LeadsScenario {
  embeds: Embed[];
  leads: Lead[];
  /** Deliveries per embed id. */
  deliveries: Record<string, WebhookDelivery[]>;
  /** Submissions received by the lead capture (what the form sent). */
  captured: unknown[];
}

export function leadsScenario(overrides: Partial<LeadsScenario> = {}): LeadsScenario {
  return {
    embeds: sampleEmbeds(),
    leads: makeLeads(30),
    deliveries: {
      'emb-0001': [
        makeDelivery(),
        makeDelivery({
          id: 'dlv-0002',
          lead_id: 'lead-0004',
          status: 'pending',
          attempts: 2,
          next_attempt_at: '2026-11-25T10:05:00.000Z',
          last_status_code: 503,
          last_error: 'Service Unavailable',
          delivered_at: null,
        }),
        makeDelivery({
          id: 'dlv-0003',
          lead_id: 'lead-0007',
          status: 'failed',
          attempts: 6,
          last_status_code: null,
          last_error: 'connect ECONNREFUSED',
          delivered_at: null,
        }),
      ],
    },
    captured: [],
    ...overrides,
  };
}

const detail = (message: string, status: number) =>
  HttpResponse.json({ detail: message }, { status });

function bodyError(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.');
  return detail(field ? `${field}: ${issue.message}` : issue.message, 400);
}

export function leadsHandlers(scenario: LeadsScenario = leadsScenario()) {
  const embed = (id: string) => scenario.embeds.find((e) => e.id === id);
  const filtered = (url: URL) => {
    const q = LeadListQuery.parse(Object.fromEntries(url.searchParams));
    const list = scenario.leads.filter(
      (l) => (!q.embed || l.embed?.id === q.embed) && (!q.state || l.state === q.state),
    );
    return { q, list };
  };
  let n = 100;
  // Form tokens as the server hands them out: only one issued here is accepted back.
  const issued = new Set<string>();
  return [
    http.get(`*${paths.formToken}`, () => {
      const formToken = `msw-form-token-${++n}`;
      issued.add(formToken);
      return HttpResponse.json({ formToken }, { headers: { 'Cache-Control': 'no-store' } });
    }),
    http.post(`*${paths.capture}`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      const parsed = LeadSubmission.safeParse(body);
      if (!parsed.success) return bodyError(parsed.error);
      if (parsed.data.website) return HttpResponse.json({ success: true }, { status: 201 });
      if (!issued.has(parsed.data.formToken)) return detail(LEAD_FORM_TOKEN_INVALID, 400);
      scenario.captured.push(body);
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
    http.get(`*${paths.embeds}`, () => HttpResponse.json({ results: scenario.embeds })),
    http.post(`*${paths.embeds}`, async ({ request }) => {
      const parsed = EmbedCreateBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return bodyError(parsed.error);
      const id = `emb-${++n}`;
      const created = makeEmbed({
        ...parsed.data,
        id,
        key: `pk_new${n}`,
        webhookSecret: `whsec_new${n}`,
        lead_count: 0,
        created_at: new Date().toISOString(),
      });
      scenario.embeds.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(`*${paths.embeds}:id/deliveries/`, ({ params }) =>
      embed(String(params.id))
        ? HttpResponse.json({ results: scenario.deliveries[String(params.id)] ?? [] })
        : detail(EMBED_NOT_FOUND, 404),
    ),
    http.post(`*${paths.embeds}:id/revoke/`, ({ params }) => {
      const e = embed(String(params.id));
      if (!e) return detail(EMBED_NOT_FOUND, 404);
      if (!e.revoked) Object.assign(e, { revoked: true, revoked_at: new Date().toISOString() });
      return HttpResponse.json(e);
    }),
    http.get(`*${paths.embeds}:id/`, ({ params }) => {
      const e = embed(String(params.id));
      return e ? HttpResponse.json(e) : detail(EMBED_NOT_FOUND, 404);
    }),
    http.patch(`*${paths.embeds}:id/`, async ({ params, request }) => {
      const e = embed(String(params.id));
      if (!e) return detail(EMBED_NOT_FOUND, 404);
      const parsed = EmbedUpdateBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return bodyError(parsed.error);
      const p = parsed.data;
      if (p.name !== undefined) e.name = p.name;
      if (p.allowedOrigins) e.allowedOrigins = p.allowedOrigins;
      if (p.widget) e.widget = p.widget;
      if (p.webhookUrl !== undefined) e.webhookUrl = p.webhookUrl;
      e.updated_at = new Date().toISOString();
      return HttpResponse.json(e);
    }),
    http.delete(`*${paths.embeds}:id/`, ({ params }) => {
      const e = embed(String(params.id));
      if (!e) return detail(EMBED_NOT_FOUND, 404);
      scenario.embeds = scenario.embeds.filter((x) => x !== e);
      for (const l of scenario.leads) if (l.embed?.id === e.id) l.embed = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${paths.export}`, ({ request }) => {
      const { list } = filtered(new URL(request.url));
      const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
      const rows = list.map((l) => [l.firstName, l.lastName, l.email, l.state].map(cell).join(','));
      return new HttpResponse(`\uFEFFfirstName,lastName,email,state\r\n${rows.join('\r\n')}`, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }),
    http.get(`*${paths.leads}`, ({ request }) => {
      const parsed = LeadListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return bodyError(parsed.error);
      const { q, list } = filtered(new URL(request.url));
      const from = (q.page - 1) * q.page_size;
      return HttpResponse.json({
        results: list.slice(from, from + q.page_size),
        count: list.length,
        num_pages: Math.max(1, Math.ceil(list.length / q.page_size)),
      });
    }),
    http.get(`*${paths.leads}:id/`, ({ params }) => {
      const lead = scenario.leads.find((l) => l.id === params.id);
      return lead ? HttpResponse.json(lead) : detail(LEAD_NOT_FOUND, 404);
    }),
    http.patch(`*${paths.leads}:id/`, async ({ params, request }) => {
      const lead = scenario.leads.find((l) => l.id === params.id);
      if (!lead) return detail(LEAD_NOT_FOUND, 404);
      const parsed = LeadUpdateBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return bodyError(parsed.error);
      lead.state = parsed.data.state;
      lead.updated_at = new Date().toISOString();
      return HttpResponse.json(lead);
    }),
  ];
}

/** Every list answers 500 with a detail (the error stories), or never answers (loading). */
export function leadsErrorHandlers(mode: 'error' | 'loading' = 'error') {
  const reply = async () => {
    if (mode === 'loading') await delay('infinite');
    return detail('The database is not answering. Please try again later.', 500);
  };
  return [
    http.get(`*${paths.embeds}`, reply),
    http.get(`*${paths.leads}`, reply),
    http.get(`*${paths.embeds}:id/deliveries/`, reply),
  ];
}
