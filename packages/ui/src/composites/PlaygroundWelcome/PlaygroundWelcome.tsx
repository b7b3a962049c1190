import { useId, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import * as styles from './PlaygroundWelcome.css.ts';

/** The card's words; the failure is spec part 1 §8's. */
export const playgroundWelcomeMessages = {
  title: 'Welcome to the Playground',
  description:
    'Redesign a room in a few clicks: start with one of the sample rooms below, or upload a photo of your own.',
  samplesTitle: 'Start with a sample room',
  samplesLabel: 'Sample Project Images',
  loadingSamples: 'Loading sample images...',
  noSamples: 'The sample images are not here yet.',
  loadSamples: 'Load Sample Images',
  initFailed: 'Failed to initialize sample project',
  retry: 'Try again',
  open: 'Try it',
} as const;

/** One sample picture of the card. */
export interface WelcomeSample {
  id: string;
  /** Thumbnail URL. */
  src: string;
  /** The room, e.g. 'Kitchen'. */
  label: string;
  /** A short tag over the picture, e.g. 'Before' or 'After'. */
  caption?: string;
  /** Where the sample opens, usually `/app/playground?imageId=…`. */
  href: string;
}

export interface PlaygroundWelcomeProps {
  /** The sample project's pictures (spec part 1 §9: four). */
  samples?: readonly WelcomeSample[];
  /**
   * The samples are on their way (skeleton tiles sized like the pictures).
   * @default false
   */
  isLoading?: boolean;
  /**
   * Why the samples are missing, shown in place of them with a retry button
   * (e.g. 'Failed to initialize sample project').
   */
  error?: string;
  /** Retry after `error`, or create the samples when there are none ('Load Sample Images'). */
  onRetry?: () => void;
  /** `onRetry` is running: its button shows as pending. @default false */
  isRetrying?: boolean;
  /** A sample was chosen (its link navigates by itself); e.g. to remember it for a toast. */
  onOpenSample?: (sample: WelcomeSample) => void;
  /** Router options for the sample links (react-aria `RouterProvider`), e.g. navigation state. */
  sampleRouterOptions?: LinkProps['routerOptions'];
  /** Extra content under a divider, e.g. an upload area ('Or Upload Your Own'). */
  children?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

const steps: { icon: IconName; title: string; hint: string }[] = [
  { icon: 'image', title: 'Pick a room', hint: 'A sample or your own photo' },
  { icon: 'wand', title: 'Choose an edit', hint: 'Lighting, walls, furniture, sky…' },
  { icon: 'compare', title: 'Compare and keep', hint: 'Every result is a new version' },
];

const TILES = 4;

/**
 * What a first-time user sees in the playground with no image loaded (spec part 1 §2): a
 * short welcome, three steps, and the sample project's pictures, each a link into the
 * playground. Loading keeps four tiles of the pictures' size; a failure or an empty sample
 * set shows its message with one button. Anything else (an upload area) goes in `children`.
 */
export function PlaygroundWelcome({
  samples = [],
  isLoading = false,
  error,
  onRetry,
  isRetrying = false,
  onOpenSample,
  sampleRouterOptions,
  children,
  headingLevel = 2,
  className,
}: PlaygroundWelcomeProps) {
  const titleId = useId();
  const samplesId = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  let body: ReactNode;
  if (error) {
    body = (
      <AsyncState
        status="error"
        error={error}
        onRetry={onRetry}
        retryLabel={playgroundWelcomeMessages.retry}
        isRetrying={isRetrying}
        size="compact"
      />
    );
  } else if (isLoading) {
    body = (
      <ul className={styles.samples} aria-label={playgroundWelcomeMessages.loadingSamples}>
        {Array.from({ length: TILES }, (_, i) => (
          <li key={i} className={styles.sample} aria-hidden="true">
            <Skeleton shape="rect" height="auto" className={styles.picture} />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  } else if (samples.length === 0) {
    body = (
      <div className={styles.notice}>
        <span className={styles.noticeText}>
          <Icon name="image" size="sm" />
          {playgroundWelcomeMessages.noSamples}
        </span>
        {onRetry ? (
          <Button variant="primary" size="sm" isPending={isRetrying} onPress={onRetry}>
            {playgroundWelcomeMessages.loadSamples}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <ul className={styles.samples} aria-label={playgroundWelcomeMessages.samplesLabel}>
        {samples.map((sample) => (
          <li key={sample.id}>
            <Link
              href={sample.href}
              routerOptions={sampleRouterOptions}
              className={styles.sample}
              onPress={() => onOpenSample?.(sample)}
            >
              <img className={styles.picture} src={sample.src} alt="" loading="lazy" />
              <span className={styles.sampleFooter}>
                <span className={styles.sampleLabel}>{sample.label}</span>
                <span className={styles.sampleAction} aria-hidden="true">
                  <span className={styles.sampleActionText}>{playgroundWelcomeMessages.open}</span>
                  <Icon name="arrowRight" size="sm" />
                </span>
              </span>
              {/* After the label in reading order ('Kitchen Before'), over the picture on screen. */}
              {sample.caption ? (
                <Badge className={styles.caption} variant="neutral">
                  {sample.caption}
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.intro}>
        <span className={styles.mark} aria-hidden="true">
          <Icon name="sparkles" size="lg" />
        </span>
        <div className={styles.headingGroup}>
          <Heading id={titleId} className={styles.title}>
            {playgroundWelcomeMessages.title}
          </Heading>
          <p className={styles.description}>{playgroundWelcomeMessages.description}</p>
        </div>
      </div>
      <ol className={styles.steps} aria-label="How it works">
        {steps.map((s) => (
          <li key={s.title} className={styles.step}>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon name={s.icon} size="sm" />
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepTitle}>{s.title}</span>
              <span className={styles.stepHint}>{s.hint}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.section} aria-labelledby={samplesId} role="group">
        <Sub id={samplesId} className={styles.sectionTitle}>
          {playgroundWelcomeMessages.samplesTitle}
        </Sub>
        {body}
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </section>
  );
}
