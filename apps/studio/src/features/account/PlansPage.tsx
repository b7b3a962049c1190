import { useNavigate } from 'react-router-dom';
import { Link, PlansTable } from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { consultationHref } from '../../kit/consultationTopic.ts';
import * as page from '../../kit/page.css.ts';

/**
 * `/app/plans`: the plans of spec part 2 §2 with the user's own plan (from /auth/me) marked
 * current. Upgrading or a custom plan is arranged with this studio's operator: Upgrade and
 * Contact Sales open the consultation form, which reaches them (the lead inbox).
 */
export function PlansPage() {
  const navigate = useNavigate();
  const plan = useAuth().serverUser?.plan?.id;
  const current = !plan || plan === 'guest' ? 'free' : plan;
  return (
    <section className={page.page} aria-labelledby="plans-title">
      <header className={page.headings}>
        <h1 id="plans-title" className={page.title}>
          Plans
        </h1>
        <p className={page.subtitle}>
          Pick the plan that fits how much you design. To change plans,{' '}
          <Link href={consultationHref()}>talk to us</Link>.
        </p>
      </header>
      <PlansTable
        currentPlanId={current}
        onUpgrade={(id) => void navigate(consultationHref(id))}
        onContactSales={() => void navigate(consultationHref('enterprise'))}
      />
    </section>
  );
}
