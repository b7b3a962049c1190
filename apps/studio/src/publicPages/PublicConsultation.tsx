import { consultationTopic } from '../pages/consultation/consultationTopic.ts';
import { pageLeadFailure, useLeadSubmit } from '../pages/leads/leadsApi.ts';
import { LeadForm } from './ui.ts';

/**
 * `/app/consultation` for a visitor (issue #21, #41): the lead form's full-page mode, as the
 * studio's `ConsultationPage` shows it, prerendered by the server and hydrated on first use.
 */
export function PublicConsultation({ plan }: { plan: string | null }) {
  const topic = consultationTopic(plan);
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
