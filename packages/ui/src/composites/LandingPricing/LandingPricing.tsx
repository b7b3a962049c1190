import type { HTMLAttributes, ReactNode } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { CheckIcon } from '../../primitives/Icon/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { LandingSection } from '../Landing/LandingSection.tsx';
import * as styles from './LandingPricing.css.ts';

export interface LandingPlan {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  /** A corner badge ('Most popular'); the card is outlined in the accent colour. */
  highlight?: string;
}

/** Spec part 2 'Plans (static)'. */
export const defaultLandingPlans: LandingPlan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    features: ['100 credits per month', 'Basic editing', '5 projects', 'Community support'],
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    highlight: 'Most popular',
    features: [
      '1,000 credits per month',
      'All editing',
      'Unlimited projects',
      'No watermark',
      'Priority processing',
    ],
  },
  {
    name: 'Business',
    price: '$49',
    period: 'per month',
    features: [
      '5,000 credits per month',
      'Team collaboration',
      'Custom branding',
      'API access',
      'Dedicated support',
    ],
  },
];

export interface LandingPricingProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** @default defaultLandingPlans */
  plans?: readonly LandingPlan[];
  /** @default 'Simple pricing' */
  title?: ReactNode;
  /** Where 'Compare plans' leads. @default '/app/plans' */
  plansHref?: string;
}

/** The landing's pricing, anchored at `#pricing` (spec part 1 §2, plans of part 2). */
export function LandingPricing({
  plans = defaultLandingPlans,
  title = 'Simple pricing',
  plansHref = '/app/plans',
  id = 'pricing',
  className,
  ...props
}: LandingPricingProps) {
  return (
    <LandingSection
      {...props}
      id={id}
      title={title}
      lead="Start free. Upgrade when your listings need more."
      className={className}
    >
      <ul className={styles.grid}>
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={styles.plan}
            data-highlighted={plan.highlight ? '' : undefined}
          >
            <div className={styles.planHeader}>
              <h3 className={styles.name}>{plan.name}</h3>
              {plan.highlight ? <Badge variant="accent">{plan.highlight}</Badge> : null}
            </div>
            <p className={styles.price}>
              {plan.price} <span className={styles.period}>{plan.period}</span>
            </p>
            <ul className={styles.list} aria-label={`${plan.name} plan includes`}>
              {plan.features.map((feature) => (
                <li key={feature} className={styles.listItem}>
                  <CheckIcon size="sm" className={styles.check} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.footer}>
        <Link href={plansHref}>Compare plans</Link>
      </p>
    </LandingSection>
  );
}
