import { style } from '@vanilla-extract/css';
import { queries, vars } from '@hds/ui';
import { cardGrid, mutedText, wrapRow } from '../../kit/layout.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [queries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});
export const grid = style(cardGrid('16rem', vars.space[4]));
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const aside = style({ display: 'grid', gap: vars.space[3] });
export const toolbar = style(wrapRow(vars.space[3]));
export const groupTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const group = style({ display: 'grid', gap: vars.space[3] });

/** Under a paged grid: 'Showing n of N images' and 'Load more images' (issue #23). */
export const morePages = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
});
export const moreCount = style(mutedText(vars.font.size.sm));
export const moreError = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerSoftText,
});

/** 'Export project' and its progress, in the project page's header (issue #23). */
export const exportBox = style({ ...wrapRow(vars.space[2]), minWidth: 0 });
export const exportBar = style({ width: 'min(100%, 18rem)' });
export const headerActions = style(wrapRow(vars.space[2]));
