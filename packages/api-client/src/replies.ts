/**
 * `reply` parsed with the schema `pick` takes from the module `schemas` loads. The schemas (zod
 * and the contract, a third of a page's first load) are chunks of their own, fetched while the
 * request is in flight, each domain's with its first reply; a reply that does not match still
 * rejects with the schema's error naming the field.
 */
export async function parsed<S, T>(
  reply: Promise<unknown>,
  schemas: () => Promise<S>,
  pick: (schemas: S) => { parse(data: unknown): T },
): Promise<T> {
  const [loaded, data] = await Promise.all([schemas(), reply]);
  return pick(loaded).parse(data);
}
