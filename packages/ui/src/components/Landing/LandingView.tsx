import type { ReactNode } from 'react';
import { Footer, type FooterLinkGroup, defaultFooterGroups } from '../Footer/Footer.tsx';
import { NavBar, type NavBarProps } from '../NavBar/NavBar.tsx';
import type { ShowcaseSlide } from '../BeforeAfterShowcase/BeforeAfterShowcase.tsx';
import { LandingHero } from '../LandingHero/LandingHero.tsx';
import { LandingFeatures } from '../LandingFeatures/LandingFeatures.tsx';
import { LandingPricing } from '../LandingPricing/LandingPricing.tsx';
import {
  LandingStylePreview,
  type LandingStylePreviewProps,
} from '../LandingStylePreview/LandingStylePreview.tsx';
import * as styles from './LandingView.css.ts';

export interface LandingViewProps {
  /** Props of the navigation bar (items, user, busy state, error, account callbacks). */
  nav: NavBarProps;
  /** 'Try It Now - No Signup!' was pressed. */
  onTryItNow?: () => void;
  /** The hero's before/after pairs; `slides[0]` is the LCP picture. */
  slides: readonly ShowcaseSlide[];
  /** The style-preview section: manifest (null while loading), static fallback, start style. */
  stylePreview: Omit<LandingStylePreviewProps, 'id' | 'className' | 'title'>;
  /** @default defaultFooterGroups (Playground, Projects, Boards, Gallery under /app) */
  footerGroups?: FooterLinkGroup[];
  /** Hero text overrides (the alternate landing has its own). */
  hero?: { eyebrow?: ReactNode; title?: ReactNode; lead?: ReactNode };
  /** `sizes` of the hero pictures. */
  heroImageSizes?: string;
  /** 'Compare plans' target. @default '/app/plans' */
  plansHref?: string;
  /** Hero carousel auto-advance. @default true */
  autoPlay?: boolean;
  /** Overrides `prefers-reduced-motion` (stories, tests). */
  reducedMotion?: boolean;
}

/**
 * The landing page (spec part 1 §2): navigation bar, hero with the before/after showcase,
 * style preview, features (`#features`), pricing (`#pricing`) and footer. Pure and
 * server-renderable: no fetching, no browser globals during render.
 */
export function LandingView({
  nav,
  onTryItNow,
  slides,
  stylePreview,
  footerGroups = defaultFooterGroups,
  hero,
  heroImageSizes,
  plansHref,
  autoPlay,
  reducedMotion,
}: LandingViewProps) {
  return (
    <div className={styles.page}>
      <NavBar {...nav} />
      <main id="main">
        <LandingHero
          {...hero}
          slides={slides}
          onTryItNow={onTryItNow}
          imageSizes={heroImageSizes}
          autoPlay={autoPlay}
          reducedMotion={reducedMotion}
        />
        <div className={styles.band}>
          <LandingStylePreview {...stylePreview} />
        </div>
        <LandingFeatures />
        <LandingPricing plansHref={plansHref} />
      </main>
      <Footer
        groups={footerGroups}
        tagline="Restyle any room photo in seconds."
        copyright="© Home Design Studio — open source and self-hostable."
      />
    </div>
  );
}
