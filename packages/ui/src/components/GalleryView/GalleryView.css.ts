import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const modes = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const mode = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
  },
});

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
