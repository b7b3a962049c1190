import { runPeriodically } from '../../lib/periodic.ts';
import { sweepDueAccounts, type AccountDeletionDeps } from './deleteAccount.ts';

/** The in-process sweeper: deletes due accounts at start and then every `intervalMs`. */
export function startAccountDeletionSweeper(deps: AccountDeletionDeps, intervalMs: number) {
  return runPeriodically(
    () => sweepDueAccounts(deps),
    intervalMs,
    (err) => deps.log.error({ err }, 'account deletion sweep failed'),
  );
}
