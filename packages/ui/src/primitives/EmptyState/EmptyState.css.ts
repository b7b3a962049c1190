import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space[2],
    marginInline: 'auto',
    maxWidth: vars.size.dialogMd,
    fontFamily: vars.font.family.sans,
    color: vars.color.text,
  },
  variants: {
    size: {
      default: { paddingBlock: vars.space[12], paddingInline: vars.space[6] },
      compact: { paddingBlock: vars.space[6], paddingInline: vars.space[4] },
    },
  },
  defaultVariants: { size: 'default' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: '42ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  textWrap: 'pretty',
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginBlockStart: vars.space[3],
});
