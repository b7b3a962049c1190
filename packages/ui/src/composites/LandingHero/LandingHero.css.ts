import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[8],
  maxWidth: '76rem',
  margin: '0 auto',
  padding: `${vars.space[10]} ${vars.space[6]}`,
  '@media': {
    '(min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
    '(max-width: 40rem)': { padding: `${vars.space[6]} ${vars.space[4]}`, gap: vars.space[6] },
  },
});

export const text = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentSoftText,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.font.size['2xl']}, 5vw, ${vars.font.size['4xl']})`,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxWidth: '38rem',
  '@media': { '(max-width: 40rem)': { fontSize: vars.font.size.md } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const showcase = style({ minWidth: 0 });
