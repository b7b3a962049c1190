import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.content,
  maxHeight: '100%',
  display: 'flex',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
  maxHeight: `calc(100dvh - ${vars.space[8]})`,
  padding: vars.space[4],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  overflow: 'auto',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const titleGroup = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  minWidth: 0,
  flex: '1 1 12rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const counter = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  flex: 1,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

/** The whole picture, never cropped or stretched. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: `calc(100dvh - ${vars.space[16]} - ${vars.space[16]} - ${vars.space[8]})`,
  objectFit: 'contain',
  selectors: {
    // Room for the spinner until the picture has a size of its own.
    '&[data-status="loading"]': { minHeight: '16rem', minWidth: '16rem', opacity: 0 },
  },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});

/** The failed-picture panel, at a picture-like size inside the stage. */
export const broken = style({ minHeight: '16rem', background: 'transparent' });

export const nav = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-side="previous"]': { left: vars.space[2] },
    '&[data-side="next"]': { right: vars.space[2] },
  },
});

export const caption = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const keys = style({ display: 'flex', width: '100%' });
