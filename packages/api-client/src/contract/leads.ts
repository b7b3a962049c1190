import { z } from 'zod';
import { HOME_DESIGN_BASE } from './homeDesign.ts';
import { safeText } from './text.ts';

/*
 * Leads and partner embeds (issue #21): the lead form's data (spec part 2 §3 "Lead form data",
 * §5 validation), the lead record an owner reads in the inbox, and the embeds a signed-in user
 * puts on other websites (a lead form or a before/after widget), with their webhook.
 */

const E = `${HOME_DESIGN_BASE}`;
/** The public, cookie-less calls of an embed (CORS for its allowed origins only). */
export const EMBED_BASE = '/api/v1/embed';
export const leadPaths = {
  /** Spec part 2 §7: POST /gallery/lead-capture/ submits the lead form. */
  capture: `${E}/gallery/lead-capture/`,
  leads: `${E}/leads/`,
  lead: (id: string) => `${E}/leads/${id}/`,
  /** CSV of the leads the list's filters select. */
  export: `${E}/leads/export/`,
  embeds: `${E}/embeds/`,
  embed: (id: string) => `${E}/embeds/${id}/`,
  revoke: (id: string) => `${E}/embeds/${id}/revoke/`,
  deliveries: (id: string) => `${E}/embeds/${id}/deliveries/`,
  /** Public (cross-origin): the widget's configuration. */
  embedConfig: (key: string) => `${EMBED_BASE}/${key}/config/`,
  /** Public (cross-origin): a lead submitted by the embed's lead form. */
  embedLeads: (key: string) => `${EMBED_BASE}/${key}/leads/`,
  /** Public: a form token for the studio's own lead forms (fetched when the form is shown). */
  formToken: `${E}/gallery/lead-capture/form-token/`,
  /** Public (cross-origin): a form token for the embed's lead form. */
  embedFormToken: (key: string) => `${EMBED_BASE}/${key}/form-token/`,
} as const;

/* ----------------------------------- spec messages ------------------------------------ */

/** Spec part 2 §5, lead form step 1 and the project step. */
export const leadMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Invalid email address',
  phone: 'Phone number is required',
  projectType: 'Project type is required',
  timeline: 'Timeline is required',
  /** The toast's description when the terms are not accepted ("Terms Required"). */
  terms: 'Please accept the terms and conditions',
} as const;
/** Server-side abuse checks (not in the spec; the widget shows them as "Submission failed"). */
export const LEAD_TOO_FAST = 'The form was sent too quickly; please take a moment and try again.';
/**
 * A missing, forged, expired (24 h) or foreign form token: the spec's generic failure words
 * (part 2 §8), as the visitor can only fetch the form again.
 */
export const LEAD_FORM_TOKEN_INVALID = 'Submission failed. Please try again.';
export const EMBED_NOT_FOUND = 'Embed not found.';
export const EMBED_REVOKED = 'This embed has been revoked.';
export const LEAD_NOT_FOUND = 'Lead not found.';
export const embedOriginRefused = (origin: string | undefined) =>
  origin
    ? `Origin ${origin} is not allowed to use this embed.`
    : 'An Origin header is required to use this embed.';
export const EMBED_IMAGES_UNAVAILABLE = "This embed's images are no longer available.";

/* --------------------------------------- choices -------------------------------------- */

export const PROJECT_TYPES = [
  'residential',
  'commercial',
  'renovation',
  'new_construction',
] as const;
export const PROJECT_TIMELINES = [
  'immediate',
  '1_month',
  '3_months',
  '6_months',
  'planning',
] as const;
export const BUDGETS = ['under_10k', '10k_50k', '50k_100k', '100k_500k', 'over_500k'] as const;
export const DEFAULT_LEAD_STYLES = [
  'Modern',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Industrial',
  'Scandinavian',
] as const;
export const DEFAULT_LEAD_SERVICES = [
  'Interior Design',
  'Space Planning',
  'Color Consultation',
  '3D Visualization',
  'Furniture Selection',
] as const;
export const LEAD_STATES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_FORM_MODES = ['inline', 'minimal', 'fullpage'] as const;
export const DEFAULT_LEAD_TITLE = 'Get Your Free Design Consultation';
export const DEFAULT_LEAD_SUCCESS = "Thank you! We'll be in touch within 24 hours.";

/** Largest lead body accepted (bytes): the form's text fits many times over. */
export const LEAD_BODY_LIMIT = 16 * 1024;

/* --------------------------------------- lead form ------------------------------------ */

const text = (field: string, max: number) =>
  safeText(field)
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? '');
/** An optional choice: '' or absent means not given. */
const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .union([z.enum(values), z.literal('')], {
      error: `${field} must be one of: ${values.join(', ')}`,
    })
    .optional()
    .transform((v): T[number] | null => v || null);
const list = (field: string) =>
  z
    .array(safeText(field).trim().min(1).max(100, `${field}: each at most 100 characters`), {
      error: `${field} must be a list of text`,
    })
    .max(20, `${field}: at most 20`)
    .optional()
    .transform((v) => v ?? []);

/**
 * The lead form data of spec part 2 §3, with §5's messages. `projectType` and
 * `projectTimeline` are required only where the form has its project step (the server checks
 * that against the embed's configuration); terms must be accepted.
 */
export const LeadFormData = z.object({
  firstName: safeText('firstName', { error: leadMessages.firstName })
    .trim()
    .min(1, leadMessages.firstName)
    .max(100, 'firstName must be at most 100 characters'),
  lastName: safeText('lastName', { error: leadMessages.lastName })
    .trim()
    .min(1, leadMessages.lastName)
    .max(100, 'lastName must be at most 100 characters'),
  email: z
    .string({ error: leadMessages.email })
    .trim()
    .min(1, leadMessages.email)
    .max(254, leadMessages.emailInvalid)
    .pipe(z.email({ error: leadMessages.emailInvalid })),
  phone: text('phone', 40),
  company: text('company', 200),
  projectType: choice('projectType', PROJECT_TYPES),
  projectTimeline: choice('projectTimeline', PROJECT_TIMELINES),
  budget: choice('budget', BUDGETS),
  propertyType: text('propertyType', 100),
  location: text('location', 200),
  styles: list('styles'),
  services: list('services'),
  message: safeText('message', { multiline: true })
    .trim()
    .max(5000, 'message must be at most 5000 characters')
    .optional()
    .transform((v) => v ?? ''),
  source: text('source', 100),
  newsletter: z
    .boolean({ error: 'newsletter must be true or false' })
    .optional()
    .transform((v) => v ?? false),
  acceptTerms: z.literal(true, { error: leadMessages.terms }),
});
export type LeadFormData = z.input<typeof LeadFormData>;
export type LeadFormValues = z.output<typeof LeadFormData>;

/** The honeypot: a field people never see or fill (hidden from them and from screen readers). */
export const LEAD_HONEYPOT_FIELD = 'website';

/**
 * POST /gallery/lead-capture/ and POST /api/v1/embed/{key}/leads/: the form data plus where it
 * came from and the abuse checks' fields.
 */
export const LeadSubmission = LeadFormData.extend({
  /**
   * The token the server issued when the form was shown (`GET` {@link leadPaths.formToken} or
   * {@link leadPaths.embedFormToken}): signed, it carries its issue time, from which the server
   * measures the minimum fill time. A client's own clock is never asked.
   */
  formToken: z
    .string({ error: LEAD_FORM_TOKEN_INVALID })
    .min(1, LEAD_FORM_TOKEN_INVALID)
    .max(200, LEAD_FORM_TOKEN_INVALID),
  [LEAD_HONEYPOT_FIELD]: z.string().max(500).optional(),
  /** The gallery item whose Contact button opened the form (its author gets the lead). */
  galleryItemId: z.string().max(64).optional(),
  /** An embed's public key (lead capture only; the embed route has it in its path). */
  embed: z.string().max(64).optional(),
  /** The page the form was on: a studio path (/app/consultation) or the partner's page URL. */
  pageUrl: safeText('pageUrl')
    .trim()
    .max(2000, 'pageUrl must be at most 2000 characters')
    .optional(),
});
export type LeadSubmission = z.input<typeof LeadSubmission>;

/** The reply of a form-token route: what the form sends back as `formToken`. */
export interface LeadFormToken {
  formToken: string;
}

/** The reply to a submission, also for one the honeypot caught (a bot learns nothing). */
export interface LeadAccepted {
  success: true;
}

/* ------------------------------------------ leads ------------------------------------- */

export type LeadSourceKind = 'studio' | 'gallery' | 'embed';

export interface Lead extends LeadFormValues {
  id: string;
  state: LeadState;
  source_kind: LeadSourceKind;
  /** The embed's id and name (embed leads). */
  embed: { id: string; name: string } | null;
  gallery_item_id: string | null;
  page_url: string | null;
  created_at: string;
  updated_at: string;
}

export const LeadListQuery = z.object({
  embed: z.string().max(64).optional(),
  state: z
    .enum(LEAD_STATES, { error: `state must be one of: ${LEAD_STATES.join(', ')}` })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be 1 or more')
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1, 'page_size must be between 1 and 100')
    .max(100, 'page_size must be between 1 and 100')
    .default(25),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

export interface LeadList {
  results: Lead[];
  count: number;
  num_pages: number;
}

export const LeadUpdateBody = z.object({
  state: z.enum(LEAD_STATES, { error: `state must be one of: ${LEAD_STATES.join(', ')}` }),
});

/* ----------------------------------------- embeds ------------------------------------- */

export const EMBED_ORIGIN_INVALID =
  'allowedOrigins: each must be an exact origin such as https://www.example.com (scheme, host and optional port; no path, no wildcard)';

/**
 * An exact origin: http(s), a host, an optional port; no path, query, fragment, credentials or
 * wildcard. Normalised as browsers send it in `Origin` (lower-case host, default port dropped).
 */
export function normaliseOrigin(value: string): string | null {
  const v = value.trim();
  if (!/^https?:\/\/[^/?#*@\s]+\/?$/i.test(v)) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.origin;
}

const originList = z
  .array(z.string({ error: EMBED_ORIGIN_INVALID }).max(300, EMBED_ORIGIN_INVALID), {
    error: 'allowedOrigins must be a list of origins',
  })
  .min(1, 'allowedOrigins: add at least one origin')
  .max(20, 'allowedOrigins: at most 20')
  .transform((values, ctx) => {
    const out: string[] = [];
    for (const v of values) {
      const o = normaliseOrigin(v);
      if (!o) {
        ctx.addIssue({ code: 'custom', message: EMBED_ORIGIN_INVALID });
        return z.NEVER;
      }
      if (!out.includes(o)) out.push(o);
    }
    return out;
  });

export const LeadFormWidget = z.object({
  type: z.literal('lead_form'),
  mode: z
    .enum(LEAD_FORM_MODES, { error: `mode must be one of: ${LEAD_FORM_MODES.join(', ')}` })
    .default('inline'),
  title: safeText('title')
    .trim()
    .max(200, 'title must be at most 200 characters')
    .default(DEFAULT_LEAD_TITLE),
  successMessage: safeText('successMessage')
    .trim()
    .max(500, 'successMessage must be at most 500 characters')
    .default(DEFAULT_LEAD_SUCCESS),
  incentive: safeText('incentive')
    .trim()
    .max(200, 'incentive must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  showProjectStep: z.boolean({ error: 'showProjectStep must be true or false' }).default(false),
});
export const BeforeAfterWidget = z
  .object({
    type: z.literal('before_after'),
    /** Two versions the owner has: before, then after. */
    versionIds: z
      .array(z.string().min(1).max(64), { error: 'versionIds must be a list of two version ids' })
      .length(2, 'versionIds must name exactly two versions (before, after)')
      .optional(),
    /** Or a board of the owner's: its first two versions. */
    boardId: z.string().min(1).max(64).optional(),
    title: safeText('title').trim().max(200, 'title must be at most 200 characters').optional(),
  })
  .refine((w) => Boolean(w.versionIds) !== Boolean(w.boardId), {
    message: 'widget: give either versionIds (two) or boardId',
  });
export const EmbedWidget = z.discriminatedUnion('type', [LeadFormWidget, BeforeAfterWidget], {
  error: 'widget.type must be lead_form or before_after',
});
export type EmbedWidget = z.output<typeof EmbedWidget>;

export const WEBHOOK_URL_INVALID =
  'webhookUrl must be an https URL of a public host (no credentials, no private address)';
const webhookUrl = z
  .string({ error: WEBHOOK_URL_INVALID })
  .trim()
  .max(2000, WEBHOOK_URL_INVALID)
  .nullish()
  .transform((v) => v || null);

const embedName = safeText('name', { error: 'Embed name is required' })
  .trim()
  .min(1, 'Embed name is required')
  .max(200, 'name must be at most 200 characters');

export const EmbedCreateBody = z.object({
  name: embedName,
  allowedOrigins: originList,
  widget: EmbedWidget,
  webhookUrl,
});
export type EmbedCreateBody = z.input<typeof EmbedCreateBody>;
export const EmbedUpdateBody = z.object({
  name: embedName.optional(),
  allowedOrigins: originList.optional(),
  widget: EmbedWidget.optional(),
  webhookUrl,
});

export interface Embed {
  id: string;
  name: string;
  /** The public key the snippet carries (`<hds-lead-form embed="KEY">`). */
  key: string;
  allowedOrigins: string[];
  widget: EmbedWidget;
  webhookUrl: string | null;
  /** Verifies `X-HDS-Signature` (HMAC-SHA256); shown to the owner only. */
  webhookSecret: string;
  revoked: boolean;
  revoked_at: string | null;
  lead_count: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/embed/{key}/config/: what a widget renders. */
export type EmbedConfig =
  | {
      key: string;
      widget: 'lead_form';
      mode: (typeof LEAD_FORM_MODES)[number];
      title: string;
      successMessage: string;
      incentive: string | null;
      showProjectStep: boolean;
      styles: readonly string[];
      services: readonly string[];
      /** Where the form posts (absolute path on this server). */
      submitUrl: string;
    }
  | {
      key: string;
      widget: 'before_after';
      title: string | null;
      /** Signed URLs scoped to this embed (they stop when it is revoked). */
      before: { url: string; width: number | null; height: number | null; label: string };
      after: { url: string; width: number | null; height: number | null; label: string };
    };

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export interface WebhookDelivery {
  id: string;
  lead_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  log: {
    attempt: number;
    status_code: number | null;
    error: string | null;
    at: string;
    duration_ms: number;
  }[];
}

/** Headers of a webhook POST; see apps/api/README.md "Leads and embeds". */
export const WEBHOOK_SIGNATURE_HEADER = 'X-HDS-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-HDS-Timestamp';
export const WEBHOOK_DELIVERY_HEADER = 'X-HDS-Delivery';
export const WEBHOOK_EVENT_HEADER = 'X-HDS-Event';
