import { rolesRepository } from '../features/auth/rolesRepository.ts';
import { findAccount, REFUSED, USAGE_ERROR, type AdminCommand } from './command.ts';

const describe = (u: { email: string | null; displayName: string | null; firebaseUid: string }) =>
  `${u.email ?? u.displayName ?? 'an account without e-mail'} (uid ${u.firebaseUid})`;

/**
 * `moderator <email|uid>`: grants the gallery's moderator role (the review queue, and the leads
 * nobody else owns); `--remove` takes it back; `--list` shows who holds it. The role lives in
 * the database, so it holds at once in every running process, without a restart.
 */
export const moderatorCommand: AdminCommand = {
  name: 'moderator',
  usage: [
    'moderator <email|uid>           make that account a gallery moderator',
    'moderator --remove <email|uid>  take the role back',
    'moderator --list                who moderates (the role, and MODERATOR_UIDS)',
  ],
  async run(args, { db, config, out, err }) {
    const roles = rolesRepository(db);
    const [first, second, ...rest] = args;
    if (first === '--list' && second === undefined) {
      const holders = await roles.holders('moderator');
      for (const h of holders) out(`${describe(h)}, since ${h.grantedAt}`);
      for (const uid of config.gallery.moderatorUids) out(`uid ${uid} (MODERATOR_UIDS)`);
      if (!holders.length && !config.gallery.moderatorUids.length) out('No gallery moderator yet.');
      return 0;
    }
    const remove = first === '--remove';
    const who = remove ? second : first;
    if (!who || who.startsWith('-') || rest.length || (!remove && second !== undefined)) {
      err('Usage:');
      for (const line of moderatorCommand.usage) err(`  npm run admin -- ${line}`);
      return USAGE_ERROR;
    }
    const found = await findAccount(db, who);
    if ('error' in found) {
      err(found.error);
      return REFUSED;
    }
    const { user } = found;
    if (remove) {
      const held = await roles.revoke(user.id, 'moderator');
      out(
        held
          ? `${describe(user)} is no longer a gallery moderator.`
          : `${describe(user)} was not a gallery moderator.`,
      );
      if (config.gallery.moderatorUids.includes(user.firebaseUid)) {
        out('It is still one through MODERATOR_UIDS: remove its uid there and restart.');
      }
      return 0;
    }
    if (user.isAnonymous) {
      err(`${describe(user)} is a guest account: sign in with Google first, then run this again.`);
      return REFUSED;
    }
    const added = await roles.grant(user.id, 'moderator');
    out(
      added
        ? `${describe(user)} is now a gallery moderator: /app/gallery/moderation shows the review queue.`
        : `${describe(user)} already is a gallery moderator.`,
    );
    return 0;
  },
};
