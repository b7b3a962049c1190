import { consultationTopic } from '../kit/consultationTopic.ts';
import { pageLeadFailure, useLeadSubmit } from '../kit/useLeadSubmit.ts';
import { LeadForm } from './ui.ts';

/**
 * `/app/consultation` (issue #21, #41): the lead form's full-page mode. The studio's
 * `ConsultationPage` renders it too; for a visitor the server prerenders it and it hydrates on
 * first use.
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
