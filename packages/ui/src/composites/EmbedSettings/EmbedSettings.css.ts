import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { screenHeader, screenRoot, screenSubtitle, screenTitle } from '../../styles/screen.css.ts';
import { queries } from '../../theme/tokens.ts';

export const root = style([screenRoot, { gap: vars.space[5] }]);
export const header = style([screenHeader, { alignItems: 'flex-end' }]);
export const title = screenTitle;
export const subtitle = screenSubtitle;
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  marginInlineEnd: 'auto',
});
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const snippet = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const figure = style({ margin: 0, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const preview = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: vars.color.background,
  minWidth: 0,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const twoCols = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [queries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const formError = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
