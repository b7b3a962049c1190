import type { HTMLAttributes } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './PlansTable.css.ts';

export interface PlanFeature {
  label: string;
  /** `false` lists it as missing from the plan. @default true */
  included?: boolean;
}

export interface Plan {
  id: string;
  name: string;
  /** As shown: '$0', '$19'. */
  price: string;
  /** 'forever', 'per month'. */
  period: string;
  features: readonly PlanFeature[];
  /** A highlight such as 'Most Popular'. */
  badge?: string;
}

/** The static plans of spec part 2 §2 and §9. */
export const defaultPlans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    features: [
      { label: '100 credits per month' },
      { label: 'Basic editing tools' },
      { label: '5 projects' },
      { label: 'Community support' },
      { label: 'Watermark on exports' },
      { label: 'Priority processing', included: false },
      { label: 'Advanced AI models', included: false },
      { label: 'API access', included: false },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$19',
    period: 'per month',
    badge: 'Most Popular',
    features: [
      { label: '1,000 credits per month' },
      { label: 'All editing tools' },
      { label: 'Unlimited projects' },
      { label: 'Priority support' },
      { label: 'No watermark' },
      { label: 'Priority processing' },
      { label: 'Advanced AI models' },
      { label: 'API access', included: false },
    ],
  },
  {
    id: 'business',
    name: 'Business',
    price: '$49',
    period: 'per month',
    features: [
      { label: '5,000 credits per month' },
      { label: 'Everything in Pro' },
      { label: 'Team collaboration' },
      { label: 'Dedicated support' },
      { label: 'Custom branding' },
      { label: 'API access' },
    ],
  },
];

export interface PlansTableProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** @default defaultPlans */
  plans?: readonly Plan[];
  /** The user's plan: its button reads 'Current Plan' and is disabled. @default 'free' */
  currentPlanId?: string;
  /** Upgrade pressed (the spec shows no action; the app decides). */
  onUpgrade?: (planId: string) => void;
  /** Contact Sales pressed. */
  onContactSales?: () => void;
  /** Level of the plan names. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The plans screen (spec part 2 §2): Free, Pro (Most Popular) and Business with price,
 * period and features — included ones ticked, missing ones crossed and announced as
 * 'Not included' — the current plan marked, an Upgrade button on the others and a Contact
 * Sales card for custom enterprise plans. Three columns, one per row on phones.
 */
export function PlansTable({
  plans = defaultPlans,
  currentPlanId = 'free',
  onUpgrade,
  onContactSales,
  headingLevel = 2,
  className,
  ...props
}: PlansTableProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ul className={styles.grid} aria-label="Plans">
        {plans.map((plan) => {
          const isCurrent = plan.id === currentPlanId;
          return (
            <li key={plan.id} className={styles.plan} data-featured={plan.badge ? '' : undefined}>
              <div className={styles.planHeader}>
                <Heading className={styles.planName}>{plan.name}</Heading>
                {plan.badge ? <Badge variant="accent">{plan.badge}</Badge> : null}
                {isCurrent ? <Badge variant="success">Current</Badge> : null}
              </div>
              <p className={styles.price}>
                <span className={styles.amount}>{plan.price}</span>
                <span className={styles.period}>{plan.period}</span>
              </p>
              <ul className={styles.features} aria-label={`${plan.name} features`}>
                {plan.features.map((f) => {
                  const included = f.included !== false;
                  return (
                    <li key={f.label} className={styles.feature} data-included={String(included)}>
                      <span className={styles.mark} aria-hidden="true">
                        <Icon name={included ? 'check' : 'close'} size="sm" />
                      </span>
                      <span>
                        {included ? null : <span className={visuallyHidden}>Not included: </span>}
                        {f.label}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <Button
                fullWidth
                variant={plan.badge && !isCurrent ? 'primary' : 'secondary'}
                isDisabled={isCurrent}
                onPress={() => onUpgrade?.(plan.id)}
              >
                {isCurrent ? 'Current Plan' : `Upgrade to ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.sales}>
        <div>
          <Heading className={styles.salesTitle}>Need more?</Heading>
          <p className={styles.salesText}>
            Custom enterprise plans for larger teams and higher volumes.
          </p>
        </div>
        <Button variant="secondary" onPress={onContactSales}>
          Contact Sales
        </Button>
      </div>
    </section>
  );
}
