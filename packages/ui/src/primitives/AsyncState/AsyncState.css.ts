import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const state = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    textAlign: 'center',
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
    minWidth: 0,
  },
  variants: {
    size: {
      default: { paddingBlock: vars.space[8], paddingInline: vars.space[4] },
      compact: { paddingBlock: vars.space[6], paddingInline: vars.space[3] },
    },
    tone: {
      neutral: { color: vars.color.textMuted },
      danger: { color: vars.color.text },
    },
  },
  defaultVariants: { size: 'default', tone: 'neutral' },
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.dangerSoftText,
});

export const text = style({
  margin: 0,
  maxWidth: '48ch',
  overflowWrap: 'anywhere',
  textWrap: 'pretty',
});

export const heading = style([
  text,
  {
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  },
]);

export const detail = style([text, { color: vars.color.textMuted }]);
