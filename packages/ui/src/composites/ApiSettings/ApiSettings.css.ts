import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { screenHeader, screenRoot, screenSubtitle, screenTitle } from '../../styles/screen.css.ts';

export const root = style([screenRoot, { gap: vars.space[5] }]);
export const header = style([screenHeader, { alignItems: 'flex-end' }]);
export const title = style([screenTitle, { fontSize: vars.font.size.xl }]);
export const subtitle = style([screenSubtitle, { maxWidth: '42rem' }]);
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  selectors: { '&[data-selected]': { borderColor: vars.color.accent } },
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
  gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space[1] });
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const secret = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: 'auto',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space[2],
});
export const formError = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const logTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
export const planRefusal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});
globalStyle(`${planRefusal} p`, { margin: 0, maxWidth: '48rem' });
