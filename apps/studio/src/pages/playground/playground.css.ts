import { style } from '@vanilla-extract/css';
import { queries, vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[5], maxWidth: '90rem' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });
export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });
export const workspace = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [queries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' } },
});
export const column = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });
export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
});
export const picture = style({
  width: '100%',
  height: 'auto',
  display: 'block',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const processing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const chooser = style({ display: 'grid', gap: vars.space[4] });
export const thumbs = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbLink = style({
  display: 'grid',
  gap: vars.space[1],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outlineOffset: vars.size.focusOffset,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});
export const thumb = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const thumbLabel = style({
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const divider = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});
export const samplesError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});
export const uploadTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
/** Holds the height of the start card while the lists decide which one it is. */
export const deciding = style({ display: 'grid', minHeight: '34rem' });
