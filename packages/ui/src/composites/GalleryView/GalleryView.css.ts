import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import {
  screenHeader,
  screenHeading,
  screenRoot,
  screenSubtitle,
  screenTitle,
} from '../../styles/screen.css.ts';

export const root = screenRoot;

// One row: the view switch stays beside the title on a phone.
export const header = style([screenHeader, { flexWrap: 'nowrap' }]);

export const heading = screenHeading;

export const title = screenTitle;

export const subtitle = screenSubtitle;

export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  minWidth: 0,
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const count = style({
  margin: 0,
  minHeight: '1lh',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Cards of at least 15rem in the grid; one per row in the list view. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-view="list"]': { gridTemplateColumns: '1fr' } },
});

export const cell = style({ display: 'flex', minWidth: 0 });
globalStyle(`${cell} > *`, { flex: 1 });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  aspectRatio: '4 / 4',
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space[2],
});
