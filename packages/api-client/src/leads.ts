import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  leadPaths as paths,
  type Embed,
  type EmbedCreateBody,
  type EmbedUpdateBody,
  type Lead,
  type LeadAccepted,
  type LeadFormToken,
  type LeadList,
  type LeadState,
  type LeadSubmission,
  type WebhookDelivery,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';
import type { z } from 'zod';

/** The inbox's filters as the browser holds them; '' or absent means all. */
export interface LeadFilterParams {
  /** An embed id. */
  embed?: string;
  state?: LeadState;
  page?: number;
  pageSize?: number;
}

/** Leaves out empty filters and page 1, so equal filters share one cache entry. */
export function normaliseLeadFilters(f: LeadFilterParams): LeadFilterParams {
  const out: LeadFilterParams = {};
  if (f.embed) out.embed = f.embed;
  if (f.state) out.state = f.state;
  if (f.page && f.page > 1) out.page = f.page;
  if (f.pageSize && f.pageSize !== 25) out.pageSize = f.pageSize;
  return out;
}

function leadQuery(f: LeadFilterParams) {
  const n = normaliseLeadFilters(f);
  return { embed: n.embed, state: n.state, page: n.page, page_size: n.pageSize };
}

/** `GET /leads/export/` with the list's filters (a plain link: the browser downloads it). */
export function leadExportUrl(filters: LeadFilterParams = {}, baseUrl = ''): string {
  const q = new URLSearchParams();
  const n = normaliseLeadFilters(filters);
  if (n.embed) q.set('embed', n.embed);
  if (n.state) q.set('state', n.state);
  const qs = q.toString();
  return `${baseUrl}${paths.export}${qs ? `?${qs}` : ''}`;
}

/**
 * What the lead form holds (the `leadForm` machine's values, which say `timeline` and
 * `termsAccepted`); the wire says `projectTimeline` and `acceptTerms`.
 */
export interface LeadFormFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  projectType?: string;
  timeline?: string;
  budget?: string;
  propertyType?: string;
  location?: string;
  styles?: string[];
  services?: string[];
  message?: string;
  newsletter?: boolean;
  termsAccepted: boolean;
  source?: string | null;
}

/** Where a submission comes from, and the token its form was shown with (the abuse checks). */
export interface LeadOrigin {
  /** The server's token, fetched when the form was shown (`api.formToken()`). */
  formToken: string;
  galleryItemId?: string;
  embed?: string;
  pageUrl?: string;
}

/**
 * Maps the form's values to `POST /gallery/lead-capture/`'s body. The honeypot `website` is
 * never sent by people's forms.
 */
export function toLeadSubmission(values: LeadFormFields, origin: LeadOrigin): LeadSubmission {
  const choice = <T extends string>(v: string | undefined) => (v ? (v as T) : undefined);
  const body: LeadSubmission = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone ?? '',
    company: values.company ?? '',
    projectType: choice<NonNullable<LeadSubmission['projectType']>>(values.projectType),
    projectTimeline: choice<NonNullable<LeadSubmission['projectTimeline']>>(values.timeline),
    budget: choice<NonNullable<LeadSubmission['budget']>>(values.budget),
    propertyType: values.propertyType ?? '',
    location: values.location ?? '',
    styles: values.styles ?? [],
    services: values.services ?? [],
    message: values.message ?? '',
    source: values.source ?? '',
    newsletter: values.newsletter ?? false,
    acceptTerms: values.termsAccepted as true,
    formToken: origin.formToken,
  };
  if (origin.galleryItemId) body.galleryItemId = origin.galleryItemId;
  if (origin.embed) body.embed = origin.embed;
  if (origin.pageUrl) body.pageUrl = origin.pageUrl;
  return body;
}

export type EmbedPatch = z.input<typeof EmbedUpdateBody>;

/** Lead capture, the leads inbox and the owner's embeds (apps/api README "Leads and embeds"). */
export function createLeadsApi(http: HttpClient) {
  return {
    /** A token for a lead form being shown; the form sends it back with the lead. */
    formToken: async () => (await http<LeadFormToken>(paths.formToken)).formToken,
    capture: (body: LeadSubmission) => http<LeadAccepted>(paths.capture, { json: body }),
    leads: {
      list: (filters: LeadFilterParams = {}) =>
        http<LeadList>(paths.leads, { query: leadQuery(filters) }),
      get: (id: string) => http<Lead>(paths.lead(id)),
      setState: (id: string, state: LeadState) =>
        http<Lead>(paths.lead(id), { method: 'PATCH', json: { state } }),
      exportUrl: (filters: LeadFilterParams = {}) => leadExportUrl(filters),
    },
    embeds: {
      list: async () => (await http<{ results: Embed[] }>(paths.embeds)).results,
      get: (id: string) => http<Embed>(paths.embed(id)),
      create: (body: EmbedCreateBody) => http<Embed>(paths.embeds, { json: body }),
      update: (id: string, patch: EmbedPatch) =>
        http<Embed>(paths.embed(id), { method: 'PATCH', json: patch }),
      remove: async (id: string) => {
        await http(paths.embed(id), { method: 'DELETE' });
      },
      revoke: (id: string) => http<Embed>(paths.revoke(id), { method: 'POST' }),
      deliveries: async (id: string) =>
        (await http<{ results: WebhookDelivery[] }>(paths.deliveries(id))).results,
    },
  };
}
export type LeadsApi = ReturnType<typeof createLeadsApi>;

/** TanStack Query options of the leads inbox; mutations name what they invalidate. */
export function createLeadQueries(api: LeadsApi) {
  const all = () => ['leads'] as const;
  return {
    all,
    list: (filters: LeadFilterParams = {}) =>
      queryOptions({
        queryKey: ['leads', 'list', normaliseLeadFilters(filters)] as const,
        queryFn: () => api.leads.list(filters),
        placeholderData: keepPreviousData,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: ['leads', 'detail', id] as const,
        queryFn: () => api.leads.get(id),
      }),
    mutations: {
      setState: () => ({
        mutationKey: ['leads', 'setState'] as const,
        mutationFn: ({ id, state }: { id: string; state: LeadState }) =>
          api.leads.setState(id, state),
        meta: { invalidates: [all()] },
      }),
      capture: () => ({
        mutationKey: ['leads', 'capture'] as const,
        mutationFn: (body: LeadSubmission) => api.capture(body),
        meta: { invalidates: [all()] },
      }),
    },
  };
}
export type LeadQueries = ReturnType<typeof createLeadQueries>;

/** TanStack Query options of the owner's embeds. */
export function createEmbedQueries(api: LeadsApi) {
  const all = () => ['embeds'] as const;
  const leads = ['leads'] as const;
  return {
    all,
    list: () => queryOptions({ queryKey: ['embeds', 'list'] as const, queryFn: api.embeds.list }),
    detail: (id: string) =>
      queryOptions({
        queryKey: ['embeds', 'detail', id] as const,
        queryFn: () => api.embeds.get(id),
      }),
    deliveries: (id: string) =>
      queryOptions({
        queryKey: ['embeds', 'deliveries', id] as const,
        queryFn: () => api.embeds.deliveries(id),
      }),
    mutations: {
      create: () => ({
        mutationKey: ['embeds', 'create'] as const,
        mutationFn: (body: EmbedCreateBody) => api.embeds.create(body),
        meta: { invalidates: [all()] },
      }),
      update: () => ({
        mutationKey: ['embeds', 'update'] as const,
        mutationFn: ({ id, patch }: { id: string; patch: EmbedPatch }) =>
          api.embeds.update(id, patch),
        meta: { invalidates: [all()] },
      }),
      revoke: () => ({
        mutationKey: ['embeds', 'revoke'] as const,
        mutationFn: (id: string) => api.embeds.revoke(id),
        meta: { invalidates: [all()] },
      }),
      remove: () => ({
        mutationKey: ['embeds', 'remove'] as const,
        mutationFn: (id: string) => api.embeds.remove(id),
        // Its leads stay but lose their embed.
        meta: { invalidates: [all(), leads] },
      }),
    },
  };
}
export type EmbedQueries = ReturnType<typeof createEmbedQueries>;
