import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: vars.space[6],
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
});
export const code = style({
  margin: 0,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
  letterSpacing: vars.font.letterSpacing.tight,
});
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });
export const text = style({ margin: 0, color: vars.color.textMuted });
