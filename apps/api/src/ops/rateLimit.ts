import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { WindowCounter } from './sharedCounter.ts';

/**
 * @fastify/rate-limit's store interface over a {@link WindowCounter}: each route's limits under
 * its own prefix (method and URL pattern), as the plugin's own stores keep them.
 */
function storeOver(counter: WindowCounter, prefix = 'rl:'): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes the window (ms) as a third argument; its types leave it out.
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      counter.hit(prefix + key, timeWindow ?? 60_000).then(
        ({ count, resetMs }) => cb(null, { current: count, ttl: resetMs }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    // The plugin hands over the route's merged limit options, `routeInfo` among them.
    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      const Child = storeOver(counter, `${prefix}${method}${url}-`);
      return new Child({});
    }
  };
}

/**
 * `@fastify/rate-limit` with the app's window counter (decorated as `windowCounter` by app.ts):
 * on PostgreSQL every API process counts into the same windows, so N processes allow the limit
 * once, not N times. Register it where the plugin itself was registered; like the plugin, it
 * reaches the routes of the context that registers it.
 */
const sharedRateLimit: FastifyPluginAsync<RateLimitPluginOptions> = async (
  app: FastifyInstance,
  opts,
) => {
  const counter = app.hasDecorator('windowCounter') ? app.windowCounter : null;
  await app.register(fastifyRateLimit, {
    ...opts,
    ...(counter?.shared ? { store: storeOver(counter) } : {}),
  });
};
// Not encapsulated (what fastify-plugin marks): the limits apply to the registering context.
(sharedRateLimit as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default sharedRateLimit;

declare module 'fastify' {
  interface FastifyInstance {
    /** Fixed-window counts shared by every process on PostgreSQL (ops/sharedCounter.ts). */
    windowCounter: WindowCounter;
  }
}
