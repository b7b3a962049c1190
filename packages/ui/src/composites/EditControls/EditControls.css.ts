import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  selectors: {
    '&[data-tone="processing"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const card = style({
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  transition: colorTransition,
  selectors: {
    '&[data-expanded]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
  },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  margin: 0,
  padding: vars.space[3],
  paddingInline: vars.space[4],
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.lg,
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const triggerIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  selectors: {
    '[data-unavailable] &': {
      background: vars.color.neutralSoft,
      color: vars.color.neutralSoftText,
    },
  },
});

export const triggerText = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-expanded] &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    '&[aria-hidden="true"]': { display: 'none' },
  },
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  paddingBlockStart: vars.space[1],
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The local engine's limits for this edit: a quiet note, not a warning. */
export const limits = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

// An operation the engine cannot run, and a refused Apply: the forms' message boxes.
export {
  formWarning as unavailable,
  formError as error,
} from '../../primitives/Dialog/dialogForm.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/* Wall colour swatches */
export const swatchGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const swatchLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space[2],
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid transparent`,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const swatchChip = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.sm,
});

export const swatchCheck = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: `0 0 0 ${vars.size.focusOffset} ${vars.color.surface}`,
});

/* Advanced (seed) */
export const advanced = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space[2],
});

export const advancedTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space[1],
  minHeight: vars.size.controlSm,
  paddingInline: vars.space[1],
  marginInlineStart: `calc(-1 * ${vars.space[1]})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const advancedChevron = style({ flexShrink: 0 });

export const advancedHint = style({
  marginInlineStart: vars.space[1],
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const advancedPanel = style({ display: 'flex', flexDirection: 'column' });

/* Object removal */
export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const count = style({ color: vars.color.textMuted });

/** Keeps the live region mounted so 'Processing' is announced when it appears. */
export const statusSlot = style({
  display: 'contents',
});
