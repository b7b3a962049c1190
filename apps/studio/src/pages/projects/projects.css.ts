import { style } from '@vanilla-extract/css';
import { queries, vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[6], maxWidth: '80rem' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
});
export const headings = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [queries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});
export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const aside = style({ display: 'grid', gap: vars.space[3] });
export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[4]}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const skeletonCard = style({ height: '10.5rem' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
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
export const moreCount = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const moreError = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerSoftText,
});

/** 'Export project' and its progress, in the project page's header (issue #23). */
export const exportBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
});
export const exportBar = style({ width: 'min(100%, 18rem)' });
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});
