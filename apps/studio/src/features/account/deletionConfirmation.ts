import {
  accountDeletionMessages,
  deletionConfirmation,
  guestAccountName,
  isDeletionConfirmed,
} from '@hds/api-client';

/** Spec part 2 §5 and §8, account deletion: the rule is the contract's, shared with the server. */
export const deletionMessages = accountDeletionMessages;

export { guestAccountName };

type DeletingUser = Parameters<typeof deletionConfirmation>[0];

/** What the user must type: their email, or the guest account name for guests. */
export const expectedConfirmation = (user: DeletingUser) => deletionConfirmation(user).expected;

/** Null when the typed text confirms, else the spec's hint. */
export function checkConfirmation(typed: string, user: DeletingUser): string | null {
  return isDeletionConfirmed(user, typed) ? null : deletionConfirmation(user).hint;
}
