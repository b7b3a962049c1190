import { Link, useSearchParams } from 'react-router-dom';
import { LeadForm, Logo } from '@hds/ui';
import { pageLeadFailure, useLeadSubmit } from '../leads/leadsApi.ts';
import { consultationTopic } from './consultationTopic.ts';
import * as styles from './consultation.css.ts';

/**
 * `/app/consultation` (issue #21): the lead form's full-page mode, signed in or not. The lead
 * goes to the lead capture with the page it came from; the instance's moderators read it.
 */
export function ConsultationPage() {
  const [search] = useSearchParams();
  // From Plans: Upgrade or Contact Sales, said in the title and sent with the lead.
  const topic = consultationTopic(search.get('plan'));
  const submitLead = useLeadSubmit({ pageUrl: '/app/consultation' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.home} aria-label="Home Design Studio home">
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>
        <LeadForm
          variant="fullpage"
          headingLevel={1}
          requireProjectStep
          source={topic?.source ?? 'consultation'}
          {...(topic ? { title: topic.title, subtitle: topic.subtitle } : {})}
          submitLead={submitLead}
          failure={pageLeadFailure}
        />
      </main>
    </div>
  );
}
