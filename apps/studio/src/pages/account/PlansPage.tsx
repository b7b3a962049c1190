import { PlansTable, toast } from '@hds/ui';
import * as page from '../../kit/page.css.ts';

/** `/app/plans`: the static plans of spec part 2 §2; the free plan is the current one. */
export function PlansPage() {
  // The spec shows no action behind upgrades; say so rather than do nothing.
  const notYet = () =>
    toast({
      title: 'Coming soon',
      description: 'Paid plans are not available in this edition yet.',
    });
  return (
    <section className={page.page} aria-labelledby="plans-title">
      <header className={page.headings}>
        <h1 id="plans-title" className={page.title}>
          Plans
        </h1>
        <p className={page.subtitle}>Pick the plan that fits how much you design.</p>
      </header>
      <PlansTable currentPlanId="free" onUpgrade={notYet} onContactSales={notYet} />
    </section>
  );
}
