import { useSearchParams } from 'react-router-dom';
import { PublicConsultation } from '../../publicPages/PublicConsultation.tsx';

/**
 * `/app/consultation` (issue #21): the lead form's full-page mode, signed in or not, under the
 * public bar (issue #41: `PublicLayout` gives the page its main landmark). The lead goes to the
 * lead capture with the page it came from; the instance's moderators read it.
 */
export function ConsultationPage() {
  const [search] = useSearchParams();
  // From Plans: Upgrade or Contact Sales, said in the title and sent with the lead.
  return <PublicConsultation plan={search.get('plan')} />;
}
