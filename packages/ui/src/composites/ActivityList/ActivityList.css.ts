import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  paddingBlock: vars.space[3],
  minWidth: 0,
  selectors: {
    '& + &': { borderTop: `${vars.size.hairline} solid ${vars.color.border}` },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  selectors: {
    '[data-status="failed"] &': {
      background: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  flex: 1,
});

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const failed = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.dangerSoftText,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'center',
  paddingBlock: vars.space[3],
});

export const skeletonBlock = style({
  display: 'block',
  height: vars.space[3],
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
});

export const stateText = style({ margin: 0 });
