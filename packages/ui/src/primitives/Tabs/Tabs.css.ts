import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 0,
      borderInlineEnd: `${vars.size.hairline} solid ${vars.color.border}`,
      overflowX: 'visible',
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    // The selected marker sits on the list's bottom border.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space[2],
      bottom: `calc(${vars.size.hairline} * -1)`,
      height: vars.size.focusRing,
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition: colorTransition,
    },
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { background: vars.color.accent },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '[data-orientation="vertical"] &': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto',
      insetInlineEnd: `calc(${vars.size.hairline} * -1)`,
      insetBlock: vars.space[1],
      width: vars.size.focusRing,
      height: 'auto',
    },
  },
});

export const icon = style({ display: 'inline-flex' });

export const label = style({});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconMd,
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[data-selected] &`]: {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const tabPanel = style({
  minWidth: 0,
  flex: 1,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
