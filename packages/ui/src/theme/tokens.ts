/**
 * Raw token values. Components must not import this file: they read `vars` (the contract).
 * It exists so the two themes share one scale, and so tooling (Storybook backgrounds, docs
 * swatches) can show the real values.
 */

/** Layout breakpoints in CSS pixels. Below `md` the app shell and nav bar switch to drawers. */
export const breakpoints = { md: 768 } as const;

/** Container/media query conditions built from `breakpoints`. */
export const queries = {
  /** At least `md` wide (desktop layout). */
  md: `(min-width: ${breakpoints.md}px)`,
  /** Narrower than `md` (phone layout). */
  belowMd: `(max-width: ${breakpoints.md - 0.02}px)`,
} as const;

export const fontStack = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Everything but colour and shadow is shared by both themes. */
export const scale = {
  space: {
    '0': '0',
    '0.5': '0.125rem',
    '1': '0.25rem',
    '1.5': '0.375rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  size: {
    hairline: '1px',
    focusRing: '2px',
    focusOffset: '2px',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    avatar: '1.75rem',
    sidebar: '16rem',
    sidebarCollapsed: '4.5rem',
    topBar: '4rem',
    drawer: 'min(20rem, 86vw)',
    dialogSm: '25rem',
    dialogMd: '32rem',
    dialogLg: '44rem',
    menuMin: '12rem',
    toast: '24rem',
    content: '72rem',
  },
  radius: {
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '9999px',
  },
  font: {
    family: fontStack,
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.5rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.15',
      snug: '1.35',
      normal: '1.5',
      relaxed: '1.65',
    },
    letterSpacing: {
      tight: '-0.02em',
      normal: '0',
      wide: '0.04em',
    },
  },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.15)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  zIndex: {
    sticky: '10',
    overlay: '100',
    toast: '200',
  },
} as const;

/** Warm neutrals with a deep teal accent. Every text pair is >= 4.5:1 (checked by axe in Storybook). */
export const lightColors = {
  background: '#F7F5F1',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F3F0EB',
  surfaceHover: '#F1EDE7',
  surfacePressed: '#E8E3DB',
  text: '#1D1915',
  textMuted: '#60584E',
  border: '#E6E0D7',
  borderStrong: '#8F8578',
  accent: '#0F5F5A',
  accentHover: '#0B4D49',
  accentPressed: '#083D3A',
  accentText: '#FFFFFF',
  accentSoft: '#E1EFEC',
  accentSoftText: '#0B4D49',
  danger: '#B3261E',
  dangerHover: '#951D17',
  dangerPressed: '#7A1712',
  dangerText: '#FFFFFF',
  dangerSoft: '#FBE9E7',
  dangerSoftText: '#8C1D16',
  success: '#1E6B3E',
  successSoft: '#E3F1E8',
  successSoftText: '#17552F',
  warning: '#8A5300',
  warningSoft: '#FBEFD9',
  warningSoftText: '#6E4200',
  neutralSoft: '#EFEBE5',
  neutralSoftText: '#4A433B',
  focusRing: '#0F766E',
  overlay: 'rgba(29, 25, 21, 0.42)',
} as const;

export const darkColors = {
  background: '#141210',
  surface: '#1C1916',
  surfaceRaised: '#25211D',
  surfaceSunken: '#171512',
  surfaceHover: '#2D2823',
  surfacePressed: '#36302A',
  text: '#F2EEE8',
  textMuted: '#B4AB9F',
  border: '#35302A',
  borderStrong: '#7D7367',
  accent: '#6FD0C3',
  accentHover: '#8BDBD0',
  accentPressed: '#A6E4DB',
  accentText: '#062421',
  accentSoft: '#14332F',
  accentSoftText: '#8BDBD0',
  danger: '#F2877D',
  dangerHover: '#F5A39B',
  dangerPressed: '#F8BDB7',
  dangerText: '#2B0906',
  dangerSoft: '#3A1714',
  dangerSoftText: '#F6ADA5',
  success: '#6DCF95',
  successSoft: '#15301F',
  successSoftText: '#8EDCAD',
  warning: '#E9B65C',
  warningSoft: '#35270F',
  warningSoftText: '#EEC57E',
  neutralSoft: '#2D2823',
  neutralSoftText: '#DAD3C9',
  focusRing: '#7FD8CC',
  overlay: 'rgba(0, 0, 0, 0.62)',
} as const;

export const lightShadows = {
  sm: '0 1px 2px rgba(48, 38, 28, 0.06), 0 1px 1px rgba(48, 38, 28, 0.04)',
  md: '0 4px 12px -2px rgba(48, 38, 28, 0.08), 0 2px 4px -2px rgba(48, 38, 28, 0.06)',
  lg: '0 12px 32px -8px rgba(48, 38, 28, 0.14), 0 4px 8px -4px rgba(48, 38, 28, 0.06)',
  xl: '0 24px 64px -16px rgba(48, 38, 28, 0.24), 0 8px 16px -8px rgba(48, 38, 28, 0.08)',
} as const;

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px -2px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.03)',
  lg: '0 12px 32px -8px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
  xl: '0 24px 64px -16px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.05)',
} as const;
