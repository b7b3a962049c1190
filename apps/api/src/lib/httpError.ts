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
