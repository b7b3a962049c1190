import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: colorTransition,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.borderStrong },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

/** Bleeds to the card's edges above the title; the mosaic's layout follows `data-count`. */
export const cover = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: '1fr',
  gap: vars.size.hairline,
  placeItems: 'center',
  aspectRatio: '16 / 9',
  margin: `calc(-1 * ${vars.space[5]}) calc(-1 * ${vars.space[5]}) 0`,
  overflow: 'hidden',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: {
    '&[data-count="2"]': { gridTemplateColumns: '1fr 1fr' },
    '&[data-count="3"]': { gridTemplateColumns: '2fr 1fr', gridTemplateRows: '1fr 1fr' },
    '&[data-count="4"]': { gridTemplateColumns: '1fr 1fr', gridTemplateRows: '1fr 1fr' },
  },
});

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'cover',
  background: vars.color.neutralSoft,
  selectors: {
    [`${cover}[data-count="3"] > &:first-child`]: { gridRow: 'span 2' },
    '&[data-broken]': { visibility: 'hidden' },
  },
});

export const headingGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** The title link covers the whole card, so any click on it opens the project. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const address = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const notes = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
});

/** The skeleton's bars sit in boxes of the real lines' height (title, footer text). */
export const skeletonTitle = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'stretch',
  height: `calc(${vars.font.size.lg} * ${vars.font.lineHeight.snug})`,
});

export const skeletonMeta = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  height: `calc(${vars.font.size.xs} * ${vars.font.lineHeight.normal})`,
});
