import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';
import { spreadRow } from './layout.ts';

/** A signed-in page's column: its sections a step apart, at most 80rem wide. */
export const page = style({ display: 'grid', gap: vars.space[6], maxWidth: '80rem' });
/** The page's heading row: the headings on one side, the page's buttons on the other. */
export const header = style(spreadRow(vars.space[4]));
export const headings = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
/** A message in the middle of the page (the session gate, an empty profile). */
export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[4]}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
