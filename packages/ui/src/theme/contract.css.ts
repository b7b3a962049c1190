import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design-token contract every Home Design Studio surface reads from.
 *
 * Components never hard-code a colour, length, duration or shadow: they reference
 * `vars.*`, and a theme class (`lightTheme` / `darkTheme`) fills the values in. Colour names
 * follow a "role" scheme: `accent` is a fill, `accentText` is the text that sits on that fill,
 * `accentSoft` + `accentSoftText` are the quiet tinted pair used by badges and selected rows.
 */
export const vars = createThemeContract({
  color: {
    /** Page canvas behind everything. */
    background: null,
    /** Default panel / card surface. */
    surface: null,
    /** Floating surfaces: popovers, menus, dialogs, toasts. */
    surfaceRaised: null,
    /** Recessed wells: inputs, code, placeholders. */
    surfaceSunken: null,
    /** Hover fill for quiet controls and list rows. */
    surfaceHover: null,
    /** Pressed fill for quiet controls and list rows. */
    surfacePressed: null,
    /** Body text. */
    text: null,
    /** Secondary text: descriptions, captions, placeholders (AA on every surface). */
    textMuted: null,
    /** Hairlines and dividers. */
    border: null,
    /** Field outlines and control borders (>= 3:1 against surfaces). */
    borderStrong: null,
    /** The brand accent fill (primary buttons, current nav item marker, links). */
    accent: null,
    accentHover: null,
    accentPressed: null,
    /** Text and icons placed on an `accent` fill. */
    accentText: null,
    accentSoft: null,
    accentSoftText: null,
    /** Destructive fill and error text colour. */
    danger: null,
    dangerHover: null,
    dangerPressed: null,
    /** Text and icons placed on a `danger` fill. */
    dangerText: null,
    dangerSoft: null,
    dangerSoftText: null,
    success: null,
    successSoft: null,
    successSoftText: null,
    warning: null,
    warningSoft: null,
    warningSoftText: null,
    neutralSoft: null,
    neutralSoftText: null,
    /** Keyboard focus indicator. */
    focusRing: null,
    /** Scrim behind modals and drawers. */
    overlay: null,
  },
  space: {
    '0': null,
    '0.5': null,
    '1': null,
    '1.5': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  /** Fixed dimensions: hairlines, focus ring, icon and control sizes, layout widths. */
  size: {
    hairline: null,
    focusRing: null,
    focusOffset: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
    avatar: null,
    sidebar: null,
    sidebarCollapsed: null,
    topBar: null,
    drawer: null,
    dialogSm: null,
    dialogMd: null,
    dialogLg: null,
    menuMin: null,
    toast: null,
    content: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  font: {
    family: {
      sans: null,
      mono: null,
    },
    size: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
    },
    weight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      snug: null,
      normal: null,
      relaxed: null,
    },
    letterSpacing: {
      tight: null,
      normal: null,
      wide: null,
    },
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
  },
  motion: {
    duration: {
      fast: null,
      normal: null,
      slow: null,
    },
    easing: {
      standard: null,
      emphasized: null,
      exit: null,
    },
  },
  zIndex: {
    sticky: null,
    overlay: null,
    toast: null,
  },
});
