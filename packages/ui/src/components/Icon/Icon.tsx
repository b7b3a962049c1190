import type { ReactNode, SVGProps } from 'react';
import { icon } from './Icon.css.ts';

/** Outline glyphs drawn on a 24 x 24 grid with a 1.75 stroke, coloured by `currentColor`. */
const glyphs = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20c.8-3.6 3.9-5.5 7.5-5.5s6.7 1.9 7.5 5.5" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="9" cy="9.5" r="1.75" />
      <path d="m21 15.5-4.6-4.6a1.5 1.5 0 0 0-2.1 0L5.5 19.8" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10.5 3.5 12 8l4.5 1.5L12 11l-1.5 4.5L9 11 4.5 9.5 9 8z" />
      <path d="M18 14.5 18.8 17l2.2.8-2.2.8L18 21l-.8-2.4-2.2-.8 2.2-.8zM18.5 3v3M17 4.5h3" />
    </>
  ),
  folder: (
    <path d="M3.5 7.5A2 2 0 0 1 5.5 5.5h3.6a2 2 0 0 1 1.4.6l1.4 1.4h6.6a2 2 0 0 1 2 2v7.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
  ),
  board: (
    <>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </>
  ),
  plans: (
    <>
      <path d="M7 4h10l4 5.5L12 20 3 9.5z" />
      <path d="M3 9.5h18M9.5 4 8 9.5l4 10.5 4-10.5L14.5 4" />
    </>
  ),
  upload: <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4.5 15v2.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V15" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  signOut: <path d="M14 4.5h3.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H14M9.5 16l-4-4 4-4M5.5 12H15" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.75v5M12 16.25v.01" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** Names of the built-in glyphs. */
export type IconName = keyof typeof glyphs;

/** Every glyph name, for pickers and docs. */
export const iconNames = Object.keys(glyphs) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'direction'> {
  /** Which glyph to draw. */
  name: IconName;
  /**
   * Rendered size, from the `size.icon*` tokens.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Rotation, meant for `chevron`.
   * @default 'down'
   */
  direction?: 'down' | 'up' | 'left' | 'right';
  /**
   * Give the icon a name only when it carries meaning on its own (no visible text beside it).
   * Without a label the icon is `aria-hidden`.
   */
  'aria-label'?: string;
}

/**
 * A small inline SVG icon. Decorative by default (`aria-hidden`): pair it with visible text,
 * or give the surrounding button an `aria-label`. Pass `aria-label` to the icon itself only
 * when it stands alone and means something.
 */
export function Icon({
  name,
  size,
  direction,
  className,
  'aria-label': ariaLabel,
  ...props
}: IconProps) {
  const labelled = Boolean(ariaLabel);
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      {...props}
      className={[icon({ size, direction }), className].filter(Boolean).join(' ')}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      aria-label={ariaLabel}
      data-icon={name}
    >
      {glyphs[name]}
    </svg>
  );
}

type NamedIconProps = Omit<IconProps, 'name'>;

export const MenuIcon = (props: NamedIconProps) => <Icon name="menu" {...props} />;
export const CloseIcon = (props: NamedIconProps) => <Icon name="close" {...props} />;
export const ChevronIcon = (props: NamedIconProps) => <Icon name="chevron" {...props} />;
export const UserIcon = (props: NamedIconProps) => <Icon name="user" {...props} />;
export const ImageIcon = (props: NamedIconProps) => <Icon name="image" {...props} />;
export const SparklesIcon = (props: NamedIconProps) => <Icon name="sparkles" {...props} />;
export const FolderIcon = (props: NamedIconProps) => <Icon name="folder" {...props} />;
export const BoardIcon = (props: NamedIconProps) => <Icon name="board" {...props} />;
export const SettingsIcon = (props: NamedIconProps) => <Icon name="settings" {...props} />;
export const PlansIcon = (props: NamedIconProps) => <Icon name="plans" {...props} />;
export const UploadIcon = (props: NamedIconProps) => <Icon name="upload" {...props} />;
export const CheckIcon = (props: NamedIconProps) => <Icon name="check" {...props} />;
export const SignOutIcon = (props: NamedIconProps) => <Icon name="signOut" {...props} />;
export const AlertIcon = (props: NamedIconProps) => <Icon name="alert" {...props} />;
