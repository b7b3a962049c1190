import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

/** An error whose message is safe to show: the reply is `{detail}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);

/** Parses a body or query with a zod schema; a failure is a 400 naming the first bad field. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
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
