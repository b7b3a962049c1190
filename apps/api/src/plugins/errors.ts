import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodObject, ZodType } from 'zod';
import { NO_FIELDS_TO_UPDATE } from '@hds/api-client/contract';
import { HttpError } from '../lib/httpError.ts';

// The error itself lives apart from Fastify, so the worker's modules can throw it too.
export { HttpError, notFound } from '../lib/httpError.ts';

export const MALFORMED_PATH = 'Malformed URL: the path has an invalid percent-escape';

/** Parses a body or query with a zod schema; a failure is a 400 naming the first bad field. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  // No body at all reads as `{}`; a JSON `null` is a body, and never the object a route takes.
  if (value === null) throw new HttpError(400, 'The request body must be a JSON object');
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0] ?? ['body', 'Invalid request'];
  const detail = field === 'body' || message.includes(field) ? message : `${field}: ${message}`;
  throw new HttpError(400, detail, errors);
}

/**
 * Parses a PATCH body: a missing body, `{}` or one naming none of the fields the route writes
 * (by default every field of the schema) is a 400 'No fields to update.', so nothing is written,
 * not even an audit row; otherwise `parseWith`.
 */
export function parseUpdate<T>(
  schema: ZodObject & ZodType<T>,
  value: unknown,
  writable: string[] = Object.keys(schema.shape),
): T {
  const given = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  if (!writable.some((k) => Object.hasOwn(given, k))) throw new HttpError(400, NO_FIELDS_TO_UPDATE);
  return parseWith(schema, value);
}

/**
 * Fastify's own early refusals, before any route or hook (a malformed percent-escape in the
 * path, an overlong path parameter): `{detail}` like every other error.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  const detail =
    err.code === 'FST_ERR_BAD_URL'
      ? MALFORMED_PATH
      : status < 500
        ? 'Bad request'
        : 'Internal server error';
  reply.status(status).send({ detail });
}

/** One error handler for the whole server: `{detail}` always, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send(err.errors ? { detail: err.detail, errors: err.errors } : { detail: err.detail });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An empty JSON body on a PATCH is the empty update every PATCH refuses the same way.
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' && request.method === 'PATCH') {
        return reply.status(400).send({ detail: NO_FIELDS_TO_UPDATE });
      }
      return reply.status(status).send({ detail: friendlyClientError(err) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function friendlyClientError(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return err.message || 'Bad request';
  }
}
