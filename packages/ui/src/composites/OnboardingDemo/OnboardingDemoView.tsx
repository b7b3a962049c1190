import { type HTMLAttributes, useMemo } from 'react';
import { SLIDER_INTERVAL_MS } from '@hds/machines';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import {
  BeforeAfterShowcase,
  type ShowcaseSlide,
} from '../BeforeAfterShowcase/BeforeAfterShowcase.tsx';
import { BeforeAfterSlider } from '../BeforeAfterSlider/BeforeAfterSlider.tsx';
import { Carousel, type CarouselSlide } from '../Carousel/Carousel.tsx';
import { SparklesIcon } from '../../primitives/Icon/Icon.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { manifestRows } from '../GeneratedImagesDashboard/manifestCounts.ts';
import {
  isAvailable,
  optionLabel,
  type StyledManifestDocument,
} from '../StylePreview/stylePreviewOptions.ts';
import * as styles from './OnboardingDemoView.css.ts';

export type OnboardingDemoTab = 'before-after' | 'showcase' | 'image-cards' | 'animated-slider';

export interface OnboardingDemoViewProps extends HTMLAttributes<HTMLElement> {
  /** Before/after pairs (the landing's showcase). */
  slides: readonly ShowcaseSlide[];
  /** The styled manifest (Showcase and Image Cards), or null while it loads. */
  manifest: StyledManifestDocument | null;
  /** How many manifest pictures the Showcase and Image Cards show. @default 8 */
  limit?: number;
  /** @default 'before-after' */
  defaultTab?: OnboardingDemoTab;
  /** Carousels auto-advance. @default true */
  autoPlay?: boolean;
  /** Overrides `prefers-reduced-motion` (stories, tests). */
  reducedMotion?: boolean;
}

function describe(row: {
  style: string | null;
  lighting: string | null;
  wallColor: string | null;
}) {
  if (!row.style || !row.lighting || !row.wallColor) return 'Living room';
  return `${optionLabel(row.style)} living room, ${optionLabel(row.lighting).toLowerCase()}, ${optionLabel(row.wallColor).toLowerCase()} walls`;
}

/**
 * The tabbed onboarding demo of /onboarding-demo (spec part 2, demo pages): Before/After (one
 * slider), Showcase (the manifest's pictures, 4 s carousel), Image Cards (those pictures as
 * cards marked 'AI Generated') and Animated Slider (before/after pairs rotating every 3 s).
 */
export function OnboardingDemoView({
  slides,
  manifest,
  limit = 8,
  defaultTab = 'before-after',
  autoPlay = true,
  reducedMotion,
  className,
  ...props
}: OnboardingDemoViewProps) {
  const pictures = useMemo(
    () =>
      manifestRows(manifest?.images ?? {})
        // One watermark state per scene: the clean pictures.
        .filter((row) => isAvailable(row) && row.watermark !== true)
        .slice(0, limit),
    [manifest, limit],
  );
  const carouselSlides: CarouselSlide[] = pictures.map((row) => ({
    id: row.name,
    src: row.url,
    alt: describe(row),
    caption: describe(row),
  }));
  const first = slides[0];

  return (
    <div {...props} className={[styles.page, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>Onboarding Demo</h1>
        <p className={styles.lead}>
          The pieces of the landing, one per tab: compare, browse and slide through real renders.
        </p>
      </header>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Demo">
          <Tab id="before-after">Before/After</Tab>
          <Tab id="showcase">Showcase</Tab>
          <Tab id="image-cards">Image Cards</Tab>
          <Tab id="animated-slider">Animated Slider</Tab>
        </TabList>
        <TabPanel id="before-after" className={styles.panel}>
          {first ? (
            <>
              <h2 className={styles.panelTitle}>{first.label}</h2>
              <BeforeAfterSlider
                before={first.before}
                after={first.after}
                aspectRatio={`${first.after.width} / ${first.after.height}`}
                sliderLabel={`Before and after divider: ${first.label}`}
              />
            </>
          ) : (
            <p>No before and after pictures yet.</p>
          )}
        </TabPanel>
        <TabPanel id="showcase" className={styles.panel}>
          <h2 className={styles.panelTitle}>Showcase</h2>
          <Carousel
            aria-label="Showcase"
            slides={carouselSlides}
            aspectRatio="3 / 2"
            autoPlay={autoPlay}
            reducedMotion={reducedMotion}
            emptyMessage="The styled manifest has no pictures yet"
          />
        </TabPanel>
        <TabPanel id="image-cards" className={styles.panel}>
          <h2 className={styles.panelTitle}>Image Cards</h2>
          {pictures.length > 0 ? (
            <ul className={styles.cards}>
              {pictures.map((row) => (
                <li key={row.name}>
                  <figure className={styles.card}>
                    <img
                      className={styles.cardImage}
                      src={row.url}
                      alt={describe(row)}
                      width={300}
                      height={200}
                      loading="lazy"
                      decoding="async"
                    />
                    <Badge variant="accent" className={styles.cardBadge} icon={<SparklesIcon />}>
                      AI Generated
                    </Badge>
                    <figcaption className={styles.caption}>{describe(row)}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <p>The styled manifest has no pictures yet.</p>
          )}
        </TabPanel>
        <TabPanel id="animated-slider" className={styles.panel}>
          <h2 className={styles.panelTitle}>Animated Slider</h2>
          <BeforeAfterShowcase
            aria-label="Animated slider"
            slides={slides}
            intervalMs={SLIDER_INTERVAL_MS}
            autoPlay={autoPlay}
            reducedMotion={reducedMotion}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
