import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const output = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Tall hit area; the visible rail is drawn inside it. */
export const track = style({
  position: 'relative',
  height: vars.size.controlSm,
  marginInline: `calc(${vars.size.iconMd} / 2)`,
  cursor: 'pointer',
  selectors: {
    // Only the track dims: the label and value stay readable (contrast) when disabled.
    '[data-disabled] &': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const rail = style({
  position: 'absolute',
  insetInline: `calc(${vars.size.iconMd} / -2)`,
  top: '50%',
  height: vars.space[1],
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: vars.space[1],
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const thumb = style({
  top: '50%',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.size.focusRing} solid ${vars.color.accent}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-dragging]': { background: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '[data-disabled] &': { borderColor: vars.color.borderStrong, boxShadow: 'none' },
  },
});
