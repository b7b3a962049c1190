import type { Kysely, Migration } from 'kysely';

/**
 * `users.plan`: the plan an operator set (`npm run admin -- plan`), one of plans.ts's ids.
 * NULL is the default plan: Free for a Google account, Guest for an anonymous one.
 */
export const plansMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('plan', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('plan').execute();
  },
};
