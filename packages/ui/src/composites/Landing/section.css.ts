import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The landing sections' common frame: centred, at most 72rem wide. */
export const section = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space[10]} ${vars.space[6]}`,
  display: 'grid',
  gap: vars.space[6],
  scrollMarginTop: vars.space[16],
  '@media': {
    '(max-width: 40rem)': { padding: `${vars.space[8]} ${vars.space[4]}` },
  },
});

export const sectionHeader = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'center',
  textAlign: 'center',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const sectionLead = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});
