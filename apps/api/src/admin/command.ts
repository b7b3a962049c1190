import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { toUser, type User } from '../features/auth/usersRepository.ts';

/** What a subcommand gets: the migrated database, the configuration, and where to write. */
export interface AdminContext {
  db: Db;
  config: Config;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** One `npm run admin -- <name> …` subcommand, in a module of its own (see commands.ts). */
export interface AdminCommand {
  name: string;
  /** Lines of usage after `npm run admin -- `, each with what it does. */
  usage: readonly string[];
  /** The exit code: 0 done, 1 refused (said why on err), 2 bad usage. */
  run(args: readonly string[], ctx: AdminContext): Promise<number>;
}

export const USAGE_ERROR = 2;
export const REFUSED = 1;

/**
 * The account an operator names: by e-mail (any case) or by Firebase uid. An account exists
 * once it has signed in; an unknown one, or an e-mail two accounts share, is an error to show.
 */
export async function findAccount(
  db: Db,
  who: string,
): Promise<{ user: User } | { error: string }> {
  const byEmail = who.includes('@');
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where(
      byEmail
        ? sql<boolean>`lower(email) = ${who.toLowerCase()}`
        : sql<boolean>`firebase_uid = ${who}`,
    )
    .execute();
  if (rows.length === 1) return { user: toUser(rows[0]!) };
  if (rows.length > 1) {
    return {
      error: `${rows.length} accounts have the e-mail ${who}; name one by its uid: ${rows
        .map((r) => r.firebase_uid)
        .join(', ')}`,
    };
  }
  return {
    error: byEmail
      ? `No account has the e-mail ${who}. Sign in to the studio once with that Google account, then run this again.`
      : `No account has the uid ${who}.`,
  };
}
