import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[5], maxWidth: '64rem' });
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.textMuted,
  minHeight: '12rem',
});
