import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNSAFE_EMULATOR_OVERRIDE, type Config } from '../../config.ts';

// Defined beside the rest of the environment's parsing, which reads it; the checks here use it.
export { UNSAFE_EMULATOR_OVERRIDE };

export const NOT_FROM_THIS_MACHINE =
  'This server runs the Firebase Auth emulator, with which anyone can sign in as anyone, so it ' +
  'only answers sign-in requests made on this machine (http://localhost).';

const isLoopbackIPv4 = (s: string) => isIPv4(s) && s.startsWith('127.');
const isLoopbackIPv6 = (s: string) =>
  isIPv6(s) && (s === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(s) || isLoopbackMapped(s));
const isLoopbackMapped = (s: string) => {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(s);
  return m !== null && isLoopbackIPv4(m[1]!);
};

/** A HOST value that listens on this machine only. */
export function isLoopbackBindHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || isLoopbackIPv4(h) || isLoopbackIPv6(h);
}

/** A client socket address on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (isLoopbackIPv4(address) || isLoopbackIPv6(address));
}

/**
 * A Host header naming this machine: localhost, *.localhost, 127.x.x.x or [::1], with an
 * optional port. Anything else (a LAN address, a public name) means the request was addressed
 * to a name that can resolve elsewhere, as in DNS rebinding or behind a reverse proxy.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const v6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i.exec(host);
  if (v6) return isLoopbackIPv6(v6[1]!.toLowerCase());
  const named = /^([a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host);
  if (!named) return false;
  const name = named[1]!.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackIPv4(name);
}

export type BindingCheck = { ok: true; warning?: string } | { ok: false; message: string };

/** Whether the server may listen on `config.host`: a pure function main.ts acts on. */
export function emulatorBindingCheck(
  config: Pick<Config, 'host' | 'port' | 'authEmulatorHost' | 'unsafeEmulatorOnNetwork'>,
): BindingCheck {
  if (!config.authEmulatorHost || isLoopbackBindHost(config.host)) return { ok: true };
  const { name, value } = UNSAFE_EMULATOR_OVERRIDE;
  if (config.unsafeEmulatorOnNetwork) {
    return {
      ok: true,
      warning: [
        '',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        `!! ${name} is set: serving the Firebase Auth emulator on ${config.host}.`,
        `!! Anyone who can reach ${config.host}:${config.port} can sign in as any user of`,
        '!! this server and read, change and delete their work. Use it for a throwaway demo',
        '!! on a network you trust, never with real data.',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        '',
      ].join('\n'),
    };
  }
  return {
    ok: false,
    message: [
      `Refusing to listen on HOST=${config.host}: this server uses the Firebase Auth emulator`,
      `(FIREBASE_AUTH_EMULATOR_HOST=${config.authEmulatorHost}),`,
      'with which anyone can sign in as anyone, so it only listens on this machine.',
      '- For this machine only: HOST=127.0.0.1 (the default in emulator mode).',
      '- To serve other machines: configure a real Firebase project (FIREBASE_API_KEY or',
      '  FIREBASE_WEB_CONFIG, without FIREBASE_AUTH_EMULATOR_HOST).',
      `- To expose the emulator anyway (a throwaway demo): ${name}=${value}`,
    ].join('\n'),
  };
}

function fromThisMachine(request: FastifyRequest): boolean {
  const h = request.headers;
  // A reverse proxy in front means the request came from elsewhere, whatever Host it forwards.
  if (h['x-forwarded-for'] || h['x-forwarded-host'] || h.forwarded || h['x-real-ip']) return false;
  return isLoopbackHostHeader(h.host) && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * Refuses, in the calling plugin's routes, any request not made on this machine with a Host
 * naming it. Listening on loopback is the first guard; this one also stops DNS rebinding (a
 * page on evil.example whose name now points at 127.0.0.1) and a reverse proxy put in front.
 */
export function onlyFromThisMachine(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.status(403).send({ detail: NOT_FROM_THIS_MACHINE });
  });
}
