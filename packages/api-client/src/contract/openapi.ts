import { z } from 'zod';
import * as analytics from './analytics.ts';
import * as apiKeys from './apiKeys.ts';
import { apiRoutes, type ApiRoute, type RawReply, type ReplyBody } from './apiRoutes.ts';
import * as auth from './auth.ts';
import * as boards from './boards.ts';
import { ErrorBody } from './errors.ts';
import * as gallery from './gallery.ts';
import * as images from './images.ts';
import * as leads from './leads.ts';
import * as listings from './listings.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './paths.ts';
import * as projects from './projects.ts';
import * as sharedBoard from './sharedBoard.ts';
import * as styledManifest from './styledManifest.ts';
import * as transformations from './transformations.ts';
import * as user from './user.ts';

export { apiRouteKey, apiRoutes, openApiPath } from './apiRoutes.ts';
export type { ApiRoute, RawReply, ReplyBody, RouteAuth } from './apiRoutes.ts';

/*
 * The OpenAPI 3.1 description of the API, generated from the route table (apiRoutes.ts) and
 * the contract's zod schemas with zod's own JSON Schema conversion (OpenAPI 3.1 schemas are
 * JSON Schema 2020-12). Served by the server at /api/openapi.json.
 */

type JsonSchema = Record<string, unknown>;
type ZodSchema = z.core.$ZodType;

const isZod = (v: unknown): v is ZodSchema => typeof v === 'object' && v !== null && '_zod' in v;

/** Every schema the contract exports by name becomes a named component. */
function contractNames(): Map<ZodSchema, string> {
  const names = new Map<ZodSchema, string>();
  const modules = [
    auth,
    analytics,
    apiKeys,
    boards,
    gallery,
    images,
    leads,
    listings,
    projects,
    sharedBoard,
    styledManifest,
    transformations,
    user,
  ];
  for (const mod of modules) {
    for (const [name, value] of Object.entries(mod)) {
      if (/^[A-Z]/.test(name) && isZod(value) && !names.has(value)) names.set(value, name);
    }
  }
  names.set(ErrorBody, 'Error');
  return names;
}

let defsSeen = 0;

/**
 * JSON Schema of a zod schema as a request (`input`: before defaults and transforms) or reply.
 * Definitions of recursive parts (`$defs`) move to `hoist` under unique names, since a schema
 * placed inside the OpenAPI document resolves `#/…` against the document's root.
 */
export function jsonSchemaOf(
  schema: ZodSchema,
  io: 'input' | 'output',
  hoist?: Record<string, JsonSchema>,
): JsonSchema {
  const convert = (direction: 'input' | 'output') =>
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: direction,
      unrepresentable: 'any',
      reused: 'inline',
    }) as JsonSchema;
  let out: JsonSchema;
  try {
    out = convert(io);
  } catch {
    // A reply schema with a transform (a list read either way) is described by what it accepts.
    out = convert('input');
  }
  delete out.$schema;
  const defs = out.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return out;
  delete out.$defs;
  const prefix = `Def${++defsSeen}_`;
  const rewrite = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"#\/\$defs\/([^"]+)"/g,
        (_, name: string) => `"#/components/schemas/${prefix}${name}"`,
      ),
    );
  for (const [name, def] of Object.entries(defs)) {
    if (hoist) hoist[`${prefix}${name}`] = rewrite(def) as JsonSchema;
  }
  return rewrite(out) as JsonSchema;
}

export const RATE_LIMIT_HEADER_DOCS = {
  'RateLimit-Limit': 'Requests allowed per minute for this API key.',
  'RateLimit-Remaining': 'Requests left in the current window.',
  'RateLimit-Reset': 'Seconds until the window resets.',
  'X-Quota-Limit': "The key's monthly quota (absent when the key has none).",
  'X-Quota-Remaining': 'Requests left this calendar month (UTC).',
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the body, query or a parameter does not match the contract (`detail` says which).',
  401: 'Not signed in, or the API key is invalid or revoked.',
  403: "Refused: missing CSRF token, the API key lacks the route's scope, or a session-only route.",
  404: "Not found (another user's id answers 404 too).",
  409: 'Conflict with the current state.',
  413: 'The upload is too large.',
  422: 'Idempotency-Key reused with a different body.',
  429: 'Rate limit or quota exhausted; wait `Retry-After` seconds.',
};

export interface OpenApiOptions {
  /** The API version shown in `info.version`. */
  version?: string;
  /** Public origin for `servers`; omitted means relative to the document. */
  serverUrl?: string;
  /** Only these routes (default: the whole table). */
  routes?: ApiRoute[];
}

/** The OpenAPI 3.1 document of the API. */
export function openApiDocument(options: OpenApiOptions = {}): JsonSchema {
  const names = contractNames();
  const components: Record<string, JsonSchema> = {};
  const ref = (schema: ZodSchema, io: 'input' | 'output'): JsonSchema => {
    const name = names.get(schema);
    if (!name) return jsonSchemaOf(schema, io, components);
    const key = io === 'input' && name !== 'Error' ? `${name}Input` : name;
    // Request and reply views of one schema differ only where defaults or transforms apply.
    if (!components[key]) components[key] = jsonSchemaOf(schema, io, components);
    return { $ref: `#/components/schemas/${key}` };
  };
  const errorContent = { 'application/json': { schema: ref(ErrorBody, 'output') } };
  const headerComponents = Object.fromEntries(
    Object.entries(RATE_LIMIT_HEADER_DOCS).map(([name, description]) => [
      name,
      { description, schema: { type: 'integer' } },
    ]),
  );
  const rateHeaders = Object.fromEntries(
    Object.keys(RATE_LIMIT_HEADER_DOCS).map((name) => [
      name,
      { $ref: `#/components/headers/${name}` },
    ]),
  );

  const paths: Record<string, Record<string, unknown>> = {};
  const usedIds = new Set<string>();
  for (const r of options.routes ?? apiRoutes) {
    const params: JsonSchema[] = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: r.params?.[m[1]!] ? jsonSchemaOf(r.params[m[1]!]!, 'input') : { type: 'string' },
    }));
    if (r.query) {
      const q = jsonSchemaOf(r.query, 'input', components);
      const props = (q.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(props)) {
        params.push({ name, in: 'query', required: required.has(name), schema });
      }
      if (!Object.keys(props).length && q.description) {
        params.push({
          name: 'filters',
          in: 'query',
          required: false,
          description: q.description,
          style: 'form',
          explode: true,
          schema: { type: 'object', additionalProperties: { type: 'string' } },
        });
      }
    }
    if (r.idempotent) {
      params.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Any 1–255 visible ASCII characters. A retried request with the same key and body gets the first reply (header Idempotent-Replayed: true) and never a second job or image.',
        schema: { type: 'string', maxLength: 255 },
      });
    }

    const responses: Record<string, unknown> = {};
    for (const [status, body] of Object.entries(r.replies)) {
      responses[status] = reply(body, r, ref, rateHeaders);
    }
    const errors = new Set<number>([400]);
    if (r.auth !== 'public') errors.add(401).add(403);
    if (r.path.includes('{')) errors.add(404);
    if (r.auth === 'user' || r.cors) errors.add(429);
    if (r.idempotent) errors.add(422);
    if (r.body && 'multipart' in r.body) errors.add(413);
    for (const status of errors) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status],
        content: errorContent,
        ...(status === 429
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before retrying.',
                  schema: { type: 'integer' },
                },
                ...rateHeaders,
              },
            }
          : {}),
      };
    }

    const security =
      r.auth === 'public'
        ? []
        : r.auth === 'session'
          ? [{ session: [] }]
          : [{ session: [] }, { apiKey: [r.scope ?? 'read'] }];
    const notes = [
      r.description,
      r.auth === 'session' ? 'Needs a browser session; an API key is refused (403).' : undefined,
      r.auth === 'user' ? `API keys need the \`${r.scope}\` scope.` : undefined,
      r.paged
        ? 'Paged: `page` (from 1) and `page_size`, or `cursor` where offered; the reply has `count`, the total.'
        : undefined,
      r.cors ? 'Cross-origin: answers CORS for the embed’s allowed origins.' : undefined,
    ].filter(Boolean);
    const op: Record<string, unknown> = {
      operationId: uniqueId(operationId(r), usedIds),
      summary: r.summary,
      tags: [r.tag],
      ...(notes.length ? { description: notes.join('\n\n') } : {}),
      ...(params.length ? { parameters: params } : {}),
      security,
      responses,
    };
    if (r.body) {
      op.requestBody = {
        required: true,
        content:
          'multipart' in r.body
            ? {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: Object.fromEntries(
                      Object.entries(r.body.multipart).map(([field, kind]) => [
                        field,
                        kind === 'binary'
                          ? { type: 'string', contentMediaType: 'application/octet-stream' }
                          : { type: 'string' },
                      ]),
                    ),
                  },
                },
              }
            : { 'application/json': { schema: ref(r.body, 'input') } },
      };
    }
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Home Design Studio API',
      version: options.version ?? '1',
      description: [
        'Upload room photos, run edits (virtual staging, wall colour, lighting, sky…), poll the job or receive a webhook, and download the result.',
        '',
        '**Authentication.** Create an API key in the studio (Settings → API) and send `Authorization: Bearer <key>`: no cookie and no CSRF token are needed, and the key acts as its owner, narrowed to its scopes (`read` for GET calls, `edit` for uploads and edits, `share` for boards, share links and publishing). The browser studio uses a session cookie plus the `X-CSRFToken` header instead.',
        '',
        '**Errors.** Every non-2xx reply is JSON `{"detail": "…"}` (with `errors` per field where useful).',
        '',
        '**Rate limits.** Replies to key requests carry `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and, with a quota, `X-Quota-Limit` / `X-Quota-Remaining`; over the limit the reply is 429 with `Retry-After`.',
        '',
        '**Media.** Picture URLs in replies (`storage_url`, `preview_url`, `thumbnail_url`) are signed and expire; fetch them without credentials.',
        '',
        '**Webhooks.** A key may have an https endpoint that receives `job.succeeded`, `job.failed` and `lead.created` as POSTs signed with `X-HDS-Signature: sha256=HMAC-SHA256(secret, "<X-HDS-Timestamp>.<body>")`; reject old timestamps to stop replays.',
      ].join('\n'),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set((options.routes ?? apiRoutes).map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      headers: headerComponents,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key from Settings → API (`hds_…`).',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The studio's session cookie; unsafe methods also need the ${CSRF_HEADER} header equal to the csrftoken cookie.`,
        },
      },
    },
  };
}

function reply(
  body: ReplyBody,
  r: ApiRoute,
  ref: (s: ZodSchema, io: 'input' | 'output') => JsonSchema,
  rateHeaders: Record<string, unknown>,
) {
  const headers = r.auth === 'user' ? { headers: rateHeaders } : {};
  if (body === null) return { description: 'No content.', ...headers };
  if (isZod(body)) {
    return {
      description: r.summary,
      ...headers,
      content: { 'application/json': { schema: ref(body, 'output') } },
    };
  }
  const raw = body as RawReply;
  return {
    description: raw.description,
    ...headers,
    content: {
      [raw.contentType]: { schema: { type: 'string', contentMediaType: raw.contentType } },
    },
  };
}

function uniqueId(id: string, used: Set<string>): string {
  let out = id;
  for (let n = 2; used.has(out); n++) out = `${id}${n}`;
  used.add(out);
  return out;
}

function operationId(r: ApiRoute): string {
  const words = r.path
    .replace(/^\/api\/v1\/(home-design\/)?/, '')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by ${w.slice(1, -1)}` : w))
    .join(' ')
    .split(' ');
  const camel = [r.method.toLowerCase(), ...words]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
  return camel.replace(/[^A-Za-z0-9]/g, '');
}
