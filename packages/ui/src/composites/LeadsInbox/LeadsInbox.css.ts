import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { screenHeader, screenRoot, screenSubtitle, screenTitle } from '../../styles/screen.css.ts';
import { queries } from '../../theme/tokens.ts';

export const root = style([screenRoot, { gap: vars.space[5] }]);
export const header = style([screenHeader, { alignItems: 'flex-end' }]);
export const title = screenTitle;
export const subtitle = screenSubtitle;
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});
export const filter = style({ minWidth: '11rem', flex: '1 1 11rem', maxWidth: '16rem' });
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [queries.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});
export const listColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  alignSelf: 'start',
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
export const deliveries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});
/** Narrow screens scroll the table sideways rather than break names mid-word. */
export const table = style({ minWidth: '36rem' });
