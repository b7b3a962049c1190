import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

/**
 * The shell responds to its own width (container query), which equals the viewport in the
 * app and a fixed-width frame in Storybook: below `md` the sidebar moves into a drawer.
 */
const shell = createContainer();
const wide = `${shell} ${queries.md}`;

export const root = style({
  containerName: shell,
  containerType: 'inline-size',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  '@container': {
    [wide]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  zIndex: vars.zIndex.overlay,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  transform: `translateY(calc(-100% - ${vars.space[6]}))`,
  selectors: {
    '&:focus': { transform: 'none', boxShadow: vars.shadow.lg, ...focusRing },
  },
});

export const sidebar = style({
  display: 'none',
  '@container': {
    [wide]: {
      position: 'sticky',
      insetBlockStart: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[2],
      width: vars.size.sidebar,
      height: '100dvh',
      overflowX: 'hidden',
      overflowY: 'auto',
      paddingBlockEnd: vars.space[4],
      borderInlineEnd: `${vars.size.hairline} solid ${vars.color.border}`,
      background: vars.color.surface,
      transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
  selectors: {
    '&[data-collapsed]': { width: vars.size.sidebarCollapsed },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: vars.size.topBar,
  paddingInline: vars.space[4],
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const brandName = style({
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { display: 'none' },
  },
});

export const nav = style({
  paddingInline: vars.space[3],
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInline: vars.space[2] },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': focusRingInset,
    '&[data-current]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.font.weight.semibold,
    },
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const navLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Collapsed: labels and badges stay readable by screen readers, not on screen. */
export const collapsible = style({
  selectors: {
    [`${sidebar}[data-collapsed] &`]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sidebarFooter = style({
  marginBlockStart: 'auto',
  paddingInline: vars.space[3],
  paddingBlockStart: vars.space[4],
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInline: vars.space[2] },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: vars.size.topBar,
  paddingInline: vars.space[3],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  '@container': {
    [wide]: { paddingInline: vars.space[4] },
  },
});

/** The product name in the phone top bar gives way on very small screens. */
export const compactName = style({
  '@container': {
    [`${shell} (max-width: 359px)`]: { display: 'none' },
  },
});

export const narrowOnly = style({
  '@container': {
    [wide]: { display: 'none' },
  },
});

export const wideOnly = style({
  display: 'none',
  '@container': {
    [wide]: { display: 'inline-flex' },
  },
});

export const topBarTitle = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginInlineStart: 'auto',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  outline: 'none',
  '@container': {
    [wide]: { paddingBlock: vars.space[8], paddingInline: vars.space[8] },
  },
});

export const drawerNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  flex: 1,
});

export const drawerFooter = style({ marginBlockStart: 'auto' });
