import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import {
  BeforeAfterShowcase,
  type ShowcaseSlide,
} from '../BeforeAfterShowcase/BeforeAfterShowcase.tsx';
import * as styles from './LandingHero.css.ts';

export interface LandingHeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Before/after pairs; the first slide's pictures are the page's LCP and load first. */
  slides: readonly ShowcaseSlide[];
  /** 'Try It Now - No Signup!' was pressed. */
  onTryItNow?: () => void;
  /** @default 'AI home design & virtual staging' */
  eyebrow?: ReactNode;
  /** The page's `h1`. @default 'See the room it could be, before you lift a brush.' */
  title?: ReactNode;
  lead?: ReactNode;
  /** `sizes` of the showcase pictures. @default '(min-width: 64rem) 42rem, 100vw' */
  imageSizes?: string;
  /** Carousel auto-advance. @default true */
  autoPlay?: boolean;
  /** Overrides `prefers-reduced-motion` (stories, tests). */
  reducedMotion?: boolean;
}

/**
 * The landing hero: what the product does in one sentence, the 'Try It Now - No Signup!'
 * call to action, and a showcase of real before/after pairs to drag across.
 */
export function LandingHero({
  slides,
  onTryItNow,
  eyebrow = 'AI home design & virtual staging',
  title = 'See the room it could be, before you lift a brush.',
  lead = 'Upload a photo of any room and restyle it in seconds: new wall colours, twilight lighting, a blue sky, furniture staging or a clutter-free space. Every version is kept, so you can compare and share the best.',
  imageSizes = '(min-width: 64rem) 42rem, 100vw',
  autoPlay = true,
  reducedMotion,
  className,
  ...props
}: LandingHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      {...props}
      className={[styles.hero, className].filter(Boolean).join(' ')}
    >
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="lg" onPress={onTryItNow}>
            Try It Now - No Signup!
          </Button>
          <Link href="#features" variant="button-secondary">
            See what it does
          </Link>
        </div>
      </div>
      <BeforeAfterShowcase
        className={styles.showcase}
        slides={slides}
        priority
        sizes={imageSizes}
        autoPlay={autoPlay}
        reducedMotion={reducedMotion}
      />
    </section>
  );
}
