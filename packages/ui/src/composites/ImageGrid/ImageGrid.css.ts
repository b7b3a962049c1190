import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
});

/**
 * `--columns` at full width; each track is at least 10 rem, so narrow containers fall back
 * to fewer columns by themselves (responsive without breakpoints).
 */
export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: `repeat(auto-fill, minmax(max(10rem, calc((100% - (var(--columns) - 1) * ${vars.space[4]}) / var(--columns))), 1fr))`,
  width: '100%',
  outline: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'default',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.accent}`,
    },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const check = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  padding: vars.space[1],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

/** Shown on hover and keyboard focus; always focusable, never `display: none`. */
export const edit = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
  boxShadow: vars.shadow.md,
  opacity: 0,
  selectors: {
    [`${card}[data-hovered] &, ${card}:focus-within &, ${card}[data-focus-visible] &`]: {
      opacity: 1,
    },
    '&[data-focus-visible]': { opacity: 1 },
  },
  '@media': {
    '(hover: none)': { opacity: 1 },
  },
});

/** The card's Delete action: the top-left corner, shown like Edit on hover or focus. */
export const remove = style([edit, { right: 'auto', left: vars.space[2] }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  marginBlockStart: `calc(${vars.space[1]} * -1)`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  maxWidth: '100%',
  padding: `${vars.space['0.5']} ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const moreTags = style([tag, { background: 'transparent', color: vars.color.textMuted }]);

export const state = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const stateIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  selectors: {
    '&[data-tone="danger"]': {
      background: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
    },
  },
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const stateText = style({
  margin: 0,
  maxWidth: vars.size.dialogMd,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBottom: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  animation: `${pulse} calc(${vars.motion.duration.slow} * 5) ${vars.motion.easing.standard} infinite`,
});

export const skeletonThumb = style({ aspectRatio: '4 / 3', background: vars.color.surfaceSunken });

export const skeletonLine = style({
  height: vars.space[3],
  width: '60%',
  marginInline: vars.space[3],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const sentinel = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: vars.space[8],
});
