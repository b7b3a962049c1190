import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  color: vars.color.text,
});

export const header = style({ display: 'grid', gap: vars.space[2] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const groups = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  alignItems: 'start',
});

export const group = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const counts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
});

export const countRow = style({ display: 'contents' });

export const countLabel = style({ margin: 0, color: vars.color.textMuted });
export const countValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'end',
});

export const listTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const thumbMissing = style([
  thumb,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
  },
]);

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  padding: vars.space[8],
  color: vars.color.textMuted,
  textAlign: 'center',
});
