import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';

export const footer = style({
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  paddingInline: vars.space[6],
  paddingBlockStart: vars.space[10],
  paddingBlockEnd: vars.space[6],
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  '@media': {
    [queries.md]: { flexDirection: 'row', justifyContent: 'space-between' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: `calc(${vars.size.sidebar} * 1.25)`,
});

export const brandLink = style({ alignSelf: 'flex-start' });

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.menuMin} * 0.75), 1fr))`,
  gap: vars.space[8],
  flex: 1,
  maxWidth: vars.size.dialogLg,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const groupTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ fontSize: vars.font.size.sm });

export const copyright = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginBlockStart: vars.space[8],
  marginBlockEnd: 0,
  paddingBlockStart: vars.space[4],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
