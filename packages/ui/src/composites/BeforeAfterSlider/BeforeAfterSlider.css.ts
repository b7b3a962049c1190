import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  userSelect: 'none',
  touchAction: 'pan-y',
  cursor: 'ew-resize',
  isolation: 'isolate',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  pointerEvents: 'none',
});

/** The before picture is clipped, not resized, so both stay aligned pixel for pixel. */
export const beforeClip = style({
  position: 'absolute',
  inset: 0,
  clipPath: 'inset(0 calc(100% - var(--position)) 0 0)',
});

export const label = style({
  position: 'absolute',
  top: vars.space[3],
  zIndex: 1,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.sm,
  pointerEvents: 'none',
  selectors: {
    '&[data-side="before"]': { left: vars.space[3] },
    '&[data-side="after"]': { right: vars.space[3] },
  },
});

export const divider = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 'var(--position)',
  width: vars.size.focusRing,
  transform: 'translateX(-50%)',
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: 2,
  pointerEvents: 'none',
});

/** At 0 % and 100 % the handle stays whole inside the frame (the divider line goes to the edge). */
const handleInset = `calc(${vars.size.controlMd} / 2 + ${vars.space[1]})`;

export const handle = style({
  position: 'absolute',
  top: '50%',
  left: `clamp(${handleInset}, var(--position), calc(100% - ${handleInset}))`,
  zIndex: 3,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  cursor: 'ew-resize',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const grip = style({
  display: 'flex',
  alignItems: 'center',
});

/** Covers the frame when a picture failed: there is nothing to compare. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  minHeight: 0,
  cursor: 'default',
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  margin: 'auto',
});
