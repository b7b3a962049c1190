import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space[3],
    width: `min(${vars.size.toast}, calc(100vw - ${vars.space[8]}))`,
    outline: 'none',
    borderRadius: vars.radius.lg,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    placement: {
      'bottom-end': { insetBlockEnd: vars.space[4], insetInlineEnd: vars.space[4] },
      bottom: {
        insetBlockEnd: vars.space[4],
        insetInlineStart: '50%',
        transform: 'translateX(-50%)',
      },
      'top-end': {
        insetBlockStart: vars.space[4],
        insetInlineEnd: vars.space[4],
        flexDirection: 'column',
      },
    },
  },
  defaultVariants: { placement: 'bottom-end' },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  paddingInlineEnd: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  fontFamily: vars.font.family.sans,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-variant="destructive"]': { borderColor: vars.color.danger },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      default: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      success: { background: vars.color.successSoft, color: vars.color.successSoftText },
      destructive: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space['1.5'],
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  // One line per item when a toast lists several ('Validation Errors': 'filename: reason').
  whiteSpace: 'pre-line',
});
