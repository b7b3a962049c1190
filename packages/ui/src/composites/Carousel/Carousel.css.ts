import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
});

export const viewport = style({
  position: 'relative',
  display: 'grid',
  // One cell the size of the frame, so a slide (and its caption) never outgrows it.
  gridTemplate: '100% / 100%',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const empty = style({
  placeItems: 'center',
  alignContent: 'center',
  gridTemplate: 'auto auto / 100%',
  gap: vars.space[2],
  justifyItems: 'center',
  color: vars.color.textMuted,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const slide = style({
  gridArea: '1 / 1',
  position: 'relative',
  minHeight: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  selectors: {
    '&[data-visible]': { visibility: 'visible' },
    '&[data-entering]': {
      zIndex: 1,
      animation: `${fadeIn} var(--fade) ${vars.motion.easing.standard} both`,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const caption = style({
  position: 'absolute',
  left: vars.space[3],
  bottom: vars.space[3],
  margin: 0,
  maxWidth: `calc(100% - ${vars.space[6]})`,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
  // A caption over a before/after slider must not catch the drag.
  pointerEvents: 'none',
  zIndex: 4,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[1],
});

/** A 32 px hit area around a small dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  '::before': {
    content: '""',
    width: vars.space[2],
    height: vars.space[2],
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: colorTransition,
  },
  selectors: {
    '&[data-hovered]::before': { background: vars.color.textMuted },
    '&[data-current]::before': { background: vars.color.accent, width: vars.space[5] },
    '&[data-focus-visible]': focusRing,
  },
});
