import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition } from '../../styles/focus.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space[3],
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: colorTransition,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.accent}`,
    },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  display: 'grid',
  placeItems: 'center',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const check = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  padding: vars.space[1],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const primaryBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineEnd: vars.space[2],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  flex: 1,
  minWidth: 0,
});

export const labelLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  paddingTop: vars.space[2],
  marginTop: 'auto',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const stateText = style({ margin: 0 });
export const kindBadge = style({ flexShrink: 0, overflow: 'visible' });

/** 'Delete Image' keeps to the footer's start, away from the other actions. */
export const deleteImage = style({ marginInlineEnd: 'auto' });
