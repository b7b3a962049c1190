import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Path prefixes the Firebase JS SDK uses against the Auth emulator. */
export const EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
];

/**
 * Forwards the Auth emulator's endpoints through this origin, so the page, the sign-in handler
 * and its iframe are all same-origin: redirect sign-in then works whatever host name the user
 * typed, and only one port needs to be reachable.
 */
export async function emulatorProxy(app: FastifyInstance, opts: { emulatorHost: string }) {
  const [hostname, port] = opts.emulatorHost.split(':');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  for (const prefix of EMULATOR_PREFIXES) {
    app.all(`${prefix}*`, (request, reply) => {
      const headers = { ...request.headers, host: opts.emulatorHost };
      const upstream = httpRequest(
        { hostname, port: Number(port), method: request.method, path: request.url, headers },
        (res) => {
          reply.hijack();
          reply.raw.writeHead(res.statusCode ?? 502, res.headers);
          res.pipe(reply.raw);
        },
      );
      upstream.on('error', () => {
        if (!reply.sent)
          reply.status(502).send({ detail: 'The identity provider is not reachable.' });
      });
      request.raw.pipe(upstream);
    });
  }
}
