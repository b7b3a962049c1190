import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    height: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      outlined: {
        border: `${vars.size.hairline} solid ${vars.color.border}`,
        boxShadow: vars.shadow.sm,
      },
      elevated: {
        border: `${vars.size.hairline} solid ${vars.color.border}`,
        boxShadow: vars.shadow.lg,
      },
      flat: {
        border: `${vars.size.hairline} solid transparent`,
        background: vars.color.surfaceSunken,
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingInline: vars.space[5],
  paddingBlockStart: vars.space[5],
});

export const headingGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  flex: 1,
  paddingInline: vars.space[5],
  paddingBlock: vars.space[5],
  selectors: {
    [`${header} + &`]: { paddingBlockStart: vars.space[3] },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingInline: vars.space[5],
  paddingBlock: vars.space[4],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
