import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import {
  CloudIcon,
  EraserIcon,
  LayersIcon,
  PaletteIcon,
  SofaIcon,
  SunIcon,
} from '../../primitives/Icon/Icon.tsx';
import { LandingSection } from '../Landing/LandingSection.tsx';
import * as styles from './LandingFeatures.css.ts';

type FeatureIcon = ComponentType<{ size?: 'sm' | 'md' | 'lg' }>;

export interface LandingFeature {
  title: string;
  text: ReactNode;
  /** A decorative icon. */
  icon?: FeatureIcon;
}

/** What the studio does, in the landing's words. */
export const defaultLandingFeatures: LandingFeature[] = [
  {
    title: 'Wall colour',
    text: 'Repaint walls in ten designer colours while keeping light and texture.',
    icon: PaletteIcon,
  },
  {
    title: 'Lighting & day-to-dusk',
    text: 'Golden hour, twilight or evenly lit: regrade any room photo.',
    icon: SunIcon,
  },
  {
    title: 'Sky replacement',
    text: 'Swap a grey sky for blue sky, sunset or dramatic clouds.',
    icon: CloudIcon,
  },
  {
    title: 'Virtual staging',
    text: 'Furnish empty rooms in modern, Scandinavian, industrial and more.',
    icon: SofaIcon,
  },
  {
    title: 'Object removal',
    text: 'Detect clutter and remove it, or empty the room entirely.',
    icon: EraserIcon,
  },
  {
    title: 'Versions & boards',
    text: 'Keep every version, compare them, and share boards by link.',
    icon: LayersIcon,
  },
];

export interface LandingFeaturesProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** @default defaultLandingFeatures */
  features?: readonly LandingFeature[];
  /** @default 'Everything a room photo needs' */
  title?: ReactNode;
  lead?: ReactNode;
}

/** The landing's features grid, anchored at `#features` (spec part 1 §2). */
export function LandingFeatures({
  features = defaultLandingFeatures,
  title = 'Everything a room photo needs',
  lead = 'One upload, every edit an agent or a homeowner asks for, each kept as a version.',
  id = 'features',
  className,
  ...props
}: LandingFeaturesProps) {
  return (
    <LandingSection {...props} id={id} title={title} lead={lead} className={className}>
      <ul className={styles.grid}>
        {features.map(({ title: name, text, icon: FeatureIcon }) => (
          <li key={name} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              {FeatureIcon ? <FeatureIcon /> : null}
            </span>
            <div>
              <h3 className={styles.title}>{name}</h3>
              <p className={styles.text}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
