import type * as Schemas from './replySchemas.ts';

type ReplySchemas = typeof Schemas;

let loading: Promise<ReplySchemas> | null = null;

/** The reply schemas, loaded once; a failed load (offline) is tried again by the next call. */
function replySchemas(): Promise<ReplySchemas> {
  return (loading ??= import('./replySchemas.ts').catch((err: unknown) => {
    loading = null;
    throw err;
  }));
}

/**
 * `reply` parsed with the contract's schema `pick` names. The schemas (zod and the contract,
 * a third of a page's first load) are a chunk of their own, fetched while the first request is
 * in flight; a reply that does not match still rejects with the schema's error.
 */
export async function parsed<T>(
  reply: Promise<unknown>,
  pick: (schemas: ReplySchemas) => { parse(data: unknown): T },
): Promise<T> {
  const [schemas, data] = await Promise.all([replySchemas(), reply]);
  return pick(schemas).parse(data);
}
