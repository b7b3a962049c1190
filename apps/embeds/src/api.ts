import type { EmbedConfig } from '@hds/api-client/contract';
import type { SubmitLeadInput } from '@hds/machines';

/*
 * The widget's public calls (apps/api/README.md "Leads and embeds"): the embed's
 * configuration and, for a lead form, its form token and the lead. Cross-origin and cookie-less
 * (`credentials: 'omit'`): the API answers CORS for the embed's allowed origins only.
 * The config's type comes from `@hds/api-client/contract` (leads.ts) as a type-only import:
 * erased at build, so zod stays out of the 30 KB script.
 */

/** GET /api/v1/embed/{key}/config/, as the contract types it. */
export type { EmbedConfig };

/** A refusal of the API, carrying its `detail` (shown to the visitor as it is). */
export class EmbedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EmbedError';
  }
}

/**
 * A call the browser refused to hand over: the server answers CORS only to an embed's allowed
 * origins, so a page not on the list (403), an unknown key (404) or an unreachable server all
 * look the same from here.
 */
export const NETWORK_ERROR =
  'This widget is not available here: this website is not allowed to use it, or its server could not be reached.';

const embedPath = (key: string, rest: string) => `/api/v1/embed/${encodeURIComponent(key)}/${rest}`;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'omit', mode: 'cors' });
  } catch {
    throw new EmbedError(0, NETWORK_ERROR);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const detail =
      body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string'
        ? (body as { detail: string }).detail
        : `The server answered ${res.status}.`;
    throw new EmbedError(res.status, detail);
  }
  return body as T;
}

/** GET {origin}/api/v1/embed/{key}/config/ */
export function fetchConfig(origin: string, key: string): Promise<EmbedConfig> {
  return call<EmbedConfig>(origin + embedPath(key, 'config/'), {
    headers: { Accept: 'application/json' },
  });
}

/**
 * GET {origin}/api/v1/embed/{key}/form-token/: the token of this showing of the form. The API
 * measures the minimum fill time from when it issued it.
 */
export async function fetchFormToken(origin: string, key: string): Promise<string> {
  const reply = await call<{ formToken: string }>(origin + embedPath(key, 'form-token/'), {
    headers: { Accept: 'application/json' },
  });
  return reply.formToken;
}

/** The API's body for the form's values: the machine says `timeline` / `termsAccepted`, the API
 * `projectTimeline` / `acceptTerms`; the honeypot `website` is never sent. */
export function toLeadBody(input: SubmitLeadInput, formToken: string, pageUrl: string) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    projectType: input.projectType,
    projectTimeline: input.timeline,
    budget: input.budget,
    location: input.location,
    styles: input.styles,
    services: input.services,
    message: input.message,
    newsletter: input.newsletter,
    acceptTerms: input.termsAccepted,
    source: input.source ?? 'embed',
    formToken,
    pageUrl,
  };
}

/** POST the lead to the config's `submitUrl` (a path on the API's origin). */
export function submitLead(
  origin: string,
  key: string,
  submitUrl: string | undefined,
  body: ReturnType<typeof toLeadBody>,
): Promise<unknown> {
  const path = submitUrl && submitUrl.startsWith('/') ? submitUrl : embedPath(key, 'leads/');
  return call(origin + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The API's origin: where the script itself was loaded from. */
export function originOf(src: string | null | undefined, fallback: string): string {
  if (!src) return fallback;
  try {
    return new URL(src, fallback).origin;
  } catch {
    return fallback;
  }
}
