import { useCallback, useRef } from 'react';
import {
  createEmbedQueries,
  createLeadQueries,
  createLeadsApi,
  toLeadSubmission,
  type LeadOrigin,
} from '@hds/api-client';
import { leadFormMessages, type SubmitLeadInput } from '@hds/machines';
import { http } from '../../api.ts';

/** Lead capture, the inbox and the embeds over the studio's one HTTP client. */
export const leadsApi = createLeadsApi(http);
export const leadQueries = createLeadQueries(leadsApi);
export const embedQueries = createEmbedQueries(leadsApi);

/** The studio pages' failure toast (spec part 2 §8), not the embeds' 'Submission failed'. */
export const pageLeadFailure = {
  title: leadFormMessages.pageSubmitFailedTitle,
  description: leadFormMessages.pageSubmitFailedDescription,
};

/**
 * The `submitLead` of a LeadForm posting to the lead capture: maps the form's values to the
 * API's names and sends `startedAt`, the time this form was opened (restarted after each
 * submission, as the form resets for the next person). The honeypot is never filled.
 */
export function useLeadSubmit(origin: Omit<LeadOrigin, 'startedAt'> = {}) {
  const startedAt = useRef(Date.now());
  const latest = useRef(origin);
  latest.current = origin;
  return useCallback(async (values: SubmitLeadInput) => {
    const reply = await leadsApi.capture(
      toLeadSubmission(values, { ...latest.current, startedAt: startedAt.current }),
    );
    startedAt.current = Date.now();
    return reply;
  }, []);
}
