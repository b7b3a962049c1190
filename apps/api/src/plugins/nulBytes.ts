import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_REFUSED } from '@hds/api-client/contract';
import { HttpError } from './errors.ts';

/** For a NUL in a key or a bare string body, where there is no field to name. */
export const NUL_REFUSED = 'The request contains a NUL character, which is not allowed.';

/**
 * Where a parsed value (a string, or any JSON) holds U+0000: the dotted path of the field, as
 * the contract's errors name fields ('' for the value itself), or null when it holds none.
 */
export function nulAt(value: unknown, at = ''): string | null {
  const stack: [unknown, string][] = [[value, at]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\0')) return '';
        stack.push([inner, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/** The 400 for a NUL found at `path`: the field named as the contract's own refusal does. */
export const nulRefusal = (path: string) =>
  new HttpError(400, path ? `${path}: ${CONTROL_CHARACTERS_REFUSED}` : NUL_REFUSED);

/**
 * PostgreSQL cannot hold U+0000 in text and fails the whole query on one, and no id, query or
 * field of this API has a use for it: refused as bad input before any handler runs, on every
 * database alike. (Multipart bodies are streamed; their fields are checked where they are read.)
 */
export function registerNulByteGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulAt(part);
      if (path !== null) throw nulRefusal(path);
    }
  });
}
