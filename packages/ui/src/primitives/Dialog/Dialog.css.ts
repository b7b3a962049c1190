import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

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
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: `calc(100dvh - ${vars.space[8]})`,
    display: 'flex',
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * The dialog element itself scrolls (header and footer stick), so long content is reachable
 * by keyboard: the scroll container always holds the focusable close button and actions.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'inherit',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  paddingBlockEnd: vars.space[1],
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlockStart: vars.space[6],
  paddingInline: vars.space[6],
});

export const headingGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const close = style({
  marginBlockStart: `calc(${vars.space[2]} * -1)`,
  marginInlineEnd: `calc(${vars.space[2]} * -1)`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlock: vars.space[5],
  paddingInline: vars.space[6],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  marginBlockStart: 'auto',
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
