import { useCallback, useEffect, useRef } from 'react';
import { toLeadSubmission, type LeadOrigin } from '@hds/api-client';
import { leadFormMessages, type SubmitLeadInput } from '@hds/machines';
import { leadsApi } from './api/leads.ts';

/** The studio pages' failure toast (spec part 2 §8), not the embeds' 'Submission failed'. */
export const pageLeadFailure = {
  title: leadFormMessages.pageSubmitFailedTitle,
  description: leadFormMessages.pageSubmitFailedDescription,
};

/** A token older than this is fetched again before sending (the server refuses them at 24 h). */
const FORM_TOKEN_REFRESH_MS = 23 * 3600 * 1000;

/**
 * The `submitLead` of a LeadForm posting to the lead capture: maps the form's values to the
 * API's names and sends the form token the server issued when the form was shown (`shown`
 * turning true), from which it measures the minimum fill time. A new token follows each
 * attempt, as the form resets for the next person or is sent again. The honeypot is never
 * filled.
 */
export function useLeadSubmit(origin: Omit<LeadOrigin, 'formToken'> = {}, shown = true) {
  const token = useRef<{ value: Promise<string>; at: number } | null>(null);
  const latest = useRef(origin);
  latest.current = origin;
  const fresh = useCallback(() => {
    const value = leadsApi.formToken();
    // A failed fetch is fetched again when the form is sent (and its error shown then).
    value.catch(() => undefined);
    token.current = { value, at: Date.now() };
    return value;
  }, []);
  useEffect(() => {
    if (shown) fresh();
  }, [shown, fresh]);
  return useCallback(
    async (values: SubmitLeadInput) => {
      try {
        const held = token.current;
        const formToken =
          held && Date.now() - held.at < FORM_TOKEN_REFRESH_MS
            ? await held.value.catch(fresh)
            : await fresh();
        return await leadsApi.capture(toLeadSubmission(values, { ...latest.current, formToken }));
      } finally {
        // Sent or refused, the next try gets a token of its own (a refused one is not sent again).
        fresh();
      }
    },
    [fresh],
  );
}
