import type { FastifyInstance } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import {
  accountDeletionMessages,
  authPaths,
  IdTokenBody,
  type AuthResponse,
  type LogoutResponse,
} from '@hds/api-client/contract';
import { InvalidTokenError, type TokenVerifier, type VerifiedIdentity } from './verifier.ts';
import { onlyFromThisMachine } from './emulatorSafety.ts';
import { openedWith } from './spentTokens.ts';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import type { SessionControl } from './session.ts';
import type { PlanTable } from '../../plans.ts';
import { toServerUser } from './serverUser.ts';
import type { AuditRepository } from '../../db/audit.ts';
import type { UsageRepository } from '../account/usageRepository.ts';
import type { User, UsersRepository } from './usersRepository.ts';

export interface AuthRouteDeps {
  verifier: TokenVerifier;
  users: UsersRepository;
  audit: AuditRepository;
  session: SessionControl;
  usage: UsageRepository;
  /** Whether the account of this Firebase uid has a pending deletion request. */
  deletionPending: (firebaseUid: string) => Promise<boolean>;
  /** Requests per client address and minute to each of session, validate and convert. */
  rateLimitPerMinute: number;
  /** Emulator mode without the network override: refuse requests not made on this machine. */
  onlyFromThisMachine: boolean;
  /** What each plan allows (config.plans). */
  plans: PlanTable;
  /** Whether the user may open the gallery's review queue (the moderator role). */
  isModerator: (user: User) => Promise<boolean>;
}

export const INVALID_TOKEN = 'Invalid or expired ID token.';

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  if (deps.onlyFromThisMachine) onlyFromThisMachine(app);
  await app.register(rateLimit, {
    global: false,
    // Thrown by the plugin into the error handler, which only trusts an HttpError's detail.
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });
  // Every attempt counts, failed ones included: these take ID tokens, so they are what a
  // script guessing or replaying tokens would hammer.
  const limited = {
    config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
  };

  const authenticated = async (user: User): Promise<AuthResponse> => ({
    isAuthenticated: true,
    user: toServerUser(user, await deps.usage.countThisMonth(user.id), {
      plans: deps.plans,
      isModerator: await deps.isModerator(user),
    }),
  });

  async function verify(body: unknown): Promise<VerifiedIdentity & { idToken: string }> {
    const { idToken } = parseWith(IdTokenBody, body);
    try {
      return { ...(await deps.verifier.verify(idToken)), idToken };
    } catch (err) {
      if (err instanceof InvalidTokenError) throw new HttpError(401, INVALID_TOKEN);
      throw err;
    }
  }

  app.get(authPaths.csrf, async (request) => ({ csrfToken: request.csrfToken }));

  app.post(authPaths.session, limited, async (request, reply) => {
    const identity = await verify(request.body);
    // Deletion revoked every session; a new one would undo that for whoever holds a token.
    if (await deps.deletionPending(identity.uid)) {
      throw new HttpError(403, accountDeletionMessages.signInRefused);
    }
    const { user, created } = await deps.users.upsertFromIdentity(identity);
    // A new session id on every sign-in: a planted cookie never becomes a live session.
    if (request.sessionToken) await deps.session.end(request, reply);
    await deps.session.start(reply, user.id, openedWith(identity.idToken));
    await deps.audit.record({
      userId: user.id,
      action: created ? 'user.created' : 'session.created',
      objectType: 'user',
      objectId: user.id,
      details: { provider: identity.signInProvider },
    });
    return authenticated(user);
  });

  app.post(authPaths.convert, limited, async (request, reply) => {
    const identity = await verify(request.body);
    const current = request.user;
    if (!current) throw new HttpError(401, 'Authentication credentials were not provided.');
    if (!current.isAnonymous) throw new HttpError(400, 'User must be anonymous to convert');
    if (identity.uid !== current.firebaseUid) {
      throw new HttpError(
        409,
        'This ID token belongs to a different account than the guest session.',
      );
    }
    if (identity.isAnonymous) throw new HttpError(400, 'The ID token is still anonymous.');
    const { user } = await deps.users.upsertFromIdentity(identity);
    await deps.session.end(request, reply);
    await deps.session.start(reply, user.id, openedWith(identity.idToken));
    await deps.audit.record({
      userId: user.id,
      action: 'user.converted',
      objectType: 'user',
      objectId: user.id,
      details: { provider: identity.signInProvider },
    });
    return authenticated(user);
  });

  app.post(authPaths.logout, async (request, reply): Promise<LogoutResponse> => {
    if (request.user) {
      await deps.audit.record({
        userId: request.user.id,
        action: 'session.ended',
        objectType: 'user',
        objectId: request.user.id,
      });
    }
    // The ID token that opened the session opens no other (a copy of it in a log, another
    // tab or an attacker's hands), though it has not expired yet.
    await deps.session.end(request, reply, { spend: true });
    return { success: true, clearLocalAuth: true };
  });

  app.post(authPaths.validate, limited, async (request) => {
    const identity = await verify(request.body);
    return { valid: true, uid: identity.uid };
  });

  app.get(authPaths.me, async (request): Promise<AuthResponse> => {
    return request.user ? authenticated(request.user) : { isAuthenticated: false, user: null };
  });
}
