import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.sans,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutralSoftText },
      accent: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      success: { background: vars.color.successSoft, color: vars.color.successSoftText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
    },
    size: {
      sm: {
        fontSize: vars.font.size.xs,
        paddingBlock: vars.space['0.5'],
        paddingInline: vars.space[2],
      },
      md: {
        fontSize: vars.font.size.sm,
        paddingBlock: vars.space[1],
        paddingInline: vars.space['2'],
      },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'sm' },
});
