import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[4],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const countBadge = style({ fontWeight: vars.font.weight.medium });

export const compareBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

/**
 * The spec's 400 px list (25 rem at the 16 px root). On a phone, where the card sits under the
 * edit controls, it only grows to that: a short history leaves no empty box below it.
 */
export const scroller = style({
  height: `calc(${vars.space[10]} * 10)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&:focus-visible': focusRingInset,
  },
  '@media': {
    [queries.belowMd]: { height: 'auto', maxHeight: `calc(${vars.space[10]} * 10)` },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space[2],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid transparent`,
  transition: colorTransition,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-current]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
  },
});

export const thumb = style({
  width: `calc(${vars.size.controlLg} * 1.5)`,
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

/**
 * Name, primary star and kind badge. On a narrow card the badge wraps under the name rather than
 * squeezing it to one letter ("I…"); a name too long for the line alone still ends in an ellipsis.
 */
export const labelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  rowGap: vars.space['0.5'],
  minWidth: 0,
});

/** The row's select button covers the row, so a click anywhere selects the version. */
export const select = style({
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&[data-focus-visible]::after': focusRing,
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const star = style({ color: vars.color.warning, flexShrink: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  columnGap: vars.space[2],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const rowActions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  height: '100%',
  padding: vars.space[6],
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const stateText = style({ margin: 0 });
export const stateError = style({ color: vars.color.dangerSoftText });

/** The row button keeps only its star on narrow cards; the name stays in aria-label. */
export const setPrimaryText = style({
  '@container': {
    '(max-width: 36rem)': { display: 'none' },
  },
});

export const kindBadge = style({ flexShrink: 0, overflow: 'visible' });
