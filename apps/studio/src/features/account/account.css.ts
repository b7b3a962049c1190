import { globalStyle, style } from '@vanilla-extract/css';
import { queries, vars } from '@hds/ui';
import { wrapRow } from '../../kit/layout.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, {
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const identity = style({ display: 'grid', gap: vars.space[2] });
export const identityRow = style(wrapRow(vars.space[3]));
export const name = style({ margin: 0, fontSize: vars.font.size.xl });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
export const panel = style({ display: 'grid', gap: vars.space[6], paddingTop: vars.space[4] });
export const settingsGrid = style({
  display: 'grid',
  gap: vars.space[4],
  maxWidth: '44rem',
});
export const danger = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const saveBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  maxWidth: '44rem',
  '@media': { [queries.md]: { justifyContent: 'flex-start' } },
});
export const dangerText = style({ margin: 0 });
/** What a deletion request stops at once, above the confirmation field. */
export const consequences = style({ display: 'grid', gap: vars.space[2] });
globalStyle(`${consequences} ul`, {
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
});
