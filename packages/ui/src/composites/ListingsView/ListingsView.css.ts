import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import {
  screenHeader,
  screenHeading,
  screenRoot,
  screenSubtitle,
  screenTitle,
} from '../../styles/screen.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = screenRoot;

export const header = screenHeader;

export const heading = screenHeading;

export const title = screenTitle;

export const subtitle = screenSubtitle;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const search = style({ flex: '1 1 16rem', minWidth: 0 });
export const searchField = style({ width: '100%' });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  flex: '0 1 auto',
  minWidth: 0,
});

export const filter = style({ minWidth: '10rem', flex: '1 1 10rem' });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const tabBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const tabList = style({ minWidth: 0, overflowX: 'auto' });
// On a phone the four tabs fit side by side with tighter padding (no clipped last tab).
globalStyle(`${tabList} [role="tab"]`, {
  '@container': { '(max-width: 26rem)': { paddingInline: vars.space[2] } },
});

export const tabActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
});

export const count = style({
  margin: 0,
  minHeight: '1lh',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
});

/** Cards of at least 17rem in the grid; one per row in the list view. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
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
  aspectRatio: '4 / 5',
});
