import { type ReactNode, memo } from 'react';
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
import { Island } from '../../internal/Island.tsx';
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
  /**
   * The style preview is about to be seen (at once unless the page is hydrating, see `Island`):
   * the moment to fetch its manifest.
   */
  onStylePreviewNeeded?: () => void;
}

// The page re-renders when the style preview's manifest arrives; the hero and the navigation
// bar (the costly parts) only when their own props change.
const Hero = memo(LandingHero);
const Nav = memo(NavBar);

/**
 * The landing page (spec part 1 §2): navigation bar, hero with the before/after showcase,
 * style preview, features (`#features`), pricing (`#pricing`) and footer. Pure and
 * server-renderable: no fetching, no browser globals during render. Hydrating a prerendered
 * copy (`IslandModeProvider value="hydrate"`), the style preview renders once the visitor
 * interacts with the page and it is near the viewport, and the content-only sections keep
 * their prerendered markup.
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
  onStylePreviewNeeded,
}: LandingViewProps) {
  return (
    <div className={styles.page}>
      <Nav {...nav} />
      <main id="main">
        <Hero
          {...hero}
          slides={slides}
          onTryItNow={onTryItNow}
          imageSizes={heroImageSizes}
          autoPlay={autoPlay}
          reducedMotion={reducedMotion}
        />
        <Island hydrate="visible" afterInteraction onActivate={onStylePreviewNeeded}>
          <div className={styles.band}>
            <LandingStylePreview {...stylePreview} />
          </div>
        </Island>
        <Island hydrate="static">
          <LandingFeatures />
          <LandingPricing plansHref={plansHref} />
        </Island>
      </main>
      <Island hydrate="static">
        <Footer
          groups={footerGroups}
          tagline="Restyle any room photo in seconds."
          copyright="© Home Design Studio — open source and self-hostable."
        />
      </Island>
    </div>
  );
}
