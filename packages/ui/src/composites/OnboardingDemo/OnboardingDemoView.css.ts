import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '64rem',
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  color: vars.color.text,
});

export const header = style({ display: 'grid', gap: vars.space[2] });

export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({ display: 'grid', gap: vars.space[4], paddingTop: vars.space[4] });

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const cardBadge = style({
  position: 'absolute',
  top: vars.space[4],
  left: vars.space[4],
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
