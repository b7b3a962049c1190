import { openDatabase } from '../../src/db/connect.ts';
import type { PlanId } from '../../src/plans.ts';
import { usersRepository } from '../../src/features/auth/usersRepository.ts';

/**
 * Puts the Google account with this e-mail or Firebase uid on a plan of the server's table, as
 * `npm run admin -- plan` does. The suites run on the product's default table (Free: no API
 * access, watermarked exports); a suite that needs API keys puts its users on `business`, one
 * that compares exported bytes on `pro`.
 */
export async function putOnPlan(
  config: { databaseUrl: string | null; dataDir: string },
  who: string,
  plan: Exclude<PlanId, 'guest'>,
): Promise<void> {
  const db = await openDatabase(config);
  try {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('email', '=', who), eb('firebase_uid', '=', who)]))
      .executeTakeFirstOrThrow(() => new Error(`putOnPlan: no account ${who}`));
    await usersRepository(db).setPlan(user.id, plan === 'free' ? null : plan);
  } finally {
    await db.destroy();
  }
}
