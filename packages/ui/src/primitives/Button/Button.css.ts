import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

const bg = createVar();
const bgHover = createVar();
const bgPressed = createVar();
const fg = createVar();
const borderColor = createVar();

/**
 * Shared by `Button`, `IconButton` and `ButtonLink`. Colours come in through local variables
 * so the interaction states (`data-hovered`, `data-pressed`) are written once.
 */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    flexShrink: 0,
    margin: 0,
    border: `${vars.size.hairline} solid ${borderColor}`,
    borderRadius: vars.radius.md,
    background: bg,
    color: fg,
    fontFamily: vars.font.family.sans,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.normal,
    textAlign: 'center',
    textDecoration: 'none',
    textWrap: 'balance',
    paddingBlock: vars.space['1.5'],
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transition: `${colorTransition}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { background: bgHover },
      '&[data-pressed]': { background: bgPressed, transform: 'scale(0.98)' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        vars: {
          [bg]: vars.color.accent,
          [bgHover]: vars.color.accentHover,
          [bgPressed]: vars.color.accentPressed,
          [fg]: vars.color.accentText,
          [borderColor]: 'transparent',
        },
        boxShadow: vars.shadow.sm,
      },
      secondary: {
        vars: {
          [bg]: vars.color.surface,
          [bgHover]: vars.color.surfaceHover,
          [bgPressed]: vars.color.surfacePressed,
          [fg]: vars.color.text,
          [borderColor]: vars.color.borderStrong,
        },
        boxShadow: vars.shadow.sm,
      },
      quiet: {
        vars: {
          [bg]: 'transparent',
          [bgHover]: vars.color.surfaceHover,
          [bgPressed]: vars.color.surfacePressed,
          [fg]: vars.color.text,
          [borderColor]: 'transparent',
        },
      },
      danger: {
        vars: {
          [bg]: vars.color.danger,
          [bgHover]: vars.color.dangerHover,
          [bgPressed]: vars.color.dangerPressed,
          [fg]: vars.color.dangerText,
          [borderColor]: 'transparent',
        },
        boxShadow: vars.shadow.sm,
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space[3],
        fontSize: vars.font.size.sm,
        borderRadius: vars.radius.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space[4],
        fontSize: vars.font.size.sm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space[6],
        fontSize: vars.font.size.md,
        borderRadius: vars.radius.lg,
      },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1 / 1' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.controlMd } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.size.controlLg } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the accessibility tree while pending; it only becomes transparent. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-pending] > &': { opacity: 0 },
  },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
