import { useSearchParams } from 'react-router-dom';
import { LeadForm } from '@hds/ui';
import { pageLeadFailure, useLeadSubmit } from '../leads/leadsApi.ts';
import { consultationTopic } from './consultationTopic.ts';

/**
 * `/app/consultation` (issue #21): the lead form's full-page mode, signed in or not, under the
 * public bar (issue #41: `PublicLayout` gives the page its main landmark). The lead goes to the
 * lead capture with the page it came from; the instance's moderators read it.
 */
export function ConsultationPage() {
  const [search] = useSearchParams();
  // From Plans: Upgrade or Contact Sales, said in the title and sent with the lead.
  const topic = consultationTopic(search.get('plan'));
  const submitLead = useLeadSubmit({ pageUrl: '/app/consultation' });
  return (
    <LeadForm
      variant="fullpage"
      headingLevel={1}
      requireProjectStep
      source={topic?.source ?? 'consultation'}
      {...(topic ? { title: topic.title, subtitle: topic.subtitle } : {})}
      submitLead={submitLead}
      failure={pageLeadFailure}
    />
  );
}
