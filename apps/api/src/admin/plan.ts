import { isPlanId, PLAN_IDS, planIdOf } from '../plans.ts';
import { usersRepository } from '../features/auth/usersRepository.ts';
import { findAccount, REFUSED, USAGE_ERROR, type AdminCommand } from './command.ts';

const describe = (u: { email: string | null; displayName: string | null; firebaseUid: string }) =>
  `${u.email ?? u.displayName ?? 'an account without e-mail'} (uid ${u.firebaseUid})`;

const SETTABLE = PLAN_IDS.filter((id) => id !== 'guest');

/**
 * `plan <email|uid> <plan>`: puts an account on a plan of the server's plan table (free, pro,
 * business); what each allows comes from that table (PLANS_FILE / PLANS_JSON). `plan <email|uid>`
 * alone says which plan the account is on. It holds within seconds in every running process.
 */
export const planCommand: AdminCommand = {
  name: 'plan',
  usage: [
    `plan <email|uid> <${SETTABLE.join('|')}>  put that account on a plan`,
    'plan <email|uid>                   show its plan and what the plan allows',
  ],
  async run(args, { db, config, out, err }) {
    const [who, wanted, ...rest] = args;
    if (!who || who.startsWith('-') || rest.length) {
      err('Usage:');
      for (const line of planCommand.usage) err(`  npm run admin -- ${line}`);
      return USAGE_ERROR;
    }
    const found = await findAccount(db, who);
    if ('error' in found) {
      err(found.error);
      return REFUSED;
    }
    const { user } = found;
    const terms = (id: ReturnType<typeof planIdOf>) => {
      const t = config.plans[id];
      const projects = Number.isFinite(t.projects)
        ? `${t.projects} projects`
        : 'unlimited projects';
      return `${t.label}: ${t.monthlyDesigns} designs a month, ${projects}, ${
        t.apiAccess ? 'API access' : 'no API access'
      }, ${t.watermarkExports ? 'watermarked exports' : 'exports without watermark'}`;
    };
    if (wanted === undefined) {
      out(`${describe(user)} is on ${terms(planIdOf(user))}.`);
      return 0;
    }
    if (!isPlanId(wanted) || wanted === 'guest') {
      err(`Unknown plan "${wanted}". The plans are: ${SETTABLE.join(', ')}.`);
      return USAGE_ERROR;
    }
    if (user.isAnonymous) {
      err(`${describe(user)} is a guest account: sign in with Google first, then run this again.`);
      return REFUSED;
    }
    // Free is the default plan: stored as none, so a changed default reaches it too.
    const changed = await usersRepository(db).setPlan(user.id, wanted === 'free' ? null : wanted);
    out(
      changed
        ? `${describe(user)} is now on ${terms(wanted)}.`
        : `${describe(user)} already is on ${terms(wanted)}.`,
    );
    return 0;
  },
};
