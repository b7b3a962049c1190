import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

const bar = createContainer();
const wide = `${bar} ${queries.md}`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  color: vars.color.text,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  maxWidth: vars.size.content,
  minHeight: vars.size.topBar,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@container': {
    [wide]: { flexWrap: 'nowrap', columnGap: vars.space[6], paddingInline: vars.space[6] },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.topBar,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const desktopNav = style({
  display: 'none',
  '@container': {
    [wide]: { display: 'block' },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.accent, fontWeight: vars.font.weight.semibold },
  },
});

export const wideOnly = style({
  display: 'none',
  '@container': {
    [wide]: { display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 },
  },
});

export const narrowOnly = style({
  '@container': {
    [wide]: { display: 'none' },
  },
});

/** Own row under the bar on phones; inline before the account area on wide screens. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  order: 10,
  flexBasis: '100%',
  margin: 0,
  paddingBlockEnd: vars.space[3],
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  '@container': {
    [wide]: {
      order: 0,
      flex: '0 1 20rem',
      minWidth: '10rem',
      marginInlineStart: 'auto',
      paddingBlockEnd: 0,
    },
  },
});

export const errorIcon = style({
  marginBlockStart: vars.space['0.5'],
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginInlineStart: 'auto',
  minWidth: 0,
  '@container': {
    [wide]: {
      selectors: {
        [`${error} + &`]: { marginInlineStart: 0 },
      },
    },
  },
});

export const busy = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const userButton = style({
  paddingInlineStart: vars.space[1],
  maxWidth: '15rem',
});

globalStyle(`${userButton} > span`, { minWidth: 0, maxWidth: '100%' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ color: vars.color.textMuted });

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style([
  navLink,
  {
    display: 'flex',
    minHeight: vars.size.controlMd,
    fontSize: vars.font.size.md,
    color: vars.color.text,
    selectors: {
      '&[data-focus-visible]': focusRingInset,
      '&[data-current]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    },
  },
]);

export const drawerSection = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlockEnd: vars.space[2],
  fontWeight: vars.font.weight.semibold,
});
