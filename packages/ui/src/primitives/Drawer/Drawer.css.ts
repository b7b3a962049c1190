import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
const slideToLeft = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(-100%)' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideToRight = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(100%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit}`,
    },
  },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    width: vars.size.drawer,
    display: 'flex',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        insetInlineStart: 0,
        borderStartEndRadius: vars.radius.xl,
        borderEndEndRadius: vars.radius.xl,
        selectors: {
          '&[data-entering]': {
            animation: `${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
          },
          '&[data-exiting]': {
            animation: `${slideToLeft} ${vars.motion.duration.normal} ${vars.motion.easing.exit}`,
          },
        },
      },
      right: {
        insetInlineEnd: 0,
        borderStartStartRadius: vars.radius.xl,
        borderEndStartRadius: vars.radius.xl,
        selectors: {
          '&[data-entering]': {
            animation: `${slideFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
          },
          '&[data-exiting]': {
            animation: `${slideToRight} ${vars.motion.duration.normal} ${vars.motion.easing.exit}`,
          },
        },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  outline: 'none',
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.size.topBar,
  paddingInline: vars.space[4],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  flex: 1,
  padding: vars.space[4],
});
