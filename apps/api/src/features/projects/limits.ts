import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../../db/audit.ts';
import { projectsRepository } from './repository.ts';
import { usersRepository } from '../auth/usersRepository.ts';
import { planIdOf, type PlanTable } from '../../plans.ts';
import type { ResourceLimits } from '../../resourceLimits.ts';

/** The audit action of every sample project made, automatic or asked for. */
export const SAMPLE_CREATED = 'project.sample_created';

export const projectLimitMessages = {
  projects: (limit: number, guest: boolean, plan = 'Free') =>
    guest
      ? `You've reached the limit of ${limit} projects for guests. Delete a project, or sign in with Google and upgrade your plan.`
      : `You've reached the limit of ${limit} projects on the ${plan} plan. Delete a project or upgrade your plan.`,
  samples: (limit: number) =>
    `You've already made ${limit} sample projects, the most an account can make. ` +
    'Create a project of your own to upload your photos.',
} as const;

/**
 * The plan's project limit (spec part 2: "Free … 5 projects") and the sample-project limit.
 * Each check takes the transaction that creates the project, so a caller can check once before
 * the work and once inside the commit, where two requests at once cannot both pass.
 */
export function projectLimits(deps: { db: Db; limits: ResourceLimits; plans: PlanTable }) {
  return {
    /** 403 when the user already has as many projects of their own as their plan allows. */
    async assertProjectAllowed(
      user: { id: string; isAnonymous: boolean; plan?: string | null },
      db: Db = deps.db,
    ): Promise<void> {
      if (db !== deps.db) await usersRepository(db).lockForUpdate(user.id);
      const plan = deps.plans[planIdOf(user)];
      const limit = plan.projects;
      // The sample project is a gift, limited on its own: it does not use up a plan's project.
      const own = await projectsRepository(db).countForUser(user.id, { sample: false });
      if (own >= limit) {
        throw new HttpError(
          403,
          projectLimitMessages.projects(limit, user.isAnonymous, plan.label),
        );
      }
    },

    /**
     * 403 once the account has made its number of sample projects, counted from the audit log
     * so deleting one and asking again does not reset it.
     */
    async assertSampleAllowed(userId: string, db: Db = deps.db): Promise<void> {
      const limit = deps.limits.sampleProjects;
      if (!Number.isFinite(limit)) return;
      if (db !== deps.db) await usersRepository(db).lockForUpdate(userId);
      const made = await auditRepository(db).listForUser(userId, limit, { action: SAMPLE_CREATED });
      if (made.length >= limit) throw new HttpError(403, projectLimitMessages.samples(limit));
    },
  };
}
