import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../kit/api/auth.ts';
import { creditsOf, type Credits } from './credits.ts';

/**
 * The signed-in user's credits from `/auth/me`, refreshed whenever `['auth']` is invalidated
 * (an edit submitted or finished) and when the window regains focus.
 */
export function useCredits(enabled: boolean): { credits: Credits | null; isLoading: boolean } {
  const me = useQuery({ ...authQueries.me(), enabled });
  const user = me.data?.user;
  return { credits: user ? creditsOf(user) : null, isLoading: enabled && me.isPending };
}
